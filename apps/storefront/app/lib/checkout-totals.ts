import type { Cart } from '@tradeshop/api-client';
import {
  cartTotals,
  moneyToNumber,
  type ShippingMethod,
  type ShippingOption,
  shippingCost,
  toMoney,
} from '@tradeshop/domain';

export interface ShownTotals {
  positionPrice: number;
  shippingCosts: number;
  additionalCost: number;
  netPrice: number;
  calculatedTaxes: { taxRate: number; tax: number }[];
  totalPrice: number;
}

/**
 * The totals of the cart for a way of shipping: the cart itself is priced for a delivery with
 * everything together; a pickup has no shipping costs and separate shipments cost more. Null when
 * prices are hidden from the shopper.
 */
export function totalsFor(cart: Cart, option: ShippingOption, method: ShippingMethod): ShownTotals | null {
  if (!cart.price) return null;
  if (option === 'delivery' && method === 'together') return cart.price;
  const lines = cart.lineItems.flatMap((line) =>
    line.price ? [{ total: toMoney(line.price.totalPrice), taxRate: line.price.taxRate }] : [],
  );
  const positionTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const totals = cartTotals({
    lines,
    shipping: shippingCost({ option, method, positionTotal }),
    surcharge: toMoney(cart.price.additionalCost),
  });
  return {
    positionPrice: moneyToNumber(totals.positionTotal),
    shippingCosts: moneyToNumber(totals.shipping),
    additionalCost: moneyToNumber(totals.surcharge),
    netPrice: moneyToNumber(totals.net),
    calculatedTaxes: totals.taxes.map((tax) => ({ taxRate: tax.taxRate, tax: moneyToNumber(tax.tax) })),
    totalPrice: moneyToNumber(totals.gross),
  };
}
