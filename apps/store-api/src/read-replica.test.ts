import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Db } from './db/index.ts';
import type { StoreApi } from './platform/types.ts';
import { copySeededShop, type ShopCopy, testAccessKey } from './test/seeded-shops.ts';

/**
 * The read database of DATABASE_READ_URL, here the same database, counting the queries built on it
 * (the catalogue cache's own reads of the version, once a second, go by `execute` and are left out).
 */
let replicaQueries = 0;
function countingReplica(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') replicaQueries++;
      return Reflect.get(target, property, receiver);
    },
  });
}

let copy: ShopCopy;
let app: StoreApi;
beforeAll(async () => {
  copy = await copySeededShop(inject('seededShops').demo);
  app = await buildApp({
    database: { ...copy.database, readDb: countingReplica(copy.database.db) },
    mediaDir: copy.mediaDir,
    mail: { outboxDir: copy.mediaDir, from: 'shop@test' },
    loginAsCustomerKey: 'read-replica-test-key-0123456789',
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await copy?.remove();
});

async function queriesOnReplica(method: 'GET' | 'POST', url: string, payload?: object) {
  const before = replicaQueries;
  const response = await app.inject({ method, url, headers: { 'sw-access-key': testAccessKey }, payload });
  expect(response.statusCode).toBe(200);
  return replicaQueries - before;
}

describe('a read replica (DATABASE_READ_URL)', () => {
  it('answers the catalogue: search, listings and navigation', async () => {
    expect(await queriesOnReplica('POST', '/store-api/search', { search: 'a', limit: 5 })).toBeGreaterThan(0);
    expect(
      await queriesOnReplica('GET', '/store-api/navigation/main-navigation/main-navigation?depth=1'),
    ).toBeGreaterThan(0);
  });

  it('is not asked what a session writes and reads back: the cart', async () => {
    expect(await queriesOnReplica('GET', '/store-api/checkout/cart')).toBe(0);
  });
});
