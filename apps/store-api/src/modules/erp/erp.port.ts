import type { Money, PriceSource } from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';

export interface ErpArticleQuery {
  productId: string;
  quantityHundredths: number;
}

export interface ErpArticle {
  productId: string;
  /** The unit price for the asked quantity: the company's, or the list price without a company. */
  unitPrice: Money;
  source: PriceSource;
  listPrice: Money;
  /** The customer's unit price from each quantity on where it changes, lowest quantity first. */
  tiers: { fromHundredths: number; price: Money }[];
  warehouses: { code: string; name: string; stockHundredths: number }[];
  buyable: boolean;
}

/**
 * What the shop asks the distributor's ERP (DESIGN.md §4): customer prices with their quantity tiers,
 * stock per warehouse and whether an article is sold online. One call answers a whole page or cart.
 * The built-in implementation (builtin-erp.ts) keeps these in the shop's own tables.
 */
export interface ErpPort {
  /** One answer per query, in their order; null for an article the ERP does not know. */
  articles(
    tx: Tx,
    companyId: string | null,
    queries: readonly ErpArticleQuery[],
  ): Promise<(ErpArticle | null)[]>;
}
