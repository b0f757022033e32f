import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customer } from './account.tables.ts';

/**
 * Every session a staff member of the distributor opened for a customer: who, why, when, from where.
 * The id is the token's own id, so a token opens one session only.
 */
export const loginAsCustomerUse = pgTable(
  'login_as_customer_use',
  {
    tokenId: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    staffName: text().notNull(),
    /** The staff member's id; null for a link of the command line, which names the member only. */
    staffId: uuid(),
    reason: text().notNull(),
    /** The address the session was opened from, as the Store API saw it. */
    clientAddress: text(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_as_customer_use_customer_idx').on(t.customerId)],
);
