import { isValidVatNumber } from '@tradeshop/domain';
import { metricsTokenProblem } from '@tradeshop/observability';
import { accessKeyProblem, type Config, readConfig, scryptNProblem } from './db/config.ts';
import { setScryptCostOutsideProduction } from './modules/account/index.ts';
import { webhookProblem } from './modules/integration/index.ts';

/**
 * The configuration of the environment, checked before the database is opened: a start on a setting
 * that would not work, or would weaken a production shop, ends here with what to change. `announce`
 * also warns of what is left out (once, by the process that prepares the database).
 */
export function startConfig({ announce }: { announce: boolean }): Config {
  const config = readConfig();
  if (announce && config.featureFlags.unknown.length > 0) {
    console.warn(`FEATURE_FLAGS names unknown flags, left out: ${config.featureFlags.unknown.join(', ')}`);
  }
  const keyError = accessKeyProblem(config);
  if (keyError) {
    console.error(`Not starting in production: ${keyError}`);
    process.exit(1);
  }
  const costError = scryptNProblem(config);
  if (costError) {
    console.error(`Not starting: ${costError}`);
    process.exit(1);
  }
  if (config.scryptNForTests) setScryptCostOutsideProduction({ N: config.scryptNForTests, r: 8, p: 1 });
  const tokenError = metricsTokenProblem(config.metricsToken);
  if (tokenError) {
    console.error(`Not starting: ${tokenError}`);
    process.exit(1);
  }
  const webhookError = config.erpWebhook && webhookProblem(config.erpWebhook);
  if (webhookError) {
    console.error(webhookError);
    process.exit(1);
  }
  if (!Number.isFinite(config.builtInErpStepSeconds) || config.builtInErpStepSeconds < 0) {
    console.error('BUILTIN_ERP_STEP_SECONDS takes a number of seconds from 0 (0: off).');
    process.exit(1);
  }
  if (!(config.vies.recheckDays >= 1 && config.vies.timeoutMs >= 100)) {
    console.error('VIES_RECHECK_DAYS takes a number of days from 1, VIES_TIMEOUT_MS milliseconds from 100.');
    process.exit(1);
  }
  if (config.vies.requesterVatNumber && !isValidVatNumber(config.vies.requesterVatNumber, 'BE')) {
    console.error('SELLER_VAT_NUMBER is not a valid Belgian VAT number (BE and ten digits).');
    process.exit(1);
  }
  if (!Object.values(config.sessions).every((value) => Number.isFinite(value) && value > 0)) {
    console.error('SESSION_IDLE_HOURS and SESSION_MAX_DAYS take a number above 0 (hours, days).');
    process.exit(1);
  }
  if (
    config.auditKeepDays !== undefined &&
    !(Number.isInteger(config.auditKeepDays) && config.auditKeepDays >= 30)
  ) {
    console.error('AUDIT_KEEP_DAYS takes a whole number of days from 30.');
    process.exit(1);
  }
  if (!Object.values(config.staffSessions).every((value) => Number.isFinite(value) && value > 0)) {
    console.error('STAFF_SESSION_IDLE_MINUTES and STAFF_SESSION_MAX_HOURS take a number above 0.');
    process.exit(1);
  }
  return config;
}
