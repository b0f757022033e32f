import {
  type ListingAggregations,
  type ListingSorting,
  type ProductCriteria,
  type ProductListingResult,
  type SearchGuidance,
  storedId,
} from '@tradeshop/api-client/contracts';
import { limits, parseSearchQuery, type SearchTerms } from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { articlesByCustomerSku } from '../article-link/index.ts';
import { groupsOfOptions, loadProducts } from '../catalog/index.ts';
import { filterableGroupOf, measuredFilterGroups, namedAggregations } from './facet-aggregations.ts';
import { countFacets, type FacetFilters, facetIndexOf, isListed, loadedFacetIndex } from './facet-index.ts';
import { tsqueryOf } from './match-tree.ts';
import { type KnownWords, localeLiteral, type QueryTerms, queryTerms, queryWords } from './query-terms.ts';
import { correctedQuery, searchLeads } from './search-guidance.ts';
import { postedRows, union } from './search-postings.ts';

export const sortingLabels: Record<ListingSorting, Record<string, string>> = {
  score: { nl: 'Relevantie', en: 'Relevance', fr: 'Pertinence', de: 'Relevanz' },
  'name-asc': { nl: 'Naam A-Z', en: 'Name A-Z', fr: 'Nom A-Z', de: 'Name A-Z' },
  'name-desc': { nl: 'Naam Z-A', en: 'Name Z-A', fr: 'Nom Z-A', de: 'Name Z-A' },
  'price-asc': { nl: 'Prijs oplopend', en: 'Price ascending', fr: 'Prix croissant', de: 'Preis aufsteigend' },
  'price-desc': {
    nl: 'Prijs aflopend',
    en: 'Price descending',
    fr: 'Prix décroissant',
    de: 'Preis absteigend',
  },
  topseller: { nl: 'Populairst', en: 'Most popular', fr: 'Les plus populaires', de: 'Beliebteste' },
};
export const defaultListingSorting: ListingSorting = 'topseller';
export const defaultSearchSorting: ListingSorting = 'score';

export function availableSortings(ctx: RequestContext, withSearch: boolean) {
  const keys = (Object.keys(sortingLabels) as ListingSorting[]).filter(
    (key) => withSearch || key !== 'score',
  );
  return keys.map((key, index) => {
    const label = sortingLabels[key][ctx.language.searchLocale] ?? key;
    return {
      key,
      label,
      translated: { label },
      priority: keys.length - index,
      apiAlias: 'product_sorting' as const,
    };
  });
}

/**
 * A search's terms and the articles the asking company knows under an own number the term is
 * (`exact`) or begins (`prefix`).
 */
interface Search extends SearchTerms {
  ownArticleIds: { exact: readonly string[]; prefix: readonly string[] };
  /** The words as the documents are searched with them. */
  terms: QueryTerms;
}

/** How many articles a search finds by the company's own numbers, ranked before every other match. */
const ownNumberHits = 10;

/** The articles the asking company's own numbers name: the whole term, then those it begins. */
async function ownNumberMatches(ctx: RequestContext, text: string): Promise<Search['ownArticleIds']> {
  if (!ctx.customer) return { exact: [], prefix: [] };
  const hits = await articlesByCustomerSku(ctx.tx, ctx.customer.companyId, text, ownNumberHits);
  const whole = (hit: { customerSku: string }) => hit.customerSku.toLowerCase() === text.trim().toLowerCase();
  return {
    exact: hits.filter(whole).map((hit) => hit.productId),
    prefix: hits.filter((hit) => !whole(hit)).map((hit) => hit.productId),
  };
}

interface Scope {
  categoryId?: string;
  search?: Search;
}

/** A listing's filters: the facets' (brands, options by group, figures from–to, price) and these. */
interface Filters extends FacetFilters {
  ids: string[] | null;
  productNumbers: string[] | null;
  /** Only these articles and the families of these variants: what the company bought before (none for a visitor). */
  bought: string[] | null;
}

/**
 * A facet leaves out its own filter: a brand, the options of one property group, the figures of
 * one numeric group, or the price.
 */
type FilterKind = 'manufacturer' | { propertyGroupId: string } | { measureGroupId: string } | 'price';

/** How many word matches a search without an exact total ranks at most. */
const boundedCandidates = 1000;

/**
 * What a lexeme weighs by where a document holds it (D, C, B, A): a name's simple word or a
 * compound's head far above a compound's other parts and the description (see the indexer).
 */
const rankWeights = sql.raw(`'{0.05, 0.2, 0.5, 1.0}'::float4[]`);

/**
 * How a term is looked for: words in the locale's documents, for numbers inside the numbers, and
 * the articles the asking company knows under an own number the term begins (`own`).
 */
