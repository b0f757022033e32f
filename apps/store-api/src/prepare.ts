import { openDatabase } from './db/index.ts';
import { demoLogins, demoPassword, usersWithDemoPassword } from './demo/accounts.ts';
import { demoClientWithKnownSecret, demoIntegrationLogin } from './demo/integration-client.ts';
import { completeDemoShop, seedDemoShop } from './demo/seed-demo.ts';
import { demoStaffLogins, staffWithDemoPassword } from './demo/staff.ts';
import { hasUsers, signingKey } from './modules/account/index.ts';
import { setAccessKey } from './modules/sales-channel/index.ts';
import { startConfig } from './start-config.ts';

// Migrates the database, seeds a demo shop on its first start and refuses a production start on demo
// passwords; run once before the serving processes (scripts/start.mjs), which never load the seed.
const config = startConfig({ announce: true });
const database = await openDatabase(config);
await prepareDatabase();
await database.close();
process.exit(0);

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
    const exposed = [
      ...(await usersWithDemoPassword(database.db)),
      ...(await staffWithDemoPassword(database.db)),
      ...(await demoClientWithKnownSecret(database.db)),
    ];
    if (exposed.length > 0) {
      console.error(
        `Not starting in production: ${exposed.join(', ')} can log in with the demo password or secret of the README. ` +
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
    console.log(
      `Demo logins (password ${demoPassword}):\n  ${[...demoLogins(), ...demoStaffLogins(), demoIntegrationLogin()].join('\n  ')}`,
    );
  } else if (!(await hasUsers(database.db))) {
    console.log('No users yet: create the first lead buyer with `npm run create-lead-buyer`.');
  }
}
