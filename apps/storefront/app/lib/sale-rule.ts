import type { CartLineItem } from '@tradeshop/api-client';
import { counterRule, type QuantityRule, toHundredths } from '@tradeshop/domain';
import type { StockData } from './offers.server';

/**
 * The counter's rule of an article from the decimals the Store API sends (an offer): minimum, step,
 * maximum, closeout and the stock when the buyer may see it.
 */
export function saleRuleOf(article: {
  min: number;
  step: number;
  max: number | null;
  stock: number | null;
  isCloseout: boolean;
}): QuantityRule {
  return counterRule({
    min: toHundredths(article.min),
    step: toHundredths(article.step),
    max: article.max === null ? undefined : toHundredths(article.max),
    stock: article.stock === null ? undefined : toHundredths(article.stock),
    isCloseout: article.isCloseout,
  });
}

/** The rule of a cart line, from the sales figures the cart carries. */
export function saleRuleOfLine({ payload }: CartLineItem): QuantityRule {
  return saleRuleOf({
    min: payload.minPurchase,
    step: payload.purchaseSteps,
    max: payload.maxPurchase,
    stock: payload.availableStock,
    isCloseout: payload.isCloseout,
  });
}

/**
 * A cart line's stock as the cart knows it, for when the ERP does not answer: whether its quantity
 * lies in stock, without figures, delivery or restock time.
 */
export function cartLineStock({ quantity, payload }: CartLineItem): StockData {
  return {
    quantity,
    stock: null,
    hasStock: toHundredths(quantity) <= toHundredths(payload.availableStock),
    uom: payload.uom,
    min: payload.minPurchase,
    step: payload.purchaseSteps,
    max: payload.maxPurchase,
    isCloseout: payload.isCloseout,
    delivery: null,
    restockDate: null,
  };
}
