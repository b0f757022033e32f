import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { company } from '../account/company.tables.ts';
import { customer } from '../account/customer.tables.ts';

/**
 * An order reference of a company (a project, a site, a purchase order number): a name buyers put
 * on their orders, optionally with one budget per period shared by all its orders and approvers
 * from an amount on (account-and-ordering.md §3, DESIGN.md §4).
 */
export const orderReference = pgTable(
  'order_reference',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    /** daily, weekly, monthly, yearly or custom (packages/domain budget-periods.ts). */
    period: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    /** Last day of a custom period. */
    endDate: date({ mode: 'string' }),
    /** renewable or transferable. */
    mode: text().notNull(),
    /** The budget of all the reference's orders per period; null: the reference has no budget. */
    budgetAmount: numeric({ precision: 14, scale: 4 }),
    /** What an order over the budget does: `approval` (waits for an approver) or `block`. */
    overBudget: text().notNull().default('approval'),
    /** Orders at or above this total need one of the reference's approvers; null: none does. */
    approveFrom: numeric({ precision: 14, scale: 4 }),
    createdBy: uuid().references(() => customer.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_reference_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

/** The users of the company who approve the reference's orders. */
export const orderReferenceApprover = pgTable(
  'order_reference_approver',
  {
    referenceId: uuid()
      .notNull()
      .references(() => orderReference.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customer.id),
  },
  (t) => [primaryKey({ columns: [t.referenceId, t.customerId] })],
);

/** The users who may order under the reference; a reference without users is open to all. */
export const orderReferenceUser = pgTable(
  'order_reference_user',
  {
    referenceId: uuid()
      .notNull()
      .references(() => orderReference.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customer.id),
  },
  (t) => [
    primaryKey({ columns: [t.referenceId, t.customerId] }),
    index('order_reference_user_customer_idx').on(t.customerId),
  ],
);
