import { z } from 'zod';
import { cart } from './checkout.ts';
import { articleInformation, quantity } from './erp.ts';

/** The rows one quick order may hold: a whole spreadsheet pasted at once. */
export const quickOrderMaxRows = 1000;

/** A row as the buyer typed or pasted it: any article number, and a quantity (default: the minimum). */
export const quickOrderRowInput = z.object({
  number: z.string().trim().min(1).max(64),
  quantity: quantity.optional(),
});
export type QuickOrderRowInput = z.input<typeof quickOrderRowInput>;

export const quickOrderRequest = z.object({
  rows: z.array(quickOrderRowInput).min(1).max(quickOrderMaxRows),
});
export type QuickOrderRequest = z.input<typeof quickOrderRequest>;

/** Which of an article's numbers a row's number is: the own one first, then ours, the EAN, the manufacturer's. */
export const quickOrderMatch = z.enum(['customerSku', 'productNumber', 'ean', 'manufacturerNumber']);

export const quickOrderRowResult = z.object({
  number: z.string(),
  quantity: z.number().nullable(),
  matchedBy: quickOrderMatch.nullable(),
  /** The article with the buyer's price and stock for the row's quantity; null when none was found. */
  article: articleInformation.extend({ name: z.string().nullable() }).nullable(),
  /**
   * Why the row cannot go in the cart: product-not-found (no article or not sold online),
   * DEXIS__QUICK_ORDER_AMBIGUOUS (a manufacturer's number of several articles), or the counter's
   * cart errors (dexis-cart-invalidQuantity, product-out-of-stock); null when it can.
   */
  problem: z.object({ code: z.string(), parameters: z.record(z.string(), z.unknown()) }).nullable(),
});
export type QuickOrderRowResult = z.infer<typeof quickOrderRowResult>;

export const quickOrderLookupResponse = z.object({ data: z.array(quickOrderRowResult) });

/** After "add all to cart": every row with whether it went in, and the cart. */
export const quickOrderCartResponse = z.object({
  data: z.object({
    rows: z.array(quickOrderRowResult.extend({ added: z.boolean() })),
    added: z.number().int(),
    cart,
  }),
});
export type QuickOrderCartResponse = z.infer<typeof quickOrderCartResponse>;
