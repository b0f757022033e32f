import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { company, customer } from '../account/account.tables.ts';

/**
 * A user's newsletter subscription, one per user: pending until its confirmation link is followed
 * (double opt-in), then active until it is ended.
 */
export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .notNull()
      .unique()
      .references(() => customer.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    /** nl, fr or en */
    language: text().notNull(),
    topics: text().array().notNull(),
    /** pending, active or unsubscribed */
    status: text().notNull(),
    /** The storefront domain in the subscription's language, which the mailed links lead to. */
    storefrontUrl: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who asked for it last: the user, or a colleague who manages newsletters. */
    requestedBy: uuid().references(() => customer.id, { onDelete: 'set null' }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('newsletter_subscription_company_idx').on(t.companyId)],
);

/**
 * The links of newsletter mails: a confirmation link, or the unsubscribe link of one mail. Only the
 * SHA-256 of the token is kept; a link works once and until it expires.
 */
export const newsletterToken = pgTable(
  'newsletter_token',
  {
    tokenHash: text().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => newsletterSubscription.id, { onDelete: 'cascade' }),
    /** confirm or unsubscribe */
    purpose: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_token_subscription_idx').on(t.subscriptionId)],
);
