/**
 * Search and listing speed over a 400,000-product catalogue, on PGlite and (when a server answers)
 * on PostgreSQL. Prints p50/p95 per kind of request next to a primary-key product fetch measured in
 * the same run. Figures only: nothing here passes or fails.
 *
 *   npm run bench                       seeds (or reuses) 400,000 products
 *   npm run bench -- --products 50000   a smaller catalogue
 *   npm run bench -- --engine pglite    one engine only
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { productCardIncludes } from '@tradeshop/api-client';
import { buildApp } from '@tradeshop/store-api/app';
import { type Database, queryRows } from '@tradeshop/store-api/db';
import { rebuildSearchIndex } from '@tradeshop/store-api/search';
import { replaceDemoPasswords } from '@tradeshop/store-api/seed';
import { sql } from 'drizzle-orm';
import {
  accessKeyOf,
  benchAppOptions,
  catalogueOptions,
  type Engine,
  enginesToRun,
  openSeeded,
} from './catalogue.ts';
import { measure as measureRequests } from './measure.ts';

const { values: args } = parseArgs({
  strict: false,
  options: {
    ...catalogueOptions,
    rounds: { type: 'string', default: '5' },
  },
});
const products = Number(args.products);
const rounds = Number(args.rounds);
interface Workload {
  numbers: string[];
  eans: string[];
  brands: string[];
  words: { locale: string; word: string }[];
  /** Heads of Dutch compounds ("schroef" in "Houtschroef") and mistyped compounds ("houtschroef" as "houtschrfoe"). */
  parts: string[];
  typos: string[];
  categoryIds: string[];
  productIds: string[];
  /** Article numbers of single articles, 24 per page of cards. */
  cardPages: string[][];
}

/** A fixed, rotating set of queries drawn deterministically from the catalogue. */
async function workload(database: Database): Promise<Workload> {
  const db = database.db;
  const sample = (column: string, count: number) =>
    queryRows<{ value: string }>(
      db,
      sql`select ${sql.raw(column)} as value from product where parent_id is null
          order by md5(product_number) limit ${count}`,
    );
  const numbers = (await sample('product_number', 10)).map((row) => row.value);
  const eans = (await sample('ean', 10)).map((row) => row.value);
  const productIds = (await sample('id::text', 40)).map((row) => row.value);
  const brands = (
    await queryRows<{ name: string }>(
      db,
      sql`select distinct name from manufacturer_translation order by name limit 6`,
    )
  ).map((row) => row.name);
  const words: Workload['words'] = [];
  for (const [locale, count] of [
    ['nl-NL', 7],
    ['en-GB', 6],
    ['fr-FR', 6],
  ] as const) {
    const rows = await queryRows<{ word: string }>(
      db,
      sql`select distinct lower(split_part(pt.name, ' ', 1)) as word from product_translation pt
          join language l on l.id = pt.language_id where l.locale_code = ${locale}
          order by word limit ${count}`,
    );
    for (const row of rows) words.push({ locale, word: row.word });
  }
  const heads = await queryRows<{ head: string; word: string }>(
    db,
    sql`select head, min(word) as word from search_word where locale = 'nl' and head is not null
        group by head order by count(*) desc, head limit 4`,
  );
  const parts = heads.map((row) => row.head);
  // Two neighbouring letters swapped near the end: one typo, which the search corrects.
  const typos = heads.map(({ word }) => `${word.slice(0, -3)}${word.at(-2)}${word.at(-3)}${word.at(-1)}`);
  const categoryIds = (
    await queryRows<{ id: string }>(
      db,
      sql`select id from category where level between 2 and 4 order by md5(id::text) limit 10`,
    )
  ).map((row) => row.id);
  const cardNumbers = (
    await queryRows<{ value: string }>(
      db,
      sql`select product_number as value from product where child_count = 0 and not is_closeout
          and min_purchase_hundredths = 100 and purchase_steps_hundredths = 100 and max_purchase_hundredths is null
          and not exists (select 1 from article_sales_block b where b.product_id = product.id)
          order by md5(product_number) limit 240`,
    )
  ).map((row) => row.value);
  const cardPages = Array.from({ length: 10 }, (_, page) => cardNumbers.slice(page * 24, page * 24 + 24));
  return { numbers, eans, brands, words, parts, typos, categoryIds, productIds, cardPages };
}

/** The goals of the Store API on PostgreSQL (p95 in milliseconds); PGlite's figures go without. */
const goals = {
  quickSearch: 15,
  searchPage: 60,
  listing: 60,
  productDetail: 20,
  articleInformation: 20,
};

