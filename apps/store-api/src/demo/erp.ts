import type {
  BrandRow,
  ErpArticleRow,
  ErpTexts,
  ListPriceRow,
  StockRow,
  WarehouseRow,
} from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/index.ts';
import { builtInErp, erpImports } from '../modules/erp/index.ts';
import { brandLogoPath } from './brand-logos.ts';
import type { Text4 } from './languages.ts';
import { manufacturers } from './manufacturers.ts';
import type { MediaVariant } from './media.ts';
import type { Pictogram } from './pictograms.ts';
import { productTypes } from './product-types.ts';
import type { GeneratedProduct } from './products.ts';
import { optionId, propertyGroups } from './properties.ts';
import { unspscOf } from './unspsc.ts';
import { deliveryTimes } from './vocabulary.ts';

/**
 * The demo catalogue as the distributor's ERP sends it to the integration API: the seed is one of
 * its clients, so the demo shop's articles, prices and stock pass the same checks and the same
 * code as a real ERP's.
 */

/** When the demo ERP last changed its rows: any real update comes after it. */
export const demoChangedAt = '2026-01-01T00:00:00.000Z';

/** The demo ERP's warehouses: the stock of every article is spread over them. */
export const demoWarehouses: WarehouseRow[] = [
  { code: 'ANT', name: 'Antwerpen' },
  { code: 'MEL', name: 'Melle' },
  { code: 'LIE', name: 'Liège' },
];

/** A stable pseudo-random number per article and salt (FNV-1a). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const texts = ([nl, en, fr, de]: readonly string[]): ErpTexts => ({ nl: nl!, en, fr, de });

/** The demo product groups: the main categories' leaves, keyed top/sub/leaf. */
export const productGroupKeyOf = new Map(
  productTypes.map((type) => [type.categoryId, `${type.top.key}/${type.sub.key}/${type.leaf.key}`]),
);

export function demoBrandRows(): BrandRow[] {
  return manufacturers.map((brand) => ({
    key: brand.key,
    name: brand.name,
    link: brand.link,
    descriptions: texts(brand.description as Text4),
    logo: brandLogoPath(brand),
    changedAt: demoChangedAt,
  }));
}

/** Keys of the references the generator holds by the shop's ids. */
export interface DemoKeys {
  brandOf: Map<string, string>;
  mediaPathOf: Map<string, string>;
}

export function demoKeys(library: Map<Pictogram, MediaVariant[]>): DemoKeys {
  const variants = [...library.values()].flat();
  return {
    brandOf: new Map(manufacturers.map((brand) => [brand.id, brand.key])),
    mediaPathOf: new Map(
      variants.flatMap((variant) => [
        [variant.id, variant.path],
        [variant.photo.id, variant.photo.path],
      ]),
    ),
  };
}

const characteristicOf = new Map(
  propertyGroups.flatMap((group) =>
    group.options.map((option) => [
      optionId(group.key, option.key),
      { group: group.key, option: option.key },
    ]),
  ),
);
const deliveryTimeOf = new Map(
  deliveryTimes.map((time) => [time.id, { min: time.min, max: time.max, unit: time.unit as 'day' | 'week' }]),
);

/** One article in a hundred is sold on request only. */
const isOnRequest = (product: GeneratedProduct) => hashOf(`${product.productNumber}b`) % 100 === 42;

/**
 * The ERP's article rows of generated products. `familyNumbers` remembers the families' numbers
 * by id, as a family's variants may come in the next batch.
 */
export function demoArticleRows(
  products: readonly GeneratedProduct[],
  keys: DemoKeys,
  familyNumbers: Map<string, string>,
): ErpArticleRow[] {
  return products.map((product) => {
    if (product.childCount > 0) familyNumbers.set(product.id, product.productNumber);
    const characteristics = (ids: readonly string[]) => ids.map((id) => characteristicOf.get(id)!);
    return {
      number: product.productNumber,
      family: product.parentId ? familyNumbers.get(product.parentId)! : null,
      ean: product.ean,
      brand: keys.brandOf.get(product.manufacturerId)!,
      manufacturerNumber: product.manufacturerNumber,
      category: productGroupKeyOf.get(product.categoryId)!,
      unspsc: unspscOf(productGroupKeyOf.get(product.categoryId)!),
      etimClass: null,
      names: texts(product.names),
      descriptions: texts(product.descriptions),
      additionalInfo: null,
      applications: null,
      properties: characteristics(product.propertyIds),
      measurements: [],
      variantOptions: characteristics(product.variantOptionIds),
      unit: product.unit,
      content: product.content,
      minPurchase: product.minPurchase / 100,
      purchaseStep: product.purchaseSteps / 100,
      maxPurchase: product.maxPurchase === null ? null : product.maxPurchase / 100,
      closeout: product.isCloseout,
      salesBlock: product.childCount === 0 && isOnRequest(product) ? 'On request' : null,
      deliveryTime: deliveryTimeOf.get(product.deliveryTimeId)!,
      restockDays: product.restockTime,
      listPrice: Number(product.listPrice),
      taxRate: 21,
      active: true,
      releaseDate: product.releaseDate,
      soldLastYear: product.sales,
      media: product.mediaIds.map((id) => keys.mediaPathOf.get(id)!),
      changedAt: demoChangedAt,
    };
  });
}

