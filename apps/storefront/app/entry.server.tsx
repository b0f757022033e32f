import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { CoalescedStream } from './lib/coalesced-stream.server';
import { CspNonceContext } from './lib/csp-nonce';
import { handedOver } from './lib/server-handover.server';

// For server.mjs: the one list of security headers, the body limits, the headers it hands over
// with each request, the request ids, the log and the metrics.
export { metricsTokenProblem, requestIdOf } from '@tradeshop/observability';
export { storefrontPageCache } from './lib/page-cache.server';
export { bodyLimitOf, bodyWithin } from './lib/request-body.server';
export { requestSecurityHeaders } from './lib/security-headers.server';
export { handoverHeaders, trustHandoverHeaders } from './lib/server-handover.server';
export { inRequestScope, storeApiTiming, storefrontLogger } from './lib/storefront-log.server';
export { storefrontMetrics } from './lib/storefront-metrics.server';
export { traceStoreApiCalls } from './lib/storefront-tracing.server';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, with the request's Content-Security-Policy nonce on every inline script:
 * React's, React Router's and the shop's own (through CspNonceContext).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = handedOver(request, 'cspNonce') ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and the page cache get the whole page at once: an error in any part is known before it goes.
    const whole = (userAgent && isbot(userAgent)) || handedOver(request, 'wholePage') !== null;
    const readyOption = whole ? 'onAllReady' : 'onShellReady';
    // Leaves time to flush the rejected boundaries after streamTimeout.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new CoalescedStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell itself are logged where the rejection is handled.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
