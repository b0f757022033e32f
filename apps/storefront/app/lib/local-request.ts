/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopback(address: string | null): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return /^127(\.\d{1,3}){3}$/.test(plain) || plain === '::1';
}

/** Headers a proxy adds when it passes a request on. */
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether a request came straight from this machine: its TCP peer is loopback and no proxy passed it
 * on (a reverse proxy on the same machine connects from loopback too, but names the shopper).
 */
export function isDirectLocalRequest(peerAddress: string | null, headers: Headers): boolean {
  return isLoopback(peerAddress) && !forwardingHeaders.some((name) => headers.has(name));
}
