import { storeApiRoot } from '../../lib/store-api.server';

/** Ready when the Store API behind the storefront answers too. */
export async function loader() {
  const storeApiUp = await fetch(`${storeApiRoot}/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
  return Response.json(
    { status: storeApiUp ? 'ok' : 'store-api-unavailable' },
    { status: storeApiUp ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
