import { apiId } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { facetIndexKey } from './facet-index.ts';

let shop: TestShop;

interface Listing {
  elements: {
    id: string;
    productNumber: string;
    name: string;
    manufacturerId: string | null;
    /** Left out for a product without a parent. */
    parentId?: string;
    properties: { id: string }[];
    calculatedPrice: { unitPrice: number };
  }[];
  total: number;
  page: number;
  limit: number;
  currentFilters: Record<string, unknown>;
  aggregations: {
    manufacturer: { entities: { id: string; count: number; translated: { name: string } }[] };
    properties: { entities: { id: string; options: { id: string; count: number }[] }[] };
    measurements: {
      entities: { id: string; translated: { name: string; unit: string | null }; min: number; max: number }[];
    };
    price: { min: number | null; max: number | null };
  };
}

async function search(body: Record<string, unknown>, locale = 'nl-NL'): Promise<Listing> {
  const response = await shop.request({
    method: 'POST',
    url: '/store-api/search',
    body,
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });
  expect(response.status).toBe(200);
  return withNamedAggregations(response.json());
}

/** A listing's answer with its aggregations by name: Shopware writes them as a list of named results. */
function withNamedAggregations(answer: { aggregations: { name: string }[] }): Listing {
  return {
    ...answer,
    aggregations: Object.fromEntries(answer.aggregations.map((entry) => [entry.name, entry])),
  } as unknown as Listing;
}

/**
 * A single product (no variants) or variant parent with everything a search may use; its ids as the
 * Store API writes them.
 */
async function sampleProduct(offset: number) {
  const [row] = await queryRows<{
    id: string;
    product_number: string;
    ean: string;
    manufacturer_number: string;
    manufacturer_id: string;
  }>(
    shop.database.db,
    sql`select id, product_number, ean, manufacturer_number, manufacturer_id from product
        where parent_id is null and ean is not null and manufacturer_number is not null and active
        order by product_number offset ${offset} limit 1`,
  );
  return { ...row!, id: apiId(row!.id), manufacturer_id: apiId(row!.manufacturer_id) };
}

async function nameOf(productId: string, locale: string) {
  const [row] = await queryRows<{ name: string }>(
    shop.database.db,
    sql`select pt.name from product_translation pt join language l on l.id = pt.language_id
        where pt.product_id = ${productId} and l.locale_code = ${locale}`,
  );
  return row!.name;
}

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('search by number', () => {
  it('puts the product with the exact article number first', async () => {
    const product = await sampleProduct(3);
    const result = await search({ search: product.product_number });
    expect(result.elements[0]?.productNumber).toBe(product.product_number);
  });

  it('finds an article number typed in lower case with surrounding spaces', async () => {
    const product = await sampleProduct(4);
    const result = await search({ search: `  ${product.product_number.toLowerCase()} ` });
    expect(result.elements[0]?.productNumber).toBe(product.product_number);
  });

  it('puts the product with the exact EAN first', async () => {
    const product = await sampleProduct(7);
    const result = await search({ search: product.ean });
    expect(result.elements[0]?.id).toBe(product.id);
  });

  it('finds a product by its manufacturer number', async () => {
    const product = await sampleProduct(11);
    const result = await search({ search: product.manufacturer_number });
    expect(result.elements.map((element) => element.id)).toContain(product.id);
  });

  it('finds products by a fragment of their article number', async () => {
    const product = await sampleProduct(12);
    const fragment = product.product_number.slice(-4);
    const result = await search({ search: fragment });
    expect(result.total).toBeGreaterThan(0);
    expect(result.elements.map((element) => element.productNumber)).toContain(product.product_number);
  });

  it('finds a variant by its own article number', async () => {
    const [variant] = await queryRows<{ id: string; product_number: string }>(
      shop.database.db,
      sql`select id, product_number from product where parent_id is not null order by product_number limit 1`,
    );
    const result = await search({ search: variant!.product_number });
    expect(result.elements[0]?.id).toBe(apiId(variant!.id));
    expect(result.elements[0]?.parentId).not.toBeNull();
  });
});

