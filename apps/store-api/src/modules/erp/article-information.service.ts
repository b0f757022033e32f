import type { ArticleInformation } from '@tradeshop/api-client/contracts';
import { fromHundredths, hasRight, moneyToNumber, toHundredths } from '@tradeshop/domain';
import type { RequestContext } from '../../platform/context.ts';
import type { ErpArticle } from '../../platform/ports.ts';
import { customerSkusOf } from '../article-link/index.ts';
import { articleRows, loadDeliveryTimes } from '../catalog/index.ts';

/** Whether the request may see prices: visitors see list prices, users need ROLE_VIEW_PRICES. */
export function seesPrices(ctx: RequestContext): boolean {
  return !ctx.customer || hasRight(ctx.customer.rights, 'ROLE_VIEW_PRICES');
}

/**
 * The price of each variant family's parent: its cheapest variant's at that variant's minimum
 * purchase, for this customer (a contract price can make any variant the cheapest), from the ERP's
 * answers for the variants. The parent is not sold itself; the shop shows this price as "from".
 */
function lowestVariantPrices(
  variants: { parentId: string | null }[],
  prices: (ErpArticle | null)[],
): Map<string, ErpArticle> {
  const lowest = new Map<string, ErpArticle>();
  variants.forEach((variant, index) => {
    const price = prices[index];
    const known = variant.parentId ? lowest.get(variant.parentId) : undefined;
    if (price && variant.parentId && (!known || price.unitPrice < known.unitPrice)) {
      lowest.set(variant.parentId, price);
    }
  });
  return lowest;
}

/**
 * Price, stock and sales data of articles by number, for one page of cards in one call. Visitors get
 * list prices and no stock figures; logged-in users their company's prices (with ROLE_VIEW_PRICES),
 * exact stock and the stock per warehouse. A variant family's parent gets its cheapest variant's
 * price and no tiers.
 */
export async function articleInformation(
  ctx: RequestContext,
  articles: { sku: string; quantity?: number | undefined }[],
): Promise<{ articles: ArticleInformation[]; unknown: string[] }> {
  const skus = [...new Set(articles.map((article) => article.sku))];
  const prices = seesPrices(ctx);
  // The variants of the families asked come with the articles: a family's price is its cheapest variant's.
  const read = await articleRows(ctx.tx, {
    productNumbers: skus,
    ...(prices ? { variantsOfProductNumbers: skus } : {}),
    active: true,
  });
  const asked = new Set(skus);
  const rows = read.filter((row) => asked.has(row.productNumber));
  const bySku = new Map(rows.map((row) => [row.productNumber, row]));
  const wanted = articles.flatMap((article) => {
    const row = bySku.get(article.sku);
    if (!row) return [];
    const quantityHundredths =
      article.quantity === undefined ? row.minPurchaseHundredths : toHundredths(article.quantity);
    return [{ row, quantityHundredths }];
  });
  const familyIds = new Set(rows.filter((row) => row.childCount > 0).map((row) => row.id));
  const variants = read.filter((row) => row.parentId !== null && familyIds.has(row.parentId));
  // One question to the ERP for the articles and the families' variants alike.
  const erpAnswers = await ctx.erp.articles(ctx.tx, ctx.customer?.companyId ?? null, [
    ...wanted.map(({ row, quantityHundredths }) => ({ productId: row.id, quantityHundredths })),
    ...variants.map((variant) => ({
      productId: variant.id,
      quantityHundredths: variant.minPurchaseHundredths,
    })),
  ]);
  const erpArticles = erpAnswers.slice(0, wanted.length);
  const familyPrices = lowestVariantPrices(variants, erpAnswers.slice(wanted.length));
  const deliveryTimes = await loadDeliveryTimes(ctx, [
    ...new Set(rows.flatMap((row) => row.deliveryTimeId ?? [])),
  ]);
  const customerSkus = ctx.customer
    ? await customerSkusOf(
        ctx.tx,
        ctx.customer.companyId,
        rows.map((row) => row.id),
      )
    : new Map<string, string>();
  const loggedIn = Boolean(ctx.customer);
  const answers: ArticleInformation[] = wanted.map(({ row, quantityHundredths }, index) => {
    const erpArticle = erpArticles[index];
    const familyPrice = familyPrices.get(row.id);
    const priced = familyPrice ?? erpArticle;
    const available = row.availableStockHundredths;
    return {
      article: row.productNumber,
      productId: row.id,
      price: prices && priced ? moneyToNumber(priced.unitPrice) : null,
      listPrice: prices && priced ? moneyToNumber(priced.listPrice) : null,
      tiers:
        prices && erpArticle && !familyPrice
          ? erpArticle.tiers.map((tier) => ({
              fromQuantity: fromHundredths(Math.max(tier.fromHundredths, row.minPurchaseHundredths)),
              price: moneyToNumber(tier.price),
            }))
          : [],
      quantity: fromHundredths(quantityHundredths),
      stock: loggedIn ? fromHundredths(available) : null,
      hasStock: quantityHundredths <= available,
      warehouses: loggedIn
        ? (erpArticle?.warehouses ?? []).map((entry) => ({
            code: entry.code,
            name: entry.name,
            stock: fromHundredths(entry.availableHundredths),
          }))
        : [],
      uom: row.unitOfMeasure,
      minSalesQuantity: fromHundredths(row.minPurchaseHundredths),
      purchaseSteps: fromHundredths(row.purchaseStepsHundredths),
      maxPurchase: row.maxPurchaseHundredths === null ? null : fromHundredths(row.maxPurchaseHundredths),
      isCloseout: row.isCloseout,
      // A variant family's parent is not sold itself: its variants are.
      isBuyable: row.childCount === 0 && (erpArticle?.buyable ?? false),
      leadTime: (row.deliveryTimeId && deliveryTimes.get(row.deliveryTimeId)) || null,
      restockTime: row.restockTime,
      customerSku: customerSkus.get(row.id) ?? null,
    };
  });
  return { articles: answers, unknown: skus.filter((sku) => !bySku.has(sku)) };
}

/** Variant counts of parent products. */
export async function variantCounts(ctx: RequestContext, ids: string[]) {
  return (await articleRows(ctx.tx, { ids })).map((row) => ({ id: row.id, childCount: row.childCount }));
}
