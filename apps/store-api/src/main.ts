import { isValidVatNumber } from '@tradeshop/domain';
import { buildApp } from './app.ts';
import { accessKeyProblem, readConfig, scryptNProblem } from './db/config.ts';
import { openDatabase } from './db/index.ts';
import { demoLogins, demoPassword, usersWithDemoPassword } from './demo/accounts.ts';
import { completeDemoShop, seedDemoShop } from './demo/seed-demo.ts';
import { hasUsers, setScryptCostOutsideProduction, signingKey } from './modules/account/index.ts';
import { firm } from './modules/erp/index.ts';
import { webhookProblem } from './modules/integration/index.ts';
import { setAccessKey } from './modules/sales-channel/index.ts';
import {
  createViesClient,
  defaultViesSettings,
  demoRegister,
  startViesStandIn,
} from './modules/vat-check/index.ts';

// Alone, this migrates, seeds a demo shop on first start and serves. scripts/start.mjs runs it once
// with --prepare-only, then as many processes with --serve-only as the shop serves with.
const prepare = !process.argv.includes('--serve-only');
const serve = !process.argv.includes('--prepare-only');

const config = readConfig();
if (prepare && config.featureFlags.unknown.length > 0) {
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
const database = await openDatabase(config);
if (prepare) await prepareDatabase();
if (!serve) {
  await database.close();
  process.exit(0);
}

async function prepareDatabase() {
  await database.migrate();
  const { seeded } = await seedDemoShop(database.db, {
    products: config.demoProducts,
    accessKey: config.accessKey,
    storefrontUrl: process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
    mediaDir: config.mediaDir,
    demoAccounts: config.demoAccounts,
    log: (message) => console.log(message),
  });
  if (seeded) console.log(`Seeded a demo shop with ${config.demoProducts} products.`);
  else {
    // A data dir seeded by an earlier version (the storefront benchmark reuses one) gets what it lacks.
    const added = await completeDemoShop(database.db, {
      mediaDir: config.mediaDir,
      demoAccounts: config.demoAccounts,
    });
    if (added.length) console.log(`Added to the demo shop: ${added.join(', ')}.`);
  }
  if (config.production) {
    const exposed = await usersWithDemoPassword(database.db);
    if (exposed.length > 0) {
      console.error(
        `Not starting in production: ${exposed.join(', ')} can log in with the demo password of the README. ` +
          'Start production on a database of its own, or delete these users first.',
      );
      await database.close();
      process.exit(1);
    }
  }
  // The environment names the key: a database seeded with another (the demo's) takes this one.
  if (await setAccessKey(database.db, config.accessKey))
    console.log('The sales channel took the new access key.');
  // Made here, before the serving processes start, so that they all read the same key file.
  signingKey(config.loginAsCustomerSecret, config.signingKeyFile);
  console.log(
    config.production
      ? 'Access key (sw-access-key): the one of STORE_API_ACCESS_KEY.'
      : `Access key (sw-access-key): ${config.accessKey}`,
  );
  if (config.demoAccounts) {
    console.log(`Demo logins (password ${demoPassword}):\n  ${demoLogins().join('\n  ')}`);
  } else if (!(await hasUsers(database.db))) {
    console.log('No users yet: create the first lead buyer with `npm run create-lead-buyer`.');
  }
}

const vies = config.vies.url ? undefined : await startViesStandIn(demoRegister);
const vatRegistry = createViesClient({
  ...defaultViesSettings,
  baseUrl: config.vies.url ?? vies!.baseUrl,
  requesterVatNumber: config.vies.requesterVatNumber ?? firm.vatNumber,
  timeoutMs: config.vies.timeoutMs,
});
if (vies) console.log(`VIES: a stand-in at ${vies.baseUrl} (VIES_URL names the real one).`);

const app = await buildApp({
  database,
  ports: { vatRegistry },
  vatRecheckDays: config.vies.recheckDays,
  mediaDir: config.mediaDir,
  mail: config.mail,
  featureFlags: config.featureFlags.enabled,
  delivery: config.delivery,
  loginAsCustomerKey: signingKey(config.loginAsCustomerSecret, config.signingKeyFile),
  devAids: !config.production,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  trustProxy: process.env.STORE_API_TRUSTED_PROXIES ?? 'loopback',
  catalogCache: { redisUrl: config.redisUrl },
  erpWebhook: config.erpWebhook,
  builtInErp: config.builtInErpStepSeconds > 0 ? { stepSeconds: config.builtInErpStepSeconds } : undefined,
  sessions: config.sessions,
});
await app.listen({ port: config.port, host: config.host });
console.log(
  `Store API on http://localhost:${config.port}/store-api (docs at /store-api/_docs), ${database.engine}`,
);

async function shutdown(signal: string) {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