describe('search by words', () => {
  it('finds products by brand name', async () => {
    const product = await sampleProduct(5);
    const [brand] = await queryRows<{ name: string }>(
      shop.database.db,
      sql`select name from manufacturer_translation where manufacturer_id = ${product.manufacturer_id} limit 1`,
    );
    const result = await search({ search: brand!.name, limit: 50 });
    expect(result.total).toBeGreaterThan(0);
    const fromBrand = result.elements.filter((element) => element.manufacturerId === product.manufacturer_id);
    expect(fromBrand.length).toBeGreaterThan(result.elements.length / 2);
  });

  for (const locale of ['nl-NL', 'en-GB', 'fr-FR']) {
    it(`finds a product by the words of its ${locale} name and answers in ${locale}`, async () => {
      const product = await sampleProduct(9);
      const name = await nameOf(product.id, locale);
      const result = await search({ search: name, limit: 24 }, locale);
      const found = result.elements.find((element) => element.id === product.id);
      expect(found?.name).toBe(name);
    });
  }

  it('finds a product by the name of its category, which Dutch compounds hide', async () => {
    const product = await sampleProduct(6);
    const [category] = await queryRows<{ name: string }>(
      shop.database.db,
      sql`select ct.name from product_category pc
          join category_translation ct on ct.category_id = pc.category_id
          join language l on l.id = ct.language_id and l.locale_code = 'nl-NL'
          where pc.product_id = ${product.id}`,
    );
    const result = await search({ search: category!.name, limit: 100 });
    expect(result.elements.map((element) => element.id)).toContain(product.id);
  });

  it('matches the word being typed as a prefix', async () => {
    const product = await sampleProduct(2);
    const name = await nameOf(product.id, 'nl-NL');
    const firstWord = name.split(' ')[0]!;
    const result = await search({ search: firstWord.slice(0, Math.max(4, firstWord.length - 2)) });
    expect(result.total).toBeGreaterThan(0);
  });

  it('finds nothing for words no product has, and no error for operators', async () => {
    expect((await search({ search: 'qqqxyzzy' })).total).toBe(0);
    expect((await search({ search: "!&|:*()'" })).total).toBe(0);
  });

  it('shows variant families once: word searches list parents and single products', async () => {
    const product = await sampleProduct(9);
    const result = await search({ search: await nameOf(product.id, 'nl-NL'), limit: 100 });
    expect(result.elements.every((element) => element.parentId === undefined)).toBe(true);
  });
});

describe('pagination and limits', () => {
  it('answers 10 products for the quick search and 24 for the page by default', async () => {
    const quick = await search({ search: 'a', limit: 10, 'no-aggregations': true });
    expect(quick.elements.length).toBeLessThanOrEqual(10);
    const listing = await search({ search: '' });
    expect(listing.limit).toBe(24);
    expect(listing.elements).toHaveLength(24);
  });

  it('ranks the same way when the quick search skips the exact total', async () => {
    const product = await sampleProduct(3);
    const bounded = await search({ search: product.product_number, limit: 10, 'total-count-mode': 2 });
    expect(bounded.elements[0]?.productNumber).toBe(product.product_number);
    const word = (await nameOf(product.id, 'nl-NL')).split(' ')[0]!;
    const exact = await search({ search: word, limit: 10 });
    const withoutTotal = await search({ search: word, limit: 10, 'total-count-mode': 'none' });
    expect(withoutTotal.elements.map((element) => element.id)).toEqual(
      exact.elements.map((element) => element.id),
    );
  });

  it('answers the quick search while the facet index of a new catalogue version is still loading', async () => {
    const product = await sampleProduct(5);
    const word = (await nameOf(product.id, 'nl-NL')).split(' ')[0]!;
    const suggest = async (term: string) => {
      const response = await shop.request({
        method: 'POST',
        url: '/store-api/search-suggest',
        body: { search: term, limit: 5 },
        headers: { 'sw-language-id': shop.languageIds['nl-NL']! },
      });
      expect(response.status).toBe(200);
      return response.json() as Listing;
    };
    const ids = (listing: Listing) => listing.elements.map((element) => element.id);
    const loaded = await suggest(word);
    const cache = shop.app.catalogCache;
    const { value, ready } = cache;
    // The index of the new version takes seconds to load at 400,000 articles: here it never comes.
    cache.value = ((key, load) =>
      key === facetIndexKey ? new Promise(() => {}) : value(key, load)) as typeof value;
    cache.ready = () => undefined;
    try {
      expect(ids(await suggest(word))).toEqual(ids(loaded));
      expect((await suggest(`${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`)).total).toBeGreaterThan(0);
    } finally {
      Object.assign(cache, { value, ready });
    }
  });

  it('pages through results without overlap and with a stable total', async () => {
    const first = await search({ search: '', p: 1, order: 'name-asc' });
    const second = await search({ search: '', p: 2, order: 'name-asc' });
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    const firstIds = new Set(first.elements.map((element) => element.id));
    expect(second.elements.some((element) => firstIds.has(element.id))).toBe(false);
  });

  it('answers an empty page beyond the last one with the real total', async () => {
    const result = await search({ search: '', p: 500 });
    expect(result.elements).toEqual([]);
    expect(result.total).toBeGreaterThan(0);
  });
});

