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
import { holdDataDir } from './data-dir-holder.ts';

/** The database handle. Modules query their own tables; no relational schema is attached. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** The database handle or an open transaction on it: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  /**
   * Where catalogue reads may go: a read replica (DATABASE_READ_URL) or, without one, `db` itself.
   * It may lag behind `db` by the replica's delay, and it is never written.
   */
  readDb: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL only: the server's address, where a process of its own (a catalogue import) connects. */
  databaseUrl?: string;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (delivered when the notifying transaction commits,
   * from any process on the same database); answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /**
   * PGlite only: the whole database as a tarball, consistent while the shop runs, which the option
   * `loadDataDir` opens again.
   */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the connections of each pool, open, idle and asked for while none was free. */
  poolUse?(): PoolUse[];
  close(): Promise<void>;
}

export interface PoolUse {
  pool: 'primary' | 'replica';
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite keeps its data in `dataDir`. */
  databaseUrl?: string | undefined;
  /** A read replica of `databaseUrl` for catalogue reads (PostgreSQL only). */
  databaseReadUrl?: string | undefined;
  /** Connections per pool (PostgreSQL only); each process of the shop has its own pools. */
  poolSize?: number | undefined;
  /**
   * PGlite's data directory (unset or `memory://…`: in memory); the process holds it until `close`,
   * and an open of a directory another process holds fails with `DataDirInUse`.
   */
  dataDir?: string | undefined;
  /** PGlite only: start from this `dumpDataDir` tarball instead of an empty database. */
  loadDataDir?: Blob | undefined;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const drizzleOptions = { casing: 'snake_case' } as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const openPool = (connectionString: string) => {
      const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
      // An idle connection the server closes (restart, failover) must not bring the process down.
      pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
      return pool;
    };
    const pool = openPool(options.databaseUrl);
    const readPool = options.databaseReadUrl ? openPool(options.databaseReadUrl) : null;
    const db = drizzlePostgres(pool, drizzleOptions);
    const databaseUrl = options.databaseUrl;
    return {
      db: db as unknown as Db,
      readDb: (readPool ? drizzlePostgres(readPool, drizzleOptions) : db) as unknown as Db,
      engine: 'postgres',
      databaseUrl,
      listen: (channel, onNotify) => listenOnPostgres(databaseUrl, channel, onNotify),
      migrate: () => migratePostgres(db, { migrationsFolder }),
      poolUse: () =>
        [
          { pool: 'primary' as const, of: pool },
          ...(readPool ? [{ pool: 'replica' as const, of: readPool }] : []),
        ].map(({ pool: name, of }) => ({
          pool: name,
          total: of.totalCount,
          idle: of.idleCount,
          waiting: of.waitingCount,
        })),
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }
  const dataDir = options.dataDir;
  const onDisk = dataDir !== undefined && !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const hold = onDisk ? await holdDataDir(dataDir) : undefined;
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  }).catch(async (error) => {
    await hold?.release();
    throw error;
  });
  // In a transaction of its own, which PGlite runs alone: the copy holds no half-done transaction,
  // and after the checkpoint every page is in its file, so the copy opens without replaying the log.
  // Uncompressed: loading it again is what each test shop waits for, and a backup gzips it outside.
  const dumpDataDir = () =>
    client.transaction(async (tx) => {
      await tx.exec('checkpoint');
      return client.dumpDataDir('none');
    });
  hold?.serveBackups(dumpDataDir);
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    engine: 'pglite',
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    dumpDataDir,
    close: async () => {
      await client.close();
      await hold?.release();
    },
  };
}

/**
 * LISTEN on a connection of its own, opened again after it is lost (a server restart or failover);
 * notifications sent while it was gone are missed, so listeners also look for changes themselves.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (!stopped) retry = setTimeout(() => connect().catch(reconnect), 1000);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      next.end().catch(() => {});
      reconnect();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
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
