/**
 * What the storefront's own server (server.mjs) tells the app about a request. It sets these headers on
 * every request, overwriting whatever the browser sent, and says so by calling `trustHandoverHeaders`
 * once at start. Under any other server they could come from the browser, so they count as absent.
 */
export const handoverHeaders = {
  /** The shopper's address: the socket's, or with TRUST_PROXY=1 the one the proxy in front reports. */
  clientAddress: 'x-storefront-client-address',
  /** The address of the socket's other end, whatever any forwarding header claims. */
  peerAddress: 'x-storefront-peer-address',
  /** The request's Content-Security-Policy nonce, for the inline scripts of a page. */
  cspNonce: 'x-storefront-csp-nonce',
  /** The request's id (a W3C trace id, the caller's or a new one): the Store API logs its calls under it. */
  requestId: 'x-storefront-request-id',
  /** Set when the body was larger than its path takes (the limit in bytes): it was not read. */
  bodyTooLarge: 'x-storefront-body-too-large',
  /** Set when the page is rendered for the page cache: it is sent whole, once every part is ready. */
  wholePage: 'x-storefront-whole-page',
} as const;

let trusted = false;

export function trustHandoverHeaders(): void {
  trusted = true;
}

/** A value server.mjs handed over, or null under another server. */
export function handedOver(request: Request, name: keyof typeof handoverHeaders): string | null {
  return (trusted && request.headers.get(handoverHeaders[name])?.trim()) || null;
}