function matchParts(terms: Search, numbersOnly: boolean) {
  const { match, rank } = terms.terms;
  const compact = terms.normalized.replace(/\s/g, '');
  return {
    words:
      match && rank && !numbersOnly
        ? {
            tree: match,
            match: sql`to_tsquery('simple', ${tsqueryOf(match)})`,
            rank: sql`to_tsquery('simple', ${rank})`,
          }
        : null,
    number: (terms.looksLikeNumber || numbersOnly) && compact.length >= 3 ? compact : null,
    own:
      terms.ownArticleIds.exact.length + terms.ownArticleIds.prefix.length > 0
        ? {
            all: sql.param([...terms.ownArticleIds.exact, ...terms.ownArticleIds.prefix]),
            exact: sql.param(terms.ownArticleIds.exact),
          }
        : null,
  };
}

/**
 * A whole article number, EAN or manufacturer number is one token of `numbers`: an exact hit comes
 * from the token index at once, and the slower fragment match runs only without one.
 */
const exactNumbers = (number: string) =>
  sql`with exact as materialized (
    select product_id from product_search where string_to_array(numbers, ' ') @> array[${number}]
  ) `;

/** Search rows as one array literal: thousands of them are sent faster than as a list of values. */
const rowList = (rows: { join(separator: string): string }) => sql`${`{${rows.join(',')}}`}::int[]`;

/**
 * The products a search term matches, with their ranks: words in the locale's documents, and the
 * term inside a product's numbers (2 for an exact article number, EAN or manufacturer number).
 * `onlyRows` keeps the matches among these search rows (those that pass the filters). Null when the
 * term holds nothing searchable.
 */
function matchedProducts(
  ctx: RequestContext,
  terms: Search,
  candidateLimit: number | null,
  numbersOnly = false,
  onlyRows: readonly number[] | null = null,
  wordCandidates: Uint32Array | null = null,
): SQL | null {
  const { words, number, own } = matchParts(terms, numbersOnly);
  const among = (column: SQL) => (onlyRows ? sql`and ${column} = any(${rowList(onlyRows)})` : sql``);
  const parts: SQL[] = [];
  const textRank = (rank: SQL) => sql`ts_rank(${rankWeights}, t.document, ${rank}) as text_rank`;
  if (words && wordCandidates) {
    if (wordCandidates.length > 0)
      parts.push(sql`select t.product_id, 0 as number_rank, ${textRank(words.rank)}, t.sales, t.name
      from product_search_text t
      where t.locale = ${localeLiteral(ctx)} and t.facet_row = any(${rowList(wordCandidates)})`);
  } else if (words) {
    // Rows lie in descending sales, so a bounded search keeps the best sellers of a frequent word.
    parts.push(sql`(select t.product_id, 0 as number_rank, ${textRank(words.rank)}, t.sales, t.name
      from product_search_text t where t.locale = ${localeLiteral(ctx)} and t.document @@ ${words.match}
      ${among(sql`t.facet_row`)} ${candidateLimit ? sql`limit ${candidateLimit}` : sql``})`);
  }
  const name = sql`coalesce((select t.name from product_search_text t
    where t.locale = ${localeLiteral(ctx)} and t.product_id = s.product_id), s.product_number)`;
  if (number) {
    parts.push(
      sql`select s.product_id, 2 as number_rank, 0 as text_rank, s.sales, ${name} as name
        from product_search s
        where s.product_id in (select product_id from exact) ${among(sql`s.facet_row`)}`,
      sql`select s.product_id, 1 as number_rank, 0 as text_rank, s.sales, ${name} as name
        from product_search s
        where s.numbers like ${containing(number)} and not exists (select 1 from exact) ${among(sql`s.facet_row`)}`,
    );
  }
  if (own) {
    parts.push(
      sql`select s.product_id, case when s.product_id = any(${own.exact}::uuid[]) then 4 else 3 end as number_rank,
          0 as text_rank, s.sales, ${name} as name
        from product_search s where s.product_id = any(${own.all}::uuid[]) ${among(sql`s.facet_row`)}`,
    );
  }
  if (parts.length === 0) return null;
  // Each part holds a product once: only several need merging.
  if (parts.length === 1) return parts[0]!;
  return sql`${number ? exactNumbers(number) : sql``}select product_id, max(number_rank) as number_rank, max(text_rank) as text_rank,
      max(sales) as sales, max(name) as name
    from (${sql.join(parts, sql` union all `)}) hits group by product_id`;
}

/**
 * The search rows (`facet_row`) of every product a term matches, without ranking them: its words'
 * from the postings (also apart, `words`), its numbers' from the search rows. Ascending; may hold
 * rows a reindex left behind, which the facet index does not count.
 */
