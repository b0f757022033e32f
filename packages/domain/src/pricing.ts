import type { Money } from './money.ts';

/** A price that applies from a quantity on (in hundredths). */
export interface QuantityPrice {
  fromHundredths: number;
  price: Money;
}

/** Everything the ERP knows about one article's price for one company. */
export interface PriceRules {
  listPrice: Money;
  /** Quantity tiers of the list price, for every customer. */
  tiers: readonly QuantityPrice[];
  /** The company's contract prices for the article, possibly with tiers of their own. */
  contract: readonly QuantityPrice[];
  /** The company's discount on the article's brand, in percent (0 to 100). */
  discountPercent: number;
}

export type PriceSource = 'list' | 'tier' | 'discount' | 'contract';

/** The price of the highest tier the quantity reaches, or null when it reaches none. */
function priceAt(prices: readonly QuantityPrice[], quantityHundredths: number): Money | null {
  let best: QuantityPrice | null = null;
  for (const candidate of prices) {
    if (
      candidate.fromHundredths <= quantityHundredths &&
      (!best || candidate.fromHundredths > best.fromHundredths)
    ) {
      best = candidate;
    }
  }
  return best?.price ?? null;
}

/**
 * The unit price a company pays for a quantity: a contract price wins when it is lower than the
 * list price (or its tier) after the brand discount; otherwise the cheapest of those. The customer
 * always gets the lowest price the rules give, and never more than the list price.
 */
export function unitPriceFor(
  rules: PriceRules,
  quantityHundredths: number,
): { price: Money; source: PriceSource } {
  const tier = priceAt(rules.tiers, quantityHundredths);
  const base = tier !== null && tier < rules.listPrice ? tier : rules.listPrice;
  const discounted =
    rules.discountPercent > 0
      ? Math.round((base * (10_000 - Math.round(rules.discountPercent * 100))) / 10_000)
      : base;
  const contract = priceAt(rules.contract, quantityHundredths);
  if (contract !== null && contract <= discounted) return { price: contract, source: 'contract' };
  if (discounted < base) return { price: discounted, source: 'discount' };
  return { price: base, source: base < rules.listPrice ? 'tier' : 'list' };
}
