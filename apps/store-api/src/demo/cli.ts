import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readConfig } from '../db/config.ts';
import { openDatabase } from '../db/index.ts';
import { seedDemoShop } from './seed-demo.ts';

// npm run seed -- --products 20000 [--reset]
const { values } = parseArgs({
  options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
});
const config = readConfig();
const products = values.products === undefined ? config.demoProducts : Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products needs a positive whole number, not ${values.products}`);
  process.exit(1);
}

const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(`Database: ${database.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
try {
  if (values.reset) {
    console.log('Dropping all data');
    for (const statement of [
      'drop schema public cascade',
      'create schema public',
      'drop schema if exists drizzle cascade',
    ]) {
      await database.db.execute(sql.raw(statement));
    }
    await rm(join(config.mediaDir, 'catalog'), { recursive: true, force: true });
  }
  await database.migrate();
  const { seeded } = await seedDemoShop(database.db, {
    products,
    accessKey: config.accessKey,
    storefrontUrl: process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
    mediaDir: config.mediaDir,
    demoAccounts: config.demoAccounts,
    log: (message) => console.log(message),
  });
  if (!seeded) console.log('The database already holds a shop: nothing seeded (use --reset to start over).');
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`Access key (sw-access-key): ${config.accessKey}`);
} finally {
  await database.close();
}