async function matchedRows(
  ctx: RequestContext,
  terms: Search,
  numbersOnly: boolean,
): Promise<{ all: Uint32Array; words: Uint32Array | null }> {
  const { words, number, own } = matchParts(terms, numbersOnly);
  const parts: SQL[] = [];
  if (number) {
    parts.push(
      sql`select s.facet_row from product_search s where s.product_id in (select product_id from exact)`,
      sql`select s.facet_row from product_search s
        where s.numbers like ${containing(number)} and not exists (select 1 from exact)`,
    );
  }
  if (own)
    parts.push(sql`select s.facet_row from product_search s where s.product_id = any(${own.all}::uuid[])`);
  const [wordRows, numberRows] = await Promise.all([
    words ? postedRows(ctx.tx, ctx.language.searchLocale, words.tree) : null,
    parts.length
      ? queryRows<{ rows: number[] }>(
          ctx.tx,
          sql`${number ? exactNumbers(number) : sql``}select coalesce(array_agg(facet_row order by facet_row), '{}') as rows
            from (${sql.join(parts, sql` union `)}) matches`,
        )
      : null,
  ]);
  const lists = [wordRows, numberRows ? Uint32Array.from(numberRows[0]?.rows ?? []) : null].filter(
    (list) => list !== null,
  );
  return { all: lists.length ? union(lists) : new Uint32Array(0), words: wordRows };
}

/** The first `limit` of the ascending rows that `keep` keeps. */
function firstRows(rows: Uint32Array, keep: (row: number) => boolean, limit: number): Uint32Array {
  const first = new Uint32Array(Math.min(limit, rows.length));
  let kept = 0;
  for (let at = 0; at < rows.length && kept < limit; at++) {
    if (keep(rows[at]!)) first[kept++] = rows[at]!;
  }
  return first.subarray(0, kept);
}

/**
 * What a bounded ranking ranks of a search's words: the first `limit` listed rows they match, in
 * row order, which is by descending sales. Read from the postings, so that a frequent word's
 * ranking reads only the rows it ranks; null without words. Until this process has loaded the
 * facet index of a new catalogue version, rows left behind stay among them (the ranking finds no
 * product under those) rather than the quick search waiting for the index.
 */
async function wordCandidates(
  ctx: RequestContext,
  search: Search,
  limit: number,
): Promise<Uint32Array | null> {
  const tree = search.terms.match;
  if (!tree) return null;
  const rows = await postedRows(ctx.tx, ctx.language.searchLocale, tree);
  const index = loadedFacetIndex(ctx);
  return firstRows(rows, index ? (row) => isListed(index, row) : () => true, limit);
}

/** A search row's figures as rows `f` (group_id, low, high). */
const figuresOf = (row: SQL) =>
  sql`unnest(${row}.measure_group_ids, ${row}.measure_lows, ${row}.measure_highs) as f(group_id, low, high)`;

function filterConditions(filters: Filters, skip?: FilterKind): SQL[] {
  const conditions: SQL[] = [];
  if (filters.ids) conditions.push(sql`s.product_id = any(${sql.param(filters.ids)}::uuid[])`);
  if (filters.productNumbers) {
    conditions.push(sql`s.product_number = any(${sql.param(filters.productNumbers)}::text[])`);
  }
  if (filters.bought) {
    // A bought variant makes its family's listed parent an "already bought" article too.
    conditions.push(sql`s.product_id in (select coalesce(b.parent_id, b.product_id) from product_search b
      where b.product_id = any(${sql.param(filters.bought)}::uuid[]))`);
  }
  if (skip !== 'manufacturer' && filters.manufacturerIds.length > 0) {
    conditions.push(sql`s.manufacturer_id = any(${sql.param(filters.manufacturerIds)}::uuid[])`);
  }
  for (const group of filters.optionGroups) {
    if (typeof skip === 'object' && 'propertyGroupId' in skip && skip.propertyGroupId === group.groupId)
      continue;
    conditions.push(sql`s.option_ids && ${sql.param(group.optionIds)}::uuid[]`);
  }
  for (const range of filters.measurements) {
    if (typeof skip === 'object' && 'measureGroupId' in skip && skip.measureGroupId === range.groupId)
      continue;
    // As the domain's meetsMeasurementFilter: the figure, or range, shares a value with the bounds.
    conditions.push(sql`exists (select from ${figuresOf(sql`s`)} where f.group_id = ${range.groupId}::uuid
      ${range.min === null ? sql`` : sql`and f.high >= ${range.min}::float8`}
      ${range.max === null ? sql`` : sql`and f.low <= ${range.max}::float8`})`);
  }
  if (skip !== 'price') {
    if (filters.priceMin !== null) conditions.push(sql`s.list_price >= ${filters.priceMin}`);
    if (filters.priceMax !== null) conditions.push(sql`s.list_price <= ${filters.priceMax}`);
  }
  return conditions;
}

interface Relation {
  /** `m as (...)` when searching. */
  ctes: SQL[];
  /** `product_search s`, joined with the matches `m` and the names `t` when needed; or `m` alone. */
  from: SQL;
  where: SQL;
  /** The product id column of the rows. */
  id: SQL;
}

/**
 * The rows a listing reads: `s` (product_search) in scope, joined with the search matches `m` when
 * searching. Without a search only parents and single products are listed. A plain search that
 * neither filters nor sorts by a column of `s` reads the matches alone: a frequent word matches
 * tens of thousands of products, and joining them all would cost more than the search itself.
 */
