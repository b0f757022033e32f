import { limits } from '@tradeshop/domain';
import { z } from 'zod';
import { deliveryTime } from './catalog.ts';
import { cart } from './checkout.ts';
import { id, pager } from './common.ts';
import { quantity } from './erp.ts';

/** Who sees a list: its creator alone, or every user of the company with the right. */
export const orderListOwnerType = z.enum(['user', 'company']);
export type OrderListOwnerType = z.infer<typeof orderListOwnerType>;

const listName = z.string().trim().min(1).max(100);

/** An order list as the overview shows it (account-and-ordering.md §3). */
export const orderListSummary = z.object({
  id,
  name: z.string(),
  ownerType: orderListOwnerType,
  creator: z.object({ id, name: z.string() }),
  createdAt: z.string(),
  itemCount: z.number().int(),
  /** The lines at the buyer's own prices; null without ROLE_VIEW_PRICES. */
  amount: z.number().nullable(),
  /** Whether the asking user may change and delete it: its creator or a lead buyer. */
  mayChange: z.boolean(),
  apiAlias: z.literal('dexis_order_list'),
});
export type OrderListSummary = z.infer<typeof orderListSummary>;

/** A line of an order list with the buyer's price and stock, live from the ERP. */
export const orderListLine = z.object({
  id,
  productId: id,
  productNumber: z.string(),
  customerSku: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  /** The buyer's unit price at the line's quantity; null without ROLE_VIEW_PRICES. */
  unitPrice: z.number().nullable(),
  totalPrice: z.number().nullable(),
  deliveryTime: deliveryTime.nullable(),
  /** Recycling contribution per unit; null when the article has none. */
  ecotax: z.number().nullable(),
  /** The pack unit (PCE, M, KG, …). */
  uom: z.string(),
  stock: z.number(),
  minPurchase: z.number(),
  purchaseSteps: z.number(),
  maxPurchase: z.number().nullable(),
  isBuyable: z.boolean(),
  seoPath: z.string().nullable(),
});
export type OrderListLine = z.infer<typeof orderListLine>;

export const orderListDetail = orderListSummary.extend({ lines: z.array(orderListLine) });
export type OrderListDetail = z.infer<typeof orderListDetail>;

export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.accountList),
  /** Part of the list's name. */
  search: z.string().trim().max(100).optional(),
});
export type OrderListQuery = z.input<typeof orderListQuery>;
export const orderListPageResponse = z.object({ data: z.array(orderListSummary), pager });
export const orderListDetailResponse = z.object({ data: orderListDetail });

/** Articles to put on a list, by id or article number; one already on it adds up. */
export const orderListItemsInput = z.object({
  items: z
    .array(
      z
        .object({ productId: id.optional(), sku: z.string().trim().min(1).max(64).optional(), quantity })
        .refine((item) => item.productId !== undefined || item.sku !== undefined, {
          message: 'Name the article by id or number',
          path: ['sku'],
        }),
    )
    .min(1)
    .max(1000),
});
export type OrderListItemsInput = z.input<typeof orderListItemsInput>;

export const orderListInput = z.object({
  name: listName,
  ownerType: orderListOwnerType.default('user'),
  items: orderListItemsInput.shape.items.optional(),
});
export type OrderListCreate = z.input<typeof orderListInput>;

/** Rename, share and change quantities; what is left out stays. */
export const orderListUpdate = z.object({
  name: listName.optional(),
  ownerType: orderListOwnerType.optional(),
  items: z.array(z.object({ id, quantity })).max(1000).optional(),
});
export type OrderListUpdate = z.input<typeof orderListUpdate>;

export const orderListItemsDelete = z.object({ ids: z.array(id).min(1).max(1000) });
export const orderListDuplicateInput = z.object({ name: listName.optional() });

/** Puts the list's lines (or the chosen ones) in the cart. */
export const orderListCartRequest = z.object({ lineIds: z.array(id).min(1).max(1000).optional() });
export const orderListCartResponse = z.object({
  data: z.object({
    added: z.number().int(),
    /** The lines that could not go in, by name, with the cart's reason. */
    refused: z.array(
      z.object({
        lineId: id,
        productNumber: z.string(),
        name: z.string(),
        code: z.string(),
        parameters: z.record(z.string(), z.unknown()),
      }),
    ),
    cart,
  }),
});
export type OrderListCartResponse = z.infer<typeof orderListCartResponse>;
