import { errorCodes, importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { refusedCodes } from '../../test/import-report.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { markCatalogChanged } from '../cache/index.ts';

let shop: TestShop;
let bearer: string;

interface BrandElement {
  id: string;
  name: string;
  slug: string;
  productCount: number;
  media: { url: string } | null;
  translated: { name: string; description: string | null };
}

const brands = async (body: object = {}, headers: Record<string, string> = {}) => {
  const response = await shop.request({
    method: 'POST',
    url: '/store-api/product-manufacturer',
    body,
    headers,
  });
  expect(response.status).toBe(200);
  return response.json() as { elements: BrandElement[]; total: number; page: number; limit: number };
};

const putBrands = (rows: unknown[]) =>
  shop.app.inject({
    method: 'PUT',
    url: '/integration-api/brands',
    headers: { authorization: `Bearer ${bearer}` },
    payload: { rows },
  });

const slugOf = async (key: string) =>
  (
    await queryRows<{ slug: string | null }>(
      shop.database.db,
      sql`select slug from manufacturer where erp_key = ${key}`,
    )
  )[0]?.slug;

/** Raises the catalogue version after a change made straight in the database, as an import would. */
async function catalogueChanged() {
  await shop.database.db.transaction((tx) => markCatalogChanged(tx));
  await shop.app.catalogCache.refresh();
}

beforeAll(async () => {
  shop = await startTestShop();
  bearer = await shop.integrationToken('ERP');
});
afterAll(() => shop?.close());

describe('the brands', () => {
  it('lists every brand with active articles to a visitor, A to Z, with its logo, page slug and article count', async () => {
    const result = await brands({ limit: 500 });
    const counts = await queryRows<{ slug: string; count: number }>(
      shop.database.db,
      sql`select m.slug, count(*)::int as count from product p join manufacturer m on m.id = p.manufacturer_id
          where p.active and p.parent_id is null group by m.slug order by m.slug`,
    );
    expect(result.total).toBe(counts.length);
    expect(
      result.elements
        .map((brand) => [brand.slug, brand.productCount])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual(counts.map((row) => [row.slug, row.count]));
    const names = result.elements.map((brand) => brand.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(result.elements[0]).toMatchObject({
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      translated: { name: names[0], description: expect.any(String) },
      media: { url: expect.stringMatching(/^\/media\/brands\/.+\.svg$/) },
      apiAlias: 'product_manufacturer',
    });
    const logo = await shop.app.inject({ url: result.elements[0]!.media!.url });
    expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  it('describes the brand in the language asked for', async () => {
    const [first] = (await brands({ limit: 1 })).elements;
    const [inFrench] = (
      await brands(
        { filter: [{ type: 'equals', field: 'id', value: first!.id }] },
        { 'sw-language-id': shop.languageIds['fr-FR']! },
      )
    ).elements;
    expect(inFrench!.translated.description).toMatch(/fabricant/);
    expect(first!.translated.description).toMatch(/fabrikant/);
  });

  it('pages, finds a brand by a piece of its name or by its slug, and sorts backwards', async () => {
    const all = (await brands({ limit: 500 })).elements;
    const second = await brands({ limit: 2, page: 2 });
    expect(second.elements.map((brand) => brand.id)).toEqual(all.slice(2, 4).map((brand) => brand.id));
    expect([second.page, second.limit, second.total]).toEqual([2, 2, all.length]);
    const target = all[3]!;
    const piece = target.name.slice(1, 4).toUpperCase();
    expect((await brands({ term: piece })).elements.map((brand) => brand.id)).toContain(target.id);
    expect(
      (await brands({ filter: [{ type: 'equals', field: 'slug', value: target.slug }] })).elements,
    ).toEqual([target]);
    expect(
      (await brands({ filter: [{ type: 'equals', field: 'slug', value: 'no-such-brand' }] })).total,
    ).toBe(0);
    const backwards = await brands({ limit: 500, sort: [{ field: 'name', order: 'desc' }] });
    expect(backwards.elements.map((brand) => brand.id)).toEqual([...all].reverse().map((brand) => brand.id));
  });

  it('refuses a bad body field by field', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/product-manufacturer',
      body: { limit: 501, page: 0, sort: [{ field: 'productCount' }] },
    });
    expect(response.status).toBe(400);
    const paths = response
      .json()
      .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringContaining('limit'),
        expect.stringContaining('page'),
        expect.stringContaining('sort'),
      ]),
    );
  });

  it('hides a brand whose articles are all inactive, and a new brand without articles', async () => {
    const [target] = (await brands({ limit: 1 })).elements;
    await shop.database.db.execute(
      sql`update product set active = false where manufacturer_id = ${target!.id}`,
    );
    await catalogueChanged();
    const ids = (await brands({ limit: 500 })).elements.map((brand) => brand.id);
    expect(ids).not.toContain(target!.id);
    await shop.database.db.execute(
      sql`update product set active = true where manufacturer_id = ${target!.id}`,
    );
    await catalogueChanged();
    expect((await brands({ limit: 500 })).elements.map((brand) => brand.id)).toContain(target!.id);

    expect(
      (await putBrands([{ key: 'nobrand', name: 'Nobrand', changedAt: '2026-05-01T00:00:00Z' }])).statusCode,
    ).toBe(200);
    expect(await slugOf('nobrand')).toBe('nobrand');
    expect((await brands({ term: 'nobrand' })).total).toBe(0);
  });
});