async function benchEngine(engine: Engine) {
  console.log(`\n${engine}: ${products} products`);
  const database = await openSeeded(engine, products);
  const password = await replaceDemoPasswords(database.db);
  const appOptions = benchAppOptions(database, products);
  // The queries are measured without the catalogue cache, as after a change of the catalogue.
  const app = await buildApp({ ...appOptions, catalogCache: false });
  const cachedApp = await buildApp(appOptions);
  await Promise.all([app.ready(), cachedApp.ready()]);
  const measure = (
    label: string,
    requests: (() => Promise<unknown>)[],
    options: { goal?: number; labels?: string[] } = {},
  ) =>
    measureRequests(label, requests, {
      rounds,
      ...(options.labels ? { labels: options.labels } : {}),
      ...(options.goal && engine === 'postgres' ? { goal: { p95: options.goal } } : {}),
    });
  // A reused database keeps the key it was seeded with.
  const accessKey = await accessKeyOf(database.db);
  const context = (
    await app.inject({ url: '/store-api/context', headers: { 'sw-access-key': accessKey } })
  ).json();
  const languages: Record<string, string> = Object.fromEntries(
    context.salesChannel.domains.map((domain: { languageLocaleCode: string; languageId: string }) => [
      domain.languageLocaleCode,
      domain.languageId,
    ]),
  );
  const load = await workload(database);
  const post =
    (url: string, body: object, locale = 'nl-NL', token?: () => string, on = app) =>
    async () => {
      const response = await on.inject({
        method: 'POST',
        url,
        payload: body,
        headers: {
          'sw-access-key': accessKey,
          'sw-language-id': languages[locale]!,
          ...(token ? { 'sw-context-token': token() } : {}),
        },
      });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    };
  const queries = [
    ...load.numbers.map((term) => ({ term, locale: 'nl-NL' })),
    ...load.eans.map((term) => ({ term, locale: 'nl-NL' })),
    ...load.brands.map((term) => ({ term, locale: 'nl-NL' })),
    ...load.words.map(({ word, locale }) => ({ term: word, locale })),
    ...load.parts.map((term) => ({ term, locale: 'nl-NL' })),
    ...load.typos.map((term) => ({ term, locale: 'nl-NL' })),
  ];
  console.log(
    `  ${queries.length} rotating queries: ${queries
      .map((query) => query.term)
      .slice(0, 8)
      .join(', ')}, ...`,
  );

  const terms = queries.map((query) => query.term);
  await measure(
    'primary-key product fetch (SQL)',
    load.productIds.map((id) => () => queryRows(database.db, sql`select * from product where id = ${id}`)),
  );
  await measure(
    'product detail (Store API)',
    load.productIds.map((id) => post(`/store-api/product/${id}`, {})),
    { goal: goals.productDetail },
  );
  // What the header's dropdown asks: ten cards and the categories and brands the search leads to.
  const quickSearch = await measure(
    'quick search, 10 results + leads',
    queries.map(({ term, locale }) =>
      post('/store-api/search-suggest', { search: term, limit: 10, includes: productCardIncludes }, locale),
    ),
    { goal: goals.quickSearch, labels: terms },
  );
  if (engine === 'postgres') {
    const ratio = quickSearch.worst[0]!.median / quickSearch.p50;
    console.log(`    goal worst term ≤ 3 × p50: ${ratio <= 3 ? 'reached' : 'not reached'}`);
  }
  await measure(
    'search page, 24 results + filters',
    queries.map(({ term, locale }) =>
      post('/store-api/search', { search: term, limit: 24, includes: productCardIncludes }, locale),
    ),
    { goal: goals.searchPage, labels: terms },
  );
  const listings = (on: typeof app) =>
    load.categoryIds.map((id) =>
      post(
        `/store-api/product-listing/${id}`,
        { limit: 24, includes: productCardIncludes },
        'nl-NL',
        undefined,
        on,
      ),
    );
  await measure('category listing page, 24 + filters', listings(app), { goal: goals.listing });
  await measure('category listing page, kept in the cache', listings(cachedApp));
  const information = (page: string[]) => ({ articles: page.map((sku) => ({ sku })) });
  await measure(
    'article information, 24 cards',
    load.cardPages.map((page) => post('/store-api/dexis/article/information', information(page))),
    { goal: goals.articleInformation },
  );
  const buyer = (
    await app.inject({
      method: 'POST',
      url: '/store-api/account/login',
      payload: { username: 'demo.buyer', password },
      headers: { 'sw-access-key': accessKey },
    })
  ).json().contextToken as string;
  await measure(
    'article information, 24 cards, buyer',
    load.cardPages.map((page) =>
      post('/store-api/dexis/article/information', information(page), 'nl-NL', () => buyer),
    ),
    { goal: goals.articleInformation },
  );
  // Every add goes to the cart of a new visitor session, priced and answered whole.
  await measure(
    'add to cart (answers the priced cart)',
    load.cardPages
      .flat()
      .slice(0, 40)
      .map((sku) =>
        post('/store-api/checkout/cart/line-item', { items: [{ sku, quantity: 1 }] }, 'nl-NL', () =>
          randomBytes(24).toString('base64url'),
        ),
      ),
  );
  await reindex(database);
  await Promise.all([app.close(), cachedApp.close()]);
  await database.close();
}

/** Rebuilds the whole search index (every word analysed anew) and reports its time and size. */
async function reindex(database: Database) {
  const started = performance.now();
  await database.db.transaction((tx) => rebuildSearchIndex(tx));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  reindexing ${products.toLocaleString('en')} articles: ${seconds.toFixed(0)} s   goal ≤ 300 s: ${seconds <= 300 ? 'reached' : 'not reached'}`,
  );
  const sizes = await queryRows<{ name: string; bytes: string; rows: string }>(
    database.db,
    sql`select c.relname as name, pg_total_relation_size(c.oid)::text as bytes, c.reltuples::bigint::text as rows
        from pg_class c where c.relname in ('product_search', 'product_search_text', 'search_posting', 'search_word', 'search_lexeme')
        order by c.relname`,
  );
  for (const size of sizes) {
    console.log(
      `    ${size.name.padEnd(20)} ${(Number(size.bytes) / 1024 / 1024).toFixed(0).padStart(6)} MB with indexes, ${Number(size.rows).toLocaleString('en')} rows`,
    );
  }
}

for (const engine of await enginesToRun(args.engine as string | undefined)) await benchEngine(engine);
