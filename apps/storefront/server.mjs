#!/usr/bin/env node
// Serves the built storefront, as react-router-serve would, and also:
// - puts the security headers on every answer (pages, data requests, resource routes, static files);
// - reads a request's body only up to the limit of its path (forms 1 MB, CSV uploads their maximum),
//   counting a chunked body as it arrives; a larger one is not kept and answered 413;
// - hands the app what only this server knows about a request: the shopper's address (the socket's,
//   or with TRUST_PROXY=1 the one the proxy in front reports), which the app forwards to the Store API
//   so that failed logins are throttled per shopper; the socket's own peer address; and the nonce of
//   the request's Content-Security-Policy;
// - gives every request an id (the caller's W3C traceparent or x-request-id, or a new one), answers
//   it in x-request-id, hands it to the app for its Store API calls, and logs the request under it,
//   as well as the warnings and errors written while answering it;
// - counts every request with its duration by route, and answers /metrics to this machine (or to a
//   scraper with METRICS_TOKEN);
// - when the OpenTelemetry environment names an OTLP endpoint, exports a span per request (in the
//   trace of its id, named by route) and one per Store API call under it.
import './production-react.mjs';
import { writeReadableStreamToWritable } from '@react-router/node';
import { startTracing } from '@tradeshop/observability/tracing';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from 'react-router';

// Before the app loads; without OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) nothing is loaded.
const tracing = await startTracing('tradeshop-storefront');
const build = await import('./build/server/index.js');
// The header list and the handover headers live in the app (app/lib), exported by its server entry.
const {
  bodyLimitOf,
  bodyWithin,
  handoverHeaders,
  inRequestScope,
  metricsTokenProblem,
  requestIdOf,
  requestSecurityHeaders,
  storefrontLogger,
  storefrontMetrics,
  storefrontPageCache,
  storeApiTiming,
  traceStoreApiCalls,
  trustHandoverHeaders,
} = build.entry.module;
// The handover headers are set below for every request, overwriting whatever the browser sent; the
// app reads them only after this call, so under another server they are ignored.
trustHandoverHeaders();
traceStoreApiCalls(tracing);

const tokenProblem = metricsTokenProblem(process.env.METRICS_TOKEN || undefined);
if (tokenProblem) {
  console.error(`Not starting: ${tokenProblem}`);
  process.exit(1);
}
const metrics = storefrontMetrics(build.routes, process.env.METRICS_TOKEN || undefined);
const log = storefrontLogger();

const app = express();
app.disable('x-powered-by');
app.use((request, response, next) => {
  const start = process.hrtime.bigint();
  const requestId = requestIdOf(request.get('traceparent'), request.get('x-request-id'));
  request.headers[handoverHeaders.requestId] = requestId;
  response.set('x-request-id', requestId);
  const span = tracing?.requestSpan({
    requestId,
    traceparent: request.get('traceparent'),
    method: request.method,
  });
  response.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    // The app's handler names the route it answered; anything before it was a file of the build.
    const route = response.locals.route ?? 'static';
    metrics.observe(request.method, route, response.statusCode, seconds);
    span?.end(route, response.statusCode);
    log.info(
      {
        requestId,
        method: request.method,
        route,
        status: response.statusCode,
        pageCache: response.locals.pageCache,
        ms: Math.round(seconds * 10_000) / 10,
      },
      'request',
    );
  });
  inRequestScope(requestId, span ? () => span.run(next) : next);
});
app.set('trust proxy', process.env.TRUST_PROXY === '1' ? 1 : false);
app.use((request, response, next) => {
  // request.secure follows TRUST_PROXY: behind a proxy it is the scheme the proxy reports.
  const { nonce, headers } = requestSecurityHeaders({ https: request.secure, path: request.path });
  response.set(headers);
  request.headers[handoverHeaders.cspNonce] = nonce;
  request.headers[handoverHeaders.peerAddress] = request.socket.remoteAddress ?? '';
  // IPv4 shoppers reach a dual-stack socket as ::ffff:a.b.c.d; the plain form is kept.
  request.headers[handoverHeaders.clientAddress] = (request.ip ?? '').replace(/^::ffff:/, '');
  next();
});
app.use(compression());
app.get('/metrics', async (request, response, next) => {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    if (!metrics.mayRead(request.socket.remoteAddress ?? null, headers)) return next();
    response.locals.route = 'metrics';
    response
      .type(metrics.contentType)
      .set('cache-control', 'no-store')
      .send(await metrics.exposition());
  } catch (error) {
    next(error);
  }
});
// Hashed file names never change content: no validators, the cache keeps them for a year.
app.use(
  '/assets',
  express.static('build/client/assets', {
    immutable: true,
    maxAge: '1y',
    etag: false,
    lastModified: false,
    acceptRanges: false,
  }),
);
// The build's other files (icons, manifest, service worker) all have an extension: pages are not looked for.
const buildFiles = express.static('build/client', { maxAge: '1h' });
app.use((request, response, next) =>
  request.path.includes('.') ? buildFiles(request, response, next) : next(),
);

