#!/usr/bin/env node
// Serves the built storefront, as react-router-serve would, and also hands the app the shopper's
// address (the socket's, or with TRUST_PROXY=1 the one the proxy in front reports), which the app
// forwards to the Store API so that failed logins are throttled per shopper.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

// The header is set here for every request, overwriting whatever the browser sent; the app reads
// it only when this server announces itself, so under another server it is ignored.
const clientAddressHeader = 'x-storefront-client-address';
process.env.STOREFRONT_CLIENT_ADDRESS_HEADER = clientAddressHeader;

const build = await import('./build/server/index.js');
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', process.env.TRUST_PROXY === '1' ? 1 : false);
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
app.use((request, _response, next) => {
  // IPv4 shoppers reach a dual-stack socket as ::ffff:a.b.c.d; the plain form is kept.
  request.headers[clientAddressHeader] = (request.ip ?? '').replace(/^::ffff:/, '');
  next();
});
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, process.env.HOST, () => console.log(`Storefront on http://localhost:${port}`));
