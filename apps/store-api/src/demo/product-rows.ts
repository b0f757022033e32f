import type {
  productCrossSelling,
  productCrossSellingProduct,
  productCrossSellingTranslation,
  seoUrl,
} from '../db/schema.ts';
import { articleSeoPath } from '../modules/catalog/index.ts';
import { demoUuid } from './ids.ts';
import { languages } from './languages.ts';
import type { GeneratedProduct } from './products.ts';
import { crossSellingNames } from './vocabulary.ts';

/**
 * What the shop adds to the ERP's articles in the demo: cross-selling lists and, on some
 * articles, an old seo path that redirects to the canonical one (as after a rename).
 */
export interface MerchandisingRows {
  productCrossSelling: (typeof productCrossSelling.$inferInsert)[];
  productCrossSellingTranslation: (typeof productCrossSellingTranslation.$inferInsert)[];
  productCrossSellingProduct: (typeof productCrossSellingProduct.$inferInsert)[];
  seoUrl: (typeof seoUrl.$inferInsert)[];
}

/** Every thousandth product also has an old seo path that redirects to the canonical one. */
export function hasOldSeoPath(seq: number): boolean {
  return seq % 1000 === 10;
}

export function merchandisingRows(
  products: readonly GeneratedProduct[],
  salesChannelId: string,
): MerchandisingRows {
  const rows: MerchandisingRows = {
    productCrossSelling: [],
    productCrossSellingTranslation: [],
    productCrossSellingProduct: [],
    seoUrl: [],
  };
  for (const item of products) {
    if (hasOldSeoPath(item.seq)) {
      languages.forEach((language, index) => {
        rows.seoUrl.push({
          id: demoUuid('seo-url', `${language.code}:detail-old:${item.id}`),
          salesChannelId,
          languageId: language.id,
          foreignKey: item.id,
          routeName: 'frontend.detail.page',
          pathInfo: `/detail/${item.id}`,
          seoPathInfo: articleSeoPath(item.names[index]!, item.productNumber).replace('/', '-'),
          isCanonical: false,
        });
      });
    }
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
