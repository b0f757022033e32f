import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedPage, PageLookup } from '@tradeshop/api-client';
import { isListingView } from '@tradeshop/domain';
import { listingViewCookie } from './listing-view.server';
import { readCookie, sessionCookieName, sessionlessClient } from './store-api.server';

/**
 * The storefront's shared page cache (docs/decisions/0063). A visitor's page (no session yet) of the
 * catalogue's pages is the same for every visitor of its address: it is rendered once per catalogue
 * version, and at most once per `maxAgeSeconds`, kept by the Store API for every process, and held
 * by each process in its memory ready to send, compressed once. Its headers let a reverse proxy or a
 * CDN keep it as long (`s-maxage`, then `stale-while-revalidate` while it asks again).
 */

/** The routes whose pages are the same for every visitor: home, listings and content, product, search, blog, brands, files. */
const sharedRoutes = /^(home|page|search|blog|blog-post|brands|brand|files)-[a-z]{2}-[A-Z]{2}(\.data)?$/;

/** The longest address kept; longer ones (a search of a whole paragraph) are rendered each time. */
const maxKeyLength = 1024;

export interface PageCacheOptions {
  /** The Store API's page cache (the sessionless client's calls). */
  store: {
    cachedPage(path: string, heldTag?: string): Promise<PageLookup>;
    keepPage(path: string, version: number, page: CachedPage): Promise<string | null>;
    readonly catalogVersion: string | null;
  };
  /** How long a kept page is served before it is rendered again (PAGE_CACHE_SECONDS, default 60). */
  maxAgeSeconds?: number;
  /** What a process holds in its own memory, at most (PAGE_CACHE_MEMORY_MB, default 32 MB). */
  memoryBytes?: number;
  /**
   * For how long after the Store API last answered a process serves the pages it holds of the
   * catalogue version named in that answer without asking again (PAGE_CACHE_RECHECK_MS); 0 asks at
   * every request.
   */
  recheckMilliseconds?: number;
}

/**
 * A page held by this process: what goes out with it, the catalogue version it is of, and its bodies
 * ready to send. The HTML is held only as these bodies, outside V8's heap: a string of it would
 * double what the page takes, uncounted, and a heap that large grows by as much again between two
 * collections (docs/decisions/0067).
 */
interface HeldPage {
  etag: string;
  page: Omit<CachedPage, 'html'>;
  version: string | null;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
}

/** What the page cache reads of a request: no Fetch request is made for a page it has. */
export interface PageRequest {
  method: string;
  /** The address as asked, with the shop's origin as the browser sees it. */
  url: URL;
  headers: { get(name: string): string | null };
}

/**
 * A page from the cache, ready to send (the 304 without a body), or a rendered answer; `nonce` is the
 * Content-Security-Policy nonce the page's scripts carry, which its headers must name.
 */
export type PageAnswer =
  | { outcome: 'bypass'; nonce: string; response: Response }
  | {
      outcome: 'hit' | 'miss';
      nonce: string;
      status: 200 | 304;
      headers: Record<string, string>;
      body: Buffer | null;
    };

/** Renders the request as the app does; `whole`: the page is sent once every part of it is ready. */
export type RenderPage = (whole: boolean) => Promise<Response>;

/**
 * The key of a request the page cache may answer, or null: a visitor's GET of a shared route (`route`,
 * the id of the route that answers it).
 */
export function pageCacheKeyOf(request: PageRequest, route: string): string | null {
  if (request.method !== 'GET' || !sharedRoutes.test(route)) return null;
  if (readCookie(request, sessionCookieName)) return null;
  const { url } = request;
  // A page names its own origin (canonical and alternate links): each origin has its pages, so that a
  // request with a made-up Host cannot put its links in front of other visitors. A visitor's listing
  // view changes the listing: each view is a page of its own.
  const view = readCookie(request, listingViewCookie);
  const key = `${url.pathname}${url.search}#${url.protocol}//${url.host}${isListingView(view) ? `#${view}` : ''}`;
  return key.length <= maxKeyLength && !/\s/.test(key) ? key : null;
}

/** The headers of a kept page that say how long anyone may keep it. */
function cachingHeaders(maxAgeSeconds: number): Record<string, string> {
  return {
    // Browsers ask again each time (a 304 costs little); shared caches keep it as long as this one.
    'cache-control': `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`,
    // A shopper with a session cookie gets their own page, never the visitors'.
    vary: 'Cookie, Accept-Encoding',
  };
}

