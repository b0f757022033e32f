import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import type { CachedPage, PageLookup } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import { type PageAnswer, type PageRequest, sharedPageCache } from './page-cache.server';

/** The Store API's side: pages per key of one catalogue version, which `change` raises. */
function storeStandIn() {
  const kept = new Map<string, { page: CachedPage; etag: string }>();
  let version = 7;
  let tags = 0;
  const store = {
    off: false,
    lookups: 0,
    get catalogVersion() {
      return String(version);
    },
    async cachedPage(path: string, heldTag?: string): Promise<PageLookup> {
      store.lookups++;
      if (store.off) return { found: 'off' };
      const known = kept.get(path);
      if (!known) return { found: 'nothing', version };
      return known.etag === heldTag ? { found: 'held' } : { found: 'page', ...known };
    },
    async keepPage(path: string, pageVersion: number, page: CachedPage) {
      if (pageVersion !== version) return null;
      const etag = `"kept-${++tags}"`;
      kept.set(path, { page, etag });
      return etag;
    },
    change() {
      version++;
      kept.clear();
    },
  };
  return store;
}

const page = (path: string, headers: Record<string, string> = {}): PageRequest => ({
  method: 'GET',
  url: new URL(path, 'http://storefront'),
  headers: new Headers(headers),
});

function renderer(
  answer: () => Response = () => new Response('<p>Boren</p>', { headers: { 'content-type': 'text/html' } }),
) {
  const rendered: boolean[] = [];
  return {
    rendered,
    render: async (whole: boolean) => {
      rendered.push(whole);
      return answer();
    },
  };
}

const ownNonce = 'n'.repeat(24);
const bodyOf = (answer: PageAnswer) => ('body' in answer ? answer.body?.toString() : null);

