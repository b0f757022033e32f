import { defaultLogLevel, logOptions } from '@tradeshop/observability';
import { startTracing } from '@tradeshop/observability/tracing';
import { buildApp } from './app.ts';
import { openDatabase } from './db/index.ts';
import { signingKey } from './modules/account/index.ts';
import { firm } from './modules/erp/index.ts';
import {
  createViesClient,
  defaultViesSettings,
  demoRegister,
  startViesStandIn,
} from './modules/vat-check/index.ts';
import { startConfig } from './start-config.ts';

// Serves the Store API on a prepared database (src/prepare.ts); scripts/start.mjs runs as many of
// these processes as the shop serves with. Neither the demo seed nor a command-line tool is loaded here.
const config = startConfig({ announce: false });
// OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) turns it on; without it nothing is loaded.
const tracing = await startTracing('tradeshop-store-api');
const database = await openDatabase(config);

const vies = config.vies.url ? undefined : await startViesStandIn(demoRegister);
const viesSettings = {
  url: config.vies.url ?? vies!.baseUrl,
  requesterVatNumber: config.vies.requesterVatNumber ?? firm.vatNumber,
  timeoutMs: config.vies.timeoutMs,
};
const vatRegistry = createViesClient({ ...defaultViesSettings, ...viesSettings, baseUrl: viesSettings.url });
if (vies) console.log(`VIES: a stand-in at ${vies.baseUrl} (VIES_URL names the real one).`);

const app = await buildApp({
  database,
  ports: { vatRegistry },
  vies: viesSettings,
  vatRecheckDays: config.vies.recheckDays,
  mediaDir: config.mediaDir,
  mail: config.mail,
  featureFlags: config.featureFlags.enabled,
  delivery: config.delivery,
  loginAsCustomerKey: signingKey(config.loginAsCustomerSecret, config.signingKeyFile),
  devAids: !config.production,
  logger: logOptions('store-api', process.env.LOG_LEVEL || defaultLogLevel(config.production)),
  trustProxy: process.env.STORE_API_TRUSTED_PROXIES ?? 'loopback',
  catalogCache: { redisUrl: config.redisUrl },
  erpWebhook: config.erpWebhook,
  metricsToken: config.metricsToken,
  builtInErp: config.builtInErpStepSeconds > 0 ? { stepSeconds: config.builtInErpStepSeconds } : undefined,
  sessions: config.sessions,
  staffSessions: config.staffSessions,
  auditKeepDays: config.auditKeepDays,
  tracing,
});
await app.listen({ port: config.port, host: config.host });
console.log(
  `Store API on http://localhost:${config.port}/store-api (docs at /store-api/_docs), ${database.engine}`,
);

async function shutdown(signal: string) {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  await tracing?.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
