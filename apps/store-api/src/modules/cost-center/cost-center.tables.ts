import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { company } from '../account/account.tables.ts';

/**
 * A cost centre of a company: whom an order is charged to inside the customer's organisation, with
 * its external contacts and contracts (account-and-ordering.md §3).
 */
export const costCenter = pgTable(
  'cost_center',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    code: text().notNull(),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cost_center_company_code_unique').on(t.companyId, sql`lower(${t.code})`)],
);

/** A person outside the company who answers for orders charged to the cost centre. */
export const costCenterContact = pgTable(
  'cost_center_contact',
  {
    id: uuid().primaryKey(),
    costCenterId: uuid()
      .notNull()
      .references(() => costCenter.id, { onDelete: 'cascade' }),
    identifier: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
  },
  (t) => [
    uniqueIndex('cost_center_contact_identifier_unique').on(t.costCenterId, sql`lower(${t.identifier})`),
  ],
);

/** A contract the cost centre's orders may be placed under. */
export const costCenterContract = pgTable(
  'cost_center_contract',
  {
    id: uuid().primaryKey(),
    costCenterId: uuid()
      .notNull()
      .references(() => costCenter.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    description: text().notNull().default(''),
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
  },
  (t) => [uniqueIndex('cost_center_contract_number_unique').on(t.costCenterId, sql`lower(${t.number})`)],
);

/** What an order prints of its cost centre: a copy, so later changes leave the order as it was. */
export interface CostCenterSnapshot {
  code: string;
  name: string;
  contact: { identifier: string; name: string; email: string };
  contract: { number: string; description: string } | null;
}