function relation(
  ctx: RequestContext,
  matched: SQL | null,
  scope: Scope,
  conditions: SQL[],
  needs: { names?: boolean; productColumns?: boolean } = {},
): Relation {
  const where = [...conditions];
  if (scope.categoryId) where.push(sql`s.category_ids @> array[${scope.categoryId}]::uuid[]`);
  if (matched && where.length === 0 && !needs.productColumns) {
    return { ctes: [sql`m as (${matched})`], from: sql`m`, where: sql`true`, id: sql`m.product_id` };
  }
  if (!matched) where.push(sql`s.parent_id is null`);
  const names = needs.names
    ? sql` join product_search_text t on t.locale = ${localeLiteral(ctx)} and t.product_id = s.product_id`
    : sql``;
  return {
    ctes: matched ? [sql`m as (${matched})`] : [],
    from: sql`product_search s${matched ? sql` join m on m.product_id = s.product_id` : sql``}${names}`,
    where: where.length ? sql.join(where, sql` and `) : sql`true`,
    id: sql`s.product_id`,
  };
}

/** Sort columns; with a search, id, sales and name come from the matches `m`. */
function sortColumns(matched: boolean) {
  return {
    id: matched ? sql`m.product_id` : sql`s.product_id`,
    sales: matched ? sql`m.sales` : sql`s.sales`,
    name: matched ? sql`m.name` : sql`t.name`,
    price: sql`s.list_price`,
    productNumber: sql`s.product_number`,
  };
}

function orderBy(matched: boolean, sorting: ListingSorting, sort: ProductCriteria['sort']): SQL {
  const column = sortColumns(matched);
  if (sort?.length) {
    const fields: Record<string, SQL> = {
      ...column,
      _score: matched ? sql`m.number_rank desc, m.text_rank` : column.sales,
    };
    const parts = sort.map(
      (entry) => sql`${fields[entry.field]} ${sql.raw(entry.order === 'DESC' ? 'desc' : 'asc')}`,
    );
    return sql.join([...parts, column.id], sql`, `);
  }
  switch (sorting) {
    case 'score':
      return matched
        ? sql`m.number_rank desc, m.text_rank desc, m.sales desc, m.product_id`
        : sql`${column.sales} desc, ${column.id}`;
    case 'name-asc':
      return sql`${column.name} asc, ${column.id}`;
    case 'name-desc':
      return sql`${column.name} desc, ${column.id}`;
    case 'price-asc':
      return sql`s.list_price asc, ${column.id}`;
    case 'price-desc':
      return sql`s.list_price desc, ${column.id}`;
    case 'topseller':
      return sql`${column.sales} desc, ${column.id}`;
  }
}

/** Whether the order needs columns only `s` (product_search) has. */
const sortsByProductColumns = (sorting: ListingSorting, sort: ProductCriteria['sort']) =>
  sort?.length
    ? sort.some((entry) => entry.field === 'price' || entry.field === 'productNumber')
    : sorting.startsWith('price');

const withClause = (ctes: SQL[]) => (ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``);

const sortsByName = (sorting: ListingSorting, sort: ProductCriteria['sort']) =>
  sort?.length ? sort.some((entry) => entry.field === 'name') : sorting.startsWith('name');

interface CountRow {
  kind: 'manufacturer' | 'option' | 'measure' | 'price';
  id: string | null;
  count: number | null;
  /**
   * Of an option's count or a group's figures: -1 under every filter, else the index of the
   * selection (or from–to filter) it was counted without.
   */
  without: number | null;
  min: string | null;
  max: string | null;
  avg: string | null;
}

/**
 * Manufacturer, property, figure and price facets in one statement over the listing's scope,
 * computed once; each facet follows every filter but its own. A property group with a selection
 * counts its options without that selection (they are alternatives), a numeric group with a from–to
 * filter its lowest and highest figure without it; every other group counts under all filters.
 */
