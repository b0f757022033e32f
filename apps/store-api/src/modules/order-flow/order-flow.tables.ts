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
 * An order flow of a company: a budget per user per period and who approves orders from an amount
 * on (account-and-ordering.md §3, DESIGN.md §4).
 */
export const orderFlow = pgTable(
  'order_flow',
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
    budgetAmount: numeric({ precision: 14, scale: 4 }).notNull(),
    /** What an order over the budget does: `approval` (waits for an approver) or `block`. */
    overBudget: text().notNull().default('approval'),
    /** Orders at or above this total need an approver; null: none does. */
    approveFrom: numeric({ precision: 14, scale: 4 }),
    createdBy: uuid().references(() => customer.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_flow_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

/** The users of the company who approve the flow's orders. */
export const orderFlowApprover = pgTable(
  'order_flow_approver',
  {
    flowId: uuid()
      .notNull()
      .references(() => orderFlow.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customer.id),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.customerId] })],
);

/** The flow a user orders under: at most one per user. */
export const orderFlowUser = pgTable(
  'order_flow_user',
  {
    customerId: uuid()
      .primaryKey()
      .references(() => customer.id),
    flowId: uuid()
      .notNull()
      .references(() => orderFlow.id, { onDelete: 'cascade' }),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_flow_user_flow_idx').on(t.flowId)],
);
