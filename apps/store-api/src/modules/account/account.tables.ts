import { and, isNull, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { language } from '../sales-channel/sales-channel.tables.ts';

// The companies, their addresses and their users in one file: they refer to each other (a user's
// default addresses, the user who made an address).

/** Numbers of companies that register in the shop; the ERP's own customers keep theirs. */
export const companyNumberSequence = pgSequence('company_number_seq', {
  startWith: 200001,
  maxValue: 999999,
});

/** A customer of the distributor: every shop user belongs to one. */
export const company = pgTable(
  'company',
  {
    id: uuid().primaryKey(),
    /** The six-digit company number users register under. */
    number: text().notNull().unique(),
    /** Customer number in the ERP. */
    clientNumber: text().unique(),
    name: text().notNull(),
    vatNumber: text().unique(),
    active: boolean().notNull().default(true),
    /** Why the distributor's staff blocked the company; null when active or blocked by the ERP. */
    blockReason: text(),
    billingAddressId: uuid(),
    creditLimit: numeric({ precision: 14, scale: 2 }),
    minimumOrderValue: numeric({ precision: 14, scale: 2 }),
    /** Added to an order below the minimum order value. */
    minimumOrderSurcharge: numeric({ precision: 14, scale: 2 }),
    /** Where invoices are mailed as PDF, when not to the ordering user. */
    invoiceEmail: text(),
    /** One of `industries` of the domain package. */
    industry: text(),
    /** The branch office the company prefers (`branchCodes`). */
    preferredBranch: text(),
    /** Set when the company registered in the shop, rather than being imported from the ERP. */
    registeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back-office finds companies by any part of their name, by the start of their numbers, and
    // lists them by name.
    index('company_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('company_name_number_idx').on(t.name, t.number),
    index('company_number_prefix_idx').on(t.number.op('text_pattern_ops')),
    index('company_client_number_prefix_idx').on(t.clientNumber.op('text_pattern_ops')),
    index('company_vat_number_prefix_idx').on(t.vatNumber.op('text_pattern_ops')),
  ],
);

export const companyAddress = pgTable(
  'company_address',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text(),
    street: text().notNull(),
    houseNumber: text().notNull(),
    box: text(),
    zipcode: text().notNull(),
    city: text().notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull(),
    /** The extended address book's fields (EXTEND_ADDRESS_BOOK): who and where to deliver to. */
    department: text(),
    contactPerson: text(),
    phone: text(),
    deliveryInstructions: text(),
    /** The ERP's own key of an address it sent; null for one made in the shop. */
    erpKey: text(),
    /** The user who made it in the shop's address book: it is part of their personal data. */
    createdBy: uuid().references((): AnyPgColumn => customer.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_address_company_idx').on(t.companyId),
    // The back-office finds companies by the start of their city.
    index('company_address_city_prefix_idx').using('btree', sql`lower(${t.city}) text_pattern_ops`),
    uniqueIndex('company_address_erp_key_unique').on(t.companyId, t.erpKey),
  ],
);

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
