import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customer } from './account.tables.ts';

/**
 * Double opt-in links of new registrations: only the SHA-256 of the token is kept; the account is
 * usable once its link has been followed.
 */
export const registrationConfirmation = pgTable(
  'registration_confirmation',
  {
    tokenHash: text().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** The storefront (domain with its language) the registration came from; the welcome mail links to it. */
    storefrontUrl: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_confirmation_customer_idx').on(t.customerId)],
);
