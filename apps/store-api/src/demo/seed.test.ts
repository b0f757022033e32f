import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articleRow, listPriceRow, stockRow } from '@tradeshop/api-client/contracts';
import { isValidEan } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../db/index.ts';
import { articleSeoPath } from '../modules/catalog/index.ts';
import { startTestShop, type TestShop } from '../test/test-app.ts';
import { buildNavigation } from './categories.ts';
import { demoArticleRows, demoKeys, demoListPriceRows, demoStockRows } from './erp.ts';
import { demoUuid } from './ids.ts';
import { languageIndexes } from './languages.ts';
import { buildMediaLibrary, mediaRows, writeMediaFiles } from './media.ts';
import { merchandisingRows } from './product-rows.ts';
import { productTypes } from './product-types.ts';
import { type GeneratedProduct, generateProducts } from './products.ts';
import { Random } from './random.ts';
import { completeDemoShop } from './seed-demo.ts';

const salesChannelId = demoUuid('sales-channel', 'test');
const generate = (total: number) => [...generateProducts(total)];

describe('demo catalogue generator', () => {
  it('is deterministic, and the first products do not depend on the total', () => {
    expect(JSON.stringify(generate(300))).toBe(JSON.stringify(generate(300)));
    expect(generate(1000).slice(0, 150)).toEqual(generate(200).slice(0, 150));
    expect(new Random('seed').next()).toBe(new Random('seed').next());
  });

  it('produces exactly the requested number of products with sequential numbers', () => {
    for (const total of [1, 2, 3, 7, 200, 1234]) {
      const products = generate(total);
      expect(products).toHaveLength(total);
      expect(products.map((product) => product.productNumber)).toEqual(
        products.map((_, index) => `TS-${100001 + index}`),
      );
    }
  });

  it('gives every product a valid, unique EAN-13 and unique ids', () => {
    const products = generate(2000);
    expect(products.every((product) => isValidEan(product.ean) && product.ean.length === 13)).toBe(true);
    expect(new Set(products.map((product) => product.ean)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.manufacturerNumber)).size).toBe(products.length);
    expect(products[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('lets variants follow their parent, which counts them and carries their options', () => {
    const products = generate(2000);
    const byId = new Map(products.map((product) => [product.id, product]));
    const children = products.filter((product) => product.parentId !== null);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      const parent = byId.get(child.parentId!)!;
      expect(parent.parentId).toBeNull();
      expect(parent.seq).toBeLessThan(child.seq);
      expect(child.variantOptionIds).toHaveLength(1);
      expect(parent.propertyIds).toContain(child.variantOptionIds[0]);
      expect(child.categoryId).toBe(parent.categoryId);
    }
    for (const parent of products.filter((product) => product.childCount > 0)) {
      expect(children.filter((child) => child.parentId === parent.id)).toHaveLength(parent.childCount);
    }
  });

  it('has every kind of productType already in a small catalogue', () => {
    const products = generate(200);
    const has = (test: (product: GeneratedProduct) => boolean) => products.some(test);
    expect(has((product) => product.childCount > 1)).toBe(true);
    expect(has((product) => product.childCount === 0 && product.availableStock === 0)).toBe(true);
    expect(has((product) => product.mediaIds.length === 0)).toBe(true);
    expect(has((product) => product.mediaIds.length === 4)).toBe(true);
    expect(has((product) => product.crossSelling !== null)).toBe(true);
    expect(has((product) => product.minPurchase === 1000 && product.purchaseSteps === 500)).toBe(true);
    expect(has((product) => product.unit === 'MTR' && product.purchaseSteps === 50)).toBe(true);
    expect(has((product) => product.unit === 'PAK')).toBe(true);
    expect(products.every((product) => product.names.length === 4 && product.names.every(Boolean))).toBe(
      true,
    );
  });

  it('cross-sells products generated earlier, so they are stored first', () => {
    const products = generate(2000);
    const position = new Map(products.map((product, index) => [product.id, index]));
    for (const [index, product] of products.entries()) {
      for (const target of product.crossSelling?.productIds ?? []) {
        expect(position.get(target)).toBeLessThan(index);
      }
    }
  });

  it('names products from their options in four languages', () => {
    const [parent, firstVariant] = generate(10);
    expect(firstVariant!.parentId).toBe(parent!.id);
    expect(parent!.names[0]).toMatch(/^Zeskantbout DIN \d+ M\d+ /);
    expect(firstVariant!.names).toEqual([
      expect.stringMatching(/^Zeskantbout DIN \d+ M\d+ x \d+ mm /),
      expect.stringMatching(/^Hex bolt DIN \d+ M\d+ x \d+ mm /),
      expect.stringMatching(/^Vis à tête hexagonale DIN \d+ M\d+ x \d+ mm /),
      expect.stringMatching(/^Sechskantschraube DIN \d+ M\d+ x \d+ mm /),
    ]);
  });

  it('never lists two products of one brand under one name: a listing tells them apart', () => {
    const listed = generate(3000).filter((product) => product.parentId === null);
    const names = listed.map((product) => `${product.manufacturerId}|${product.names[0]}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives products unique seo paths per language, and some an old path', () => {
    const products = generate(3000);
    for (const language of languageIndexes) {
      const paths = products.map((product) =>
        articleSeoPath(product.names[language]!, product.productNumber),
      );
      expect(new Set(paths).size).toBe(paths.length);
    }
    expect(merchandisingRows(products, salesChannelId).seoUrl.length).toBeGreaterThan(0);
  });

  it('sends its articles, stock and price tiers in the shapes the integration API takes', () => {
    const products = generate(2000);
    const keys = demoKeys(buildMediaLibrary(productTypes));
    const refusals = (schema: z.ZodType, rows: unknown[]) =>
      rows.flatMap((row) => schema.safeParse(row).error?.issues ?? []);
    const articles = demoArticleRows(products, keys, new Map());
    expect(refusals(articleRow, articles)).toEqual([]);
    expect(articles.filter((row) => row.family).length).toBeGreaterThan(0);
    expect(articles.filter((row) => row.salesBlock).length).toBeGreaterThan(0);
    expect(refusals(stockRow, demoStockRows(products))).toEqual([]);
    expect(refusals(listPriceRow, demoListPriceRows(products))).toEqual([]);
  });
});

describe('demo product pictures', () => {
  const library = buildMediaLibrary(productTypes);
  const variants = [...library.values()].flat();
  const { rows, translations } = mediaRows(library);

  it('puts the photo of the cover right after it in every gallery', () => {
    const photoOf = new Map(variants.map((variant) => [variant.id, variant.photo.id]));
    const products = generate(1000);
    expect(products.some((product) => product.mediaIds.length === 0)).toBe(true);
    for (const product of products.filter((entry) => entry.mediaIds.length > 0)) {
      expect(product.mediaIds[1]).toBe(photoOf.get(product.mediaIds[0]!));
    }
  });

  it('describes each photo like its pictogram: WebP of 1536 px with the same custom fields', () => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const variant of variants) {
      const pictogram = byId.get(variant.id)!;
      const photo = byId.get(variant.photo.id)!;
      expect(photo).toMatchObject({
        mimeType: 'image/webp',
        fileExtension: 'webp',
        width: 1536,
        height: 1536,
      });
      expect(Object.keys(photo.customFields!).sort()).toEqual(Object.keys(pictogram.customFields!).sort());
      expect(photo.customFields).toMatchObject({ dexisCdnExtension: 'WEBP', dexisCdnFormat: 'master' });
      const altOf = (id: string) => translations.filter((row) => row.mediaId === id).map((row) => row.alt);
      expect(altOf(photo.id!)).toEqual(altOf(pictogram.id!));
    }
  });

  it('writes each photo once per pictogram and colour as a 1536 px WebP', async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'tradeshop-seed-media-'));
    try {
      const [pictogram, colours] = [...library.entries()][0]!;
      await writeMediaFiles(mediaDir, new Map([[pictogram, colours]]));
      const files = readdirSync(join(mediaDir, 'catalog')).sort();
      expect(files).toEqual(
        colours.flatMap((variant) => [variant.path, variant.photo.path].map((path) => path.slice(8))).sort(),
      );
      const metadata = await sharp(join(mediaDir, colours[0]!.photo.path)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1536, 1536]);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});

describe('a demo shop seeded before the product photos', () => {
  let shop: TestShop;
  const mediaDir = mkdtempSync(join(tmpdir(), 'tradeshop-reused-media-'));
  const galleries = () =>
    queryRows<{ productId: string; mediaId: string; position: number }>(
      shop.database.db,
      sql`select product_id as "productId", media_id as "mediaId", position from product_media order by product_id, position`,
    );

  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('gets the photos after the covers, as a fresh seed has them, and only once', async () => {
    const seeded = await galleries();
    // Back to the shop as the previous version seeded it: no photos, galleries without gaps.
    await shop.database.db.execute(
      sql`delete from product_media where media_id in (select id from media where mime_type = 'image/webp')`,
    );
    await shop.database.db.execute(sql`update product_media set position = position - 1 where position >= 2`);
    await shop.database.db.execute(sql`delete from media where mime_type = 'image/webp'`);

    expect(await completeDemoShop(shop.database.db, { mediaDir, demoAccounts: true })).toEqual([
      'product photos',
    ]);
    expect(await galleries()).toEqual(seeded);
    expect(readdirSync(join(mediaDir, 'catalog')).filter((file) => file.endsWith('.webp'))).toHaveLength(
      [...buildMediaLibrary(productTypes).values()].flat().length,
    );
    expect(await completeDemoShop(shop.database.db, { mediaDir, demoAccounts: true })).toEqual([]);
  });
});

describe('the demo companies’ year with the distributor', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop?.close());

  it('holds a year of ERP orders in every stage, invoices and credit notes, open and processed offers, each with its PDF', async () => {
    const [orders] = await queryRows<{ statuses: string[]; channels: string[]; days: number }>(
      shop.database.db,
      sql`select array_agg(distinct o.status) as statuses, array_agg(distinct o.channel) as channels,
                 extract(day from max(o.ordered_at) - min(o.ordered_at))::int as days
          from erp_order o join company c on c.id = o.company_id where c.number = '100001'`,
    );
    expect(orders!.days).toBeGreaterThan(330);
    expect(orders!.channels).toEqual(expect.arrayContaining(['shop', 'phone', 'edi']));
    expect(orders!.statuses).toEqual(expect.arrayContaining(['completed', 'invoiced']));
    const onTheWay = ['shipped', 'ltShipped', 'backorder'];
    const notShipped = ['open', 'notOpen', 'inProgress', 'handling'];
    expect(orders!.statuses.filter((status) => onTheWay.includes(status))).not.toEqual([]);
    expect(orders!.statuses.filter((status) => notShipped.includes(status))).not.toEqual([]);
    const documents = await queryRows<{ kind: string; count: number; pdfs: number; open: number }>(
      shop.database.db,
      sql`select 'invoice' as kind, count(*)::int as count, count(d.number)::int as pdfs,
                 count(*) filter (where i.open_amount > 0)::int as open
          from erp_invoice i left join erp_document d on d.kind = 'invoice' and d.number = i.number
                             and substring(d.content from 1 for 5) = '%PDF-'::bytea
          union all
          select 'creditNote', count(*)::int, 0, 0 from erp_invoice where type = 'creditNote'
          union all
          select 'offer', count(*)::int, count(d.number)::int, count(*) filter (where o.status = 'open')::int
          from erp_offer o left join erp_document d on d.kind = 'offer' and d.number = o.number`,
    );
    const of = Object.fromEntries(documents.map((row) => [row.kind, row]));
    expect(of.invoice!.pdfs).toBe(of.invoice!.count);
    expect(of.invoice!.open).toBeGreaterThan(0);
    expect(of.invoice!.open).toBeLessThan(of.invoice!.count);
    expect(of.creditNote!.count).toBeGreaterThan(0);
    expect(of.offer!.pdfs).toBe(of.offer!.count);
    expect(of.offer!.open).toBeGreaterThan(0);
    expect(of.offer!.open).toBeLessThan(of.offer!.count);
  });
});

describe('demo navigation', () => {
  const navigation = buildNavigation(salesChannelId);
  const byId = new Map(navigation.categories.map((row) => [row.id, row]));

  it('keeps path, level and child count consistent', () => {
    for (const row of navigation.categories) {
      const ancestors = row.path!.split('|').filter(Boolean);
      expect(ancestors).toHaveLength(row.level - 1);
      expect(ancestors.at(-1) ?? null).toBe(row.parentId);
      const children = navigation.categories.filter((child) => child.parentId === row.id);
      expect(children).toHaveLength(row.childCount!);
    }
  });

  it('has three category levels below the main root, with a product type for every leaf', () => {
    const main = navigation.categories.filter((row) => row.path!.startsWith(`|${navigation.roots.main}|`));
    expect(Math.max(...main.map((row) => row.level))).toBe(4);
    const leaves = main.filter((row) => row.childCount === 0 && row.type === 'page');
    expect(new Set(leaves.map((row) => row.id))).toEqual(
      new Set(productTypes.map((productType) => productType.categoryId)),
    );
    expect(main.some((row) => row.type === 'folder')).toBe(true);
    expect(main.some((row) => row.type === 'link' && row.linkType === 'external' && row.linkNewTab)).toBe(
      true,
    );
  });

  it('gives the main navigation pages unique seo paths in every language', () => {
    const keys = navigation.seoUrls.map((row) => `${row.languageId}|${row.seoPathInfo}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of navigation.seoUrls) {
      expect(byId.get(row.foreignKey)?.type).toBe('page');
      expect(row.seoPathInfo).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/);
    }
  });
});
