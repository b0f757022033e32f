import type {
  ListingAggregations,
  ListingSorting,
  ProductCriteria,
  ProductListingResult,
} from '@tradeshop/api-client/contracts';
import {
  limits,
  parseSearchQuery,
  type SearchTerms,
  textSearchConfigs,
  toPrefixTsQuery,
} from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import { loadProducts } from '../catalog/index.ts';
import type { RequestContext } from '../context/index.ts';

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
  return (Object.keys(sortingLabels) as ListingSorting[])
    .filter((key) => withSearch || key !== 'score')
    .map((key) => ({ key, label: sortingLabels[key][ctx.language.searchLocale] ?? key }));
}

interface Scope {
  categoryId?: string;
  search?: SearchTerms;
}

interface Filters {
  ids: string[] | null;
  productNumbers: string[] | null;
  manufacturerIds: string[];
  /** Selected options by property group: any option of a group, every group. */
  optionGroups: string[][];
  priceMin: number | null;
  priceMax: number | null;
}

type FilterKind = 'manufacturer' | 'properties' | 'price';

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const localeLiteral = (ctx: RequestContext) => sql.raw(`'${ctx.language.searchLocale}'`);

/**
 * The products a search term matches, with their ranks: words in the locale's documents, and the
 * term inside a product's numbers (2 for an exact article number, EAN or manufacturer number).
 * Null when the term holds nothing searchable.
 */
function matchedProducts(ctx: RequestContext, terms: SearchTerms): SQL | null {
  const config = sql.raw(`'${textSearchConfigs[ctx.language.searchLocale]}'::regconfig`);
  const tsQuery = toPrefixTsQuery(terms.words);
  const compact = terms.normalized.replace(/\s/g, '');
  const parts: SQL[] = [];
  if (tsQuery) {
    const query = sql`to_tsquery(${config}, ${tsQuery})`;
    parts.push(sql`select t.product_id, 0 as number_rank, ts_rank(t.document, ${query}) as text_rank, t.sales, t.name
      from product_search_text t where t.locale = ${localeLiteral(ctx)} and t.document @@ ${query}`);
  }
  if (terms.looksLikeNumber && compact.length >= 3) {
    const escaped = escapeLike(compact);
    parts.push(sql`select s.product_id,
        case when ' ' || s.numbers || ' ' like ${`% ${escaped} %`} then 2 else 1 end, 0, s.sales,
        coalesce(t.name, s.product_number)
      from product_search s
      left join product_search_text t on t.locale = ${localeLiteral(ctx)} and t.product_id = s.product_id
      where s.numbers like ${`%${escaped}%`}`);
  }
  if (parts.length === 0) return null;
  return sql`select product_id, max(number_rank) as number_rank, max(text_rank) as text_rank,
      max(sales) as sales, max(name) as name
    from (${sql.join(parts, sql` union all `)}) hits group by product_id`;
}

function filterConditions(filters: Filters, skip?: FilterKind): SQL[] {
  const conditions: SQL[] = [];
  if (filters.ids) conditions.push(sql`s.product_id = any(${sql.param(filters.ids)}::uuid[])`);
  if (filters.productNumbers) {
    conditions.push(sql`s.product_number = any(${sql.param(filters.productNumbers)}::text[])`);
  }
  if (skip !== 'manufacturer' && filters.manufacturerIds.length > 0) {
    conditions.push(sql`s.manufacturer_id = any(${sql.param(filters.manufacturerIds)}::uuid[])`);
  }
  if (skip !== 'properties') {
    for (const group of filters.optionGroups)
      conditions.push(sql`s.option_ids && ${sql.param(group)}::uuid[]`);
  }
  if (skip !== 'price') {
    if (filters.priceMin !== null) conditions.push(sql`s.list_price >= ${filters.priceMin}`);
    if (filters.priceMax !== null) conditions.push(sql`s.list_price <= ${filters.priceMax}`);
  }
  return conditions;
}

interface Relation {
  /** `with m as (...)` when searching, else empty. */
  with: SQL;
  /** `product_search s`, joined with the matches `m` and the names `t` when needed. */
  from: SQL;
  where: SQL;
}

/**
 * The rows a listing reads: `s` (product_search) in scope, joined with the search matches `m` when
 * searching. Without a search only parents and single products are listed.
 */