describe('brand page slugs', () => {
  const at = (day: number) => `2026-06-${String(day).padStart(2, '0')}T08:00:00Z`;

  it('makes the slug of the name, and numbers a slug another brand holds', async () => {
    const response = await putBrands([
      { key: 'elan-be', name: 'Élan Tools', changedAt: at(1) },
      { key: 'elan-fr', name: 'Elan tools!', changedAt: at(1) },
    ]);
    expect(response.json().data).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0 });
    expect([await slugOf('elan-be'), await slugOf('elan-fr')]).toEqual(['elan-tools', 'elan-tools-2']);
    const third = await putBrands([{ key: 'elan-nl', name: 'ELAN TOOLS', changedAt: at(1) }]);
    expect(third.statusCode).toBe(200);
    expect(await slugOf('elan-nl')).toBe('elan-tools-3');
  });

  it('keeps the slug when the brand comes again unchanged, and gives a renamed brand the slug of its new name', async () => {
    const replay = await putBrands([{ key: 'elan-fr', name: 'Elan tools!', changedAt: at(2) }]);
    expect(replay.json().data).toEqual({ received: 1, created: 0, updated: 0, unchanged: 1 });
    expect(await slugOf('elan-fr')).toBe('elan-tools-2');
    const renamed = await putBrands([{ key: 'elan-be', name: 'Élan Pro', changedAt: at(3) }]);
    expect(renamed.json().data.updated).toBe(1);
    expect(await slugOf('elan-be')).toBe('elan-pro');
    // The freed slug goes to the next brand of that name.
    await putBrands([{ key: 'elan-de', name: 'Elan Tools', changedAt: at(3) }]);
    expect(await slugOf('elan-de')).toBe('elan-tools');
  });

  it('takes a logo from the media library and refuses one it does not hold', async () => {
    const [logo] = await queryRows<{ path: string }>(
      shop.database.db,
      sql`select path from media where path like 'brands/%' order by path limit 1`,
    );
    const taken = await putBrands([{ key: 'elan-be', name: 'Élan Pro', logo: logo!.path, changedAt: at(4) }]);
    expect(taken.json().data.updated).toBe(1);
    const refused = await putBrands([
      { key: 'elan-be', name: 'Élan Pro', logo: 'brands/none.svg', changedAt: at(5) },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].code).toBe(errorCodes.integrationRowsRefused);
    expect(refusedCodes(refused)).toEqual([[0, importRowCodes.unknownKey]]);
  });
});
