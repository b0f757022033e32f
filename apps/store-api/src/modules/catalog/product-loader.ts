import type { Product, ProductDetail } from '@tradeshop/api-client/contracts';
import {
  articleReferenceKinds,
  formatMeasurement,
  fromHundredths,
  productDocumentTab,
} from '@tradeshop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { fixedChoiceId, nameBasedUuid } from '../../platform/named-id.ts';
import {
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
  productDocument,
  productMeasurement,
  productMedia,
  productOption,
  productProperty,
  productReference,
  productTranslation,
  propertyGroup,
  propertyGroupOption,
  propertyGroupOptionTranslation,
  propertyGroupTranslation,
} from './catalog.tables.ts';
import { loadCategories } from './category-loader.ts';
import { toMediaEntity } from './media-entity.ts';
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
const cents = (value: number) => Math.round(value * 100) / 100;

/** One unit at a net price with the tax on it, as Shopware calculates a price. */
function catalogPrice(unitPrice: number, taxRate: number): Product['calculatedPrice'] {
  return {
    unitPrice,
    totalPrice: unitPrice,
    quantity: 1,
    taxRate,
    calculatedTaxes: [
      { tax: cents((unitPrice * taxRate) / 100), taxRate, price: unitPrice, apiAlias: 'cart_tax_calculated' },
    ],
    taxRules: [{ taxRate, name: `${taxRate} %`, percentage: 100 }],
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** The id of the tax of a rate: the shop keeps rates on its articles, Shopware a tax entity. */
export const taxIdOf = (taxRate: number) => fixedChoiceId('tax', String(taxRate));

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
  // What hangs on the ids alone is read beside the products; their brand and delivery time with them.
  const byProductId = Promise.all([
    wanted.has('properties') ? loadOptions(ctx, productProperty, ids) : none<ProductOption[]>(),
    wanted.has('options') ? loadOptions(ctx, productOption, ids) : none<ProductOption[]>(),
    wanted.has('media') ? loadProductMedia(ctx, ids) : none<ProductMediaEntry[]>(),
    wanted.has('seoUrls') ? loadSeoUrls(ctx, ids) : none<Product['seoUrls']>(),
    wanted.has('categories') || (fields?.includes('seoCategory') ?? false)
      ? loadProductCategories(ctx, ids)
      : none<Product['categories']>(),
  ]);
  // Read to its end even when no product is found, so that no failure goes unhandled.
  byProductId.catch(() => {});
  const rows = await tx
    .select({
      product,
      translation: productTranslation,
      manufacturer,
      manufacturerTranslation,
      deliveryTime,
      deliveryTimeName: deliveryTimeTranslation.name,
    })
    .from(product)
    .leftJoin(
      productTranslation,
      inLanguage(ctx, productTranslation.productId, product.id, productTranslation.languageId),
    )
    .leftJoin(manufacturer, eq(manufacturer.id, product.manufacturerId))
    .leftJoin(
      manufacturerTranslation,
      inLanguage(
        ctx,
        manufacturerTranslation.manufacturerId,
        manufacturer.id,
        manufacturerTranslation.languageId,
      ),
    )
    .leftJoin(deliveryTime, eq(deliveryTime.id, product.deliveryTimeId))
    .leftJoin(deliveryTimeTranslation, deliveryTimeInLanguage(ctx))
    .where(and(inArray(product.id, ids), eq(product.active, true)));
  if (rows.length === 0) return [];
  const [properties, options, mediaRows, seoUrls, categories] = await byProductId;

  const byId = new Map(
    rows.map((joined): [string, Product] => {
      const { product: row, translation } = joined;
      const productMediaList = mediaRows.get(row.id) ?? [];
      const name = translation?.name ?? row.productNumber;
      const taxRate = Number(row.taxRate);
      const productCategories = categories.get(row.id) ?? [];
      return [
        row.id,
        {
          id: row.id,
          parentId: row.parentId,
          productNumber: row.productNumber,
          ean: row.ean,
          manufacturerNumber: row.manufacturerNumber,
          manufacturerId: row.manufacturerId,
          manufacturer:
            wanted.has('manufacturer') && joined.manufacturer
              ? manufacturerEntity(joined.manufacturer, joined.manufacturerTranslation)
              : null,
          name,
          description: translation?.description ?? null,
          type: 'physical',
          taxId: taxIdOf(taxRate),
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
          content:
            row.contentUnit && row.contentPerUnit !== null
              ? { unit: row.contentUnit, perUnit: Number(row.contentPerUnit) }
              : null,
          deliveryTime:
            wanted.has('deliveryTime') && joined.deliveryTime
              ? deliveryTimeEntity(joined.deliveryTime, joined.deliveryTimeName)
              : null,
          restockTime: row.restockTime,
          calculatedPrice: catalogPrice(money(row.listPrice), taxRate),
          calculatedPrices: [],
          seoUrls: seoUrls.get(row.id) ?? [],
          categories: productCategories,
          seoCategory: productCategories[0] ?? null,
          childCount: row.childCount,
          ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
          releaseDate: row.releaseDate === null ? null : `${row.releaseDate}T00:00:00.000Z`,
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
  const [variantIds, crossSellings, references, documents, measurements] = await Promise.all([
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
    // A variant's own references, else its family's; an article referred to shows once the shop has it.
    ctx.tx
      .select({ kind: productReference.kind, id: product.id, ownerId: productReference.productId })
      .from(productReference)
      .innerJoin(
        product,
        and(eq(product.productNumber, productReference.targetNumber), eq(product.active, true)),
      )
      .where(inArray(productReference.productId, [...new Set([found.id, familyId])]))
      .orderBy(asc(productReference.position)),
    // A variant's own documents, else its family's.
    ctx.tx
      .select({ document: productDocument, media })
      .from(productDocument)
      .innerJoin(media, eq(media.id, productDocument.mediaId))
      .where(inArray(productDocument.productId, [...new Set([found.id, familyId])]))
      .orderBy(asc(productDocument.position)),
    loadMeasurements(ctx, found.id),
  ]);
  const ownReferences = references.some((row) => row.ownerId === found.id)
    ? references.filter((row) => row.ownerId === found.id)
    : references;
  const ownDocuments = documents.some((row) => row.document.productId === found.id)
    ? documents.filter((row) => row.document.productId === found.id)
    : documents;
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
    ...new Set([...assigned.map((row) => row.productId), ...ownReferences.map((row) => row.id)]),
  ]);
  const relatedById = new Map(related.map((entry) => [entry.id, entry]));
  const assignedByCrossSelling = groupBy(assigned, (row) => row.crossSellingId);
  const language = ctx.language.localeCode.slice(0, 2) as 'nl' | 'fr' | 'en' | 'de';
  return {
    ...found,
    // Numbers of numeric features are characteristics like the others, in their group's place.
    properties: [...found.properties, ...measurements].sort((a, b) => a.group.position - b.group.position),
    // The documents follow the pictures, each with the tab it shows under (`dexisDocumentType`).
    media: [
      ...found.media,
      ...ownDocuments.map(({ document, media: file }) => {
        const entity = toMediaEntity(file, { alt: null, title: document.titles[language] ?? null });
        const tab = productDocumentTab(document.kind);
        return {
          id: nameBasedUuid(`tradeshop:product-document:${document.productId}:${document.position}`),
          productId: found.id,
          mediaId: file.id,
          position: found.media.length + document.position,
          media: {
            ...entity,
            customFields: {
              ...entity.customFields,
              dexisDocumentType:
                tab === 'downloads' ? 'download' : tab === 'documents' ? 'document' : 'instruction',
              documentKind: document.kind,
            },
          },
          apiAlias: 'product_media' as const,
        };
      }),
    ],
    variants: variantIds.flatMap((row) => relatedById.get(row.id) ?? []),
    crossSellings: crossSellings.map(({ crossSelling, name }) => ({
      id: crossSelling.id,
      name: name ?? '',
      position: crossSelling.position,
      translated: { name: name ?? '' },
      products: (assignedByCrossSelling.get(crossSelling.id) ?? []).flatMap(
        (row) => relatedById.get(row.productId) ?? [],
      ),
      apiAlias: 'product_cross_selling' as const,
    })),
    references: articleReferenceKinds.flatMap((kind) => {
      const products = ownReferences
        .filter((row) => row.kind === kind)
        .flatMap((row) => relatedById.get(row.id) ?? []);
      return products.length > 0 ? [{ kind, products }] : [];
    }),
  };
}

function manufacturerEntity(
  row: typeof manufacturer.$inferSelect,
  translation: typeof manufacturerTranslation.$inferSelect | null,
): Manufacturer {
  return {
    id: row.id,
    name: translation?.name ?? '',
    link: row.link,
    slug: row.slug,
    translated: { name: translation?.name ?? '', description: translation?.description ?? null },
    apiAlias: 'product_manufacturer',
  };
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
    .leftJoin(propertyGroupTranslation, groupTextsIn(ctx))
    .where(inArray(link.productId, productIds))
    .orderBy(asc(propertyGroup.position), asc(propertyGroupOption.position));
  const options = rows.map((row) => ({
    productId: row.productId,
    option: {
      id: row.option.id,
      groupId: row.option.groupId,
      name: row.optionName ?? '',
      option: row.optionName ?? '',
      position: row.option.position,
      colorHexCode: row.option.colorHexCode,
      translated: { name: row.optionName ?? '' },
      group: propertyGroupEntity(row.group, row.groupName),
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

/**
 * An article's numbers of numeric and range features as characteristics, each read in the request's
 * language with its unit ("12,5 mm").
 */
async function loadMeasurements(ctx: RequestContext, productId: string): Promise<ProductOption[]> {
  const rows = await ctx.tx
    .select({
      measurement: productMeasurement,
      group: propertyGroup,
      groupName: propertyGroupTranslation.name,
      unit: propertyGroupTranslation.unit,
    })
    .from(productMeasurement)
    .innerJoin(propertyGroup, eq(propertyGroup.id, productMeasurement.groupId))
    .leftJoin(propertyGroupTranslation, groupTextsIn(ctx))
    .where(eq(productMeasurement.productId, productId));
  return rows.map(({ measurement, group, groupName, unit }) => {
    const valueTo = measurement.valueTo === null ? null : Number(measurement.valueTo);
    const name = formatMeasurement(Number(measurement.value), valueTo, unit, ctx.language.localeCode);
    return {
      id: nameBasedUuid(`tradeshop:measurement:${productId}:${group.id}`),
      groupId: group.id,
      name,
      option: name,
      position: 0,
      colorHexCode: null,
      translated: { name },
      group: propertyGroupEntity(group, groupName),
      apiAlias: 'property_group_option' as const,
    };
  });
}

/** A property group's name and unit in the request's language. */
const groupTextsIn = (ctx: RequestContext) =>
  inLanguage(
    ctx,
    propertyGroupTranslation.propertyGroupId,
    propertyGroup.id,
    propertyGroupTranslation.languageId,
  );

function propertyGroupEntity(group: typeof propertyGroup.$inferSelect, name: string | null) {
  return {
    id: group.id,
    name: name ?? '',
    displayType: group.displayType,
    filterable: group.filterable,
    visibleInSearchResults: group.visibleInSearchResults,
    position: group.position,
    translated: { name: name ?? '' },
    apiAlias: 'property_group' as const,
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
      productId: row.productMedia.productId,
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

/**
 * Delivery times by id. The shop has a handful, changed only with the catalogue: all of them are read
 * once per language and catalogue version, not once per page.
 */
export async function loadDeliveryTimes(ctx: RequestContext, ids: string[]) {
  const all = await ctx.cache.value(`delivery-times:${ctx.language.id}`, async () => {
    const rows = await ctx.tx
      .select({ deliveryTime, name: deliveryTimeTranslation.name })
      .from(deliveryTime)
      .leftJoin(deliveryTimeTranslation, deliveryTimeInLanguage(ctx));
    return new Map(rows.map(({ deliveryTime: row, name }) => [row.id, deliveryTimeEntity(row, name)]));
  });
  return new Map(
    ids.flatMap((id) => {
      const time = all.get(id);
      return time ? [[id, time] as const] : [];
    }),
  );
}

const deliveryTimeInLanguage = (ctx: RequestContext) =>
  inLanguage(
    ctx,
    deliveryTimeTranslation.deliveryTimeId,
    deliveryTime.id,
    deliveryTimeTranslation.languageId,
  );

function deliveryTimeEntity(row: typeof deliveryTime.$inferSelect, name: string | null): DeliveryTime {
  return {
    id: row.id,
    name: name ?? '',
    min: row.min,
    max: row.max,
    unit: row.unit as DeliveryTime['unit'],
    translated: { name: name ?? '' },
    apiAlias: 'delivery_time',
  };
}

async function loadProductCategories(ctx: RequestContext, productIds: string[]) {
  // Variants share the categories of their parent.
  const rows = await ctx.tx
    .select({ productId: product.id, categoryId: productCategory.categoryId })
    .from(product)
    .innerJoin(
      productCategory,
      sql`${productCategory.productId} = coalesce(${product.parentId}, ${product.id})`,
    )
    .where(inArray(product.id, productIds));
  const categories = new Map(
    (await loadCategories(ctx, [...new Set(rows.map((row) => row.categoryId))])).map((entry) => [
      entry.id,
      entry,
    ]),
  );
  const entries = rows.flatMap((row) => {
    const found = categories.get(row.categoryId);
    return found ? [{ productId: row.productId, category: found }] : [];
  });
  return new Map(
    [...groupBy(entries, (row) => row.productId)].map(([productId, list]) => [
      productId,
      list.map((row) => row.category),
    ]),
  );
}
