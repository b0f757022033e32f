import { slugify } from '@tradeshop/domain';
import type {
  product,
  productCategory,
  productCrossSelling,
  productCrossSellingProduct,
  productCrossSellingTranslation,
  productMedia,
  productOption,
  productProperty,
  productTranslation,
  seoUrl,
} from '../db/schema.ts';
import { demoUuid } from './ids.ts';
import { languages } from './languages.ts';
import type { GeneratedProduct } from './products.ts';
import { crossSellingNames } from './vocabulary.ts';

/** The rows of a batch of products, one list per table, in insertion order. */
export interface ProductRows {
  product: (typeof product.$inferInsert)[];
  productTranslation: (typeof productTranslation.$inferInsert)[];
  productCategory: (typeof productCategory.$inferInsert)[];
  productProperty: (typeof productProperty.$inferInsert)[];
  productOption: (typeof productOption.$inferInsert)[];
  productMedia: (typeof productMedia.$inferInsert)[];
  productCrossSelling: (typeof productCrossSelling.$inferInsert)[];
  productCrossSellingTranslation: (typeof productCrossSellingTranslation.$inferInsert)[];
  productCrossSellingProduct: (typeof productCrossSellingProduct.$inferInsert)[];
  seoUrl: (typeof seoUrl.$inferInsert)[];
}

/** Every thousandth product also has an old seo path that redirects to the canonical one. */
export function hasOldSeoPath(seq: number): boolean {
  return seq % 1000 === 10;
}

export function productSeoPath(name: string, productNumber: string): string {
  return `${slugify(name)}/${productNumber.toLowerCase()}`;
}

export function productRows(products: readonly GeneratedProduct[], salesChannelId: string): ProductRows {
  const rows: ProductRows = {
    product: [],
    productTranslation: [],
    productCategory: [],
    productProperty: [],
    productOption: [],
    productMedia: [],
    productCrossSelling: [],
    productCrossSellingTranslation: [],
    productCrossSellingProduct: [],
    seoUrl: [],
  };
  for (const item of products) {
    const seoPaths = item.names.map((name) => productSeoPath(name, item.productNumber));
    const mediaLinkIds = item.mediaIds.map((_, position) =>
      demoUuid('product-media', `${item.productNumber}:${position}`),
    );
    rows.product.push({
      id: item.id,
      parentId: item.parentId,
      productNumber: item.productNumber,
      ean: item.ean,
      manufacturerNumber: item.manufacturerNumber,
      manufacturerId: item.manufacturerId,
      active: true,
      listPrice: item.listPrice,
      taxRate: '21.00',
      minPurchaseHundredths: item.minPurchase,
      maxPurchaseHundredths: item.maxPurchase,
      purchaseStepsHundredths: item.purchaseSteps,
      stockHundredths: item.stock,
      availableStockHundredths: item.availableStock,
      isCloseout: item.isCloseout,
      deliveryTimeId: item.deliveryTimeId,
      restockTime: item.restockTime,
      unitOfMeasure: item.unit,
      coverId: mediaLinkIds[0] ?? null,
      childCount: item.childCount,
      ratingAverage: item.ratingAverage,
      sales: item.sales,
      releaseDate: item.releaseDate,
      customFields: { dexisSeoCanonicalLink: seoPaths[0] },
      createdAt: new Date(`${item.releaseDate}T07:30:00Z`),
    });
    rows.productCategory.push({ productId: item.id, categoryId: item.categoryId });
    for (const optionId of item.propertyIds) rows.productProperty.push({ productId: item.id, optionId });
    for (const optionId of item.variantOptionIds) rows.productOption.push({ productId: item.id, optionId });
    item.mediaIds.forEach((mediaId, position) => {
      rows.productMedia.push({ id: mediaLinkIds[position]!, productId: item.id, mediaId, position });
    });
    languages.forEach((language, index) => {
      const seoPath = seoPaths[index]!;
      rows.productTranslation.push({
        productId: item.id,
        languageId: language.id,
        name: item.names[index]!,
        description: item.descriptions[index]!,
        metaTitle: null,
        keywords: null,
        customFields: { dexisSeoCanonicalLink: seoPath },
      });
      const seo = {
        salesChannelId,
        languageId: language.id,
        foreignKey: item.id,
        routeName: 'frontend.detail.page',
      };
      rows.seoUrl.push({
        id: demoUuid('seo-url', `${language.code}:detail:${item.id}`),
        ...seo,
        pathInfo: `/detail/${item.id}`,
        seoPathInfo: seoPath,
        isCanonical: true,
      });
      if (hasOldSeoPath(item.seq)) {
        rows.seoUrl.push({
          id: demoUuid('seo-url', `${language.code}:detail-old:${item.id}`),
          ...seo,
          pathInfo: `/detail/${item.id}`,
          seoPathInfo: seoPath.replace('/', '-'),
          isCanonical: false,
        });
      }
    });
    if (item.crossSelling) {
      const crossSellingId = demoUuid('cross-selling', item.productNumber);
      rows.productCrossSelling.push({ id: crossSellingId, productId: item.id, position: 0, active: true });
      languages.forEach((language, index) => {
        rows.productCrossSellingTranslation.push({
          crossSellingId,
          languageId: language.id,
          name: crossSellingNames[item.crossSelling!.kind][index]!,
        });
      });
      item.crossSelling.productIds.forEach((productId, position) => {
        rows.productCrossSellingProduct.push({ crossSellingId, productId, position });
      });
    }
  }
  return rows;
}
