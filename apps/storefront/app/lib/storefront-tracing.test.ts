import type { Tracing } from '@tradeshop/observability/tracing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeApiFetch, traceStoreApiCalls } from './storefront-tracing.server';

afterEach(() => {
  traceStoreApiCalls(null);
  vi.unstubAllGlobals();
});

describe('the API clients’ fetch', () => {
  it('is the clients’ own when no tracing runs', () => {
    traceStoreApiCalls(null);
    expect(storeApiFetch()).toBeUndefined();
  });

  it('goes through the tracing, to whatever fetch is current at the call', async () => {
    const traced = vi.fn((fetchImpl: typeof fetch) => fetchImpl);
    traceStoreApiCalls({ traced } as unknown as Tracing);
    const current = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', current);

    await storeApiFetch()?.('http://store-api.test/store-api/context', { method: 'GET' });
    expect(traced).toHaveBeenCalledOnce();
    expect(current).toHaveBeenCalledWith('http://store-api.test/store-api/context', { method: 'GET' });
  });
});