/** The encoding a browser takes that the held page has: brotli, gzip or none. */
function encodingFor(request: PageRequest): 'br' | 'gzip' | 'identity' {
  const accepted = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function held({ html, ...page }: CachedPage, etag: string, version: string | null): HeldPage {
  const identity = Buffer.from(html);
  const gzip = gzipSync(identity);
  const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return { etag, page, version, identity, gzip, br, bytes: identity.length + gzip.length + br.length + 1024 };
}

/** The held page as a browser asked for it, or 304 when it already has it. */
function answerOf(
  request: PageRequest,
  entry: HeldPage,
  outcome: 'hit' | 'miss',
  maxAgeSeconds: number,
): PageAnswer {
  const etag = `W/${entry.etag}`;
  const headers: Record<string, string> = {
    ...entry.page.headers,
    ...cachingHeaders(maxAgeSeconds),
    etag,
    'x-page-cache': outcome,
  };
  const nonce = entry.page.nonce;
  const heldTags =
    request.headers
      .get('if-none-match')
      ?.split(',')
      .map((tag) => tag.trim()) ?? [];
  if (heldTags.includes(etag) || heldTags.includes(entry.etag))
    return { outcome, nonce, status: 304, headers, body: null };
  const encoding = encodingFor(request);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  const body = entry[encoding];
  headers['content-length'] = String(body.length);
  return { outcome, nonce, status: 200, headers, body };
}

/** Why a rendered answer cannot be kept for every visitor, or null when it can. */
function unkeepable(response: Response): string | null {
  if (response.status !== 200) return `status ${response.status}`;
  if (/\b(private|no-store)\b/.test(response.headers.get('cache-control') ?? '')) return 'private';
  const cookies = response.headers
    .getSetCookie()
    .filter((cookie) => !cookie.startsWith(`${sessionCookieName}=`));
  return cookies.length > 0 ? 'sets cookies' : null;
}

/** The headers a kept page goes out with: those of its render, without cookies and per-request ones. */
function keptHeaders(response: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (
      !['set-cookie', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary', 'date'].includes(
        name,
      )
    )
      kept[name] = value;
  return kept;
}

export function sharedPageCache(options: PageCacheOptions) {
  const maxAgeSeconds = options.maxAgeSeconds ?? 60;
  const maxBytes = options.memoryBytes ?? 32 * 1024 * 1024;
  const recheckMilliseconds = options.recheckMilliseconds ?? 0;
  const memory = new Map<string, HeldPage>();
  let bytes = 0;
  /** The catalogue version the Store API last named, and when; null while it keeps no pages. */
  let confirmed: { version: string; at: number } | null = null;
  const isFresh = (entry: HeldPage) => Date.now() - entry.page.renderedAt < maxAgeSeconds * 1000;
  /** Whether a held page may go out without asking the Store API: its version was named a moment ago. */
  const stillConfirmed = (entry: HeldPage) =>
    confirmed !== null &&
    entry.version === confirmed.version &&
    Date.now() - confirmed.at < recheckMilliseconds;
  /** Renders under way in this process: requests of the same address wait for the one. */
  const rendering = new Map<string, Promise<HeldPage | null>>();

  const remember = (key: string, entry: HeldPage) => {
    const before = memory.get(key);
    if (before) bytes -= before.bytes;
    memory.delete(key);
    if (entry.bytes > maxBytes) return;
    memory.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest, old] of memory) {
      if (bytes <= maxBytes) break;
      memory.delete(oldest);
      bytes -= old.bytes;
    }
  };

  /** Renders the page; when it may be kept, keeps it for every process under `version`. */
  async function renderAndKeep(render: RenderPage, key: string, version: number | null, nonce: string) {
    const response = await render(true);
    const refusal = unkeepable(response);
    if (refusal !== null || version === null) return { response, entry: null };
    const page: CachedPage = {
      html: await response.text(),
      headers: keptHeaders(response),
      nonce,
      renderedAt: Date.now(),
    };
    // Until the Store API names its entity tag, the page goes out under one of this process.
    const entry = held(page, `"${nonce}"`, String(version));
    remember(key, entry);
    options.store
      .keepPage(key, version, page)
      .then((etag) => {
        if (etag) entry.etag = etag;
      })
      .catch((error) => console.error(`Keeping a page: ${String(error)}`));
    return { response: null, entry };
  }

  return {
    /**
     * Answers a request from the cache when it may, rendering (once per process at a time) what is not
     * kept; `nonce` is the request's own, which a page rendered now carries, `route` the id of the
     * route that answers it.
     */
    async answer(
      request: PageRequest,
      nonce: string,
      route: string,
      render: RenderPage,
    ): Promise<PageAnswer> {
      const bypass = async (): Promise<PageAnswer> => ({
        outcome: 'bypass',
        nonce,
        response: await render(false),
      });
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const answer = await bypass();
        // A form sent through this process (the back-office's) may have changed the catalogue: the
        // next visitor's page asks the Store API again rather than wait for the recheck time.
        confirmed = null;
        return answer;
      }
      const key = maxAgeSeconds > 0 ? pageCacheKeyOf(request, route) : null;
      if (key === null) return bypass();
      const known = memory.get(key);
      if (known && isFresh(known) && stillConfirmed(known)) {
        memory.delete(key);
        memory.set(key, known);
        return answerOf(request, known, 'hit', maxAgeSeconds);
      }
      let lookup: PageLookup;
      try {
        lookup = await options.store.cachedPage(key, known?.etag);
      } catch (error) {
        console.error(`Page cache: ${String(error)}`);
        lookup = { found: 'off' };
      }
      const current = lookup.found === 'off' ? null : options.store.catalogVersion;
      confirmed = current === null ? null : { version: current, at: Date.now() };
      if (lookup.found === 'off') return bypass();
      let entry = lookup.found === 'held' ? (known ?? null) : null;
      if (entry) entry.version = current;
      if (lookup.found === 'page') {
        entry = held(lookup.page, lookup.etag, current);
        remember(key, entry);
      }
      if (entry && isFresh(entry)) {
        memory.delete(key);
        memory.set(key, entry);
        return answerOf(request, entry, 'hit', maxAgeSeconds);
      }
      const version =
        lookup.found === 'nothing' ? lookup.version : Number(options.store.catalogVersion ?? Number.NaN);
      const pending = rendering.get(key);
      if (pending) {
        const rendered = await pending;
        return rendered ? answerOf(request, rendered, 'hit', maxAgeSeconds) : bypass();
      }
      const result = renderAndKeep(render, key, Number.isSafeInteger(version) ? version : null, nonce);
      const kept = result.then(({ entry: keptEntry }) => keptEntry).catch(() => null);
      rendering.set(key, kept);
      void kept.finally(() => rendering.delete(key));
      const { response, entry: keptEntry } = await result;
      if (keptEntry) return answerOf(request, keptEntry, 'miss', maxAgeSeconds);
      return { outcome: 'bypass', nonce, response: response! };
    },
  };
}

