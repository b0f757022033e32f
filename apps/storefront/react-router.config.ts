import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  future: { v8_middleware: true },
  // Every route is known from the first load: a fetcher revalidated before a lazily discovered
  // route arrives (the quick search after adding to the cart) would match the catch-all page.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
