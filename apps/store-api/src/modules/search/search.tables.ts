import { searchLocales } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns.ts';

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
    /**
     * The article's numeric characteristics, one entry per group in the three arrays: its group,
     * its lowest and its highest figure (the same for a number, the ends of a range).
     */
    measureGroupIds: uuid().array().notNull().default(sql`'{}'`),
    measureLows: doublePrecision().array().notNull().default(sql`'{}'`),
    measureHighs: doublePrecision().array().notNull().default(sql`'{}'`),
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
    // A bounded ranking reads its candidates by their rows, taken from the postings.
    index('product_search_text_row_idx').on(t.locale, t.facetRow),
    // One partial index per locale keeps each index a quarter of the size and its matches exact.
    ...searchLocales.map((locale) =>
      index(`product_search_text_${locale}_idx`)
        .using('gin', t.document)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
);

/**
 * Every word of the catalogue's texts (names, brands, property values, category names,
 * descriptions) per search locale, as the search reads it (`analyseWord`): its singular and, for a
 * compound, its head and other parts. Documents and queries meet on these lexemes; the typo
 * correction looks for the closest of these words.
 */
export const searchWord = pgTable(
  'search_word',
  {
    locale: text().notNull(),
    /** The word as the texts' tokens hold it: lower case, accents kept. */
    word: text().notNull(),
    /** Lower case without accents: what a query's word is looked up by. */
    folded: text().notNull(),
    lemma: text().notNull(),
    head: text(),
    /** The heads inside the head ("ring" of the "veerring" of a "tandveerring"), found like it. */
    innerHeads: text().array().notNull(),
    modifiers: text().array().notNull(),
    /** Parts of the modifiers that are compounds themselves ("spaan", "plaat" of "spaanplaat"). */
    nested: text().array().notNull(),
    /** How often the texts hold the word: of two corrections as close, the more frequent wins. */
    products: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.word] }),
    index('search_word_folded_idx').on(t.locale, t.folded),
    index('search_word_trigram_idx').using('gin', sql`${t.folded} gin_trgm_ops`),
  ],
);

/** The lexemes the documents hold per locale, and which name a thing (may head a compound). */
export const searchLexeme = pgTable(
  'search_lexeme',
  {
    locale: text().notNull(),
    lexeme: text().notNull(),
    noun: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.lexeme] })],
);

/**
 * Synonyms the distributor keeps per locale: a two-way set of terms that stand for each other
 * ("inbus", "binnenzeskant"), or one way from the first term to the others ("bout" → "schroef").
 * Applied to the query, so that a change takes effect at once, without reindexing.
 */
export const searchSynonym = pgTable(
  'search_synonym',
  {
    id: uuid().primaryKey().defaultRandom(),
    locale: text().notNull(),
    terms: text().array().notNull(),
    oneWay: boolean().notNull(),
  },
  (t) => [index('search_synonym_locale_idx').on(t.locale)],
);

/**
 * The search rows each lexeme of a locale's documents is in: a second, compact index beside the
 * documents' own, from which the search page counts a frequent word's facets without reading its
 * tens of thousands of rows (`search-postings.ts`). Rows come in chunks of 32,768 search rows,
 * each as big-endian 16-bit offsets within its chunk.
 */
export const searchPosting = pgTable(
  'search_posting',
  {
    locale: text().notNull(),
    lexeme: text().notNull(),
    /** `facet_row >> 15`. */
    chunk: integer().notNull(),
    /** `facet_row & 32767` of each row holding the lexeme, two bytes each. */
    rows: bytea().notNull(),
  },
  // Byte-wise order, as a tsquery's prefix (`'schroe':*`) compares lexemes: one index serves both.
  (t) => [uniqueIndex('search_posting_key').on(t.locale, t.lexeme.op('text_pattern_ops'), t.chunk)],
);
