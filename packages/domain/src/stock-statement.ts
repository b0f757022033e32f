/**
 * What the shop says about the stock of an article for the quantity a buyer wants: one statement,
 * so that a card, the product page, the cart, order lists and quick order never tell different
 * stories (such as "out of stock", "delivered in 1–2 days" and "only 9 in stock" at once).
 */
import { addDays } from './budget-periods.ts';
import { type Hundredths, type QuantityRule, upperQuantity } from './quantity-counter.ts';

/** A delivery time as a range of days: 1–2 days, or 7–14 days for one to two weeks. */
export interface DayRange {
  min: number;
  max: number;
}

const daysPerUnit = { day: 1, week: 7, month: 30, year: 365 } as const;

/** A delivery time in days: a week is 7 days, a month 30, a year 365. */
export function deliveryDayRange(
  deliveryTime: { min: number; max: number; unit: keyof typeof daysPerUnit } | null,
): DayRange | null {
  if (!deliveryTime) return null;
  const factor = daysPerUnit[deliveryTime.unit];
  return { min: deliveryTime.min * factor, max: deliveryTime.max * factor };
}

export interface StockFacts {
  /** The quantity the buyer wants: a card's minimum, the counter's value, a cart line's quantity. */
  wanted: Hundredths;
  /** Minimum, step, maximum and closeout, with the available stock when the buyer may see it. */
  rule: QuantityRule;
  /** Whether the stock covers the wanted quantity, for buyers who see no figure (visitors). */
  hasStock: boolean;
  /** The article's delivery time: how long a delivery from stock takes. */
  delivery: DayRange | null;
  /** When the article is next restocked (YYYY-MM-DD), when the ERP knows it. */
  restockDate: string | null;
}

export type StockStatement =
  /** Everything wanted lies in stock; `stock` is the figure, for buyers who may see it. */
  | { kind: 'inStock'; stock: Hundredths | null; delivery: DayRange | null }
  /** Some of it lies in stock and goes with the delivery time; the rest comes by a date, or later. */
  | {
      kind: 'partlyInStock';
      inStock: Hundredths;
      rest: Hundredths;
      delivery: DayRange | null;
      restExpected: string | null;
    }
  /** Nothing lies in stock (or the buyer sees no figure and it does not suffice): by a date, or after the delivery time. */
  | { kind: 'onOrder'; delivery: DayRange | null; expected: string | null }
  /** A closeout with less left than wanted: no more will come. */
  | { kind: 'lastPieces'; left: Hundredths }
  /** A closeout of which not even the minimum is left. */
  | { kind: 'soldOut' };

/** The day goods restocked on `restockDate` reach the buyer: the delivery time's last day after it. */
function expectedBy(restockDate: string | null, delivery: DayRange | null): string | null {
  return restockDate === null ? null : addDays(restockDate, delivery?.max ?? 0);
}

/**
 * The one statement for a wanted quantity: in stock, partly in stock (the part in stock with the
 * delivery time, the rest by the restock date or later), on order (by the restock date, or with the
 * delivery time), or for a closeout, which is never restocked, the last pieces or sold out.
 */
export function stockStatement(facts: StockFacts): StockStatement {
  const { wanted, rule, delivery, restockDate } = facts;
  const stock = rule.stock ?? null;
  if (rule.isCloseout) {
    // The counter stops at the stock, but never below the minimum: above the stock, not even that is left.
    const highest = upperQuantity(rule) ?? rule.min;
    if (stock === null ? !facts.hasStock : highest > stock) return { kind: 'soldOut' };
    if (stock !== null && wanted > stock) return { kind: 'lastPieces', left: stock };
    return { kind: 'inStock', stock, delivery };
  }
  if (stock === null ? facts.hasStock : wanted <= stock) return { kind: 'inStock', stock, delivery };
  if (stock !== null && stock > 0) {
    return {
      kind: 'partlyInStock',
      inStock: stock,
      rest: wanted - stock,
      delivery,
      restExpected: expectedBy(restockDate, delivery),
    };
  }
  const expected = expectedBy(restockDate, delivery);
  return { kind: 'onOrder', delivery: expected === null ? delivery : null, expected };
}
