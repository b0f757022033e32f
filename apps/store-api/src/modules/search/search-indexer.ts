import { analyseWord, type SearchLocale, searchLocales, searchStopWords } from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { markCatalogChanged } from '../cache/index.ts';
import { indexedArticles, type ListPrice, listedArticleTexts } from '../catalog/index.ts';
import { firstLanguageIdOf } from '../sales-channel/index.ts';
import { catalogueLexicon, dutchLexicon } from './lexicons.ts';
import { writePostings } from './search-postings.ts';

type Scope = string[] | null;

function indexProducts(ids: Scope): SQL {
  return sql`insert into product_search (product_id, parent_id, product_number, numbers, manufacturer_id, list_price,
      sales, option_ids, category_ids, measure_group_ids, measure_lows, measure_highs)
    select product_id, parent_id, product_number, numbers, manufacturer_id, list_price, sales, option_ids, category_ids,
      measure_group_ids, measure_lows, measure_highs
    from (${indexedArticles(ids)}) a
    order by a.sales desc`;
}

/**
 * Writes the texts of listed products in a locale (`listedArticleTexts`) with their search rows to
 * the temporary table `indexed_texts`, and every word of each text as PostgreSQL's parser splits it
 * (lower case, accents kept), with the weight of its text, to `indexed_tokens`: 4 for A (name,
 * brand), 3 for B (property values, the head word of the category's name), 2 for C (that of its
 * parent's), 1 for D (their other words, the description). The analysis of new words and the
 * documents both read them, so that the texts are parsed once; `dropTexts` removes them.
 */
async function writeTexts(tx: Tx, locale: SearchLocale, languageId: string | null, ids: Scope) {
  // A name's head word says what it lists: the last in Dutch, German and English ("Screwdriver
  // bits"), the first in French; the category's own head counts more than its parent's.
  const headWord = (name: SQL) =>
    locale === 'fr' ? sql`split_part(${name}, ' ', 1)` : sql`regexp_replace(${name}, '^.*[[:space:]-]', '')`;
  await tx.execute(sql`create temporary table indexed_texts as
    select t.*, s.facet_row
    from (${listedArticleTexts(languageId, ids, headWord)}) t
    join product_search s on s.product_id = t.product_id`);
  await tx.execute(sql`create temporary table indexed_tokens as
    select t.product_id, w.lexeme as word, x.weight
    from indexed_texts t
    cross join lateral (values (t.a, 4), (t.b, 3), (t.c, 2), (t.d, 1)) x(text, weight)
    cross join lateral unnest(to_tsvector('simple', x.text)) w
    -- A hyphenated word counts by its parts, which the parser gives too ("attache", "câble").
    where w.lexeme <> all(${sql.param([...searchStopWords[locale]])}::text[]) and w.lexeme not like '%-%'`);
  // Their sizes, for the plans of the statements that read them.
  await tx.execute(sql`analyze indexed_texts, indexed_tokens`);
}

function dropTexts(tx: Tx) {
  return tx.execute(sql`drop table indexed_texts, indexed_tokens, word_expansions`);
}

/**
 * The words of the products' texts the locale has not analysed yet, with how often the texts hold
 * each (what tells the more frequent of two corrections).
 */
function newWords(tx: Tx, locale: SearchLocale) {
  return queryRows<{ word: string; products: number }>(
    tx,
    sql`select k.word, count(*)::int as products
      from indexed_tokens k
      where not exists (select 1 from search_word w where w.locale = ${locale} and w.word = k.word)
      group by k.word`,
  );
}

/** How many analysed words go to the database in one statement. */
const wordBatch = 5000;

/** Analyses the words and keeps them, with the lexemes they bring, for the locale. */
async function analyseWords(
  tx: Tx,
  locale: SearchLocale,
  words: readonly { word: string; products: number }[],
): Promise<void> {
  const lexicon = locale === 'nl' ? await dutchLexicon() : catalogueLexicon(words.map((entry) => entry.word));
  for (let start = 0; start < words.length; start += wordBatch) {
    const rows = JSON.stringify(
      words.slice(start, start + wordBatch).map(({ word, products }) => {
        const analysis = analyseWord(word, locale, lexicon);
        return { ...analysis, folded: analysis.word, word, products };
      }),
    );
    await tx.execute(sql`insert into search_word
        (locale, word, folded, lemma, head, inner_heads, modifiers, nested, products)
      select ${locale}, x.word, x.folded, x.lemma, x.head, x."innerHeads", x.modifiers, x.nested, x.products
      from json_to_recordset(${rows}::json) as x(word text, folded text, lemma text, head text,
        "innerHeads" text[], modifiers text[], nested text[], products int)
      on conflict (locale, word) do update set products = search_word.products + excluded.products`);
    await tx.execute(sql`insert into search_lexeme (locale, lexeme, noun)
      select ${locale}, x.lexeme, bool_or(x.noun)
      from json_to_recordset(${rows}::json)
        as w(lemma text, head text, "innerHeads" text[], modifiers text[], nested text[])
      cross join lateral (
        select w.lemma, true
        union all select w.head, true where w.head is not null
        union all select unnest(w."innerHeads"), true
        union all select unnest(w.modifiers || w.nested), false
      ) x(lexeme, noun)
      group by x.lexeme
      on conflict (locale, lexeme) do update set noun = search_lexeme.noun or excluded.noun`);
  }
}

