import type { Tracing } from '@tradeshop/observability/tracing';
import { currentRequest } from './storefront-log.server';

let tracedFetch: typeof fetch | undefined;

/**
 * Called by server.mjs with the tracing it started (when the OpenTelemetry environment names an OTLP
 * endpoint): each Store API and Admin API call becomes a span of the request's trace, sent on as the
 * call's `traceparent`, so that the Store API's span sits under it.
 */
export function traceStoreApiCalls(tracing: Tracing | null): void {
  // Looked up at each call, so that whatever replaces the global fetch (a test) is still used.
  tracedFetch = tracing?.traced((input, init) => globalThis.fetch(input, init));
}

let newestCatalogVersion: string | null = null;

/** The catalogue version the last Store API answer of this process named (null before the first). */
export const latestCatalogVersion = (): string | null => newestCatalogVersion;

/**
 * Each call counts towards the request it is made for (its `Server-Timing`), and goes through the
 * tracing when it runs; its answer tells the process the current catalogue version.
 */
const countedFetch: typeof fetch = async (input, init) => {
  const scope = currentRequest();
  const started = performance.now();
  try {
    const response = await (tracedFetch ?? globalThis.fetch)(input, init);
    newestCatalogVersion = response.headers.get('sw-catalog-version') ?? newestCatalogVersion;
    return response;
  } finally {
    if (scope) {
      scope.storeApiCalls++;
      scope.storeApiMillis += performance.now() - started;
    }
  }
};

/** The fetch of the API clients. */
export const storeApiFetch = (): typeof fetch => countedFetch;
