import { searchLocales } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { customType, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What listings filter and sort on, one row per product (variants included, so that their own
 * numbers are found). Rebuilt from the catalogue by the indexer.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid().primaryKey(),
    /** A small number of the row, by which the facet index (facet-index.ts) knows the product. */
    facetRow: integer().generatedAlwaysAsIdentity(),
    parentId: uuid(),
    productNumber: text().notNull(),
    /** Lower-cased article number, EAN and manufacturer number, for exact and fragment matching. */
    numbers: text().notNull(),
    manufacturerId: uuid(),
    listPrice: numeric({ precision: 14, scale: 4 }).notNull(),
    sales: integer().notNull(),
    optionIds: uuid().array().notNull(),
    /** Assigned categories (of the parent, for variants) and all their ancestors. */
    categoryIds: uuid().array().notNull(),
  },
  (t) => [
    index('product_search_numbers_idx').using('gin', sql`${t.numbers} gin_trgm_ops`),
    index('product_search_number_tokens_idx').using('gin', sql`string_to_array(${t.numbers}, ' ')`),
    index('product_search_categories_idx').using('gin', t.categoryIds),
    index('product_search_product_number_idx').on(t.productNumber),
  ],
);

/**
 * The words of listed products (parents and single products) per search locale. Rows are kept
 * narrow, because a frequent word matches tens of thousands of them and each match is a heap visit.
 */
export const productSearchText = pgTable(
  'product_search_text',
  {
    locale: text().notNull(),
    productId: uuid().notNull(),
    /** The product's `product_search.facet_row`. */
    facetRow: integer().notNull(),
    name: text().notNull(),
    sales: integer().notNull(),
    /** Name and brand (A), property values and category names (B) with positions; the description without. */
    document: tsvector().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    // One partial index per locale keeps each index a quarter of the size and its matches exact.
    ...searchLocales.map((locale) =>
      index(`product_search_text_${locale}_idx`)
        .using('gin', t.document)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
);
