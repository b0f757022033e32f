import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/index.ts';
import { seedDemoShop } from '../demo/seed-demo.ts';

export const testAccessKey = 'SWSCTESTACCESSKEY000000001';

export type TestEngine = 'pglite' | 'postgres';

/** A migrated, seeded shop that test shops start from as a copy, with the media the seed wrote. */
export type SeededShop =
  | {
      engine: 'pglite';
      /** The dumped data directory. */
      dumpFile: string;
      mediaDir: string;
    }
  | {
      engine: 'postgres';
      /** A database on the server of DATABASE_URL, copied as a template. */
      templateDatabase: string;
      mediaDir: string;
    };

/** The shops of a test run: the demo shop, and a production shop that has no demo users. */
export interface SeededShops {
  /** Holds the dumps and the seeded media folders. */
  folder: string;
  demo: SeededShop;
  production: SeededShop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Seeded by the Store API projects' global setup (global-setup.ts). */
    seededShops: SeededShops;
  }
}

/** Enough products for every test: search totals, listing pages, variant families, closeouts. */
const testProducts = 400;

/** Seeds the demo and the production shop, at once: on PostgreSQL the server seeds both in parallel. */
export async function seedTestShops(engine: TestEngine): Promise<SeededShops> {
  const folder = mkdtempSync(join(tmpdir(), 'tradeshop-seeded-shops-'));
  const [demo, production] = await Promise.all([
    seedShop(engine, folder, 'demo'),
    seedShop(engine, folder, 'production'),
  ]);
  return { folder, demo, production };
}

export async function removeSeededShops(shops: SeededShops): Promise<void> {
  for (const shop of [shops.demo, shops.production]) {
    if (shop.engine === 'postgres')
      await onServer(`drop database if exists ${shop.templateDatabase} with (force)`);
  }
  rmSync(shops.folder, { recursive: true, force: true });
}

async function seedShop(
  engine: TestEngine,
  folder: string,
  kind: 'demo' | 'production',
): Promise<SeededShop> {
  const mediaDir = join(folder, `${kind}-media`);
  let templateDatabase: string | undefined;
  if (engine === 'postgres') {
    templateDatabase = uniqueDatabaseName(`tradeshop_test_${kind}`);
    await onServer(`create database ${templateDatabase}`);
  }
  // Without a server URL: PGlite in memory.
  const database = await openDatabase({ databaseUrl: templateDatabase && databaseUrl(templateDatabase) });
  try {
    await database.migrate();
    await seedDemoShop(database.db, {
      products: testProducts,
      accessKey: testAccessKey,
      storefrontUrl: 'http://shop.test',
      mediaDir,
      demoAccounts: kind === 'demo',
    });
    if (templateDatabase) return { engine: 'postgres', templateDatabase, mediaDir };
    const dumpFile = join(folder, `${kind}.tar`);
    writeFileSync(dumpFile, new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer()));
    return { engine: 'pglite', dumpFile, mediaDir };
  } finally {
    // Closed before it is copied: PostgreSQL copies no template that has open connections.
    await database.close();
  }
}

/** A copy of a seeded shop in a database and a media folder of its own, which `remove` deletes. */
export interface ShopCopy {
  database: Database;
  /** Where other processes find the copy (PostgreSQL only). */
  databaseUrl?: string;
  mediaDir: string;
  remove(): Promise<void>;
}

export async function copySeededShop(seeded: SeededShop): Promise<ShopCopy> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'tradeshop-media-'));
  cpSync(seeded.mediaDir, mediaDir, { recursive: true });
  const removeMedia = () => rmSync(mediaDir, { recursive: true, force: true });
  if (seeded.engine === 'pglite') {
    const database = await openDatabase({ loadDataDir: await openAsBlob(seeded.dumpFile) });
    return {
      database,
      mediaDir,
      async remove() {
        await database.close();
        removeMedia();
      },
    };
  }
  const name = uniqueDatabaseName('tradeshop_test');
  await onServer(`create database ${name} template ${seeded.templateDatabase}`);
  const url = databaseUrl(name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    databaseUrl: url,
    mediaDir,
    async remove() {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
      removeMedia();
    },
  };
}

const uniqueDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('The tests on PostgreSQL need DATABASE_URL (a server where they may create databases).');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a statement on the server's own database (creating and dropping databases). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
