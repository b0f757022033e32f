import {
  category,
  navigationResponse,
  productCardIncludes,
  productCardListingResult,
  productDetailResponse,
  productListingResult,
} from '@tradeshop/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../test/test-app.ts';
import { okAnswers, shopwareMismatches } from './shopware-schema.ts';

/**
 * The catalogue's standard routes answer in the shapes of Shopware's published Store API schema,
 * for a visitor and for a logged-in buyer (who sees the company's own prices).
 */
let shop: TestShop;
let buyerToken: string;
let rootId: string;
let categoryId: string;
let productId: string;
beforeAll(async () => {
  shop = await startTestShop();
  buyerToken = (await shop.login('demo.buyer')).token;
  rootId = (await shop.request({ url: '/store-api/context' })).json().salesChannel.navigationCategoryId;
  const navigation = await shop.request({
    method: 'POST',
    url: `/store-api/navigation/${rootId}/${rootId}`,
    body: {},
  });
  categoryId = navigation.json()[0].id;
  const hits = await shop.request({
    method: 'POST',
    url: '/store-api/search',
    body: { search: 'moer', limit: 1 },
  });
  productId = hits.json().elements[0].id;
});
afterAll(() => shop?.close());

const sessions = [
  ['a visitor', () => undefined],
  ['a buyer', () => buyerToken],
] as const;

const answerOf = okAnswers(() => shop);

describe.each(sessions)('for %s', (_, tokenOf) => {
  it('answers GET /context in Shopware’s shape', async () => {
    expect(shopwareMismatches('/context', 'get', await answerOf('GET', '/context', tokenOf()))).toEqual([]);
  });

  it('answers POST /search with Shopware criteria in Shopware’s shape', async () => {
    const answer = await answerOf('POST', '/search', tokenOf(), {
      search: 'moer',
      page: 1,
      limit: 3,
      'total-count-mode': 'exact',
      associations: { manufacturer: {} },
      aggregations: [
        { name: 'manufacturer', type: 'entity', field: 'manufacturerId', definition: 'product_manufacturer' },
      ],
    });
    expect(shopwareMismatches('/search', 'post', answer)).toEqual([]);
  });

  it('answers GET /search with criteria in the query in Shopware’s shape', async () => {
    const answer = await answerOf('GET', '/search?search=moer&p=2&limit=2&order=name-asc', tokenOf());
    expect(answer.page).toBe(2);
    expect(shopwareMismatches('/search', 'get', answer)).toEqual([]);
  });

  it('answers POST /search-suggest in Shopware’s shape', async () => {
    const answer = await answerOf('POST', '/search-suggest', tokenOf(), { search: 'moer', limit: 3 });
    expect(shopwareMismatches('/search-suggest', 'post', answer)).toEqual([]);
  });

  it('answers POST /product/{productId} in Shopware’s shape', async () => {
    const answer = await answerOf('POST', `/product/${productId}`, tokenOf(), {});
    expect(shopwareMismatches('/product/{productId}', 'post', answer)).toEqual([]);
  });

  it('answers POST /product-listing/{categoryId} for a plain limit in Shopware’s shape', async () => {
    const answer = await answerOf('POST', `/product-listing/${categoryId}`, tokenOf(), { limit: 3 });
    expect(shopwareMismatches('/product-listing/{categoryId}', 'post', answer)).toEqual([]);
  });

  it('answers POST /product-listing/{categoryId} for filters and a sort in Shopware’s shape', async () => {
    const listing = await answerOf('POST', `/product-listing/${categoryId}`, tokenOf(), { limit: 3 });
    const manufacturer = listing.aggregations.find(
      (entry: { name: string }) => entry.name === 'manufacturer',
    );
    const answer = await answerOf('POST', `/product-listing/${categoryId}`, tokenOf(), {
      page: 1,
      limit: 5,
      filter: [{ type: 'range', field: 'price', parameters: { gte: 1 } }],
      sort: [{ field: 'name', order: 'DESC' }],
      manufacturer: manufacturer.entities[0].id,
      'min-price': 1,
      'max-price': 10_000,
      'total-count-mode': 'exact',
    });
    expect(answer.currentFilters.manufacturer).toEqual([manufacturer.entities[0].id]);
    expect(shopwareMismatches('/product-listing/{categoryId}', 'post', answer)).toEqual([]);
  });

  it('answers POST /category/{navigationId} in Shopware’s shape', async () => {
    const answer = await answerOf('POST', `/category/${categoryId}`, tokenOf(), {});
    expect(shopwareMismatches('/category/{navigationId}', 'post', answer)).toEqual([]);
    const home = await answerOf('GET', '/category/home', tokenOf());
    expect(home.id).toBe(rootId);
    expect(shopwareMismatches('/category/{navigationId}', 'get', home)).toEqual([]);
  });

  it('answers POST /navigation/{activeId}/{rootId} in Shopware’s shape', async () => {
    const answer = await answerOf('POST', `/navigation/${rootId}/${rootId}`, tokenOf(), { depth: 2 });
    expect(shopwareMismatches('/navigation/{activeId}/{rootId}', 'post', answer)).toEqual([]);
  });

  it('answers what the shared contracts (the storefront’s client) read back', async () => {
    const token = tokenOf();
    const listing = productListingResult.parse(
      await answerOf('POST', `/product-listing/${categoryId}`, token, { limit: 3 }),
    );
    expect(listing.aggregations.manufacturer.entities.length).toBeGreaterThan(0);
    expect(listing.currentFilters.search).toBeNull();
    productListingResult.parse(await answerOf('POST', '/search-suggest', token, { search: 'moer' }));
    const cards = productCardListingResult.parse(
      await answerOf('POST', '/search', token, { search: 'moer', includes: productCardIncludes }),
    );
    expect(cards.elements.length).toBeGreaterThan(0);
    const { product } = productDetailResponse.parse(
      await answerOf('POST', `/product/${productId}`, token, {}),
    );
    expect(product.seoCategory?.breadcrumb.length).toBeGreaterThan(0);
    navigationResponse.parse(await answerOf('POST', `/navigation/${rootId}/${rootId}`, token, { depth: 2 }));
    category.parse(await answerOf('POST', `/category/${categoryId}`, token, {}));
  });

  // Shopware writes a country's address format as a list of lines, which its schema calls an object.
  const intendedOf: Record<string, string[]> = { '/country': ['/elements/*/addressFormat'] };
  it.each(['/language', '/currency', '/country', '/salutation'])(
    'answers POST and GET %s in Shopware’s shape',
    async (path) => {
      const answer = await answerOf('POST', path, tokenOf(), { page: 1, limit: 10 });
      expect(answer.length ?? answer.elements.length).toBeGreaterThan(0);
      expect(shopwareMismatches(path, 'post', answer, intendedOf[path])).toEqual([]);
      expect(
        shopwareMismatches(path, 'get', await answerOf('GET', path, tokenOf()), intendedOf[path]),
      ).toEqual([]);
    },
  );
});
