import { productCardIncludes } from '@tradeshop/api-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import type { StoreApi } from '../../platform/types.ts';
import { copySeededShop, type ShopCopy, testAccessKey } from '../../test/seeded-shops.ts';

/**
 * Every statement a search sends costs a round trip and the database's parse and plan: the quick
 * search answers each key a buyer types, so what it sends is counted here. The catalogue reads go to
 * the read database, whose statements (a select built or SQL executed) this counts; without the
 * answer cache, every search is computed.
 */
let statements = 0;
function counting(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select' || property === 'execute') statements++;
      return Reflect.get(target, property, receiver);
    },
  });
}

let copy: ShopCopy;
let app: StoreApi;
beforeAll(async () => {
  copy = await copySeededShop(inject('seededShops').demo);
  app = await buildApp({
    database: { ...copy.database, readDb: counting(copy.database.db) },
    mediaDir: copy.mediaDir,
    mail: { outboxDir: copy.mediaDir, from: 'shop@test' },
    loginAsCustomerKey: 'search-statements-test-key-0123456789',
    catalogCache: false,
  });
  await app.ready();
  // The facet index and the synonyms are made once per catalogue version, not per search.
  await statementsOf('houtschroef', '/store-api/search');
});
afterAll(async () => {
  await app?.close();
  await copy?.remove();
});

async function statementsOf(search: string, url = '/store-api/search-suggest') {
  const before = statements;
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'sw-access-key': testAccessKey },
    // What the header's dropdown asks: the fields of its cards.
    payload: { search, limit: 10, includes: productCardIncludes },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().total).toBeGreaterThan(0);
  return statements - before;
}

describe('the quick search', () => {
  it('sends eight statements for a word: its analysis, postings and ranking, the cards and the leads', async () => {
    expect(await statementsOf('houtschroef')).toBeLessThanOrEqual(8);
  });

  it('sends one more for a mistyped word, which no word of the catalogue begins with: its close words', async () => {
    expect(await statementsOf('houtschrof')).toBeLessThanOrEqual(9);
  });
});
