/**
 * Whether a request comes from the machine itself, for development aids (the mail outbox) that only
 * a developer at the machine may see. One rule for the Store API and the storefront.
 */

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return /^127(\.\d{1,3}){3}$/.test(plain) || plain === '::1';
}

/** A Host header naming this machine: localhost, a loopback address, with or without a port. */
export function isLoopbackHost(host: string | null | undefined): boolean {
  if (!host) return false;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || isLoopbackAddress(name);
}

/**
 * Headers by which a proxy says it passed a request on, whatever its peer address: a reverse proxy
 * on the same machine connects from loopback too. X-Forwarded-For is not among them: the Store API's
 * own caller, the storefront, names the shopper there (the Store API checks that address itself).
 */
export const proxyHeaderNames = ['forwarded', 'x-real-ip', 'x-forwarded-host'] as const;