async function aggregate(
  ctx: RequestContext,
  matched: SQL | null,
  scope: Scope,
  filters: Filters,
): Promise<ListingAggregations> {
  const inScope = relation(ctx, matched, scope, [], { productColumns: true });
  const scoped = sql`scoped as materialized (
    select s.product_id, s.product_number, s.manufacturer_id, s.option_ids, s.list_price,
      s.measure_group_ids, s.measure_lows, s.measure_highs
    from ${inScope.from} where ${inScope.where})`;
  const without = (kind?: FilterKind) => {
    const conditions = filterConditions(filters, kind);
    return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  };
  const [groupOf, measured] = await Promise.all([filterableGroupOf(ctx), measuredFilterGroups(ctx)]);
  const selectedGroups = new Set(filters.optionGroups.map((group) => group.groupId));
  const optionsOfGroup = (groupId: string) =>
    [...groupOf].filter(([, group]) => group === groupId).map(([option]) => option);
  const optionCounts = (where: SQL, selection: number) =>
    sql`select 'option', option_id, count(*)::int, ${sql.raw(String(selection))}, null, null, null
      from scoped s cross join unnest(s.option_ids) as option_id where ${where} group by option_id`;
  const figureRanges = (where: SQL, range: number) =>
    sql`select 'measure', f.group_id, null, ${sql.raw(String(range))}, min(f.low)::numeric, max(f.high)::numeric, null
      from scoped s cross join ${figuresOf(sql`s`)} where ${where} group by f.group_id`;
  const rows = await queryRows<CountRow>(
    ctx.tx,
    sql`${withClause([...inScope.ctes, scoped])}
      select 'manufacturer' as kind, s.manufacturer_id as id, count(*)::int as count, null::int as without,
        null::numeric as min, null::numeric as max, null::numeric as avg
      from scoped s where ${without('manufacturer')} and s.manufacturer_id is not null group by s.manufacturer_id
      union all
      ${sql.join(
        [
          optionCounts(without(), -1),
          ...filters.optionGroups.map((group, selection) =>
            optionCounts(
              sql`${without({ propertyGroupId: group.groupId })}
                and option_id = any(${sql.param(optionsOfGroup(group.groupId))}::uuid[])`,
              selection,
            ),
          ),
        ],
        sql` union all `,
      )}
      union all
      ${sql.join(
        [
          figureRanges(without(), -1),
          ...filters.measurements.map((filter, range) =>
            figureRanges(
              sql`${without({ measureGroupId: filter.groupId })} and f.group_id = ${filter.groupId}::uuid`,
              range,
            ),
          ),
        ],
        sql` union all `,
      )}
      union all
      select 'price', null, null, null, min(s.list_price), max(s.list_price), avg(s.list_price)
      from scoped s where ${without('price')}`,
  );
  const options = new Map<string, { groupId: string; count: number }>();
  for (const row of rows) {
    const groupId = row.kind === 'option' ? groupOf.get(row.id!) : undefined;
    // Under every filter, the options of groups without a selection; each selected group's own without it.
    if (groupId && (row.without === -1) !== selectedGroups.has(groupId)) {
      options.set(row.id!, { groupId, count: row.count! });
    }
  }
  const filteredGroups = new Set(filters.measurements.map((filter) => filter.groupId));
  const measurements = new Map<string, { min: number; max: number }>();
  for (const row of rows) {
    // As options: each filtered group's own figures without its filter, the others under all.
    if (
      row.kind === 'measure' &&
      measured.has(row.id!) &&
      (row.without === -1) !== filteredGroups.has(row.id!)
    ) {
      measurements.set(row.id!, { min: Number(row.min), max: Number(row.max) });
    }
  }
  const price = rows.find((row) => row.kind === 'price');
  const number = (value: string | null | undefined) =>
    value == null ? null : Math.round(Number(value) * 100) / 100;
  return namedAggregations(ctx, {
    brands: new Map(
      rows.filter((row) => row.kind === 'manufacturer').map((row) => [row.id!, row.count!] as const),
    ),
    options,
    measurements,
    price: { min: number(price?.min), max: number(price?.max), avg: number(price?.avg) },
  });
}

/** Groups selected option ids by their property group (options of one group are alternatives). */
async function groupOptions(ctx: RequestContext, optionIds: string[]): Promise<Filters['optionGroups']> {
  if (optionIds.length === 0) return [];
  const groups = new Map<string, string[]>();
  for (const row of await groupsOfOptions(ctx.tx, optionIds)) {
    groups.set(row.groupId, [...(groups.get(row.groupId) ?? []), row.id]);
  }
  return [...groups].map(([groupId, optionIds]) => ({ groupId, optionIds }));
}

/** What the customer's company bought before, as its ERP knows it; nothing for a visitor. */
function articlesBought(ctx: RequestContext): Promise<string[]> {
  return ctx.customer ? ctx.erp.articlesBoughtBy(ctx.tx, ctx.customer.companyId) : Promise.resolve([]);
}

