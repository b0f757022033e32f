import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customer } from '../customer/customer.tables.ts';

/**
 * Tokens with which a staff member of the distributor opens a customer's session. Each is issued
 * from the command line, works once and briefly; the row records who asked, why, and its use.
 */
export const loginAsCustomerToken = pgTable(
  'login_as_customer_token',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    staffName: text().notNull(),
    reason: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** The address the session was opened from, as the Store API saw it. */
    usedFromAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_as_customer_token_customer_idx').on(t.customerId)],
);

/** Keys the Store API signs with, created on first use and shared by every process of the shop. */
export const signingKey = pgTable('signing_key', {
  name: text().primaryKey(),
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
