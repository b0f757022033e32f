import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The database handle. Modules query their own tables; no relational schema is attached. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** The database handle or an open transaction on it: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which the option `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite keeps its data in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite only: start from this `dumpDataDir` tarball instead of an empty database. */
  loadDataDir?: Blob | undefined;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const drizzleOptions = { casing: 'snake_case' } as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover) must not bring the process down.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres(pool, drizzleOptions);
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir;
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Uncompressed: loading it again is what each test shop waits for, and gzip makes that slower.
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw query, whichever driver answered it. */
export async function queryRows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