async function filtersOf(
  ctx: RequestContext,
  criteria: ProductCriteria,
): Promise<{ filters: Filters; categoryId?: string }> {
  const manufacturerIds = [...(criteria.manufacturer ?? [])];
  const optionIds = [...(criteria.properties ?? [])];
  let priceMin = criteria['min-price'] ?? null;
  let priceMax = criteria['max-price'] ?? null;
  let ids: string[] | null = null;
  let productNumbers: string[] | null = null;
  let categoryId: string | undefined;
  for (const filter of criteria.filter ?? []) {
    if (filter.type === 'range') {
      priceMin = filter.parameters.gte ?? filter.parameters.gt ?? priceMin;
      priceMax = filter.parameters.lte ?? filter.parameters.lt ?? priceMax;
      continue;
    }
    const values = filter.type === 'equals' ? [String(filter.value)] : filter.value;
    // The contract let only ids into the id fields, in either form: they are compared as stored.
    const storedIds = () => values.map(storedId);
    switch (filter.field) {
      case 'id':
        ids = storedIds();
        break;
      case 'productNumber':
        productNumbers = values;
        break;
      case 'manufacturerId':
        manufacturerIds.push(...storedIds());
        break;
      case 'properties':
        optionIds.push(...storedIds());
        break;
      case 'categoryIds':
        categoryId = storedIds()[0];
        break;
    }
  }
  const measured = await measuredFilterGroups(ctx);
  // One filter per group, the last given; a group that is not a filterable number filters nothing.
  const measurements = new Map(
    (criteria.measurements ?? [])
      .filter((range) => measured.has(range.group))
      .map((range) => [
        range.group,
        { groupId: range.group, min: range.min ?? null, max: range.max ?? null },
      ]),
  );
  return {
    filters: {
      ids,
      productNumbers,
      manufacturerIds,
      optionGroups: await groupOptions(ctx, optionIds),
      measurements: [...measurements.values()],
      priceMin,
      priceMax,
      bought: criteria['already-bought'] ? await articlesBought(ctx) : null,
    },
    ...(categoryId ? { categoryId } : {}),
  };
}

export interface ListingRequest {
  categoryId?: string;
  criteria: ProductCriteria;
}

interface ListingPage {
  ids: string[];
  total: number;
  aggregations: ListingAggregations;
}

/** Whether a brand, option, figure or price filter narrows the listing. */
function narrowsByFacets(filters: Filters): boolean {
  return (
    filters.manufacturerIds.length > 0 ||
    filters.optionGroups.length > 0 ||
    filters.measurements.length > 0 ||
    filters.priceMin !== null ||
    filters.priceMax !== null
  );
}

/** Pages of a category listing beyond this one are asked too rarely to share between processes. */
const lastSharedPage = 10;

/**
 * Where a listing's page is kept, or null for what is not: listings of what the asking company
 * bought before, and of given ids or numbers. Category listings without filters, up to page ten,
 * are shared by all processes (bounded by categories × sortings × pages); searches and filtered
 * listings, whose variety has no bound, only in the bounded memory of each process.
 */
function cacheKeyOf(
  ctx: RequestContext,
  scope: Scope,
  filters: Filters,
  criteria: ProductCriteria,
  page: { sorting: ListingSorting; limit: number; number: number },
): { key: string; shared: boolean } | null {
  if (filters.bought || filters.ids || filters.productNumbers) return null;
  // What a company's own numbers find is its own.
  if (scope.search?.ownArticleIds.prefix.length || scope.search?.ownArticleIds.exact.length) return null;
  const filtered = narrowsByFacets(filters);
  const shape = [
    scope.categoryId ?? '',
    scope.search?.normalized ?? '',
    criteria['search-in'] ?? '',
    page.sorting,
    page.limit,
    page.number,
    JSON.stringify(criteria.sort ?? []),
    criteria['no-aggregations'] ? 'no-aggregations' : '',
    criteria['total-count-mode'] ?? '',
    [...filters.manufacturerIds].sort().join(','),
    filters.optionGroups
      .flatMap((group) => group.optionIds)
      .sort()
      .join(','),
    filters.measurements
      .map((filter) => `${filter.groupId}:${filter.min ?? ''}:${filter.max ?? ''}`)
      .sort()
      .join('|'),
    filters.priceMin ?? '',
    filters.priceMax ?? '',
  ];
  return {
    key: `listing:${ctx.language.id}:${JSON.stringify(shape)}`,
    shared: Boolean(scope.categoryId) && !scope.search && !filtered && page.number <= lastSharedPage,
  };
}

/**
 * Which products a listing's page shows, how many there are and its facets: the same for every
 * shopper, so it is kept per catalogue version. Products are loaded anew each time, since their
 * stock changes with every order.
 */
async function listingPage(
  ctx: RequestContext,
  { kept, load }: { kept: { key: string; shared: boolean } | null; load: () => Promise<ListingPage> },
): Promise<ListingPage> {
  if (!kept) return load();
  const answer = await ctx.cache.answer(kept.key, async () => JSON.stringify(await load()), {
    shared: kept.shared,
  });
  return JSON.parse(answer.body) as ListingPage;
}

/**
 * Whether a search's total and facets come from the facet index: any search but one inside a
 * category, among given ids or numbers, or among what the company bought (the index knows none of these).
 */
function facetIndexApplies(scope: Scope, filters: Filters): boolean {
  return !scope.categoryId && !filters.ids && !filters.productNumbers && !filters.bought;
}

/**
 * A search page: every match's search row from the database, then the exact total and the facets
 * from the facet index, and the page's products ranked among the matches that pass the filters.
 */
