import { StoreApiError } from '@tradeshop/api-client';
import { describe, expect, it, vi } from 'vitest';
import { retryAfterMiddleware, routeStatusOf, throwAsRouteError } from './store-api.server';

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
  it('keeps 400, 404, 408 and 503 and makes every other failure a 502', () => {
    expect(routeStatusOf(400)).toBe(400);
    expect(routeStatusOf(404)).toBe(404);
    expect(routeStatusOf(408)).toBe(408);
    expect(routeStatusOf(503)).toBe(503);
    expect(routeStatusOf(500)).toBe(502);
    expect(routeStatusOf(502)).toBe(502);
    expect(routeStatusOf(401)).toBe(502);
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