function relation(
  ctx: RequestContext,
  matched: SQL | null,
  scope: Scope,
  conditions: SQL[],
  withNames = false,
): Relation {
  const where = [...conditions];
  if (scope.categoryId) where.push(sql`s.category_ids @> array[${scope.categoryId}]::uuid[]`);
  if (!matched) where.push(sql`s.parent_id is null`);
  const names = withNames
    ? sql` join product_search_text t on t.locale = ${localeLiteral(ctx)} and t.product_id = s.product_id`
    : sql``;
  return {
    with: matched ? sql`with m as (${matched}) ` : sql``,
    from: sql`product_search s${matched ? sql` join m on m.product_id = s.product_id` : sql``}${names}`,
    where: where.length ? sql.join(where, sql` and `) : sql`true`,
  };
}

function orderBy(matched: boolean, sorting: ListingSorting, sort: ProductCriteria['sort']): SQL {
  const name = matched ? sql`m.name` : sql`t.name`;
  const columns: Record<string, SQL> = {
    name,
    price: sql`s.list_price`,
    sales: sql`s.sales`,
    productNumber: sql`s.product_number`,
    _score: matched ? sql`m.number_rank desc, m.text_rank` : sql`s.sales`,
  };
  if (sort?.length) {
    const parts = sort.map(
      (entry) => sql`${columns[entry.field]} ${sql.raw(entry.order === 'DESC' ? 'desc' : 'asc')}`,
    );
    return sql.join([...parts, sql`s.product_id`], sql`, `);
  }
  switch (sorting) {
    case 'score':
      return matched
        ? sql`m.number_rank desc, m.text_rank desc, m.sales desc, s.product_id`
        : sql`s.sales desc, s.product_id`;
    case 'name-asc':
      return sql`${name} asc, s.product_id`;
    case 'name-desc':
      return sql`${name} desc, s.product_id`;
    case 'price-asc':
      return sql`s.list_price asc, s.product_id`;
    case 'price-desc':
      return sql`s.list_price desc, s.product_id`;
    case 'topseller':
      return sql`s.sales desc, s.product_id`;
  }
}

const sortsByName = (sorting: ListingSorting, sort: ProductCriteria['sort']) =>
  sort?.length ? sort.some((entry) => entry.field === 'name') : sorting.startsWith('name');

async function aggregate(
  ctx: RequestContext,
  matched: SQL | null,
  scope: Scope,
  filters: Filters,
): Promise<ListingAggregations> {
  const languageId = ctx.language.id;
  const without = (kind: FilterKind) => relation(ctx, matched, scope, filterConditions(filters, kind));
  const byManufacturer = without('manufacturer');
  const byOption = without('properties');
  const byPrice = without('price');
  const [manufacturers, options, price] = await Promise.all([
    queryRows<{ id: string; name: string | null; count: number }>(
      ctx.tx,
      sql`${byManufacturer.with}select a.manufacturer_id as id, mt.name, a.count::int as count
        from (select s.manufacturer_id, count(*) from ${byManufacturer.from}
              where ${byManufacturer.where} and s.manufacturer_id is not null group by s.manufacturer_id) a
        left join manufacturer_translation mt on mt.manufacturer_id = a.manufacturer_id and mt.language_id = ${languageId}
        order by mt.name`,
    ),
    queryRows<{
      id: string;
      name: string | null;
      count: number;
      group_id: string;
      group_name: string | null;
    }>(
      ctx.tx,
      sql`${byOption.with}select a.option_id as id, ot.name, a.count::int as count, g.id as group_id, gt.name as group_name
        from (select option_id, count(*) from ${byOption.from} cross join unnest(s.option_ids) as option_id
              where ${byOption.where} group by option_id) a
        join property_group_option po on po.id = a.option_id
        join property_group g on g.id = po.group_id and g.filterable
        left join property_group_option_translation ot on ot.option_id = po.id and ot.language_id = ${languageId}
        left join property_group_translation gt on gt.property_group_id = g.id and gt.language_id = ${languageId}
        order by g.position, gt.name, po.position, ot.name`,
    ),
    queryRows<{ min: string | null; max: string | null; avg: string | null }>(
      ctx.tx,
      sql`${byPrice.with}select min(s.list_price) as min, max(s.list_price) as max, avg(s.list_price) as avg
        from ${byPrice.from} where ${byPrice.where}`,
    ),
  ]);
  const groups = new Map<string, ListingAggregations['properties']['entities'][number]>();
  for (const row of options) {
    let group = groups.get(row.group_id);
    if (!group) {
      group = { id: row.group_id, translated: { name: row.group_name ?? '' }, options: [] };
      groups.set(row.group_id, group);
    }
    group.options.push({ id: row.id, translated: { name: row.name ?? '' }, count: row.count });
  }
  const number = (value: string | null | undefined) =>
    value == null ? null : Math.round(Number(value) * 100) / 100;
  return {
    manufacturer: {
      entities: manufacturers.map((row) => ({
        id: row.id,
        translated: { name: row.name ?? '' },
        count: row.count,
      })),
    },
    properties: { entities: [...groups.values()] },
    price: { min: number(price[0]?.min), max: number(price[0]?.max), avg: number(price[0]?.avg) },
  };
}

