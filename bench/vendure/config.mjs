// The peer's configuration for the benchmark (bench/peer.bench.ts copies this folder next to its
// installation): the Shop API and the Admin API on loopback, PostgreSQL, and the search plugin a
// collection page needs; no admin UI, asset server or mails, which a listing does not use.
import { DefaultLogger, DefaultSearchPlugin, LogLevel } from '@vendure/core';

/** `synchronize` creates the tables: the import does, the server does not. */
export function vendureConfig({ synchronize }) {
  return {
    apiOptions: {
      hostname: '127.0.0.1',
      port: Number(process.env.VENDURE_PORT),
      shopApiPath: 'shop-api',
      adminApiPath: 'admin-api',
    },
    authOptions: {
      tokenMethod: ['bearer', 'cookie'],
      cookieOptions: { secret: process.env.VENDURE_COOKIE_SECRET },
      superadminCredentials: { identifier: 'superadmin', password: process.env.VENDURE_COOKIE_SECRET },
    },
    dbConnectionOptions: {
      type: 'postgres',
      url: process.env.VENDURE_DATABASE_URL,
      synchronize,
      logging: false,
    },
    paymentOptions: { paymentMethodHandlers: [] },
    plugins: [DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: false })],
    logger: new DefaultLogger({ level: LogLevel.Warn }),
  };
}
