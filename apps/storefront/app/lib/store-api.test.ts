import { StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  retryAfterMiddleware,
  routeStatusOf,
  serializeCookie,
  sessionCookie,
  throwAsRouteError,
} from './store-api.server';

function apiError(status: number, code: string) {
  return new StoreApiError(status, [
    { status: String(status), code, title: 'x', detail: 'x', meta: { parameters: {} } },
  ]);
}

/** What the loader threw, as `data()` hands it to the router: its body and its status. */
function statusAndBody(thrown: unknown) {
  const init = thrown as { data?: unknown; init?: { status?: number } | null };
  return [init.init?.status, init.data];
}

function thrownBy(error: unknown): unknown {
  try {
    throwAsRouteError(error);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('nothing thrown');
}

describe('Store API failures as error pages', () => {
  it('keeps a refusal’s 4xx and 503, and makes every other failure a 502', () => {
    for (const status of [400, 401, 403, 404, 408, 409, 422, 429, 503])
      expect(routeStatusOf(status)).toBe(status);
    expect(routeStatusOf(500)).toBe(502);
    expect(routeStatusOf(502)).toBe(502);
    // The Store API refused the storefront's own key: the shop is unreachable for the shopper.
    expect(routeStatusOf(401, errorCodes.invalidAccessKey)).toBe(502);
  });

  it('shows a logged-in user outside a punch-out session the Store API’s 403, not an unreachable shop', () => {
    expect(statusAndBody(thrownBy(apiError(403, errorCodes.punchoutNoSession)))).toEqual([
      403,
      { code: errorCodes.punchoutNoSession },
    ]);
  });

  it('throws a route error response with the status and the Store API code', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(statusAndBody(thrownBy(apiError(408, 'STOREFRONT__TIMEOUT')))).toEqual([
      408,
      { code: 'STOREFRONT__TIMEOUT' },
    ]);
    expect(statusAndBody(thrownBy(apiError(502, 'STOREFRONT__UNREACHABLE')))).toEqual([
      502,
      { code: 'STOREFRONT__UNREACHABLE' },
    ]);
    expect(statusAndBody(thrownBy(apiError(500, 'FRAMEWORK__X')))[0]).toBe(502);
    const other = new TypeError('bug');
    expect(thrownBy(other)).toBe(other);
  });

  it('adds Retry-After to 503 answers only', async () => {
    const run = (status: number) =>
      // biome-ignore lint/suspicious/noExplicitAny: the middleware ignores its arguments
      retryAfterMiddleware({} as any, async () => new Response('x', { status })) as Promise<Response>;
    expect((await run(503)).headers.get('Retry-After')).toBe('300');
    expect((await run(200)).headers.get('Retry-After')).toBeNull();
  });
});

describe('cookies', () => {
  it('keep the session token as long as the Store API keeps a session (30 days), a preference a year', () => {
    expect(sessionCookie('token', new URL('https://shop.example/'))).toBe(
      'sw-context-token=token; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    );
    expect(serializeCookie('listing-view', 'list', new URL('http://shop.example/'))).toBe(
      'listing-view=list; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
  });
});
