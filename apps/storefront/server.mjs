#!/usr/bin/env node
// Serves the built storefront, as react-router-serve would, and also:
// - puts the security headers on every answer (pages, data requests, resource routes, static files);
// - hands the app what only this server knows about a request: the shopper's address (the socket's,
//   or with TRUST_PROXY=1 the one the proxy in front reports), which the app forwards to the Store API
//   so that failed logins are throttled per shopper; the socket's own peer address; and the nonce of
//   the request's Content-Security-Policy.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const build = await import('./build/server/index.js');
// The header list and the handover headers live in the app (app/lib), exported by its server entry.
const { handoverHeaders, requestSecurityHeaders, trustHandoverHeaders } = build.entry.module;
// The handover headers are set below for every request, overwriting whatever the browser sent; the
// app reads them only after this call, so under another server they are ignored.
trustHandoverHeaders();

const app = express();
app.disable('x-powered-by');
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
app.use(express.static('build/client', { maxAge: '1h' }));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, process.env.HOST, () => console.log(`Storefront on http://localhost:${port}`));
