import { isLoopbackAddress, isLoopbackHost, proxyHeaderNames } from '@tradeshop/domain';

/**
 * Whether a request came straight from this machine: its TCP peer is loopback, it names this machine
 * as its host, and no proxy passed it on (a reverse proxy on the same machine connects from loopback
 * too, but names the shopper or the site's own host).
 */
export function isDirectLocalRequest(peerAddress: string | null, headers: Headers): boolean {
  return (
    isLoopbackAddress(peerAddress) &&
    isLoopbackHost(headers.get('host')) &&
    ![...proxyHeaderNames, 'x-forwarded-for'].some((name) => headers.has(name))
  );
}
