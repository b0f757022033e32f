import type { Product, ProductDetail } from '@tradeshop/api-client/contracts';
import { fromHundredths } from '@tradeshop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import {
  category,
  categoryTranslation,
  deliveryTime,
  deliveryTimeTranslation,
  manufacturer,
  manufacturerTranslation,
  media,
  mediaTranslation,
  product,
  productCategory,
  productCrossSelling,
  productCrossSellingProduct,
  productCrossSellingTranslation,
  productMedia,
  productOption,
  productProperty,
  productTranslation,
  propertyGroup,
  propertyGroupOption,
  propertyGroupOptionTranslation,
  propertyGroupTranslation,
} from './catalog.tables.ts';
import { loadSeoUrls } from './seo-urls.ts';
import { inLanguage } from './translations.ts';

type ProductOption = Product['properties'][number];
type ProductMediaEntry = Product['media'][number];
type Manufacturer = NonNullable<Product['manufacturer']>;
type DeliveryTime = NonNullable<Product['deliveryTime']>;

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const money = (value: string) => Number(value);

/** The associations of a product, each loaded by a query of its own. */
const associations = [
  'manufacturer',
  'properties',
  'options',
  'media',
  'deliveryTime',
  'seoUrls',
  'categories',
] as const;
type Association = (typeof associations)[number];

/**
 * Loads products with everything a card or detail page shows, in the order of `ids`.
 * One query per association for the whole page, never one per product. With `fields` (the
 * `includes` of products) only the associations named there are loaded; the others stay empty.
 */
