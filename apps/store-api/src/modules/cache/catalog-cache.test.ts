import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';
import { markCatalogChanged, type OpenCatalogCache, openCatalogCache } from './catalog-cache.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

/** Two caches on one database, as two processes of the shop have. */
async function twoProcesses(redisUrl?: string): Promise<OpenCatalogCache[]> {
  return Promise.all([1, 2].map(() => openCatalogCache({ database: shop.database, redisUrl })));
}

async function changeCatalog(caches: OpenCatalogCache[]) {
  const before = caches.map((cache) => cache.version);
  await shop.database.db.transaction((tx) => markCatalogChanged(tx));
  await vi.waitFor(
    () => {
      for (const [at, cache] of caches.entries()) expect(cache.version).toBeGreaterThan(before[at]!);
    },
    { timeout: backgroundWorkTimeout },
  );
}

function sharesAnswers(redisUrl?: string) {
  return async () => {
    const caches = await twoProcesses(redisUrl);
    try {
      const key = `test:${crypto.randomUUID()}`;
      const load = vi.fn(async () => JSON.stringify({ computed: load.mock.calls.length }));
      const first = await caches[0]!.answer(key, load);
      const second = await caches[1]!.answer(key, load);
      expect(load).toHaveBeenCalledTimes(1);
      expect(second).toEqual(first);

      await changeCatalog(caches);
      const afterChange = await caches[1]!.answer(key, load);
      expect(load).toHaveBeenCalledTimes(2);
      expect(afterChange.etag).not.toBe(first.etag);
      expect(await caches[0]!.answer(key, load)).toEqual(afterChange);
    } finally {
      await Promise.all(caches.map((cache) => cache.close()));
    }
  };
}

describe('the catalogue cache', () => {
  it('computes an answer once for every process, and anew after the catalogue changed', sharesAnswers());

  it.runIf(process.env.REDIS_URL)(
    'shares the answers through Redis when REDIS_URL names one',
    sharesAnswers(process.env.REDIS_URL),
  );

  it('keeps a value of this process until the catalogue changes, and makes a warm one again at once', async () => {
    const caches = await twoProcesses();
    try {
      const load = vi.fn(async () => load.mock.calls.length);
      caches[0]!.keepWarm('warm', load);
      expect(await caches[0]!.value('warm', load)).toBe(1);
      expect(await caches[0]!.value('warm', load)).toBe(1);
      await changeCatalog(caches);
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), { timeout: backgroundWorkTimeout });
      expect(await caches[0]!.value('warm', load)).toBe(2);
    } finally {
      await Promise.all(caches.map((cache) => cache.close()));
    }
  });

  it('answers a value without waiting only once it is made for the current version', async () => {
    const [cache] = await twoProcesses();
    try {
      let finish = (_value: string) => {};
      const load = () => new Promise<string>((resolve) => (finish = resolve));
      const loading = cache!.value('slow', load);
      expect(cache!.ready('slow')).toBeUndefined();
      finish('made');
      await loading;
      expect(cache!.ready('slow')).toBe('made');
      await changeCatalog([cache!]);
      expect(cache!.ready('slow')).toBeUndefined();
    } finally {
      await cache!.close();
    }
  });
});

describe('catalogue answers over HTTP', () => {
  const navigation = (headers: Record<string, string> = {}) =>
    shop.request({ url: '/store-api/navigation/main-navigation/main-navigation?depth=2', headers });

  it('carry an entity tag of their content, answer 304 to a client that holds it, and name the catalogue version', async () => {
    const first = await navigation();
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect((await navigation({ 'if-none-match': etag })).status).toBe(304);
    expect(Number(first.headers['sw-catalog-version'])).toBe(shop.app.catalogCache.version);

    // A change elsewhere in the catalogue computes the navigation anew, to the same content and tag.
    await shop.database.db.transaction((tx) => markCatalogChanged(tx));
    await shop.app.catalogCache.refresh();
    const unchanged = await navigation({ 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(Number(unchanged.headers['sw-catalog-version'])).toBeGreaterThan(
      Number(first.headers['sw-catalog-version']),
    );
  });

  it('are private to a logged-in session', async () => {
    const { token } = await shop.login('demo.buyer');
    const answer = await navigation({ 'sw-context-token': token });
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });
});