const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
const pageCache = storefrontPageCache();

/** The shop's own origin as the browser sees it: behind TRUST_PROXY, the proxy's host and scheme. */
function originOf(request) {
  const [, forwardedPort] = request.app.enabled('trust proxy')
    ? (request.get('X-Forwarded-Host')?.split(':') ?? [])
    : [];
  const [, hostPort] = request.get('host')?.split(':') ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value, 10))
    .find(Number.isSafeInteger);
  const hostname = (request.hostname ?? '').split(/[\\/?#@]/)[0] || 'localhost';
  return `${request.protocol}://${hostname}${port ? `:${port}` : ''}`;
}

/** The Fetch request of an Express request, as @react-router/express builds it, with the body read. */
function fetchRequestOf(request, response, body) {
  const url = new URL(`${originOf(request)}${request.originalUrl}`);
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headers)) {
    if (name === 'content-length' || name === 'transfer-encoding' || values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal, body });
}

/** How long the rest of a refused body is read and dropped once its 413 has gone out. */
const lingerMilliseconds = 2_000;

/**
 * Closing a socket whose client is still sending makes the kernel reset the connection, and the
 * client may lose the 413 before reading it. So, as web servers do, the rest of a refused body is
 * read and dropped (never kept) for a short while after the answer; then the connection is cut.
 */
function lingerAfterAnswer(request, response) {
  response.once('finish', () => {
    if (request.complete) return;
    const cut = setTimeout(() => request.socket.destroy(), lingerMilliseconds);
    request.once('end', () => clearTimeout(cut)).once('close', () => clearTimeout(cut));
    request.resume();
  });
}

app.all('*', async (request, response, next) => {
  response.locals.route = metrics.routeOf(request.path);
  try {
    // A Host that names no host (`a%ff`, a port above 65535) makes no URL: nothing to serve.
    if (!URL.canParse(originOf(request))) {
      response.status(400).type('text/plain').send('Bad Request: the Host header names no host.');
      return;
    }
    let body;
    delete request.headers[handoverHeaders.bodyTooLarge];
    delete request.headers[handoverHeaders.wholePage];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const limit = bodyLimitOf(new URL(request.originalUrl, 'http://storefront'));
      const declared = request.headers['content-length'];
      const read = await bodyWithin(request, limit, declared === undefined ? null : Number(declared));
      if (read === 'tooLarge') {
        request.headers[handoverHeaders.bodyTooLarge] = String(limit);
        lingerAfterAnswer(request, response);
      } else {
        body = read;
        // A body without content and type (a bare POST) is an empty form, which every action reads.
        if (read.length === 0 && !request.headers['content-type']) {
          request.headers['content-type'] = 'application/x-www-form-urlencoded';
        }
      }
    }
    const ownNonce = request.headers[handoverHeaders.cspNonce];
    const pageRequest = {
      method: request.method,
      url: new URL(`${originOf(request)}${request.originalUrl}`),
      headers: { get: (name) => request.get(name) ?? null },
    };
    const page = await pageCache.answer(pageRequest, ownNonce, response.locals.route, (whole) => {
      if (whole) request.headers[handoverHeaders.wholePage] = '1';
      return handleRequest(fetchRequestOf(request, response, body));
    });
    response.locals.pageCache = page.outcome;
    if (response.destroyed || response.writableEnded) return void (await page.response?.body?.cancel());
    // A kept page's scripts carry the nonce it was rendered with: its policy names that one.
    if (page.nonce !== ownNonce)
      response.set(
        requestSecurityHeaders({ https: request.secure, path: request.path, nonce: page.nonce }).headers,
      );
    // The Store API calls made before the headers go (all of them for a page sent whole).
    response.set('server-timing', storeApiTiming());
    if (page.outcome !== 'bypass') {
      response.status(page.status).set(page.headers).end(page.body);
      return;
    }
    const answer = page.response;
    response.statusMessage = answer.statusText;
    response.status(answer.status);
    for (const [name, value] of answer.headers.entries()) response.append(name, value);
    if (answer.body) await writeReadableStreamToWritable(answer.body, response);
    else response.end();
  } catch (error) {
    next(error);
  }
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, process.env.HOST, () => console.log(`Storefront on http://localhost:${port}`));

// The spans of the last requests go out before the process ends.
if (tracing) {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, async () => {
      await tracing.stop();
      process.exit(0);
    });
}