export async function loadProducts(
  ctx: RequestContext,
  ids: string[],
  fields?: readonly string[],
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { tx } = ctx;
  const wanted = new Set<Association>(
    fields
      ? associations.filter((name) => fields.includes(name) || (name === 'media' && fields.includes('cover')))
      : associations,
  );
  const none = <T>(): Promise<Map<string, T>> => Promise.resolve(new Map());
  const rows = await tx
    .select({ product, translation: productTranslation })
    .from(product)
    .leftJoin(
      productTranslation,
      inLanguage(ctx, productTranslation.productId, product.id, productTranslation.languageId),
    )
    .where(and(inArray(product.id, ids), eq(product.active, true)));
  if (rows.length === 0) return [];
  const foundIds = rows.map((row) => row.product.id);
  const manufacturerIds = [...new Set(rows.flatMap((row) => row.product.manufacturerId ?? []))];
  const deliveryTimeIds = [...new Set(rows.flatMap((row) => row.product.deliveryTimeId ?? []))];

  const [manufacturers, properties, options, mediaRows, deliveryTimes, seoUrls, categories] =
    await Promise.all([
      wanted.has('manufacturer') ? loadManufacturers(ctx, manufacturerIds) : none<Manufacturer>(),
      wanted.has('properties') ? loadOptions(ctx, productProperty, foundIds) : none<ProductOption[]>(),
      wanted.has('options') ? loadOptions(ctx, productOption, foundIds) : none<ProductOption[]>(),
      wanted.has('media') ? loadProductMedia(ctx, foundIds) : none<ProductMediaEntry[]>(),
      wanted.has('deliveryTime') ? loadDeliveryTimes(ctx, deliveryTimeIds) : none<DeliveryTime>(),
      wanted.has('seoUrls') ? loadSeoUrls(ctx, foundIds) : none<Product['seoUrls']>(),
      wanted.has('categories') ? loadProductCategories(ctx, foundIds) : none<Product['categories']>(),
    ]);

  const byId = new Map(
    rows.map(({ product: row, translation }): [string, Product] => {
      const productMediaList = mediaRows.get(row.id) ?? [];
      const name = translation?.name ?? row.productNumber;
      const unitPrice = money(row.listPrice);
      const price = {
        unitPrice,
        totalPrice: unitPrice,
        quantity: 1,
        taxRate: Number(row.taxRate),
        apiAlias: 'calculated_price' as const,
      };
      return [
        row.id,
        {
          id: row.id,
          parentId: row.parentId,
          productNumber: row.productNumber,
          ean: row.ean,
          manufacturerNumber: row.manufacturerNumber,
          manufacturerId: row.manufacturerId,
          manufacturer: (row.manufacturerId && manufacturers.get(row.manufacturerId)) || null,
          name,
          description: translation?.description ?? null,
          translated: {
            name,
            description: translation?.description ?? null,
            metaTitle: translation?.metaTitle ?? null,
            keywords: translation?.keywords ?? null,
            customFields: translation?.customFields ?? {},
          },
          properties: properties.get(row.id) ?? [],
          options: options.get(row.id) ?? [],
          coverId: row.coverId,
          cover: productMediaList.find((entry) => entry.id === row.coverId) ?? null,
          media: productMediaList,
          minPurchase: fromHundredths(row.minPurchaseHundredths),
          maxPurchase: row.maxPurchaseHundredths === null ? null : fromHundredths(row.maxPurchaseHundredths),
          purchaseSteps: fromHundredths(row.purchaseStepsHundredths),
          stock: fromHundredths(row.stockHundredths),
          availableStock: fromHundredths(row.availableStockHundredths),
          isCloseout: row.isCloseout,
          unitOfMeasure: row.unitOfMeasure,
          deliveryTime: (row.deliveryTimeId && deliveryTimes.get(row.deliveryTimeId)) || null,
          restockTime: row.restockTime,
          calculatedPrice: price,
          calculatedPrices: [],
          seoUrls: seoUrls.get(row.id) ?? [],
          categories: categories.get(row.id) ?? [],
          childCount: row.childCount,
          ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
          releaseDate: row.releaseDate,
          customFields: { ...row.customFields, ...(translation?.customFields ?? {}) },
          apiAlias: 'product',
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A product with its cross-sellings and the variants of its family. */
export async function loadProductDetail(ctx: RequestContext, id: string): Promise<ProductDetail | null> {
  const [found] = await loadProducts(ctx, [id]);
  if (!found) return null;
  const familyId = found.parentId ?? found.id;
  const [variantIds, crossSellings] = await Promise.all([
    ctx.tx
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.parentId, familyId), eq(product.active, true)))
      .orderBy(asc(product.productNumber)),
    ctx.tx
      .select({ crossSelling: productCrossSelling, name: productCrossSellingTranslation.name })
      .from(productCrossSelling)
      .leftJoin(
        productCrossSellingTranslation,
        inLanguage(
          ctx,
          productCrossSellingTranslation.crossSellingId,
          productCrossSelling.id,
          productCrossSellingTranslation.languageId,
        ),
      )
      .where(and(eq(productCrossSelling.productId, familyId), eq(productCrossSelling.active, true)))
      .orderBy(asc(productCrossSelling.position)),
  ]);
  const assigned = crossSellings.length
    ? await ctx.tx
        .select()
        .from(productCrossSellingProduct)
        .where(
          inArray(
            productCrossSellingProduct.crossSellingId,
            crossSellings.map((row) => row.crossSelling.id),
          ),
        )
        .orderBy(asc(productCrossSellingProduct.position))
    : [];
  const related = await loadProducts(ctx, [
    ...variantIds.map((row) => row.id),
    ...new Set(assigned.map((row) => row.productId)),
  ]);
  const relatedById = new Map(related.map((entry) => [entry.id, entry]));
  const assignedByCrossSelling = groupBy(assigned, (row) => row.crossSellingId);
  return {
    ...found,
    variants: variantIds.flatMap((row) => relatedById.get(row.id) ?? []),
    crossSellings: crossSellings.map(({ crossSelling, name }) => ({
      id: crossSelling.id,
      position: crossSelling.position,
      translated: { name: name ?? '' },
      products: (assignedByCrossSelling.get(crossSelling.id) ?? []).flatMap(
        (row) => relatedById.get(row.productId) ?? [],
      ),
      apiAlias: 'product_cross_selling' as const,
    })),
  };
}

async function loadManufacturers(ctx: RequestContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, NonNullable<Product['manufacturer']>>();
  const rows = await ctx.tx
    .select({ manufacturer, translation: manufacturerTranslation })
    .from(manufacturer)
    .leftJoin(
      manufacturerTranslation,
      inLanguage(
        ctx,
        manufacturerTranslation.manufacturerId,
        manufacturer.id,
        manufacturerTranslation.languageId,
      ),
    )
    .where(inArray(manufacturer.id, ids));
  return new Map(
    rows.map(({ manufacturer: row, translation }) => [
      row.id,
      {
        id: row.id,
        link: row.link,
        slug: row.slug,
        translated: { name: translation?.name ?? '', description: translation?.description ?? null },
        apiAlias: 'product_manufacturer' as const,
      },
    ]),
  );
}

/** Property or variant options of products, with their groups, sorted by group then option. */
async function loadOptions(
  ctx: RequestContext,
  link: typeof productProperty | typeof productOption,
  productIds: string[],
): Promise<Map<string, ProductOption[]>> {
  const rows = await ctx.tx
    .select({
      productId: link.productId,
      option: propertyGroupOption,
      optionName: propertyGroupOptionTranslation.name,
      group: propertyGroup,
      groupName: propertyGroupTranslation.name,
    })
    .from(link)
    .innerJoin(propertyGroupOption, eq(propertyGroupOption.id, link.optionId))
    .innerJoin(propertyGroup, eq(propertyGroup.id, propertyGroupOption.groupId))
    .leftJoin(
      propertyGroupOptionTranslation,
      inLanguage(
        ctx,
        propertyGroupOptionTranslation.optionId,
        propertyGroupOption.id,
        propertyGroupOptionTranslation.languageId,
      ),
    )
    .leftJoin(
      propertyGroupTranslation,
      inLanguage(
        ctx,
        propertyGroupTranslation.propertyGroupId,
        propertyGroup.id,
        propertyGroupTranslation.languageId,
      ),
    )
    .where(inArray(link.productId, productIds))
    .orderBy(asc(propertyGroup.position), asc(propertyGroupOption.position));
  const options = rows.map((row) => ({
    productId: row.productId,
    option: {
      id: row.option.id,
      groupId: row.option.groupId,
      position: row.option.position,
      colorHexCode: row.option.colorHexCode,
      translated: { name: row.optionName ?? '' },
      group: {
        id: row.group.id,
        displayType: row.group.displayType,
        filterable: row.group.filterable,
        visibleInSearchResults: row.group.visibleInSearchResults,
        position: row.group.position,
        translated: { name: row.groupName ?? '' },
        apiAlias: 'property_group' as const,
      },
      apiAlias: 'property_group_option' as const,
    },
  }));
  return new Map(
    [...groupBy(options, (row) => row.productId)].map(([productId, list]) => [
      productId,
      list.map((row) => row.option),
    ]),
  );
}

export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

export function toMediaEntity(
  row: typeof media.$inferSelect,
  translation: { alt: string | null; title: string | null } | null,
): ProductMediaEntry['media'] {
  return {
    id: row.id,
    url: mediaUrl(row.path),
    mimeType: row.mimeType,
    fileExtension: row.fileExtension,
    width: row.width,
    height: row.height,
    customFields: row.customFields,
    translated: { alt: translation?.alt ?? null, title: translation?.title ?? null },
    apiAlias: 'media',
  };
}

async function loadProductMedia(ctx: RequestContext, productIds: string[]) {
  const rows = await ctx.tx
    .select({ productMedia, media, alt: mediaTranslation.alt, title: mediaTranslation.title })
    .from(productMedia)
    .innerJoin(media, eq(media.id, productMedia.mediaId))
    .leftJoin(
      mediaTranslation,
      inLanguage(ctx, mediaTranslation.mediaId, media.id, mediaTranslation.languageId),
    )
    .where(inArray(productMedia.productId, productIds))
    .orderBy(asc(productMedia.position));
  const entries = rows.map((row) => ({
    productId: row.productMedia.productId,
    entry: {
      id: row.productMedia.id,
      mediaId: row.media.id,
      position: row.productMedia.position,
      media: toMediaEntity(row.media, { alt: row.alt, title: row.title }),
      apiAlias: 'product_media' as const,
    },
  }));
  return new Map(
    [...groupBy(entries, (row) => row.productId)].map(([productId, list]) => [
      productId,
      list.map((row) => row.entry),
    ]),
  );
}

export async function loadDeliveryTimes(ctx: RequestContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, NonNullable<Product['deliveryTime']>>();
  const rows = await ctx.tx
    .select({ deliveryTime, name: deliveryTimeTranslation.name })
    .from(deliveryTime)
    .leftJoin(
      deliveryTimeTranslation,
      inLanguage(
        ctx,
        deliveryTimeTranslation.deliveryTimeId,
        deliveryTime.id,
        deliveryTimeTranslation.languageId,
      ),
    )
    .where(inArray(deliveryTime.id, ids));
  return new Map(
    rows.map(({ deliveryTime: row, name }) => [
      row.id,
      {
        id: row.id,
        min: row.min,
        max: row.max,
        unit: row.unit as 'day' | 'week' | 'month' | 'year',
        translated: { name: name ?? '' },
        apiAlias: 'delivery_time' as const,
      },
    ]),
  );
}

async function loadProductCategories(ctx: RequestContext, productIds: string[]) {
  // Variants share the categories of their parent.
  const rows = await ctx.tx
    .select({ productId: product.id, categoryId: category.id, name: categoryTranslation.name })
    .from(product)
    .innerJoin(
      productCategory,
      sql`${productCategory.productId} = coalesce(${product.parentId}, ${product.id})`,
    )
    .innerJoin(category, eq(category.id, productCategory.categoryId))
    .leftJoin(
      categoryTranslation,
      inLanguage(ctx, categoryTranslation.categoryId, category.id, categoryTranslation.languageId),
    )
    .where(inArray(product.id, productIds));
  const seoUrls = await loadSeoUrls(ctx, [...new Set(rows.map((row) => row.categoryId))]);
  const entries = rows.map((row) => ({
    productId: row.productId,
    category: {
      id: row.categoryId,
      translated: { name: row.name ?? '' },
      seoUrls: seoUrls.get(row.categoryId) ?? [],
      apiAlias: 'category' as const,
    },
  }));
  return new Map(
    [...groupBy(entries, (row) => row.productId)].map(([productId, list]) => [
      productId,
      list.map((row) => row.category),
    ]),
  );
}
