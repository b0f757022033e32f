import { resolve } from 'node:path';
import { defaultFeatureFlags, demoFeatureFlags, parseFeatureFlags } from '@tradeshop/domain';

/** Settings read from the environment, with the defaults a fresh clone runs with. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolve(env.DATA_DIR ?? resolve(import.meta.dirname, '../../../../data'));
  const production = env.NODE_ENV === 'production';
  return {
    production,
    /** The demo companies and users with their known password: only outside production. */
    demoAccounts: !production,
    databaseUrl: env.DATABASE_URL || undefined,
    /** A read replica of DATABASE_URL that catalogue reads go to. */
    databaseReadUrl: (env.DATABASE_URL && env.DATABASE_READ_URL) || undefined,
    /** With it, the catalogue cache is shared through Redis instead of a PostgreSQL table. */
    redisUrl: env.REDIS_URL || undefined,
    dataDir: resolve(dataDir, 'pglite'),
    mediaDir: resolve(dataDir, 'media'),
    port: Number(env.API_PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    accessKey: env.STORE_API_ACCESS_KEY ?? 'SWSCTRADESHOPDEMOKEY0000001',
    demoProducts: Number(env.DEMO_PRODUCTS ?? 3000),
    /** Unset: the specification's configuration, and for a demo start its delivery and restock times too. */
    featureFlags: parseFeatureFlags(env.FEATURE_FLAGS, production ? defaultFeatureFlags : demoFeatureFlags),
    /** Signs the staff's login-as-customer tokens; without it a key file in the data directory does. */
    loginAsCustomerSecret: env.LOGIN_AS_CUSTOMER_SECRET || undefined,
    signingKeyFile: resolve(dataDir, 'login-as-customer.key'),
    /** Where placed and cancelled orders are posted for the ERP; without it the ERP pulls them. */
    erpWebhook: env.ERP_WEBHOOK_URL
      ? { url: env.ERP_WEBHOOK_URL, secret: env.ERP_WEBHOOK_SECRET ?? '' }
      : undefined,
    /**
     * Seconds between two statuses of an order the built-in ERP works off; 0 leaves the orders to
     * the ERP that pulls them. The demo's ERP is the built-in one; a production shop has its own.
     */
    builtInErpStepSeconds: Number(env.BUILTIN_ERP_STEP_SECONDS ?? (production ? 0 : 60)),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      outboxDir: resolve(dataDir, 'outbox'),
      from: env.MAIL_FROM ?? 'Trade Shop <shop@tradeshop.example>',
      serviceAddress: env.MAIL_SERVICE_TO || undefined,
    },
  };
}
export type Config = ReturnType<typeof readConfig>;
