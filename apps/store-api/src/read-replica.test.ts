import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountedReads } from './test/counted-reads.ts';
import { testAccessKey } from './test/seeded-shops.ts';

let shop: Awaited<ReturnType<typeof startCountedReads>>;
beforeAll(async () => {
  shop = await startCountedReads();
});
afterAll(() => shop?.close());

async function queriesOnReplica(method: 'GET' | 'POST', url: string, payload?: object) {
  const before = shop.reads();
  const response = await shop.app.inject({
    method,
    url,
    headers: { 'sw-access-key': testAccessKey },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return shop.reads() - before;
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
