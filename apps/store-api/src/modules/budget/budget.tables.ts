import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { company, customer } from '../account/account.tables.ts';

/**
 * `flow`: a budget per user per period, for the users put under it. `reference`: a name buyers put on
 * their orders, optionally with one budget per period shared by all its orders.
 */
export type BudgetKindName = 'flow' | 'reference';

/**
 * An order flow or an order reference of a company (account-and-ordering.md §3, DESIGN.md §4,
 * decision 0048): a budget per period, and who approves orders from an amount on.
 */
export const orderBudget = pgTable(
  'order_budget',
  {
    id: uuid().primaryKey(),
    kind: text().$type<BudgetKindName>().notNull(),
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
    /** The budget per period (a flow's per user, a reference's for all its orders); null: none. */
    budgetAmount: numeric({ precision: 14, scale: 4 }),
    /** What an order over the budget does: `approval` (waits for an approver) or `block`. */
    overBudget: text().notNull().default('approval'),
    /** Orders at or above this total need one of the approvers; null: none does. */
    approveFrom: numeric({ precision: 14, scale: 4 }),
    createdBy: uuid().references(() => customer.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A flow and a reference may share a name: buyers never choose between the two.
    uniqueIndex('order_budget_company_kind_name_unique').on(t.companyId, t.kind, sql`lower(${t.name})`),
    // What the users' links name, so that their kind is always their flow's or reference's.
    unique('order_budget_id_kind_unique').on(t.id, t.kind),
    check('order_budget_kind_check', sql`${t.kind} in ('flow', 'reference')`),
    check('order_budget_flow_amount_check', sql`${t.kind} <> 'flow' or ${t.budgetAmount} is not null`),
  ],
);

/** The users of the company who approve the orders of a flow or reference. */
export const orderBudgetApprover = pgTable(
  'order_budget_approver',
  {
    budgetId: uuid()
      .notNull()
      .references(() => orderBudget.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customer.id),
  },
  (t) => [primaryKey({ columns: [t.budgetId, t.customerId] })],
);

/**
 * The users of a flow (who order under it: one flow at most per user) or of a reference (who may
 * order under it; a reference without users is open to all).
 */
export const orderBudgetUser = pgTable(
  'order_budget_user',
  {
    budgetId: uuid().notNull(),
    /** Its flow's or reference's kind, repeated so that the database keeps a user under one flow at most. */
    kind: text().$type<BudgetKindName>().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customer.id),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.budgetId, t.customerId] }),
    foreignKey({
      name: 'order_budget_user_budget_kind_fk',
      columns: [t.budgetId, t.kind],
      foreignColumns: [orderBudget.id, orderBudget.kind],
    }).onDelete('cascade'),
    uniqueIndex('order_budget_user_one_flow').on(t.customerId).where(sql`${t.kind} = 'flow'`),
    index('order_budget_user_customer_idx').on(t.customerId),
  ],
);
