import { productCardIncludes } from '@tradeshop/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountedReads } from '../../test/counted-reads.ts';
import { testAccessKey } from '../../test/seeded-shops.ts';

/**
 * Every statement a search sends costs a round trip and the database's parse and plan: the quick
 * search answers each key a buyer types, so what it sends to the read database is counted here,
 * every search computed anew.
 */
let shop: Awaited<ReturnType<typeof startCountedReads>>;
beforeAll(async () => {
  shop = await startCountedReads();
  // The facet index and the synonyms are made once per catalogue version, not per search.
  await statementsOf('houtschroef', '/store-api/search');
});
afterAll(() => shop?.close());

async function statementsOf(search: string, url = '/store-api/search-suggest') {
  const before = shop.reads();
  const response = await shop.app.inject({
    method: 'POST',
    url,
    headers: { 'sw-access-key': testAccessKey },
    // What the header's dropdown asks: the fields of its cards.
    payload: { search, limit: 10, includes: productCardIncludes },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().total).toBeGreaterThan(0);
  return shop.reads() - before;
}

describe('the quick search', () => {
  it('sends eight statements for a word: its analysis, postings and ranking, the cards and the leads', async () => {
    expect(await statementsOf('houtschroef')).toBeLessThanOrEqual(8);
  });

  it('sends as many for a mistyped word: its close words come with its analysis', async () => {
    expect(await statementsOf('houtschrof')).toBeLessThanOrEqual(8);
  });
});