async function searchPage(
  ctx: RequestContext,
  search: Search,
  filters: Filters,
  options: {
    numbersOnly: boolean;
    candidateLimit: number;
    rank: (
      passing: readonly number[] | null,
      wordCandidates: Uint32Array | null,
    ) => Promise<{ id: string }[]>;
    withAggregations: boolean;
  },
): Promise<ListingPage> {
  const [index, rows] = await Promise.all([facetIndexOf(ctx), matchedRows(ctx, search, options.numbersOnly)]);
  const { passing, aggregations } = await countFacets(ctx, index, rows.all, filters);
  const filtered = narrowsByFacets(filters);
  // Filtered, the words rank among the rows that pass; without filters among the listed ones,
  // which takes in a product written since the facet index was loaded.
  const passes = new Uint8Array(filtered ? index.present.length : 0);
  for (const row of filtered ? passing : []) passes[row] = 1;
  const candidates = rows.words
    ? firstRows(
        rows.words,
        filtered ? (row) => passes[row] === 1 : (row) => isListed(index, row),
        options.candidateLimit,
      )
    : null;
  const pageRows =
    passing.length || candidates?.length ? await options.rank(filtered ? passing : null, candidates) : [];
  return {
    ids: pageRows.map((row) => row.id),
    total: passing.length,
    aggregations: options.withAggregations ? aggregations : emptyAggregations,
  };
}

async function searchOf(ctx: RequestContext, text: string, knownBefore?: KnownWords): Promise<Search> {
  const parsed = parseSearchQuery(text);
  const [ownArticleIds, terms] = await Promise.all([
    ownNumberMatches(ctx, text),
    queryTerms(ctx, parsed.words, knownBefore),
  ]);
  return { ...parsed, ownArticleIds, terms };
}

/**
 * Product search and category listings. A search that found nothing because of a mistyped word
 * searches the corrected query instead and says so; an empty one, or one asked `withLeads` (the
 * dropdown), also answers the categories and brands it leads to, found while its products load.
 */
export async function listProducts(
  ctx: RequestContext,
  request: ListingRequest,
  options: { withLeads?: boolean } = {},
): Promise<ProductListingResult> {
  const { criteria } = request;
  const searchText = criteria.search?.trim() || null;
  if (!searchText) {
    const found = await listing(ctx, request);
    return withProducts(found, await loadProducts(ctx, found.ids, criteria.includes?.product));
  }
  const typed = await searchOf(ctx, searchText);
  let found = await listing(ctx, request, typed);
  let searched = typed;
  let correction: SearchGuidance['correction'] = null;
  const correctable = !criteria['no-correction'] && criteria['search-in'] !== 'number';
  if (found.total === 0 && typed.terms.unknown.length > 0 && correctable) {
    const words = queryWords(typed.words, ctx.language.searchLocale);
    const corrected = await correctedQuery(ctx, words, typed.terms);
    if (corrected) {
      const again = await searchOf(ctx, corrected.text, corrected.known);
      const foundAgain = await listing(
        ctx,
        { ...request, criteria: { ...criteria, search: corrected.text } },
        again,
      );
      if (foundAgain.total > 0) {
        found = foundAgain;
        searched = again;
        correction = { typed: searchText, searchedFor: corrected.text };
      }
    }
  }
  const [elements, leads] = await Promise.all([
    loadProducts(ctx, found.ids, criteria.includes?.product),
    options.withLeads || found.total === 0
      ? searchLeads(
          ctx,
          {
            text: searched.normalized,
            words: queryWords(searched.words, ctx.language.searchLocale),
            unknown: searched.terms.unknown,
          },
          found.ids,
        )
      : { categories: [], brands: [], closeWords: [] },
  ]);
  return { ...withProducts(found, elements), extensions: { search: { correction, ...leads } } };
}

/** A listing's page as found: every part of the answer but its products, named by `ids`. */
type FoundListing = Omit<ProductListingResult, 'elements'> & { ids: string[] };

function withProducts(
  { ids: _ids, ...found }: FoundListing,
  elements: ProductListingResult['elements'],
): ProductListingResult {
  return { elements, ...found };
}

