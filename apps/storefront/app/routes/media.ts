import { storeApiRoot } from '../lib/store-api.server';
import type { Route } from './+types/media';

// Not content-length: fetch has already undone any content-encoding of the body.
const forwardedHeaders = ['content-type', 'etag', 'last-modified'];

/** Streams a media file from the Store API, so the browser only ever talks to the storefront. */
export async function loader({ params }: Route.LoaderArgs) {
  const segments = (params['*'] ?? '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return new Response(null, { status: 404 });
  }
  const upstream = await fetch(`${storeApiRoot}/media/${segments.map(encodeURIComponent).join('/')}`, {
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!upstream?.ok || !upstream.body) {
    await upstream?.body?.cancel();
    return new Response(null, { status: upstream?.status === 404 ? 404 : 502 });
  }
  const headers = new Headers({
    'cache-control': 'public, max-age=31536000',
    'x-content-type-options': 'nosniff',
    // Uploaded SVGs must not run scripts when opened directly.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  for (const name of forwardedHeaders) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