// A word search counts its total and facets in the facet index, a listing in the database: both
// follow the same rules.
describe.each([
  ['every product', ''],
  ['the matches of a frequent word', 'a'],
])('filters and aggregations of %s', (_name, term) => {
  it('aggregates manufacturers, properties and prices of the results', async () => {
    const result = await search({ search: term });
    expect(result.aggregations.manufacturer.entities.length).toBeGreaterThan(3);
    expect(result.aggregations.properties.entities.length).toBeGreaterThan(1);
    expect(result.aggregations.price.min).toBeLessThan(result.aggregations.price.max!);
  });

  it('filters by manufacturer', async () => {
    const all = await search({ search: term });
    const brand = all.aggregations.manufacturer.entities[0]!;
    const filtered = await search({ search: term, manufacturer: brand.id, limit: 100 });
    expect(filtered.total).toBe(brand.count);
    expect(filtered.elements.every((element) => element.manufacturerId === brand.id)).toBe(true);
  });

  it('filters by property options: any option of a group, every group', async () => {
    const all = await search({ search: term });
    const group = all.aggregations.properties.entities[0]!;
    const option = group.options[0]!;
    const filtered = await search({ search: term, properties: [option.id], limit: 100 });
    expect(filtered.total).toBe(option.count);
    expect(filtered.elements.every((element) => element.properties.some((p) => p.id === option.id))).toBe(
      true,
    );
    if (group.options[1]) {
      const either = await search({ search: term, properties: `${option.id}|${group.options[1].id}` });
      expect(either.total).toBe(option.count + group.options[1].count);
    }
  });

  it('counts each property group under every other filter, and its own options without its own selection', async () => {
    const all = await search({ search: term });
    const first = all.aggregations.properties.entities[0]!;
    const option = first.options[0]!;
    const filtered = await search({ search: term, properties: [option.id] });
    const groups = filtered.aggregations.properties.entities;
    expect(groups.find((group) => group.id === first.id)?.options).toEqual(first.options);
    const other = groups.find((group) => group.id !== first.id)!;
    for (const entry of other.options.slice(0, 3)) {
      const both = await search({ search: term, properties: [option.id, entry.id], limit: 1 });
      expect(both.total, `${option.id} and ${entry.id}`).toBe(entry.count);
    }
  });
});

