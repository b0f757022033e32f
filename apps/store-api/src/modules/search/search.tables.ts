import { sql } from 'drizzle-orm';
import { searchLocales } from '@tradeshop/domain';
import { customType, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index: one narrow row per product and search locale, rebuilt from the catalogue by
 * the indexer. Listing and search read only this table until the page of ids is known.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid().notNull(),
    /** nl, en, fr or de: picks the text search configuration and the partial indexes. */
    locale: text().notNull(),
    /** Variants are found by their numbers; listings and word searches show parents and single products. */
    parentId: uuid(),
    productNumber: text().notNull(),
    name: text().notNull(),
    /** Name and brand (weight A), properties (B), description (C). */
    document: tsvector().notNull(),
    /** Lower-cased article number, EAN and manufacturer number for fragment matching. */
    numbers: text().notNull(),
    manufacturerId: uuid(),
    listPrice: numeric({ precision: 14, scale: 4 }).notNull(),
    sales: integer().notNull(),
    optionIds: uuid().array().notNull(),
    /** Assigned categories and all their ancestors. */
    categoryIds: uuid().array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    index('product_search_numbers_idx').using('gin', sql`${t.numbers} gin_trgm_ops`),
    // One partial index per locale keeps each index a quarter of the size and its matches exact.
    ...searchLocales.flatMap((locale) => [
      index(`product_search_document_${locale}_idx`)
        .using('gin', t.document)
        .where(sql.raw(`locale = '${locale}'`)),
      index(`product_search_categories_${locale}_idx`)
        .using('gin', t.categoryIds)
        .where(sql.raw(`locale = '${locale}'`)),
    ]),
  ],
);
