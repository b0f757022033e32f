import { and, isNull, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { language } from '../sales-channel/sales-channel.tables.ts';
import { company, companyAddress } from './company.tables.ts';

/** A user of a company. */
export const customer = pgTable(
  'customer',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    username: text().notNull(),
    email: text().notNull(),
    /** mr or ms */
    salutation: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    mobile: text(),
    fax: text(),
    /** The user's function in the company, as they gave it at registration. */
    customerFunction: text(),
    languageId: uuid().references(() => language.id),
    active: boolean().notNull().default(true),
    leadBuyer: boolean().notNull().default(false),
    ociCustomer: boolean().notNull().default(false),
    defaultBillingAddressId: uuid().references(() => companyAddress.id, { onDelete: 'set null' }),
    defaultShippingAddressId: uuid().references(() => companyAddress.id, { onDelete: 'set null' }),
    /** scrypt, see password.ts; null until the user has set one. */
    passwordHash: text(),
    /** The next login must set a new password first. */
    forcedRecovery: boolean().notNull().default(false),
    doubleOptInRegistration: boolean().notNull().default(false),
    doubleOptInConfirmDate: timestamp({ withTimezone: true }),
    /** Cards or compact rows on listings and search, as the user last chose (see domain listingViews). */
    listingView: text().notNull().default('cards'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when a user manager deletes the user: the row stays for the orders and mails that name
     * it, the user can no longer log in and the username is free again.
     */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * Set when staff erased the person (decision 0056): the row stays for the orders that name it,
     * deleted, with an erased name, username and e-mail address, and nothing else of them.
     */
    erasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_username_unique').on(sql`lower(${t.username})`).where(sql`${t.deletedAt} is null`),
    index('customer_company_idx').on(t.companyId),
  ],
);

/** The 24 rights of a user, one row per code. */
export const customerRight = pgTable(
  'customer_right',
  {
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.code] })],
);

/** Failed logins per username, client address and their pair in the current window, for throttling. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    /** `pair:<lower-case name>|<address>`, `address:<address>` or `username:<lower-case name>` */
    key: text().primaryKey(),
    failures: integer().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempt_window_idx').on(t.windowStart)],
);

/** Password recovery links: only the SHA-256 of the token is kept; a link works once, until it expires. */
export const customerRecovery = pgTable(
  'customer_recovery',
  {
    tokenHash: text().primaryKey(),
    customerId: uuid()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_recovery_customer_idx').on(t.customerId)],
);

/** The live (not deleted) user of this username, compared case-insensitively. */
export const liveUsername = (username: string) =>
  and(sql`lower(${customer.username}) = ${username.toLowerCase()}`, isNull(customer.deletedAt));
