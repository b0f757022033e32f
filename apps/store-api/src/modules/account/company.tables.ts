import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customer } from './customer.tables.ts';

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