describe('the page cache of visitors’ pages', () => {
  it('renders a visitor’s page whole once, then serves it to every visitor with the headers a shared cache keeps it by', async () => {
    const store = storeStandIn();
    const cache = sharedPageCache({ store, maxAgeSeconds: 60 });
    const { rendered, render } = renderer();
    const first = await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render);
    expect([first.outcome, bodyOf(first), rendered]).toEqual(['miss', '<p>Boren</p>', [true]]);
    const second = await cache.answer(page('/en/tools'), 'another-nonce-0123456789', 'page-en-GB', render);
    expect(second).toMatchObject({ outcome: 'hit', status: 200, nonce: ownNonce });
    expect(rendered).toHaveLength(1);
    if (second.outcome === 'bypass') throw new Error('served from the cache');
    expect(second.headers).toMatchObject({
      'content-type': 'text/html',
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      vary: 'Cookie, Accept-Encoding',
      etag: 'W/"kept-1"',
    });
    // Another process of the storefront gets it from the Store API, without rendering.
    const other = sharedPageCache({ store, maxAgeSeconds: 60 });
    expect((await other.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)).outcome).toBe('hit');
    expect(rendered).toHaveLength(1);
  });

  it('sends the page compressed as the browser takes it, and 304 when it already has it', async () => {
    const cache = sharedPageCache({ store: storeStandIn(), maxAgeSeconds: 60 });
    const { render } = renderer();
    await cache.answer(page('/en'), ownNonce, 'home-en-GB', render);
    const gzipped = await cache.answer(
      page('/en', { 'accept-encoding': 'gzip, deflate' }),
      ownNonce,
      'home-en-GB',
      render,
    );
    if (gzipped.outcome === 'bypass' || !gzipped.body) throw new Error('served from the cache');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe('<p>Boren</p>');
    const brotli = await cache.answer(
      page('/en', { 'accept-encoding': 'gzip, br' }),
      ownNonce,
      'home-en-GB',
      render,
    );
    expect(brotli.outcome !== 'bypass' && brotli.headers['content-encoding']).toBe('br');
    const held = await cache.answer(
      page('/en', { 'if-none-match': 'W/"kept-1"' }),
      ownNonce,
      'home-en-GB',
      render,
    );
    expect(held).toMatchObject({ outcome: 'hit', status: 304, body: null });
  });

  it.each([
    ['a shopper with a session', page('/en/tools', { cookie: 'sw-context-token=abc' }), 'page-en-GB'],
    ['a form', { ...page('/en/tools'), method: 'POST' }, 'page-en-GB'],
    ['a page of the account', page('/en/account/orders'), 'account-orders-en-GB'],
    ['the cart', page('/en/checkout'), 'checkout-en-GB'],
  ])('renders %s each time', async (_what, request, route) => {
    const cache = sharedPageCache({ store: storeStandIn(), maxAgeSeconds: 60 });
    const { rendered, render } = renderer();
    for (let time = 0; time < 2; time++)
      expect((await cache.answer(request, ownNonce, route, render)).outcome).toBe('bypass');
    expect(rendered).toEqual([false, false]);
  });

  it.each([
    ['an error page', () => new Response('<p>Oops</p>', { status: 503 })],
    [
      'a private page',
      () => new Response('<p>Preview</p>', { headers: { 'cache-control': 'private, no-store' } }),
    ],
    [
      'a page setting a cookie',
      () => new Response('<p>View</p>', { headers: { 'set-cookie': 'listing-view=list' } }),
    ],
  ])('keeps no %s', async (_what, answer) => {
    const cache = sharedPageCache({ store: storeStandIn(), maxAgeSeconds: 60 });
    const { rendered, render } = renderer(answer);
    for (let time = 0; time < 2; time++)
      expect((await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)).outcome).toBe('bypass');
    expect(rendered).toHaveLength(2);
  });

  it('keeps a page without the session cookie its render handed out', async () => {
    const cache = sharedPageCache({ store: storeStandIn(), maxAgeSeconds: 60 });
    const { render } = renderer(
      () => new Response('<p>Boren</p>', { headers: { 'set-cookie': 'sw-context-token=fresh' } }),
    );
    const answer = await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render);
    expect(answer.outcome === 'miss' && Object.keys(answer.headers)).not.toContain('set-cookie');
  });

  it('keeps the pages of each origin apart, so that a made-up Host reaches no other visitor', async () => {
    const cache = sharedPageCache({ store: storeStandIn(), maxAgeSeconds: 60 });
    let origin = 'https://evil.example';
    const { render } = renderer(() => new Response(`<link rel="canonical" href="${origin}/en/tools">`));
    await cache.answer(page('https://evil.example/en/tools'), ownNonce, 'page-en-GB', render);
    origin = 'https://shop.example';
    const honest = await cache.answer(page('https://shop.example/en/tools'), ownNonce, 'page-en-GB', render);
    expect([honest.outcome, bodyOf(honest)]).toEqual([
      'miss',
      '<link rel="canonical" href="https://shop.example/en/tools">',
    ]);
  });

  it('keeps each listing view of a visitor apart', async () => {
    const cache = sharedPageCache({ store: storeStandIn(), maxAgeSeconds: 60 });
    let view = 'cards';
    const { render } = renderer(() => new Response(`<p>${view}</p>`));
    await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render);
    view = 'list';
    const listed = await cache.answer(
      page('/en/tools', { cookie: 'listing-view=list' }),
      ownNonce,
      'page-en-GB',
      render,
    );
    expect([listed.outcome, bodyOf(listed)]).toEqual(['miss', '<p>list</p>']);
    expect(bodyOf(await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render))).toBe(
      '<p>cards</p>',
    );
  });

  it('renders the page again once the catalogue changed, or it is older than its time', async () => {
    const store = storeStandIn();
    const aged = sharedPageCache({ store, maxAgeSeconds: 0.05 });
    const { rendered, render } = renderer();
    await aged.answer(page('/en/tools'), ownNonce, 'page-en-GB', render);
    store.change();
    expect((await aged.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)).outcome).toBe('miss');
    await new Promise((later) => setTimeout(later, 60));
    expect((await aged.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)).outcome).toBe('miss');
    expect(rendered).toHaveLength(3);
  });

  it('serves the pages it holds without asking the Store API for the recheck time after its last answer, then notices a new catalogue', async () => {
    const store = storeStandIn();
    const cache = sharedPageCache({ store, maxAgeSeconds: 60, recheckMilliseconds: 50 });
    const { rendered, render } = renderer();
    await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render);
    await cache.answer(page('/en/drills'), ownNonce, 'page-en-GB', render);
    // The second lookup named the version both pages are of: neither is asked for again.
    const answers = [];
    for (const path of ['/en/tools', '/en/drills', '/en/tools']) {
      answers.push((await cache.answer(page(path), ownNonce, 'page-en-GB', render)).outcome);
    }
    expect([answers, store.lookups]).toEqual([['hit', 'hit', 'hit'], 2]);
    store.change();
    expect((await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)).outcome).toBe('hit');
    await new Promise((later) => setTimeout(later, 60));
    expect((await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)).outcome).toBe('miss');
    expect([rendered.length, store.lookups]).toEqual([3, 3]);
  });

  it('asks the Store API again at the next visitor’s page after a form this process answered, which may have changed the catalogue', async () => {
    const store = storeStandIn();
    const cache = sharedPageCache({ store, maxAgeSeconds: 60, recheckMilliseconds: 60_000 });
    const { rendered, render } = renderer();
    await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render);
    const form = { ...page('/admin/content/pages/1'), method: 'POST' };
    expect(
      (
        await cache.answer(form, ownNonce, 'admin-content-page', async () => {
          store.change();
          return render(false);
        })
      ).outcome,
    ).toBe('bypass');
    expect((await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)).outcome).toBe('miss');
    expect(rendered).toEqual([true, false, true]);
  });

  it('neither serves nor keeps pages while the Store API says so (maintenance)', async () => {
    const store = storeStandIn();
    const cache = sharedPageCache({ store, maxAgeSeconds: 60 });
    const { render } = renderer();
    await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render);
    store.off = true;
    expect((await cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)).outcome).toBe('bypass');
  });

  it('renders one page once when visitors ask for it at the same time', async () => {
    const cache = sharedPageCache({ store: storeStandIn(), maxAgeSeconds: 60 });
    const { rendered, render } = renderer();
    const answers = await Promise.all(
      [1, 2, 3].map(() => cache.answer(page('/en/tools'), ownNonce, 'page-en-GB', render)),
    );
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(['hit', 'hit', 'miss']);
    expect(rendered).toHaveLength(1);
  });

  it('holds a page as its bodies ready to send, outside the heap, not also as the text it was rendered to', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const heapAfterCollection = () => {
      collectGarbage();
      return process.memoryUsage().heapUsed;
    };
    // A Store API that keeps nothing: what stays in the heap is the process's own.
    const store = {
      catalogVersion: '7',
      cachedPage: async () => ({ found: 'nothing' as const, version: 7 }),
      keepPage: async () => '"kept"',
    };
    const cache = sharedPageCache({ store, maxAgeSeconds: 60, memoryBytes: 64 * 1024 * 1024 });
    // Each page's text takes about half a megabyte as a string: two bytes a character, for its euro sign.
    const html = (path: number) => `<p>€ ${path}</p>${'<i>bout</i>'.repeat(22_000)}`;
    const before = heapAfterCollection();
    for (let path = 0; path < 20; path++)
      await cache.answer(
        page(`/en/tools-${path}`),
        ownNonce,
        'page-en-GB',
        async () => new Response(html(path), { headers: { 'content-type': 'text/html' } }),
      );
    expect(heapAfterCollection() - before).toBeLessThan(2 * 1024 * 1024);
  });
});
