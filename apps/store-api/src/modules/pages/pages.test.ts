import { apiId } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

async function page(path: string, locale = 'nl-NL', query?: Record<string, unknown>) {
  return shop.request({
    method: 'POST',
    url: '/store-api/pwa/page',
    body: { path, ...(query ? { query } : {}) },
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });
}

async function seoPath(routeName: string, locale: string, extra = sql`true`) {
  const [row] = await queryRows<{ foreign_key: string; seo_path_info: string }>(
    shop.database.db,
    sql`select s.foreign_key, s.seo_path_info from seo_url s join language l on l.id = s.language_id
        where s.route_name = ${routeName} and l.locale_code = ${locale} and s.is_canonical and ${extra}
        order by s.seo_path_info limit 1`,
  );
  return row!;
}

describe('page resolver', () => {
  it('resolves a category seo path to a product list with breadcrumb and listing', async () => {
    const seo = await seoPath('frontend.navigation.page', 'nl-NL', sql`s.seo_path_info like '%/%/%'`);
    const response = await page(`/${seo.seo_path_info}`);
    expect(response.status).toBe(200);
    const result = response.json();
    expect(result.cmsPage.type).toBe('product_list');
    expect(result.resourceIdentifier).toBe(apiId(seo.foreign_key));
    expect(result.canonicalPathInfo).toBe(`/${seo.seo_path_info}`);
    expect(result.breadcrumb).toHaveLength(3);
    expect(result.breadcrumb.at(-1).path).toBe(`/${seo.seo_path_info}`);
    expect(result.listing.limit).toBe(24);
  });

  it('answers only the included fields of a category page’s listing, with its ids and facets in Shopware’s form', async () => {
    const seo = await seoPath('frontend.navigation.page', 'nl-NL', sql`s.seo_path_info like '%/%/%'`);
    const response = await page(`/${seo.seo_path_info}`, 'nl-NL', {
      includes: { product: ['id', 'productNumber'] },
    });
    expect(response.status).toBe(200);
    const { listing } = response.json();
    expect(Object.keys(listing.elements[0]).sort()).toEqual(['apiAlias', 'id', 'productNumber']);
    expect(listing.elements[0].id).toMatch(/^[0-9a-f]{32}$/);
    expect(Array.isArray(listing.aggregations)).toBe(true);
  });

  it('applies the listing query of a category page and rejects a bad one', async () => {
    const seo = await seoPath('frontend.navigation.page', 'nl-NL');
    const sorted = (await page(seo.seo_path_info, 'nl-NL', { order: 'price-desc', p: '1' })).json();
    expect(sorted.listing.sorting).toBe('price-desc');
    const bad = await page(seo.seo_path_info, 'nl-NL', { p: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.json().errors[0].violations[0].propertyPath).toBe('query/p');
  });

  it('resolves a product seo path in each language to the product detail', async () => {
    for (const locale of ['nl-NL', 'en-GB', 'fr-FR']) {
      const seo = await seoPath('frontend.detail.page', locale);
      const result = (await page(seo.seo_path_info, locale)).json();
      expect(result.cmsPage.type).toBe('product_detail');
      expect(result.product.id).toBe(apiId(seo.foreign_key));
      expect(result.canonicalPathInfo).toBe(`/${seo.seo_path_info}`);
    }
  });

  it('answers the canonical path for a technical path and an old seo path', async () => {
    const seo = await seoPath('frontend.detail.page', 'en-GB');
    const technical = (await page(`/detail/${seo.foreign_key}`, 'en-GB')).json();
    expect(technical.canonicalPathInfo).toBe(`/${seo.seo_path_info}`);

    const [old] = await queryRows<{ foreign_key: string; seo_path_info: string; language_id: string }>(
      shop.database.db,
      sql`select foreign_key, seo_path_info, language_id from seo_url where not is_canonical limit 1`,
    );
    if (old) {
      const locale = Object.entries(shop.languageIds).find(([, id]) => id === apiId(old.language_id))![0];
      const redirected = (await page(old.seo_path_info, locale)).json();
      expect(redirected.resourceIdentifier).toBe(apiId(old.foreign_key));
      expect(redirected.canonicalPathInfo).not.toBe(`/${old.seo_path_info}`);
    }
  });

  it('answers 404 for an unknown path and for a path of another language', async () => {
    const unknown = await page('/does/not/exist');
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe('CONTENT__PAGE_NOT_FOUND');
    const french = await seoPath('frontend.detail.page', 'fr-FR');
    const dutchPath = await seoPath(
      'frontend.detail.page',
      'nl-NL',
      sql`s.foreign_key = ${french.foreign_key}`,
    );
    if (dutchPath.seo_path_info !== french.seo_path_info) {
      expect((await page(french.seo_path_info, 'nl-NL')).status).toBe(404);
    }
  });
});
