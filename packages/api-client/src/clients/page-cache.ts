import { errorCodes } from '@tradeshop/domain';
import { type CachedPage, cachedPage, errorEnvelope } from '../contracts/index.ts';
import { clientErrorCodes, StoreApiError, singleError } from '../errors.ts';
import { queryString, type Transport } from '../transport.ts';

/** What the page cache holds for an address (docs/decisions/0063). */
export type PageLookup =
  | { found: 'page'; page: CachedPage; etag: string }
  /** The copy whose entity tag was named is still the current one. */
  | { found: 'held' }
  /** Nothing: a page rendered now is kept under `version`. */
  | { found: 'nothing'; version: number }
  /** Pages are neither served nor kept now (maintenance mode). */
  | { found: 'off' };

async function errorCodeOf(response: Response): Promise<string | null> {
  const envelope = errorEnvelope.safeParse(await response.json().catch(() => null));
  return envelope.success ? (envelope.data.errors[0]?.code ?? null) : null;
}

function unexpected(what: string, response: Response, code: string | null): StoreApiError {
  return new StoreApiError(
    response.status >= 500 ? response.status : 502,
    singleError(
      502,
      code ?? clientErrorCodes.invalidResponse,
      'Bad Gateway',
      `${what} answered ${response.status}.`,
    ),
  );
}

/** The storefront's shared page cache: a visitor's page, kept per catalogue version. */
export function pageCacheCalls({ exchange }: Transport) {
  return {
    async cachedPage(path: string, heldTag?: string): Promise<PageLookup> {
      const response = await exchange('GET', `/dexis/page-cache?${queryString({ path })}`, {
        ...(heldTag ? { extraHeaders: { 'if-none-match': heldTag } } : {}),
      });
      if (response.status === 304) return { found: 'held' };
      if (response.status === 200) {
        const page = cachedPage.safeParse(await response.json().catch(() => null));
        const etag = response.headers.get('etag');
        if (page.success && etag) return { found: 'page', page: page.data, etag };
        throw unexpected('The page cache', response, null);
      }
      const code = await errorCodeOf(response);
      const version = Number(response.headers.get('sw-catalog-version'));
      if (code === errorCodes.pageCacheMiss && Number.isSafeInteger(version))
        return { found: 'nothing', version };
      if (code === errorCodes.pageCacheOff) return { found: 'off' };
      throw unexpected('The page cache', response, code);
    },
    /** Keeps a page rendered in `version`: its entity tag, or null when the catalogue has changed since. */
    async keepPage(path: string, version: number, page: CachedPage): Promise<string | null> {
      const response = await exchange('PUT', `/dexis/page-cache?${queryString({ path, version })}`, {
        body: page,
      });
      const etag = response.headers.get('etag');
      if (response.status === 204 && etag) return etag;
      const code = await errorCodeOf(response);
      if (code === errorCodes.pageCacheStale) return null;
      throw unexpected('Keeping a page', response, code);
    },
  };
}
