/**
 * The benchmarks' seeded catalogues: one per size and engine, seeded on first use and reused after.
 * PGlite keeps its data in bench/data/<size>/pglite, PostgreSQL in a database tradeshop_bench_<size>;
 * both share the product pictures in bench/data/<size>/media.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AppOptions } from '@tradeshop/store-api/app';
import { type Database, type Db, openDatabase, queryRows } from '@tradeshop/store-api/db';
import { completeDemoShop, seedDemoShop } from '@tradeshop/store-api/seed';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

export type Engine = 'pglite' | 'postgres';

/** Seeding 400,000 articles takes at most five minutes on either engine. */
const seedingGoalSeconds = 300;

export const seedAccessKey = 'SWSCBENCHACCESSKEY00000001';

/** The command-line options every catalogue benchmark takes (for `parseArgs`). */
export const catalogueOptions = {
  products: { type: 'string', default: '400000' },
  engine: { type: 'string' },
} as const;
export const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The data directory of a catalogue size: `pglite/` and `media/` below it, as a shop's DATA_DIR. */
export const benchDataDir = (products: number) => resolve(import.meta.dirname, 'data', String(products));

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The name of the PostgreSQL database of a catalogue size. */
export const benchDatabaseName = (products: number) => `tradeshop_bench_${products}`;

/** The URL of the PostgreSQL database of a catalogue size, created empty when missing. */
export function benchDatabaseUrl(products: number): Promise<string> {
  return serverDatabaseUrl(benchDatabaseName(products));
}

/** The URL of a database of this name on the server of DATABASE_URL, created empty when missing. */
export async function serverDatabaseUrl(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The engines asked for (`--engine`), PostgreSQL only when a server answers. */
export async function enginesToRun(asked: string | undefined): Promise<Engine[]> {
  const engines: Engine[] = asked ? [asked as Engine] : ['postgres', 'pglite'];
  const running: Engine[] = [];
  for (const engine of engines) {
    if (engine === 'postgres' && !(await postgresAnswers())) {
      console.log('\npostgres: no server answers at DATABASE_URL; skipped');
      continue;
    }
    running.push(engine);
  }
  return running;
}

/** Opens the catalogue of this size on this engine, seeding it first when it is empty. */
export async function openSeeded(engine: Engine, products: number): Promise<Database> {
  const dataDir = benchDataDir(products);
  const mediaDir = resolve(dataDir, 'media');
  const database =
    engine === 'pglite'
      ? await openDatabase({ dataDir: resolve(dataDir, 'pglite') })
      : await openDatabase({ databaseUrl: await benchDatabaseUrl(products) });
  await database.migrate();
  const started = performance.now();
  const { seeded } = await seedDemoShop(database.db, {
    products,
    accessKey: seedAccessKey,
    storefrontUrl: 'http://localhost:3000',
    mediaDir,
    demoAccounts: true,
    log: (message) => console.log(`  ${message}`),
  });
  if (seeded) {
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  seeded ${products} products in ${seconds.toFixed(0)} s   goal ≤ ${seedingGoalSeconds} s: ${seconds <= seedingGoalSeconds ? 'reached' : 'not reached'}`,
    );
  }
  const completed = await completeDemoShop(database.db, { mediaDir, demoAccounts: true });
  if (completed.length) console.log(`  added to the reused catalogue: ${completed.join(', ')}`);
  // What a server's autovacuum does soon after a bulk import (the test server runs without it):
  // statistics for the planner, and visibility maps so that reads need not visit every row's page.
  await database.db.execute(sql`vacuum (analyze)`);
  return database;
}

/** How a benchmark builds a Store API in its own process on the catalogue of this size. */
export function benchAppOptions(database: Database, products: number): AppOptions {
  const dataDir = benchDataDir(products);
  return {
    database,
    mediaDir: resolve(dataDir, 'media'),
    mail: { outboxDir: resolve(dataDir, 'outbox'), from: 'Trade Shop <shop@tradeshop.example>' },
    loginAsCustomerKey: randomBytes(32).toString('base64url'),
  };
}

/** The access key the catalogue was seeded with (a reused one keeps its own). */
export async function accessKeyOf(db: Db): Promise<string> {
  const [channel] = await queryRows<{ access_key: string }>(db, sql`select access_key from sales_channel`);
  return channel!.access_key;
}

/**
 * Up to `count` canonical English seo paths of a route's pages whose foreign key `where` admits,
 * drawn the same way every time (by the md5 of the key), with the key.
 */
export function englishSeoPaths(
  db: Db,
  routeName: string,
  where: SQL,
  count: number,
): Promise<{ id: string; path: string }[]> {
  return queryRows<{ id: string; path: string }>(
    db,
    sql`select u.foreign_key as id, u.seo_path_info as path from seo_url u join language l on l.id = u.language_id
        where l.locale_code = 'en-GB' and u.is_canonical and u.route_name = ${routeName} and ${where}
        order by md5(u.foreign_key::text) limit ${count}`,
  );
}

/** Category listings the page benchmarks ask for: pages of the main navigation's first two levels. */
export const listedCategories = (db: Db, count: number) =>
  englishSeoPaths(
    db,
    'frontend.navigation.page',
    sql`u.foreign_key in (select id from category where level between 2 and 3 and type = 'page')`,
    count,
  );

/** Words to search for: the first words of English article names, in alphabetical order. */
export async function searchWords(db: Db, count: number): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select distinct lower(split_part(pt.name, ' ', 1)) as word from product_translation pt
        join language l on l.id = pt.language_id where l.locale_code = 'en-GB' order by word limit ${count}`,
  );
  return rows.map((row) => row.word);
}
