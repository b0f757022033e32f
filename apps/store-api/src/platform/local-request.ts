import { isLoopbackAddress, isLoopbackHost, proxyHeaderNames } from '@tradeshop/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Whether the request comes from this machine: its peer is loopback, and so is the client a trusted
 * proxy (the storefront) names in X-Forwarded-For; it names this machine as its host, and no other
 * proxy header says it was passed on. Development aids answer only these.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    isLoopbackHost(request.headers.host) &&
    !proxyHeaderNames.some((name) => name in request.headers)
  );
}