/** One listing: one query for the page, then its aggregations; its products are loaded after. */
async function listing(ctx: RequestContext, request: ListingRequest, search?: Search): Promise<FoundListing> {
  const { criteria } = request;
  const searchText = search ? (criteria.search?.trim() ?? null) : null;
  const { filters, categoryId: filteredCategory } = await filtersOf(ctx, criteria);
  const categoryId = request.categoryId ?? filteredCategory;
  const scope: Scope = { ...(categoryId ? { categoryId } : {}), ...(search ? { search } : {}) };
  const fallbackSorting = search ? defaultSearchSorting : defaultListingSorting;
  const sorting = criteria.order && (criteria.order !== 'score' || search) ? criteria.order : fallbackSorting;
  const limit = criteria.limit ?? limits.listing;
  const page = criteria.p ?? criteria.page ?? 1;
  const countMode = criteria['total-count-mode'] ?? 'exact';
  const numbersOnly = criteria['search-in'] === 'number';
  const boundedLimit = Math.max(boundedCandidates, (page + 5) * limit + 1);
  const candidateLimit = countMode === 'exact' ? null : boundedLimit;
  const matched = search ? matchedProducts(ctx, search, candidateLimit, numbersOnly) : null;
  const nothingSearchable = Boolean(search) && !matched;
  const listingColumns = {
    names: !matched && sortsByName(sorting, criteria.sort),
    productColumns: sortsByProductColumns(sorting, criteria.sort),
  };
  const listing = relation(ctx, matched, scope, filterConditions(filters), listingColumns);
  const pageQuery = (from: Relation, withTotal: boolean) =>
    queryRows<{ id: string; total: number }>(
      ctx.tx,
      sql`${withClause(from.ctes)}select ${from.id} as id${withTotal ? sql`, (count(*) over ())::int as total` : sql``}
        from ${from.from} where ${from.where}
        order by ${orderBy(Boolean(matched), sorting, criteria.sort)}
        limit ${limit} offset ${(page - 1) * limit}`,
    );
  // The facets and the exact total need every match; the quick search's bounded ranking does not.
  const needsEveryMatch = !criteria['no-aggregations'] || countMode === 'exact';
  const { ids, total, aggregations } = await listingPage(ctx, {
    kept: cacheKeyOf(ctx, scope, filters, criteria, { sorting, limit, number: page }),
    load: async () => {
      if (nothingSearchable) return { ids: [], total: 0, aggregations: emptyAggregations };
      if (search && needsEveryMatch && facetIndexApplies(scope, filters)) {
        return searchPage(ctx, search, filters, {
          numbersOnly,
          candidateLimit: boundedLimit,
          // The best sellers lead the rows, so bounded candidates rank a frequent word's matches
          // in a few milliseconds; other orders need every match.
          rank: async (passing, candidates) => {
            if (criteria.sort?.length || !['score', 'topseller'].includes(sorting))
              return pageQuery(listing, false);
            const ranked = matchedProducts(ctx, search, boundedLimit, numbersOnly, passing, candidates);
            return ranked ? pageQuery(relation(ctx, ranked, {}, []), false) : [];
          },
          withAggregations: !criteria['no-aggregations'],
        });
      }
      // A bounded ranking (the quick search's) takes its words' candidates from the postings.
      const candidates =
        search && candidateLimit && !numbersOnly ? await wordCandidates(ctx, search, candidateLimit) : null;
      const rankedMatches = candidates
        ? matchedProducts(ctx, search!, candidateLimit, numbersOnly, null, candidates)
        : null;
      // No word matches and nothing else to look for: nothing to rank.
      if (candidates && !rankedMatches) return { ids: [], total: 0, aggregations: emptyAggregations };
      const ranked = rankedMatches
        ? relation(ctx, rankedMatches, scope, filterConditions(filters), listingColumns)
        : listing;
      const [pageRows, aggregations] = await Promise.all([
        pageQuery(ranked, true),
        criteria['no-aggregations'] ? emptyAggregations : aggregate(ctx, matched, scope, filters),
      ]);
      const total =
        pageRows[0]?.total ??
        (page > 1
          ? ((
              await queryRows<{ total: number }>(
                ctx.tx,
                sql`${withClause(ranked.ctes)}select count(*)::int as total from ${ranked.from} where ${ranked.where}`,
              )
            )[0]?.total ?? 0)
          : 0);
      return { ids: pageRows.map((row) => row.id), total, aggregations };
    },
  });
  return {
    ids,
    total,
    page,
    limit,
    sorting,
    availableSortings: availableSortings(ctx, Boolean(search)),
    currentFilters: {
      navigationId: categoryId ?? ctx.salesChannel.navigation.main,
      manufacturer: filters.manufacturerIds,
      properties: filters.optionGroups.flatMap((group) => group.optionIds),
      measurements: filters.measurements.map((filter) => ({
        group: filter.groupId,
        min: filter.min,
        max: filter.max,
      })),
      price: { min: Math.floor(filters.priceMin ?? 0), max: Math.ceil(filters.priceMax ?? 0) },
      rating: null,
      'shipping-free': false,
      search: searchText,
    },
    aggregations,
    entity: 'product',
    apiAlias: 'product_listing',
  };
}

/** A search term's best matches for the quick search: few, without aggregations. */
export function suggestProducts(
  ctx: RequestContext,
  criteria: ProductCriteria & { search: string },
): Promise<ProductListingResult> {
  return listProducts(
    ctx,
    {
      criteria: {
        'total-count-mode': 'next-pages',
        ...criteria,
        limit: criteria.limit ?? limits.quickSearch,
        'no-aggregations': true,
      },
    },
    { withLeads: true },
  );
}

const emptyAggregations: ListingAggregations = {
  manufacturer: { entities: [] },
  properties: { entities: [] },
  measurements: { entities: [] },
  price: { min: null, max: null, avg: null },
};
