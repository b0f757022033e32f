import { buildApp } from './app.ts';
import { readConfig } from './db/config.ts';
import { openDatabase } from './db/index.ts';
import { demoLogins, demoPassword } from './db/seed/accounts.ts';
import { completeDemoShop, seedDemoShop } from './db/seed/seed-demo.ts';
import { signingKey } from './modules/login-as-customer/index.ts';

const config = readConfig();
if (config.featureFlags.unknown.length > 0) {
  console.warn(`FEATURE_FLAGS names unknown flags, left out: ${config.featureFlags.unknown.join(', ')}`);
}
const database = await openDatabase(config);
await database.migrate();
const { seeded } = await seedDemoShop(database.db, {
  products: config.demoProducts,
  accessKey: config.accessKey,
  storefrontUrl: process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  mediaDir: config.mediaDir,
  log: (message) => console.log(message),
});
if (seeded) console.log(`Seeded a demo shop with ${config.demoProducts} products.`);
else {
  // A data dir seeded by an earlier version (the storefront benchmark reuses one) gets what it lacks.
  const added = await completeDemoShop(database.db, { mediaDir: config.mediaDir });
  if (added.length) console.log(`Added to the demo shop: ${added.join(', ')}.`);
}

const app = await buildApp({
  database,
  mediaDir: config.mediaDir,
  mail: config.mail,
  featureFlags: config.featureFlags.enabled,
  loginAsCustomerKey: signingKey(config.loginAsCustomerSecret, config.signingKeyFile),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  trustProxy: process.env.STORE_API_TRUSTED_PROXIES ?? 'loopback',
});
await app.listen({ port: config.port, host: config.host });
console.log(
  `Store API on http://localhost:${config.port}/store-api (docs at /store-api/_docs), ${database.engine}`,
);
console.log(`Access key (sw-access-key): ${config.accessKey}`);
console.log(`Demo logins (password ${demoPassword}):\n  ${demoLogins().join('\n  ')}`);

async function shutdown(signal: string) {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
