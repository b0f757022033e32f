import { storeApiRoot } from '../../lib/store-api.server';
import type { Route } from './+types/media';

// Not content-length: fetch has already undone any content-encoding of the body.
const forwardedHeaders = ['content-type', 'content-disposition', 'etag', 'last-modified'];

/**
 * Streams a media file from the Store API, so the browser only ever talks to the storefront. Only
 * `width` (a scaled copy of a raster image) goes along: any other parameter is dropped.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const segments = (params['*'] ?? '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return new Response(null, { status: 404 });
  }
  const widths = url.searchParams.getAll('width');
  const query = widths.length ? `?${new URLSearchParams(widths.map((width) => ['width', width]))}` : '';
  const upstream = await fetch(
    `${storeApiRoot}/media/${segments.map(encodeURIComponent).join('/')}${query}`,
    { signal: AbortSignal.timeout(10_000) },
  ).catch(() => null);
  if (!upstream?.ok || !upstream.body) {
    await upstream?.body?.cancel();
    // A width that is no breakpoint is the browser's mistake; anything else is the Store API's.
    const status = upstream?.status === 404 || upstream?.status === 400 ? upstream.status : 502;
    return new Response(null, { status });
  }
  const headers = new Headers({
    'cache-control': 'public, max-age=31536000',
    'x-content-type-options': 'nosniff',
  });
  // Uploaded SVGs must not run scripts when opened directly. Not for PDFs: a sandbox stops Chrome's
  // PDF viewer ("blocked by Chrome"), which runs a PDF's scripts apart from the shop's pages anyway.
  if (upstream.headers.get('content-type') !== 'application/pdf') {
    headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  for (const name of forwardedHeaders) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
