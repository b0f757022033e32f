import type { Tracing } from '@tradeshop/observability/tracing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inRequestScope, storeApiTiming } from './storefront-log.server';
import { storeApiFetch, traceStoreApiCalls } from './storefront-tracing.server';

afterEach(() => {
  traceStoreApiCalls(null);
  vi.unstubAllGlobals();
});

describe('the API clients’ fetch', () => {
  it('is the global one when no tracing runs, counting each call towards the request it is made for', async () => {
    traceStoreApiCalls(null);
    const current = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', current);
    const timing = await inRequestScope('4bf92f3577b34da6a3ce929d0e0e4736', async () => {
      await storeApiFetch()('http://store-api.test/store-api/context');
      await storeApiFetch()('http://store-api.test/store-api/checkout/cart');
      return storeApiTiming();
    });
    expect(current).toHaveBeenCalledTimes(2);
    expect(timing).toMatch(/^store-api;desc="2 calls";dur=\d+\.\d$/);
  });

  it('goes through the tracing, to whatever fetch is current at the call', async () => {
    const traced = vi.fn((fetchImpl: typeof fetch) => fetchImpl);
    traceStoreApiCalls({ traced } as unknown as Tracing);
    const current = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', current);

    await storeApiFetch()('http://store-api.test/store-api/context', { method: 'GET' });
    expect(traced).toHaveBeenCalledOnce();
    expect(current).toHaveBeenCalledWith('http://store-api.test/store-api/context', { method: 'GET' });
  });
});
