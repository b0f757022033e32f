import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Every route is known from the first load: a fetcher revalidated before a lazily discovered
  // route arrives (the quick search after adding to the cart) would match the catch-all page.
  routeDiscovery: { mode: 'initial' },
  // The shop checks the origin of every state-changing request itself (app/lib/request-origin.ts):
  // stricter (a request without Origin and Referer is refused too), also for resource routes, with
  // the one list of exceptions, and refused with the 403 error page. React Router's own check would
  // answer a bare 400 before that, so it lets every origin through to it.
  allowedActionOrigins: ['**'],
} satisfies Config;
