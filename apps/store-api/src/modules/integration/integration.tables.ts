import type { ImportRefusedRow, IntegrationImportStatus } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A system that may use the integration API (the distributor's ERP, a middleware): created by a
 * command or in the back-office, which shows its secret once; only a hash of the secret is kept.
 * Revoking ends it and its tokens at once.
 */
export const integrationClient = pgTable('integration_client', {
  id: text().primaryKey(),
  name: text().notNull(),
  secretHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp({ withTimezone: true }),
  /** The last token issued or call made, to the minute: written at most once a minute. */
  lastUsedAt: timestamp({ withTimezone: true }),
});

/** An access token issued to a client by the OAuth2 client-credentials grant, kept as a hash. */
export const integrationToken = pgTable(
  'integration_token',
  {
    tokenHash: text().primaryKey(),
    clientId: text()
      .notNull()
      .references(() => integrationClient.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('integration_token_client_idx').on(t.clientId)],
);

/**
 * The ERP's webhook as staff set it, one row at most; without it ERP_WEBHOOK_URL/SECRET apply. The
 * secrets are kept as they are, since signing needs them. After a rotation the previous secret
 * still signs beside the new one until `previous_secret_until`.
 */
export const integrationWebhook = pgTable(
  'integration_webhook',
  {
    id: integer().primaryKey().default(1),
    url: text().notNull(),
    secret: text().notNull(),
    previousSecret: text(),
    previousSecretUntil: timestamp({ withTimezone: true }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('integration_webhook_single_row', sql`${t.id} = 1`)],
);

/**
 * An import the ERP sent (through the integration API, or as a dropped file), applied or refused,
 * with the refused rows (the first ones only): the back-office lists the latest. A catalogue file
 * is imported after its upload is answered: its import is `running` until it ends, its process
 * beating `heartbeatAt` meanwhile.
 */
export const integrationImport = pgTable(
  'integration_import',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The client that sent it; null for a dropped file (or a client deleted since). */
    clientId: text().references(() => integrationClient.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    /** The file's name for a dropped file. */
    fileName: text(),
    received: integer().notNull(),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    refused: integer().notNull().default(0),
    refusedRows: jsonb().$type<ImportRefusedRow[]>().notNull().default([]),
    status: text().$type<IntegrationImportStatus>().notNull().default('applied'),
    /** Why a file was refused whole or the import failed. */
    problem: text(),
    finishedAt: timestamp({ withTimezone: true }),
    heartbeatAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('integration_import_status', sql`${t.status} in ('running', 'applied', 'refused', 'failed')`),
  ],
);
