import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { company, customer } from '../account/account.tables.ts';
import { product } from '../catalog/catalog.tables.ts';

/**
 * An order list (account-and-ordering.md §3): articles with quantities a buyer orders again and
 * again. Private to its creator (owner type `user`) or shared with the whole company (`company`).
 */
export const orderList = pgTable(
  'order_list',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    createdBy: uuid()
      .notNull()
      .references(() => customer.id),
    name: text().notNull(),
    /** user: only its creator sees it; company: every user of the company with the right. */
    ownerType: text().notNull().default('user'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_list_company_idx').on(t.companyId, t.ownerType),
    index('order_list_creator_idx').on(t.createdBy),
  ],
);

/** A line of an order list: one article once, with its quantity in hundredths. */
export const orderListItem = pgTable(
  'order_list_item',
  {
    id: uuid().primaryKey(),
    orderListId: uuid()
      .notNull()
      .references(() => orderList.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id),
    quantityHundredths: integer().notNull(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_list_item_list_product_unique').on(t.orderListId, t.productId),
    index('order_list_item_product_idx').on(t.productId),
    check('order_list_item_quantity_check', sql`${t.quantityHundredths} > 0`),
  ],
);
