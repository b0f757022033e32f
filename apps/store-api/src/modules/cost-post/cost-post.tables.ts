import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { company } from '../account/account.tables.ts';

/**
 * A cost post: one of the company's own general-ledger accounts, which a buyer charges an order or
 * an order line to. Its code is unique in the company whatever its letter case; an inactive post
 * stays on the orders that used it but is no longer offered in checkout.
 */
export const costPost = pgTable(
  'cost_post',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    code: text().notNull(),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cost_post_company_code_unique').on(t.companyId, sql`lower(${t.code})`),
    index('cost_post_company_active_idx').on(t.companyId, t.active),
  ],
);

/** Whether the company's orders need a cost post on every line before checkout places them. */
export const costPostSetting = pgTable('cost_post_setting', {
  companyId: uuid()
    .primaryKey()
    .references(() => company.id),
  required: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A cost post as an order prints it: a copy, so renaming or deleting the post leaves the order as it was. */
export interface CostPostSnapshot {
  code: string;
  name: string;
}
