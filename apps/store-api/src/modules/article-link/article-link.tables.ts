import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { company, customer } from '../account/account.tables.ts';
import { product } from '../catalog/catalog.tables.ts';

/**
 * An article link: the company's own article number for one of our articles
 * (account-and-ordering.md §3). Each article has at most one per company, and a customer number
 * names at most one article of the company, whatever its letter case.
 */
export const articleLink = pgTable(
  'article_link',
  {
    id: uuid().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    productId: uuid()
      .notNull()
      .references(() => product.id),
    customerSku: text().notNull(),
    createdBy: uuid().references(() => customer.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_link_company_product_unique').on(t.companyId, t.productId),
    uniqueIndex('article_link_company_sku_unique').on(t.companyId, sql`lower(${t.customerSku})`),
    // Prefix search of the company's own numbers (search, quick order).
    index('article_link_company_sku_prefix_idx').on(
      t.companyId,
      sql`lower(${t.customerSku}) text_pattern_ops`,
    ),
  ],
);
