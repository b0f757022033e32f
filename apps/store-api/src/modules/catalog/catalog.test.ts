import { apiId } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop, testAccessKey } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

/** The id of the query's first row, as the Store API writes it. */
async function firstId(query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ id: string }>(shop.database.db, query);
  return apiId(row!.id);
}

describe('product detail', () => {
  it('answers a product with every field the storefront shows', async () => {
    const id = await firstId(
      sql`select p.id from product p where p.parent_id is null and p.cover_id is not null
            and exists (select 1 from product_property pp where pp.product_id = p.id)
          order by p.product_number limit 1`,
    );
    const response = await shop.request({ method: 'POST', url: `/store-api/product/${id}` });
    expect(response.status).toBe(200);
    const { product } = response.json();
    expect(product).toMatchObject({
      id,
      productNumber: expect.stringMatching(/\S/),
      ean: expect.stringMatching(/^\d{13}$/),
      manufacturer: { translated: { name: expect.any(String) } },
      translated: { name: expect.any(String) },
      minPurchase: expect.any(Number),
      purchaseSteps: expect.any(Number),
      calculatedPrice: { unitPrice: expect.any(Number) },
      apiAlias: 'product',
    });
    expect(product.cover.media.url).toMatch(/^\/media\//);
    expect(product.media.map((entry: { position: number }) => entry.position)).toEqual(
      [...product.media.map((entry: { position: number }) => entry.position)].sort((a, b) => a - b),
    );
    expect(product.properties[0]).toMatchObject({
      translated: { name: expect.any(String) },
      group: { translated: {} },
    });
    expect(product.seoUrls).toHaveLength(4);
    expect(product.categories.length).toBeGreaterThan(0);
    expect(product.customFields).toHaveProperty('dexisSeoCanonicalLink');
  });

  it('lists the variants of a family with their options', async () => {
    const parentId = await firstId(
      sql`select id from product where child_count > 0 order by product_number limit 1`,
    );
    const { product } = (await shop.request({ url: `/store-api/product/${parentId}` })).json();
    expect(product.childCount).toBe(product.variants.length);
    expect(product.variants.length).toBeGreaterThan(1);
    expect(product.variants.every((variant: { parentId: string }) => variant.parentId === parentId)).toBe(
      true,
    );
    expect(product.variants[0].options.length).toBeGreaterThan(0);
  });

  it('shows the cross-selling lists of a product', async () => {
    const id = await firstId(
      sql`select product_id as id from product_cross_selling order by product_id limit 1`,
    );
    const { product } = (await shop.request({ url: `/store-api/product/${id}` })).json();
    expect(product.crossSellings[0].products.length).toBeGreaterThan(0);
    expect(product.crossSellings[0].translated.name).not.toBe('');
  });

  it('accepts a POST announced as JSON without a body', async () => {
    const id = await firstId(sql`select id from product order by product_number limit 1`);
    const response = await shop.app.inject({
      method: 'POST',
      url: `/store-api/product/${id}`,
      headers: { 'sw-access-key': testAccessKey, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await shop.request({ url: '/store-api/product/00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe('CONTENT__PRODUCT_NOT_FOUND');
    const malformed = await shop.request({ url: '/store-api/product/123' });
    expect(malformed.status).toBe(400);
  });

  it('serves the product images', async () => {
    const id = await firstId(
      sql`select id from product where cover_id is not null order by product_number limit 1`,
    );
    const { product } = (await shop.request({ url: `/store-api/product/${id}` })).json();
    const image = await shop.app.inject({ url: product.cover.media.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(product.cover.media.mimeType);
    expect((await shop.app.inject({ url: '/media/../../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('accessory suggestions', () => {
  it('suggests at most four accessories of a cart’s articles, the first of each before the second of any, none already in it', async () => {
    const ids = await queryRows<{ id: string }>(
      shop.database.db,
      sql`select id from product where product_number = any(${sql.param(['SLT-SIL-WH-300', 'ELV-SOC-1-WH', 'SLT-GUN-STD'])}::text[])
          order by array_position(${sql.param(['SLT-SIL-WH-300', 'ELV-SOC-1-WH', 'SLT-GUN-STD'])}::text[], product_number)`,
    );
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/dexis/product/accessories',
      body: { productIds: ids.map((row) => apiId(row.id)) },
    });
    expect(
      response.json().elements.map((product: { productNumber: string }) => product.productNumber),
    ).toEqual(['ELV-BOX-40', 'SLT-GUN-PRO', 'ELV-BOX-50', 'SLT-CLN-400']);
    const none = await shop.request({
      method: 'POST',
      url: '/store-api/dexis/product/accessories',
      body: { productIds: [] },
    });
    expect(none.json()).toEqual({ elements: [] });
    const bad = await shop.request({
      method: 'POST',
      url: '/store-api/dexis/product/accessories',
      body: { productIds: ['not-an-id'] },
    });
    expect(bad.status).toBe(400);
  });
});

describe('categories', () => {
  it('answers categories by id for a breadcrumb', async () => {
    const ids = (
      await queryRows<{ id: string }>(
        shop.database.db,
        sql`select id from category where level = 3 order by id limit 2`,
      )
    ).map((row) => apiId(row.id));
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/category',
      body: { filter: [{ type: 'equalsAny', field: 'id', value: ids }] },
    });
    expect(response.status).toBe(200);
    const result = response.json();
    expect(result.total).toBe(2);
    expect(result.elements.map((element: { id: string }) => element.id).sort()).toEqual([...ids].sort());
    // The names from the root down to the category itself.
    expect(result.elements[0].breadcrumb).toHaveLength(3);
    expect(result.elements[0].breadcrumb.at(-1)).toBe(result.elements[0].name);
    expect(result.elements[0].translated.breadcrumb).toEqual(result.elements[0].breadcrumb);
  });
});
