import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/index.ts';
import type { StoreApi } from '../platform/types.ts';
import { copySeededShop } from './seeded-shops.ts';

/**
 * A Store API on a copy of the demo shop whose databases count the statements sent through them:
 * each select built or SQL executed outside a transaction. The read database (DATABASE_READ_URL, here
 * the same database) is counted apart. Without the answer cache, which would also read the
 * catalogue's version there once a second.
 */
export async function startCountedReads(): Promise<{
  app: StoreApi;
  /** The statements the read database has been sent so far. */
  reads(): number;
  /** The statements both databases have been sent so far. */
  statements(): number;
  close(): Promise<void>;
}> {
  let reads = 0;
  let writes = 0;
  const copy = await copySeededShop(inject('seededShops').demo);
  const counted = (db: Db, count: () => void) =>
    new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'execute') count();
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
  const app = await buildApp({
    database: {
      ...copy.database,
      db: counted(copy.database.db, () => writes++),
      readDb: counted(copy.database.readDb, () => reads++),
    },
    mediaDir: copy.mediaDir,
    mail: { outboxDir: copy.mediaDir, from: 'shop@test' },
    loginAsCustomerKey: 'counted-reads-test-key-0123456789',
    catalogCache: false,
  });
  await app.ready();
  return {
    app,
    reads: () => reads,
    statements: () => reads + writes,
    async close() {
      await app.close();
      await copy.remove();
    },
  };
}
