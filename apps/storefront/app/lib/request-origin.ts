import { data, type MiddlewareFunction } from 'react-router';
import { unprefixedPath } from './i18n';

/**
 * The storefront paths (without language prefix) that another site may post to. A procurement system
 * posts its punch-out entries from its own origin; each such entry is listed here with the reason.
 * Every other state-changing request must come from the shop's own pages.
 */
export const crossSiteEntryPaths: readonly string[] = [
  // OCI: SAP SRM opens the catalogue by posting the user's OCI credentials and its HOOK_URL.
  '/oci',
  // OCI: the procurement system fetches a one-time id for the entry server to server, without an Origin.
  '/oci/one-time-id',
  // cXML: Ariba and Coupa post their PunchOutSetupRequest server to server, without an Origin.
  '/cxml/setup',
  // Newsletters: mail programs post the one-click unsubscribe of RFC 8058 server to server; the
  // link's own single-use token is what allows it.
  '/newsletter/unsubscribe',
];

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin of an Origin or Referer header, or null when it names none (`null`, garbage). */
function originOf(header: string | null): string | null {
  if (!header || header === 'null') return null;
  try {
    const { origin } = new URL(header);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The page path a request acts on; React Router's data requests add `.data` (`/_root.data` for `/`). */
export function actionTargetPath(url: URL): string {
  const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  return unprefixedPath(path);
}

/**
 * Whether a request may act: reading requests always; a POST, PUT, PATCH or DELETE only when its
 * `Origin` (or, without one, its `Referer`) is the shop's own origin, i.e. that of the page's `url` as
 * the server sees it (behind TRUST_PROXY with the proxy's scheme and host), or when it posts to one of
 * `exceptions`. A request that names no origin at all is refused: browsers send one with every form
 * post and fetch.
 */
export function isAllowedOrigin(
  request: Request,
  url: URL,
  exceptions: readonly string[] = crossSiteEntryPaths,
): boolean {
  if (!stateChangingMethods.has(request.method.toUpperCase())) return true;
  if (exceptions.includes(actionTargetPath(url))) return true;
  const origin = request.headers.has('origin')
    ? originOf(request.headers.get('origin'))
    : originOf(request.headers.get('referer'));
  return origin === url.origin;
}

/** Error code of the 403 answer to a cross-site request. */
export const crossSiteRequestCode = 'STOREFRONT__CROSS_SITE_REQUEST';

/**
 * Refuses a cross-site state-changing request with 403 before any loader or action runs (the shop's
 * error page in the page's language). It runs first in the shop layout, which holds every route a form
 * or fetcher can post to: pages, their `.data` requests and resource routes alike.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = ({ request, url }) => {
  if (!isAllowedOrigin(request, url)) throw data({ code: crossSiteRequestCode }, { status: 403 });
};