/** What each warehouse holds of an article: Antwerpen 30-70 %, Melle up to 30 %, Liège the rest. */
function spread(product: GeneratedProduct): Record<string, number> {
  const units = product.stock / 100;
  const antwerpen = Math.floor((units * (30 + (hashOf(`${product.productNumber}a`) % 40))) / 100);
  const melle = Math.floor((units * (hashOf(`${product.productNumber}m`) % 30)) / 100);
  return { ANT: antwerpen, MEL: melle, LIE: units - antwerpen - melle };
}

export function demoStockRows(products: readonly GeneratedProduct[]): StockRow[] {
  return products
    .filter((product) => product.childCount === 0 && product.stock > 0)
    .flatMap((product) =>
      Object.entries(spread(product)).map(([warehouse, quantity]) => ({
        article: product.productNumber,
        warehouse,
        quantity,
        changedAt: demoChangedAt,
      })),
    );
}

/**
 * What the demo's open orders hold per warehouse, Antwerpen first, then Melle, then Liège: the
 * difference between an article's stock and its available stock.
 */
export function demoHeldStock(
  products: readonly GeneratedProduct[],
): { article: string; warehouse: string; hundredths: number }[] {
  return products
    .filter((product) => product.childCount === 0 && product.availableStock < product.stock)
    .flatMap((product) => {
      let held = (product.stock - product.availableStock) / 100;
      return Object.entries(spread(product)).flatMap(([warehouse, quantity]) => {
        const here = Math.min(held, quantity);
        held -= here;
        return here > 0 ? [{ article: product.productNumber, warehouse, hundredths: here * 100 }] : [];
      });
    });
}

/** Quantity tiers on one article in eight: 5 % off from ten times the minimum, 10 % from fifty. */
export function demoListPriceRows(products: readonly GeneratedProduct[]): ListPriceRow[] {
  return products
    .filter((product) => product.childCount === 0 && hashOf(`${product.productNumber}t`) % 8 === 0)
    .map((product) => {
      const price = Number(product.listPrice);
      const tier = (times: number, share: number) => ({
        fromQuantity: (times * product.minPurchase) / 100,
        price: Math.round(price * share * 10_000) / 10_000,
      });
      return {
        article: product.productNumber,
        listPrice: price,
        tiers: [tier(10, 0.95), tier(50, 0.9)],
        changedAt: demoChangedAt,
      };
    });
}

/**
 * Brand discounts and contract prices of the demo companies, seeded with their accounts through
 * the ERP's imports: contract prices on one article in forty, at 25 % below the list price.
 */
export async function insertDemoCompanyTerms(tx: Tx) {
  // The first three brands in the order of their demo ids, as before brands came by import.
  const ranked = [...manufacturers].sort((a, b) => a.id.localeCompare(b.id)).map((brand) => brand.key);
  const discount = (company: string, brand: string, discountPercent: number) => ({
    company,
    brand,
    discountPercent,
    changedAt: demoChangedAt,
  });
  await erpImports['company-discounts']({ tx, erp: builtInErp }, [
    ...ranked.slice(0, 3).map((brand, index) => discount('100001', brand, [10, 15, 20][index]!)),
    ...ranked.slice(-2).map((brand) => discount('100002', brand, 5)),
  ]);
  const articles = await queryRows<{ number: string; price: string }>(
    tx,
    sql`select product_number as number, list_price as price from product where child_count = 0`,
  );
  const rows = articles
    .filter((article) => hashOf(`${article.number}c`) % 40 === 1)
    .map((article) => ({
      company: '100001',
      article: article.number,
      tiers: [{ fromQuantity: 0, price: Math.round(Number(article.price) * 0.75 * 10_000) / 10_000 }],
      changedAt: demoChangedAt,
    }));
  for (let start = 0; start < rows.length; start += 10_000) {
    await erpImports['company-prices']({ tx, erp: builtInErp }, rows.slice(start, start + 10_000));
  }
}