/** Groups selected option ids by their property group (options of one group are alternatives). */
async function groupOptions(ctx: RequestContext, optionIds: string[]): Promise<string[][]> {
  if (optionIds.length === 0) return [];
  const rows = await queryRows<{ id: string; group_id: string }>(
    ctx.tx,
    sql`select id, group_id from property_group_option where id = any(${sql.param(optionIds)}::uuid[])`,
  );
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.group_id, [...(groups.get(row.group_id) ?? []), row.id]);
  return [...groups.values()];
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
    switch (filter.field) {
      case 'id':
        ids = values;
        break;
      case 'productNumber':
        productNumbers = values;
        break;
      case 'manufacturerId':
        manufacturerIds.push(...values);
        break;
      case 'properties':
        optionIds.push(...values);
        break;
      case 'categoryIds':
        categoryId = values[0];
        break;
    }
  }
  return {
    filters: {
      ids,
      productNumbers,
      manufacturerIds,
      optionGroups: await groupOptions(ctx, optionIds),
      priceMin,
      priceMax,
    },
    ...(categoryId ? { categoryId } : {}),
  };
}

export interface ListingRequest {
  categoryId?: string;
  criteria: ProductCriteria;
}

/** Product search and category listings: one query for the page, then aggregations and products. */
export async function listProducts(
  ctx: RequestContext,
  request: ListingRequest,
): Promise<ProductListingResult> {
  const { criteria } = request;
  const searchText = criteria.search?.trim() || null;
  const search = searchText ? parseSearchQuery(searchText) : undefined;
  const { filters, categoryId: filteredCategory } = await filtersOf(ctx, criteria);
  const categoryId = request.categoryId ?? filteredCategory;
  const scope: Scope = { ...(categoryId ? { categoryId } : {}), ...(search ? { search } : {}) };
  const fallbackSorting = search ? defaultSearchSorting : defaultListingSorting;
  const sorting = criteria.order && (criteria.order !== 'score' || search) ? criteria.order : fallbackSorting;
  const limit = criteria.limit ?? limits.listing;
  const page = criteria.p ?? criteria.page ?? 1;
  const matched = search ? matchedProducts(ctx, search) : null;
  const nothingSearchable = Boolean(search) && !matched;
  const listing = relation(
    ctx,
    matched,
    scope,
    filterConditions(filters),
    !matched && sortsByName(sorting, criteria.sort),
  );
  const pageRows = nothingSearchable
    ? []
    : await queryRows<{ id: string; total: number }>(
        ctx.tx,
        sql`${listing.with}select s.product_id as id, (count(*) over ())::int as total
          from ${listing.from} where ${listing.where}
          order by ${orderBy(Boolean(matched), sorting, criteria.sort)}
          limit ${limit} offset ${(page - 1) * limit}`,
      );
  const total =
    pageRows[0]?.total ??
    (page > 1 && !nothingSearchable
      ? ((
          await queryRows<{ total: number }>(
            ctx.tx,
            sql`${listing.with}select count(*)::int as total from ${listing.from} where ${listing.where}`,
          )
        )[0]?.total ?? 0)
      : 0);
  const withAggregations = !criteria['no-aggregations'] && !nothingSearchable;
  const [elements, aggregations] = await Promise.all([
    loadProducts(
      ctx,
      pageRows.map((row) => row.id),
    ),
    withAggregations ? aggregate(ctx, matched, scope, filters) : Promise.resolve(emptyAggregations),
  ]);
  return {
    elements,
    total,
    page,
    limit,
    sorting,
    availableSortings: availableSortings(ctx, Boolean(search)),
    currentFilters: {
      manufacturer: filters.manufacturerIds,
      properties: filters.optionGroups.flat(),
      price: { min: filters.priceMin, max: filters.priceMax },
      search: searchText,
    },
    aggregations,
    apiAlias: 'product_listing',
  };
}

const emptyAggregations: ListingAggregations = {
  manufacturer: { entities: [] },
  properties: { entities: [] },
  price: { min: null, max: null, avg: null },
};
