import { productCardIncludes } from '@tradeshop/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountedReads } from './test/counted-reads.ts';
import { testAccessKey } from './test/seeded-shops.ts';

/**
 * A buyer's category page is three Store API calls: the session, the page with its cards, and the
 * prices and stock of those cards. Each statement they send is a round trip that wakes the database
 * and costs more than the small reads it carries. What is the buyer's own, never shared through the
 * answer cache, is counted here: the session and the prices (the listing's statements are counted
 * with the search's, in search-statements.test.ts).
 */
let shop: Awaited<ReturnType<typeof startCountedReads>>;
let token: string;
let categoryPath: string;
let articles: string[];

async function statementsOf(method: 'GET' | 'POST', url: string, payload?: object) {
  const before = shop.statements();
  const response = await shop.app.inject({
    method,
    url,
    headers: { 'sw-access-key': testAccessKey, 'sw-context-token': token },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, url).toBe(200);
  return { statements: shop.statements() - before, body: response.json() };
}

beforeAll(async () => {
  shop = await startCountedReads();
  const login = await shop.app.inject({
    method: 'POST',
    url: '/store-api/account/login',
    headers: { 'sw-access-key': testAccessKey },
    payload: { username: 'demo.buyer', password: 'demo1234' },
  });
  token = login.json().contextToken;
  const tree = await statementsOf('GET', '/store-api/navigation/main-navigation/main-navigation?depth=2');
  categoryPath = `/${tree.body[0].children[0].seoUrls[0].seoPathInfo}`;
  // The first page of a kind fills what the process keeps per catalogue version (facets, delivery times).
  const page = await statementsOf('POST', '/store-api/pwa/page', {
    path: categoryPath,
    query: { includes: productCardIncludes },
  });
  articles = page.body.listing.elements.map((product: { productNumber: string }) => product.productNumber);
  await statementsOf('POST', '/store-api/dexis/article/information', {
    articles: articles.map((sku) => ({ sku })),
  });
});
afterAll(() => shop?.close());

describe('a buyer’s category page', () => {
  it('reads the session, its user with their rights, the account and the cart in five statements', async () => {
    expect((await statementsOf('GET', '/store-api/dexis/session')).statements).toBeLessThanOrEqual(5);
  });

  it('reads the prices and stock of a page of cards, families’ variants included, in ten statements', async () => {
    expect(articles.length).toBeGreaterThan(10);
    const information = await statementsOf('POST', '/store-api/dexis/article/information', {
      articles: articles.map((sku) => ({ sku })),
    });
    expect(information.body.articles).toHaveLength(articles.length);
    expect(information.statements).toBeLessThanOrEqual(10);
  });
});
