/**
 * What the shop says about the stock of an article for the quantity a buyer wants: one statement,
 * so that a card, the product page, the cart, order lists and quick order never tell different
 * stories (such as "out of stock", "delivered in 1–2 days" and "only 9 in stock" at once).
 */
import {
  type ClosedDays,
  type CutOff,
  type DayRange,
  type LinePromise,
  type PromisedDelivery,
  promisedDelivery,
} from './delivery-promise.ts';
import { type Hundredths, type QuantityRule, upperQuantity } from './quantity-counter.ts';

/** Working days per unit of a delivery time: a week has 5, a month 21, a year 250. */
const workingDaysPerUnit = { day: 1, week: 5, month: 21, year: 250 } as const;

/** A delivery time in working days, as the delivery promise counts it. */
export function deliveryDayRange(
  deliveryTime: { min: number; max: number; unit: keyof typeof workingDaysPerUnit } | null,
): DayRange | null {
  if (!deliveryTime) return null;
  const factor = workingDaysPerUnit[deliveryTime.unit];
  return { min: deliveryTime.min * factor, max: deliveryTime.max * factor };
}

export interface StockFacts {
  /** The quantity the buyer wants: a card's minimum, the counter's value, a cart line's quantity. */
  wanted: Hundredths;
  /** Minimum, step, maximum and closeout, with the available stock when the buyer may see it. */
  rule: QuantityRule;
  /** Whether the stock covers the wanted quantity, for buyers who see no figure (visitors). */
  hasStock: boolean;
  /** The article's delivery time: how long a delivery from stock takes, in working days. */
  delivery: DayRange | null;
  /** When the article is next restocked (YYYY-MM-DD), when the ERP knows it. */
  restockDate: string | null;
  /** When the buyer looks and the cut-off that applies; null where the shop shows no delivery dates. */
  promise: { now: Date; cutOff: CutOff; closedDays?: ClosedDays } | null;
}

export type StockStatement =
  /** Everything wanted lies in stock; `stock` is the figure, for buyers who may see it. */
  | { kind: 'inStock'; stock: Hundredths | null; deliveredBy: PromisedDelivery | null }
  /** Some of it lies in stock and arrives by `deliveredBy`; the rest by `restDeliveredBy`, or later. */
  | {
      kind: 'partlyInStock';
      inStock: Hundredths;
      rest: Hundredths;
      deliveredBy: PromisedDelivery | null;
      restDeliveredBy: PromisedDelivery | null;
    }
  /** Nothing lies in stock (or the buyer sees no figure and it does not suffice): by the restock date, or the delivery time. */
  | { kind: 'onOrder'; deliveredBy: PromisedDelivery | null }
  /** A closeout with less left than wanted: no more will come. */
  | { kind: 'lastPieces'; left: Hundredths }
  /** A closeout of which not even the minimum is left. */
  | { kind: 'soldOut' };

/**
 * The one statement for a wanted quantity: in stock, partly in stock (the part in stock by its
 * delivery date, the rest by the date the restock allows, or later), on order (by the restock date,
 * or after the delivery time), or for a closeout, which is never restocked, the last pieces or sold
 * out. Every date is the delivery promise's (delivery-promise.ts).
 */
export function stockStatement(facts: StockFacts): StockStatement {
  const { wanted, rule, delivery, restockDate, promise } = facts;
  const stock = rule.stock ?? null;
  const promised = (availableOn: string | null) =>
    promise === null ? null : promisedDelivery({ ...promise, delivery, availableOn });
  const fromStock = () => promised(null);
  const afterRestock = () => (restockDate === null ? null : promised(restockDate));
  if (rule.isCloseout) {
    // The counter stops at the stock, but never below the minimum: above the stock, not even that is left.
    const highest = upperQuantity(rule) ?? rule.min;
    if (stock === null ? !facts.hasStock : highest > stock) return { kind: 'soldOut' };
    if (stock !== null && wanted > stock) return { kind: 'lastPieces', left: stock };
    return { kind: 'inStock', stock, deliveredBy: fromStock() };
  }
  if (stock === null ? facts.hasStock : wanted <= stock) {
    return { kind: 'inStock', stock, deliveredBy: fromStock() };
  }
  if (stock !== null && stock > 0) {
    return {
      kind: 'partlyInStock',
      inStock: stock,
      rest: wanted - stock,
      deliveredBy: fromStock(),
      restDeliveredBy: afterRestock(),
    };
  }
  // Without a restock date the delivery time is the supplier's: it runs from the order.
  return { kind: 'onOrder', deliveredBy: afterRestock() ?? (delivery === null ? null : fromStock()) };
}

/**
 * What a statement promises a line of an order, the shape in which an order's shipments are told
 * (`orderDeliveryParts`): the part from stock, and the backorder with its days or without a date.
 */
export function linePromiseOf(statement: StockStatement, position: number): LinePromise {
  switch (statement.kind) {
    case 'inStock':
      return { position, fromStock: statement.deliveredBy, backorder: null };
    case 'partlyInStock':
      return {
        position,
        fromStock: statement.deliveredBy,
        backorder: statement.restDeliveredBy ?? 'unknown',
      };
    case 'onOrder':
      return { position, fromStock: null, backorder: statement.deliveredBy ?? 'unknown' };
    // A closeout is never backordered: what is left goes from stock, and more cannot be ordered.
    case 'lastPieces':
    case 'soldOut':
      return { position, fromStock: null, backorder: null };
  }
}
