import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A system that may use the integration API (the distributor's ERP, a middleware): created by a
 * command, which shows its secret once; only a hash of the secret is kept. Revoking ends it and its
 * tokens at once.
 */
export const integrationClient = pgTable('integration_client', {
  id: text().primaryKey(),
  name: text().notNull(),
  secretHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp({ withTimezone: true }),
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