describe('filters, sorting and aggregations', () => {
  it('filters by a price range and sorts by price', async () => {
    const result = await search({
      search: '',
      'min-price': 10,
      'max-price': 100,
      order: 'price-asc',
      limit: 100,
    });
    const prices = result.elements.map((element) => element.calculatedPrice.unitPrice);
    expect(prices.every((price) => price >= 10 && price <= 100)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses a price bound of a billion or more with 400, in the listing parameter and the range filter', async () => {
    for (const body of [
      { 'min-price': '9007199254740993' },
      { filter: [{ type: 'range', field: 'price', parameters: { lte: 1e12 } }] },
    ]) {
      const answer = await shop.request({ method: 'POST', url: '/store-api/search', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('accepts Shopware criteria filters and sorts', async () => {
    const product = await sampleProduct(1);
    const result = await search({
      filter: [{ type: 'equalsAny', field: 'productNumber', value: [product.product_number] }],
      sort: [{ field: 'name', order: 'desc' }],
    });
    expect(result.elements.map((element) => element.id)).toEqual([product.id]);
  });
});

describe('from–to filters on figures', () => {
  /** A demo feature's group (by its ETIM code) and the category of the articles that give it. */
  async function featureOf(key: string) {
    const [row] = await queryRows<{ group_id: string; category_id: string }>(
      shop.database.db,
      sql`select g.id as group_id, pc.category_id from property_group g
          join product_measurement m on m.group_id = g.id
          join product_category pc on pc.product_id = m.product_id
          where g.erp_key = ${key} limit 1`,
    );
    return { groupId: apiId(row!.group_id), categoryId: apiId(row!.category_id) };
  }

  /** Listed articles whose figure of the group shares a value with min–max, as the database knows them. */
  async function countMeeting(groupId: string, min: number | null, max: number | null, categoryId?: string) {
    const [row] = await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from product p join product_measurement m on m.product_id = p.id
          where m.group_id = ${groupId} and p.active and p.parent_id is null
          and (${min}::numeric is null or coalesce(m.value_to, m.value) >= ${min})
          and (${max}::numeric is null or m.value <= ${max})
          ${categoryId ? sql`and p.id in (select product_id from product_category where category_id = ${categoryId})` : sql``}`,
    );
    return row!.count;
  }

  async function categoryListing(categoryId: string, body: Record<string, unknown>): Promise<Listing> {
    const response = await shop.request({
      method: 'POST',
      url: `/store-api/product-listing/${categoryId}`,
      body,
    });
    expect(response.status).toBe(200);
    return withNamedAggregations(response.json());
  }

  it('lists a category by a number from–to, and names each numeric group with its lowest and highest figure', async () => {
    const power = await featureOf('EF000280');
    const all = await categoryListing(power.categoryId, { limit: 100 });
    const unfiltered = all.aggregations.measurements.entities.find((group) => group.id === power.groupId)!;
    expect(unfiltered.translated).toEqual({ name: 'Vermogen', unit: 'W' });
    const [extent] = await queryRows<{ min: number; max: number }>(
      shop.database.db,
      sql`select min(value)::float8 as min, max(value)::float8 as max from product_measurement where group_id = ${power.groupId}`,
    );
    expect({ min: unfiltered.min, max: unfiltered.max }).toEqual(extent);

    const filtered = await categoryListing(power.categoryId, {
      limit: 100,
      measurements: [{ group: power.groupId, min: 20, max: 50 }],
    });
    expect(filtered.total).toBe(await countMeeting(power.groupId, 20, 50, power.categoryId));
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    // Its own group still spans every figure, so that the buyer can widen the filter.
    expect(filtered.aggregations.measurements.entities.find((group) => group.id === power.groupId)).toEqual(
      unfiltered,
    );
    expect(filtered.currentFilters).toMatchObject({
      measurements: [{ group: power.groupId, min: 20, max: 50 }],
    });
  });

  it('finds the same articles by a figure in a search, where the facet index counts', async () => {
    const power = await featureOf('EF000280');
    const result = await search({
      search: 'Elvatec',
      limit: 100,
      measurements: [{ group: power.groupId, min: 20 }],
    });
    expect(result.total).toBe(await countMeeting(power.groupId, 20, null));
    const flux = result.aggregations.measurements.entities.find(
      (group) => group.translated.name === 'Lichtstroom',
    );
    // The other numeric groups count under the filter: only the strong lights' flux is left.
    const [weakest] = await queryRows<{ flux: number }>(
      shop.database.db,
      sql`select min(f.value)::float8 as flux from product_measurement f
          join product_measurement p on p.product_id = f.product_id and p.group_id = ${power.groupId} and p.value >= 20
          join property_group g on g.id = f.group_id and g.erp_key = 'EF000095'`,
    );
    expect(flux?.min).toBe(weakest!.flux);
  });

  it('lets a range of figures pass when it shares a value with the filter', async () => {
    const temperature = await featureOf('EF008156');
    const result = await search({
      search: 'Sealtron',
      limit: 100,
      measurements: `${temperature.groupId}:35:`,
    });
    expect(result.total).toBe(await countMeeting(temperature.groupId, 35, null));
    expect(result.total).toBeGreaterThan(0);
    const none = await search({
      search: 'Sealtron',
      measurements: [{ group: temperature.groupId, min: 500 }],
    });
    expect(none.total).toBe(0);
  });

  it('refuses a min above the max and a bound that is no number, with 400', async () => {
    const power = await featureOf('EF000280');
    for (const [measurements, path] of [
      [[{ group: power.groupId, min: 50, max: 20 }], 'body/measurements/0/max'],
      [`${power.groupId}:abc:`, 'body/measurements/0/min'],
      [[{ group: power.groupId }], 'body/measurements/0'],
    ] as const) {
      const answer = await shop.request({ method: 'POST', url: '/store-api/search', body: { measurements } });
      expect(answer.status, JSON.stringify(measurements)).toBe(400);
      expect(
        answer.json().errors[0].violations.map((v: { propertyPath: string }) => v.propertyPath),
      ).toContain(path);
    }
  });
});

describe('bad criteria', () => {
  const badBodies: [string, Record<string, unknown>, string][] = [
    ['a limit that is not a number', { limit: 'abc' }, 'body/limit'],
    ['a page below 1', { p: 0 }, 'body/p'],
    ['a limit above 100', { limit: 1000 }, 'body/limit'],
    [
      'an unknown filter field',
      { filter: [{ type: 'equals', field: 'password', value: 'x' }] },
      'body/filter/0/field',
    ],
    [
      'an unknown filter type',
      { filter: [{ type: 'script', field: 'id', value: 'x' }] },
      'body/filter/0/type',
    ],
    ['a manufacturer that is not an id', { manufacturer: 'abc' }, 'body/manufacturer/0'],
    ['an unknown sorting', { order: 'random' }, 'body/order'],
  ];
  for (const [what, body, path] of badBodies) {
    it(`answers 400 with a violation for ${what}`, async () => {
      const response = await shop.request({ method: 'POST', url: '/store-api/search', body });
      expect(response.status).toBe(400);
      const [error] = response.json().errors;
      expect(error.code).toBe('FRAMEWORK__INVALID_REQUEST');
      expect(error.violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toContain(
        path,
      );
    });
  }

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/store-api/search',
      headers: { 'sw-access-key': 'SWSCTESTACCESSKEY000000001', 'content-type': 'application/json' },
      payload: '{"search": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('FRAMEWORK__MALFORMED_REQUEST_BODY');
  });

  it('accepts the criteria as query parameters on GET', async () => {
    const product = await sampleProduct(3);
    const response = await shop.request({
      url: `/store-api/search?search=${product.product_number}&limit=5`,
    });
    expect(response.status).toBe(200);
    expect(response.json().elements[0].productNumber).toBe(product.product_number);
  });
});

describe('product listing of a category', () => {
  async function topCategory() {
    const [row] = await queryRows<{ id: string }>(
      shop.database.db,
      sql`select c.id from category c join sales_channel s on c.parent_id = s.main_navigation_category_id
          where c.type = 'page' order by c.position limit 1`,
    );
    return row!.id;
  }

  it('lists the products of the category and its subcategories', async () => {
    const categoryId = await topCategory();
    const response = await shop.request({
      method: 'POST',
      url: `/store-api/product-listing/${categoryId}`,
      body: {},
    });
    expect(response.status).toBe(200);
    const listing: Listing = response.json();
    expect(listing.total).toBeGreaterThan(0);
    const [expected] = await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(distinct p.id)::int as count from product p
          join product_category pc on pc.product_id = p.id
          join category c on c.id = pc.category_id
          where p.parent_id is null and p.active and (c.id = ${categoryId} or c.path like ${`%|${categoryId}|%`})`,
    );
    expect(listing.total).toBe(expected!.count);
  });

  it('keeps a category listing for every process, and a search only in the process that answered it', async () => {
    const categoryId = await topCategory();
    await shop.request({ method: 'POST', url: `/store-api/product-listing/${categoryId}`, body: {} });
    await search({ search: 'zeldzaamwoord' });
    const keys = (await queryRows<{ key: string }>(shop.database.db, sql`select key from shared_cache`)).map(
      (row) => row.key,
    );
    expect(keys.some((key) => key.includes(categoryId))).toBe(true);
    expect(keys.some((key) => key.includes('zeldzaamwoord'))).toBe(false);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const unknown = await shop.request({
      method: 'POST',
      url: '/store-api/product-listing/00000000-0000-4000-8000-000000000000',
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe('CONTENT__CATEGORY_NOT_FOUND');
    const malformed = await shop.request({ method: 'POST', url: '/store-api/product-listing/abc', body: {} });
    expect(malformed.status).toBe(400);
    expect(malformed.json().errors[0].violations[0].type).toBe('VIOLATION::INVALID_UUID');
  });

  it('tells the listing settings', async () => {
    const settings = (await shop.request({ url: '/store-api/product-listing/settings' })).json();
    expect(settings).toMatchObject({ defaultLimit: 24, quickSearchLimit: 10 });
    expect(settings.sortings.map((sorting: { key: string }) => sorting.key)).toContain('price-asc');
  });
});

describe('header search filters', () => {
  it('matches only article numbers with search-in number', async () => {
    const [article] = await queryRows<{ product_number: string; name: string }>(
      shop.database.db,
      sql`select p.product_number, t.name from product p join product_translation t on t.product_id = p.id
          join language l on l.id = t.language_id and l.locale_code = 'nl-NL'
          where p.parent_id is null order by p.product_number limit 1`,
    );
    const byNumber = await search({ search: article!.product_number, 'search-in': 'number' });
    expect(byNumber.elements[0]?.productNumber).toBe(article!.product_number);
    const word = article!.name.split(' ')[0]!;
    expect((await search({ search: word })).total).toBeGreaterThan(0);
    expect((await search({ search: word, 'search-in': 'number' })).total).toBe(0);
  });

  it('lists only what the company ordered before with already-bought, and nothing for visitors', async () => {
    const [article] = await queryRows<{ id: string; product_number: string }>(
      shop.database.db,
      sql`select id, product_number from product where child_count = 0 and parent_id is null and not is_closeout
          and min_purchase_hundredths = 100 and purchase_steps_hundredths = 100 and max_purchase_hundredths is null
          and not exists (select 1 from article_sales_block b where b.product_id = product.id)
          order by product_number limit 1`,
    );
    const token = (
      await shop.request({
        method: 'POST',
        url: '/store-api/account/login',
        body: { username: 'demo.buyer', password: 'demo1234' },
      })
    ).json().contextToken;
    const headers = { 'sw-context-token': token };
    await shop.request({
      method: 'POST',
      url: '/store-api/checkout/cart/line-item',
      body: { items: [{ sku: article!.product_number, quantity: 1 }] },
      headers,
    });
    const placed = await shop.request({
      method: 'POST',
      url: '/store-api/checkout/order',
      body: { paymentMethod: 'prepayment' },
      headers,
    });
    expect(placed.status).toBe(200);
    const bought = await shop.request({
      method: 'POST',
      url: '/store-api/search',
      body: { 'already-bought': true },
      headers,
    });
    expect(bought.json().elements.map((element: { id: string }) => element.id)).toEqual([apiId(article!.id)]);
    expect((await search({ 'already-bought': true })).total).toBe(0);
  });
});
