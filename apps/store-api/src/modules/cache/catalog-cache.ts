import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { type Database, queryRows, type Tx } from '../../db/index.ts';
import { type CachedAnswer, type CatalogCache, entityTag } from '../../platform/cache.ts';
import { catalogCacheLookups } from '../../platform/metrics.ts';

const channel = 'catalog_version';

export interface CatalogCacheOptions {
  database: Database;
  /** Shares the answers through Redis instead of the table `shared_cache`. */
  redisUrl?: string | undefined;
  /** What this process keeps in its own memory, at most (default 64 MB of answers). */
  memoryBytes?: number;
  /** How often the version is read besides the notifications (default every second). */
  pollMillis?: number;
}

export interface OpenCatalogCache extends CatalogCache {
  close(): Promise<void>;
}

/**
 * Raises the catalogue version in the changing transaction. Every process learns it when the
 * transaction commits: at once through NOTIFY, at the latest with its next poll.
 */
export async function markCatalogChanged(tx: Tx): Promise<void> {
  await tx.execute(sql`insert into catalog_version (id, version) values (1, 2)
    on conflict (id) do update set version = catalog_version.version + 1, changed_at = now()`);
  await tx.execute(sql`delete from shared_cache`);
  await tx.execute(sql`select pg_notify(${channel}, '')`);
}

/** Where the answers of every process meet: Redis, or the unlogged table of the primary database. */
interface SharedStore {
  get(key: string): Promise<CachedAnswer | null>;
  set(key: string, answer: CachedAnswer): Promise<void>;
  close(): Promise<void>;
}

function tableStore(database: Database): SharedStore {
  return {
    async get(key) {
      const [row] = await queryRows<CachedAnswer>(
        database.db,
        sql`select etag, body from shared_cache where key = ${key}`,
      );
      return row ?? null;
    },
    async set(key, answer) {
      await database.db.execute(sql`insert into shared_cache (key, etag, body)
        values (${key}, ${answer.etag}, ${answer.body})
        on conflict (key) do update set etag = excluded.etag, body = excluded.body`);
    },
    close: async () => {},
  };
}

/**
 * Answers live a day in Redis; a new version names new keys, so old ones only wait to expire. While
 * Redis is unreachable the process computes what it needs itself rather than wait.
 */
async function redisStore(url: string): Promise<SharedStore> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => console.error(`Redis: ${error.message}`));
  await Promise.race([
    new Promise((ready) => redis.once('ready', ready)),
    new Promise((later) => setTimeout(later, 2000).unref()),
  ]);
  const prefix = 'tradeshop:catalog:';
  const ready = () => redis.status === 'ready';
  return {
    async get(key) {
      if (!ready()) return null;
      const value = await redis.get(prefix + key);
      if (value === null) return null;
      const newline = value.indexOf('\n');
      return { etag: value.slice(0, newline), body: value.slice(newline + 1) };
    },
    async set(key, answer) {
      if (ready()) await redis.set(prefix + key, `${answer.etag}\n${answer.body}`, 'EX', 86_400);
    },
    close: async () => {
      redis.disconnect();
    },
  };
}

/** How many pages' entity tags a process keeps at most (about 100 bytes each). */
const maxPageTags = 200_000;

/** Values derived from the catalogue: those asked for, and those already made. */
interface KeptValues {
  asked: Map<string, Promise<unknown>>;
  made: Map<string, unknown>;
}

const keptValues = (): KeptValues => ({ asked: new Map(), made: new Map() });

/** The value under `key`, loaded once; a failure is not kept, so the next request asks again. */
function kept<T>(values: KeptValues, key: string, load: () => Promise<T>): Promise<T> {
  let known = values.asked.get(key) as Promise<T> | undefined;
  if (!known) {
    const loading = load();
    known = loading;
    values.asked.set(key, loading);
    loading.then(
      (value) => {
        if (values.asked.get(key) === loading) values.made.set(key, value);
      },
      () => {
        if (values.asked.get(key) === loading) values.asked.delete(key);
      },
    );
  }
  return known;
}

