import type { Tracing } from '@tradeshop/observability/tracing';

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

/** The fetch of the API clients: traced when tracing runs, else the clients' default. */
export const storeApiFetch = (): typeof fetch | undefined => tracedFetch;