/**
 * Each word of the texts with its lexemes, once per weight it has rather than once per product
 * that holds it, to the temporary table `word_expansions`. A table with its statistics, not a
 * subquery: the planner then knows it is small, and looks each token up in it by hash instead of
 * sorting all the tokens to merge them with it.
 */
async function expandWords(tx: Tx, locale: SearchLocale) {
  await tx.execute(sql`create temporary table word_expansions as
    select k.word, k.weight as text_weight, x.lexeme, x.weight
    from (select distinct word, weight from indexed_tokens) k
    left join search_word w on w.locale = ${locale} and w.word = k.word
    cross join lateral (
      select coalesce(w.head, w.lemma, k.word), k.weight
      union all select unnest(w.inner_heads), k.weight
      union all select w.lemma, greatest(k.weight - 1, 1) where w.head is not null
      union all select unnest(w.modifiers), case when k.weight = 4 then 2 else 1 end
      union all select unnest(w.nested), 1
    ) x(lexeme, weight)`);
  await tx.execute(sql`analyze word_expansions`);
}

/**
 * The products' documents: each word's lexemes by what it is. A simple word's singular, or a
 * compound's head (and the heads inside it), carries its text's weight; the whole compound one
 * less; its other parts C in a name and D elsewhere; the description D throughout. So "schroef"
 * finds a "Houtschroef" by its name's head (A) long before a "Schroefbit" by a modifier (C), and
 * "screwdriver" a screwdriver in "Screwdrivers" (B) before a bit in "Screwdriver bits" (C).
 */
function indexTexts(locale: SearchLocale): SQL {
  return sql`
    with lexemes as (
      select k.product_id, e.lexeme, e.weight
      from indexed_tokens k join word_expansions e on e.word = k.word and e.text_weight = k.weight
    ),
    -- The lexemes of each weight as a text parsed again, weighted and joined highest first: a lexeme
    -- has a position for each weight A to C it has, its best first (ts_rank counts that one whole
    -- and the others less and less). D's lexemes carry no position, which ts_rank reads as D, and a
    -- lexeme of a higher weight keeps its own. Once per weight and D without positions keep the rows
    -- small: a frequent word's tens of thousands of matches are read from them.
    documents as (
      select product_id,
        ${sql.join(
          (['A', 'B', 'C'] as const).map(
            (letter, index) =>
              sql`setweight(to_tsvector('simple', coalesce(string_agg(distinct lexeme, ' ') filter (where weight = ${4 - index}), '')), ${letter})`,
          ),
          sql` || `,
        )}
        || strip(to_tsvector('simple', coalesce(string_agg(distinct lexeme, ' ') filter (where weight = 1), ''))) as document
      from lexemes group by product_id
    )
    insert into product_search_text (locale, product_id, facet_row, name, sales, document)
    select ${locale}, t.product_id, t.facet_row, t.name, t.sales, coalesce(d.document, ''::tsvector)
    from indexed_texts t
    left join documents d on d.product_id = t.product_id
    order by t.sales desc`;
}

/**
 * Rebuilds the search rows of the given products (all products when omitted) from the catalogue
 * tables, inside the caller's transaction. Rows are written by descending sales, so that the
 * popular products of a frequent word share few pages.
 */
export async function rebuildSearchIndex(tx: Tx, productIds?: string[]): Promise<void> {
  const ids = productIds ?? null;
  if (ids) {
    await tx.execute(sql`delete from product_search where product_id = any(${sql.param(ids)}::uuid[])`);
    await tx.execute(sql`delete from product_search_text where product_id = any(${sql.param(ids)}::uuid[])`);
  } else {
    await tx.execute(
      sql`truncate product_search, product_search_text, search_posting, search_word, search_lexeme restart identity`,
    );
  }
  await tx.execute(indexProducts(ids));
  for (const locale of searchLocales) {
    const languageId = await firstLanguageIdOf(tx, locale);
    await writeTexts(tx, locale, languageId, ids);
    const words = await newWords(tx, locale);
    if (words.length > 0) await analyseWords(tx, locale, words);
    await expandWords(tx, locale);
    await tx.execute(indexTexts(locale));
    await dropTexts(tx);
    await writePostings(tx, locale, ids);
  }
  if (!ids) {
    await tx.execute(
      sql`analyze product_search, product_search_text, search_posting, search_word, search_lexeme`,
    );
  }
  await markCatalogChanged(tx);
}

/** Takes the products' new list prices into the index (price sorting and filters). */
export async function refreshIndexedListPrices(tx: Tx, prices: readonly ListPrice[]): Promise<void> {
  await tx.execute(sql`update product_search s set list_price = r.price
    from unnest(${sql.param(prices.map((price) => price.productId))}::uuid[],
                ${sql.param(prices.map((price) => price.listPrice))}::numeric[]) as r(id, price)
    where s.product_id = r.id`);
  await markCatalogChanged(tx);
}
