import { z } from 'zod';
import { deliveryTime } from './catalog.ts';
import { id } from './common.ts';

/** A quantity as the shop sells it: at most two decimals (metres, kilograms). */
export const quantity = z
  .number()
  .positive()
  .max(1_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'At most two decimals',
  });

export const articleInformationRequest = z.object({
  articles: z
    .array(
      z.object({
        /** The article number (productNumber). */
        sku: z.string().trim().min(1).max(64),
        /** Defaults to the article's minimum purchase. */
        quantity: quantity.optional(),
      }),
    )
    .min(1)
    .max(100),
});

export const warehouseStock = z.object({ code: z.string(), name: z.string(), stock: z.number() });

export const articleInformation = z.object({
  article: z.string(),
  productId: id,
  /** Unit price for the quantity: the company's price for a logged-in user with ROLE_VIEW_PRICES, the list price for visitors, null for users without that right. A variant family's parent, which is not sold itself, answers its cheapest variant's price ("from"). */
  price: z.number().nullable(),
  /** The list price, shown struck through when the customer pays less; null when prices are hidden. */
  listPrice: z.number().nullable(),
  /** Quantity tiers of this customer, from the lowest quantity on; empty when prices are hidden. */
  tiers: z.array(z.object({ fromQuantity: z.number(), price: z.number() })),
  quantity: z.number(),
  /** Available stock; exact figures for logged-in users only (null for visitors). */
  stock: z.number().nullable(),
  hasStock: z.boolean(),
  /** Stock per warehouse, for logged-in users. */
  warehouses: z.array(warehouseStock),
  uom: z.string(),
  minSalesQuantity: z.number(),
  purchaseSteps: z.number(),
  maxPurchase: z.number().nullable(),
  isCloseout: z.boolean(),
  isBuyable: z.boolean(),
  /** Delivery time of the article. */
  leadTime: deliveryTime.nullable(),
  /** Days until the article is restocked: added to the delivery time of a quantity above the stock. */
  restockTime: z.number().int().nullable(),
  /** The logged-in user's company's own article number (article links); null otherwise. */
  customerSku: z.string().nullable(),
});
export type ArticleInformation = z.infer<typeof articleInformation>;

export const articleInformationResponse = z.object({
  articles: z.array(articleInformation),
  /** Article numbers the ERP does not know. */
  unknown: z.array(z.string()),
});

export const variantsRequest = z.object({ ids: z.array(id).min(1).max(100) });
export const variantsResponse = z.object({ data: z.array(z.object({ id, childCount: z.number().int() })) });