/** The most recently used entries of this process, at most `maxBytes` of them. */
class MemoryCache {
  #entries = new Map<string, { answer: CachedAnswer; bytes: number }>();
  #bytes = 0;
  readonly #maxBytes: number;
  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer) {
    const bytes = answer.body.length * 2;
    if (bytes > this.#maxBytes) return;
    this.#entries.set(key, { answer, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}

/**
 * The catalogue cache of one process: its own memory in front of the answers every process shares
 * (Redis or PostgreSQL), all keyed by the version in the database. The version is read from where
 * catalogue reads go (a replica replays the version with the data it belongs to), on every
 * notification of a change and once a second besides.
 */
export async function openCatalogCache(options: CatalogCacheOptions): Promise<OpenCatalogCache> {
  const { database } = options;
  const shared = options.redisUrl ? await redisStore(options.redisUrl) : tableStore(database);
  const memory = new MemoryCache(options.memoryBytes ?? 64 * 1024 * 1024);
  const values = keptValues();
  /** The entity tags of the pages kept in this version: a storefront's copy is checked without its body. */
  const pageTags = new Map<string, string>();
  const computing = new Map<string, Promise<CachedAnswer>>();
  const warmers = new Map<string, () => Promise<unknown>>();
  let version = 0;
  /** The database's own name, in the keys: a Redis may serve several shops. */
  let databaseId = '';

  let warned = false;
  const refresh = async () => {
    try {
      const [row] = await queryRows<{ version: string | number; database_id: string }>(
        database.readDb,
        sql`select version, database_id from catalog_version where id = 1`,
      );
      warned = false;
      databaseId = row?.database_id ?? '';
      const current = Number(row?.version ?? 0);
      if (current === version) return;
      version = current;
      memory.clear();
      pageTags.clear();
      values.asked.clear();
      values.made.clear();
      warmAll();
    } catch (error) {
      // The database is away: what is cached stays until it answers again.
      if (!warned) console.error(`Catalogue version unreadable: ${String(error)}`);
      warned = true;
    }
  };
  let closed = false;
  const warm = (key: string, load: () => Promise<unknown>) =>
    cache.value(key, load).catch((error) => {
      if (!closed) console.error(`Warming ${key} failed: ${String(error)}`);
    });
  // One warming at a time, of the newest version: a burst of changes (an ERP's price list in 40
  // requests) builds the warm values once after it, not once per change side by side.
  let warming: Promise<void> | null = null;
  let warmAgain = false;
  const warmAll = () => {
    if (warming) {
      warmAgain = true;
      return;
    }
    warming = (async () => {
      do {
        warmAgain = false;
        await Promise.all([...warmers].map(([key, load]) => warm(key, load)));
      } while (warmAgain && !closed);
    })().finally(() => {
      warming = null;
    });
  };
  await refresh();
  const stopListening = await database.listen(channel, () => void refresh());
  const poll = setInterval(() => void refresh(), options.pollMillis ?? 1000);
  poll.unref();

  const compute = async (key: string, load: () => Promise<string>, share: boolean): Promise<CachedAnswer> => {
    const stored = share ? await shared.get(key).catch(() => null) : null;
    if (stored) {
      catalogCacheLookups.inc({ outcome: 'shared' });
      return stored;
    }
    catalogCacheLookups.inc({ outcome: 'computed' });
    const body = await load();
    const answer = { body, etag: entityTag(body) };
    if (share) await shared.set(key, answer).catch(() => {});
    return answer;
  };

  const rememberPage = (versionedKey: string, page: CachedAnswer) => {
    if (pageTags.size >= maxPageTags) pageTags.clear();
    pageTags.set(versionedKey, page.etag);
    memory.set(versionedKey, page);
  };

  const cache: OpenCatalogCache = {
    get version() {
      return version;
    },
    async answer(key, load, options) {
      const versionedKey = `${databaseId}:${version}:${key}`;
      const known = memory.get(versionedKey);
      if (known) {
        catalogCacheLookups.inc({ outcome: 'memory' });
        return known;
      }
      // Requests that arrive while it is computed wait for the same answer.
      let pending = computing.get(versionedKey);
      if (pending) catalogCacheLookups.inc({ outcome: 'memory' });
      else {
        pending = compute(versionedKey, load, options?.shared ?? true).finally(() =>
          computing.delete(versionedKey),
        );
        computing.set(versionedKey, pending);
      }
      const answer = await pending;
      memory.set(versionedKey, answer);
      return answer;
    },
    value: (key, load) => kept(values, `${version}:${key}`, load),
    ready: <T>(key: string) => values.made.get(`${version}:${key}`) as T | undefined,
    keepWarm(key, load) {
      warmers.set(key, load);
      warm(key, load);
    },
    refresh,
    async page(key, heldTag) {
      const versionedKey = `${databaseId}:${version}:page:${key}`;
      const tag = pageTags.get(versionedKey);
      if (tag !== undefined && tag === heldTag) return 'held';
      const page = memory.get(versionedKey) ?? (await shared.get(versionedKey).catch(() => null));
      if (!page) return null;
      rememberPage(versionedKey, page);
      return page.etag === heldTag ? 'held' : page;
    },
    async keepPage(key, pageVersion, body) {
      if (pageVersion !== version) return null;
      const versionedKey = `${databaseId}:${version}:page:${key}`;
      const page = { body, etag: entityTag(body) };
      rememberPage(versionedKey, page);
      await shared.set(versionedKey, page).catch(() => {});
      return page.etag;
    },
    async close() {
      closed = true;
      clearInterval(poll);
      await stopListening();
      await shared.close();
    },
  };
  return cache;
}

/**
 * Computes every answer anew, keeping only the values a process derives from the catalogue (sales
 * channels, the facet index): for measuring what the cached answers spare.
 */
export function withoutCachedAnswers(): CatalogCache {
  const values = keptValues();
  return {
    version: 0,
    answer: async (_key, load) => {
      const body = await load();
      return { body, etag: entityTag(body) };
    },
    value: (key, load) => kept(values, key, load),
    ready: <T>(key: string) => values.made.get(key) as T | undefined,
    keepWarm(key, load) {
      void kept(values, key, load).catch(() => {});
    },
    refresh: async () => {},
    page: async () => null,
    keepPage: async () => null,
  };
}
