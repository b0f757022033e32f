import { resolve } from 'node:path';
import { demoAccessKey } from '@tradeshop/api-client';
import {
  defaultFeatureFlags,
  demoFeatureFlags,
  parseDeliverySettings,
  parseFeatureFlags,
} from '@tradeshop/domain';
import { defaultSessionLifetime, defaultStaffSessionLimits } from '../platform/context.ts';

/** The European Commission's VIES REST API. */
export const officialViesUrl = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** Settings read from the environment, with the defaults a fresh clone runs with. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  // From the repository's root, as `npm start` reads it, whichever folder a command runs in.
  const dataDir = resolve(import.meta.dirname, '../../../..', env.DATA_DIR || 'data');
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
    /** Where `npm run backup` writes, unless told another file. */
    backupDir: resolve(dataDir, 'backups'),
    mediaDir: resolve(dataDir, 'media'),
    port: Number(env.API_PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    /** The sales channel's key; a demo start falls back to the README's, a production start has none. */
    accessKey: env.STORE_API_ACCESS_KEY || (production ? '' : demoAccessKey),
    demoProducts: Number(env.DEMO_PRODUCTS ?? 3000),
    /** Unset: the specification's configuration, and for a demo start its delivery and restock times too. */
    featureFlags: parseFeatureFlags(env.FEATURE_FLAGS, production ? defaultFeatureFlags : demoFeatureFlags),
    /** The order cut-off per warehouse, e.g. `ANT=16:00,MEL=16:00,LIE=15:00,default=15:00`; a wrong entry stops the start. */
    delivery: parseDeliverySettings(env.DELIVERY_CUT_OFFS),
    /** Signs the staff's login-as-customer tokens; without it a key file in the data directory does. */
    loginAsCustomerSecret: env.LOGIN_AS_CUSTOMER_SECRET || undefined,
    signingKeyFile: resolve(dataDir, 'login-as-customer.key'),
    /** Lets a scraper from elsewhere read /metrics with `Authorization: Bearer <token>`; unset, only this machine. */
    metricsToken: env.METRICS_TOKEN || undefined,
    /** Where placed and cancelled orders are posted for the ERP; without it the ERP pulls them. */
    erpWebhook: env.ERP_WEBHOOK_URL
      ? { url: env.ERP_WEBHOOK_URL, secret: env.ERP_WEBHOOK_SECRET ?? '' }
      : undefined,
    /**
     * Seconds between two statuses of an order the built-in ERP works off; 0 leaves the orders to
     * the ERP that pulls them. The demo's ERP is the built-in one; a production shop has its own.
     */
    builtInErpStepSeconds: Number(env.BUILTIN_ERP_STEP_SECONDS ?? (production ? 0 : 60)),
    /** A customer's session ends after this many hours without a request, any session after this many days. */
    sessions: {
      idleHours: Number(env.SESSION_IDLE_HOURS || defaultSessionLifetime.idleHours),
      maxDays: Number(env.SESSION_MAX_DAYS || defaultSessionLifetime.maxDays),
    },
    /** The audit log's entries are kept this many days (two years unless set). */
    auditKeepDays: env.AUDIT_KEEP_DAYS ? Number(env.AUDIT_KEEP_DAYS) : undefined,
    /** A staff session ends after this many minutes without a request, any after this many hours. */
    staffSessions: {
      ...defaultStaffSessionLimits,
      idleSeconds: 60 * Number(env.STAFF_SESSION_IDLE_MINUTES || defaultStaffSessionLimits.idleSeconds / 60),
      maxSeconds: 3600 * Number(env.STAFF_SESSION_MAX_HOURS || defaultStaffSessionLimits.maxSeconds / 3600),
    },
    /**
     * The scrypt N of new password hashes in a test run (the end-to-end shop, which logs in hundreds
     * of times); unset, the production cost. A production start refuses it (`scryptNProblem`).
     */
    scryptNForTests: env.SCRYPT_N_FOR_TESTS ? Number(env.SCRYPT_N_FOR_TESTS) : undefined,
    vies: {
      /**
       * The VIES REST API (VIES_URL); unset, the European Commission's in production and, for a demo
       * start, a stand-in this process serves itself.
       */
      url: env.VIES_URL || (production ? officialViesUrl : undefined),
      /** The distributor's VAT number VIES is asked with (SELLER_VAT_NUMBER); unset, the firm's on its documents. */
      requesterVatNumber: env.SELLER_VAT_NUMBER || undefined,
      /** Numbers of companies abroad are asked again after this many days (VIES_RECHECK_DAYS). */
      recheckDays: Number(env.VIES_RECHECK_DAYS || 30),
      timeoutMs: Number(env.VIES_TIMEOUT_MS || 8000),
    },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      outboxDir: resolve(dataDir, 'outbox'),
      from: env.MAIL_FROM ?? 'Trade Shop <shop@tradeshop.example>',
      serviceAddress: env.MAIL_SERVICE_TO || undefined,
    },
  };
}
export type Config = ReturnType<typeof readConfig>;

/** Keys shorter than this are guessable; the demo key and Shopware's own keys have 26 characters and more. */
const minimumAccessKeyLength = 20;

/** Why a production start must not serve with this access key, or null when it may. */
export function accessKeyProblem(config: Pick<Config, 'production' | 'accessKey'>): string | null {
  if (!config.production) return null;
  if (config.accessKey === '')
    return 'STORE_API_ACCESS_KEY is not set: a production shop needs a key of its own.';
  if (config.accessKey === demoAccessKey) {
    return 'STORE_API_ACCESS_KEY is the demo key of the README, which everybody knows: choose a key of your own.';
  }
  if (config.accessKey.length < minimumAccessKeyLength || !/^[\x21-\x7e]+$/.test(config.accessKey)) {
    return `STORE_API_ACCESS_KEY must be at least ${minimumAccessKeyLength} printable characters without spaces.`;
  }
  return null;
}

/** Why this start must not take SCRYPT_N_FOR_TESTS, or null when it may (or it is not set). */
export function scryptNProblem(config: Pick<Config, 'production' | 'scryptNForTests'>): string | null {
  const n = config.scryptNForTests;
  if (n === undefined) return null;
  if (config.production)
    return 'SCRYPT_N_FOR_TESTS lowers the password cost for test runs: a production start refuses it.';
  const powerOfTwo = Number.isSafeInteger(n) && n > 0 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n < 1024 || n > 2 ** 17)
    return 'SCRYPT_N_FOR_TESTS takes a power of two from 1024 to 131072.';
  return null;
}
