import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * Whether the request comes from this machine: its peer is loopback, and so is the client a trusted
 * proxy (the storefront) names in X-Forwarded-For. Development aids answer only these.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}
