import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customer } from '../account/account.tables.ts';
import { orderBudget } from '../budget/budget.tables.ts';
import { product } from '../catalog/catalog.tables.ts';
import { costCenterContact, costCenterContract } from '../cost-center/cost-center.tables.ts';

/**
 * A cart: a logged-in customer's (one, kept across sessions and devices) or a visitor's session's,
 * merged into the customer's cart at login.
 */
export const cart = pgTable(
  'cart',
  {
    id: uuid().primaryKey(),
    customerId: uuid()
      .unique()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** The visitor's session while nobody is logged in: its token's hash, as the context keeps it. */
    contextTokenHash: text().unique(),
    /** The order the cart last became, so that a repeated submit answers that order. */
    lastOrderId: uuid(),
    lastOrderAt: timestamp({ withTimezone: true }),
    /** The company's order reference chosen for the order (PUT /dexis/order-reference/cart/{id}). */
    orderReferenceId: uuid().references(() => orderBudget.id, { onDelete: 'set null' }),
    /** The external contact of a cost centre the order is charged to, and optionally a contract. */
    costCenterContactId: uuid().references(() => costCenterContact.id, { onDelete: 'set null' }),
    costCenterContractId: uuid().references(() => costCenterContract.id, { onDelete: 'set null' }),
    /** The session (its token's hash) that shows the cart for inspection only (a cXML inspect): it may not change it. */
    readOnlyFor: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_updated_idx').on(t.updatedAt)],
);

export const cartLineItem = pgTable(
  'cart_line_item',
  {
    id: uuid().primaryKey(),
    cartId: uuid()
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    quantityHundredths: integer().notNull(),
    remark: text(),
    position: integer().notNull(),
    /** The offer (and its line) whose price the line keeps while the offer is open and valid. */
    offerNumber: text(),
    offerPosition: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_line_item_product_unique').on(t.cartId, t.productId)],
);
