import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { language, salesChannel } from '../sales-channel/sales-channel.tables.ts';

/**
 * A session of the Store API: issued on the first request and sent back in `sw-context-token`. The
 * row is kept under the token's SHA-256 (`tokenHash`), so that the table opens no session.
 */
export const contextToken = pgTable(
  'context_token',
  {
    tokenHash: text().primaryKey(),
    salesChannelId: uuid()
      .notNull()
      .references(() => salesChannel.id),
    languageId: uuid()
      .notNull()
      .references(() => language.id),
    customerId: uuid(),
    /**
     * The distributor's staff member who opened the customer's session with a login-as-customer
     * link: their name, and their id (null for a link of the command line). Such a session ends an
     * hour after it began.
     */
    actingStaffId: uuid(),
    actingStaffName: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The session ends this long after it began (a login begins a new one), however much it is used. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last request of the session, written at most every few minutes; a customer's ends when idle. */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('context_token_created_at_idx').on(t.createdAt),
    index('context_token_last_used_at_idx').on(t.lastUsedAt),
  ],
);