/**
 * The page cache of this storefront process, on the Store API's page cache; PAGE_CACHE_SECONDS sets
 * how long a page is served before it is rendered again (0: no page cache), PAGE_CACHE_MEMORY_MB what
 * the process holds ready to send, PAGE_CACHE_RECHECK_MS how long it serves what it holds before it
 * asks the Store API whether the catalogue changed (1000: a change reaches visitors within a second).
 */
export function storefrontPageCache() {
  const settings = {
    PAGE_CACHE_SECONDS: Number(process.env.PAGE_CACHE_SECONDS ?? 60),
    PAGE_CACHE_MEMORY_MB: Number(process.env.PAGE_CACHE_MEMORY_MB ?? 32),
    PAGE_CACHE_RECHECK_MS: Number(process.env.PAGE_CACHE_RECHECK_MS ?? 1000),
  };
  if (Object.values(settings).some((value) => !Number.isFinite(value) || value < 0))
    throw new Error(`${Object.keys(settings).join(', ')} are numbers of 0 or more.`);
  return sharedPageCache({
    store: sessionlessClient(),
    maxAgeSeconds: settings.PAGE_CACHE_SECONDS,
    memoryBytes: settings.PAGE_CACHE_MEMORY_MB * 1024 * 1024,
    recheckMilliseconds: settings.PAGE_CACHE_RECHECK_MS,
  });
}
