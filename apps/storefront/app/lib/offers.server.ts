import type { ArticleInformation, StoreApiClient } from '@tradeshop/api-client';
import { addDays, brusselsDate, type DayRange, deliveryDayRange } from '@tradeshop/domain';

/** A slower price answer is given up: the page shows without prices rather than waiting. */
const articleInformationTimeoutMs = 4_000;

/**
 * What the ERP says about one article for this shopper: price (null when hidden), list price,
 * stock, sales rule and delivery time. Quantities are decimals ("2.5"), as the API gives them.
 */
export interface ProductOffer {
  price: number | null;
  listPrice: number | null;
  /** Unit prices from a quantity on, lowest quantity first; empty when prices are hidden. */
  tiers: { fromQuantity: number; price: number }[];
  /** The quantity the price and `hasStock` are for (the minimum purchase, or a cart line's quantity). */
  quantity: number;
  /** Exact stock for logged-in users; null for visitors. */
  stock: number | null;
  /** Whether the stock covers `quantity`; all a visitor learns of the stock. */
  hasStock: boolean;
  warehouses: { code: string; name: string; stock: number }[];
  uom: string;
  min: number;
  step: number;
  max: number | null;
  isCloseout: boolean;
  isBuyable: boolean;
  /** How long a delivery from stock takes, in days. */
  delivery: DayRange | null;
  /** When the article is next restocked (YYYY-MM-DD), when known. */
  restockDate: string | null;
  /** The company's own article number (article links); null for visitors and unlinked articles. */
  customerSku: string | null;
}

/**
 * What a product card sends of an offer to the page it hydrates: not the quantity tiers, which only
 * the product page shows, nor the stock per warehouse unless the shop shows it on cards
 * (DISPLAY_CARD_WAREHOUSES).
 */
export type CardOffer = Omit<ProductOffer, 'tiers' | 'warehouses'> &
  Partial<Pick<ProductOffer, 'warehouses'>> & {
    /** In a listing's list view: the first quantity tier above the minimum that lowers the price. */
    nextTier?: ProductOffer['tiers'][number];
  };

/** What the stock statement of an article is made of: the ERP's figures, or the catalogue's. */
export type StockData = Pick<
  ProductOffer,
  | 'quantity'
  | 'stock'
  | 'hasStock'
  | 'uom'
  | 'min'
  | 'step'
  | 'max'
  | 'isCloseout'
  | 'delivery'
  | 'restockDate'
>;

export type Offers = Record<string, ProductOffer>;

function toOffer(article: ArticleInformation, today: string): ProductOffer {
  return {
    price: article.price,
    listPrice: article.listPrice,
    tiers: article.tiers,
    quantity: article.quantity,
    stock: article.stock,
    hasStock: article.hasStock,
    warehouses: article.warehouses,
    uom: article.uom,
    min: article.minSalesQuantity,
    step: article.purchaseSteps,
    max: article.maxPurchase,
    isCloseout: article.isCloseout,
    isBuyable: article.isBuyable,
    delivery: deliveryDayRange(article.leadTime),
    restockDate: article.restockTime === null ? null : addDays(today, article.restockTime),
    customerSku: article.customerSku,
  };
}

/**
 * Prices and stock of every article of a page in one call, keyed by article number, each for the
 * quantity given (a card's minimum purchase, a cart line's quantity). A failure or a slow answer
 * gives no offers: the page still renders, without prices.
 */
export async function offersFor(
  client: StoreApiClient,
  articles: { productNumber: string; quantity: number }[],
): Promise<Offers> {
  const unique = [...new Map(articles.map((article) => [article.productNumber, article])).values()].slice(
    0,
    100,
  );
  if (unique.length === 0) return {};
  try {
    const answer = await client.articleInformation(
      {
        articles: unique.map((article) => ({
          sku: article.productNumber,
          quantity: article.quantity || 1,
        })),
      },
      articleInformationTimeoutMs,
    );
    const today = brusselsDate(new Date());
    return Object.fromEntries(answer.articles.map((article) => [article.article, toOffer(article, today)]));
  } catch (error) {
    console.error(`Article information failed: ${error instanceof Error ? error.message : error}`);
    return {};
  }
}
