import { randomBytes } from 'node:crypto';

/** W3C Trace Context: `00-<trace id, 32 hex>-<parent span id, 16 hex>-<flags, 2 hex>`. */
const traceparentPattern = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;
const zeroTrace = '0'.repeat(32);

/**
 * The id of a request, the same on both servers and in the caller's logs: the trace id of the
 * caller's `traceparent`, else its `x-request-id` when that names one (32 hex digits, or a UUID as
 * reverse proxies make them), else a new one. Anything else a caller sends is not taken.
 */
export function requestIdOf(traceparent: unknown, requestId: unknown): string {
  const trace =
    typeof traceparent === 'string' ? traceparentPattern.exec(traceparent.trim())?.[1] : undefined;
  if (trace && trace !== zeroTrace) return trace;
  const named = typeof requestId === 'string' ? requestId.trim().replaceAll('-', '').toLowerCase() : '';
  if (/^[0-9a-f]{32}$/.test(named) && named !== zeroTrace) return named;
  return randomBytes(16).toString('hex');
}
