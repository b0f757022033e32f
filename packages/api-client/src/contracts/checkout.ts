import { approvalStatuses, paymentMethods, shippingMethods, shippingOptions } from '@tradeshop/domain';
import { z } from 'zod';
import { companyPerson } from './budget.ts';
import { productMedia } from './catalog.ts';
import { id } from './common.ts';
import { costPostSnapshot, lineCostPost } from './cost-post.ts';
import { quantity } from './erp.ts';

const remark = z.string().trim().max(500);

/** A problem of the cart; `error` level problems reject the change that caused them. */
export const cartError = z.object({
  /** e.g. dexis-cart-underMinimumValue, dexis-cart-underCreditLimit, product-not-found, product-out-of-stock */
  code: z.string(),
  key: z.string(),
  level: z.enum(['notice', 'warning', 'error']),
  message: z.string(),
  parameters: z.record(z.string(), z.unknown()),
});
export type CartError = z.infer<typeof cartError>;

export const lineItemPrice = z.object({
  unitPrice: z.number(),
  totalPrice: z.number(),
  quantity: z.number(),
  taxRate: z.number(),
  listPrice: z.number(),
  apiAlias: z.literal('calculated_price'),
});

export const cartLineItem = z.object({
  id,
  referencedId: id,
  type: z.literal('product'),
  label: z.string(),
  quantity: z.number(),
  payload: z.object({
    productNumber: z.string(),
    /** The company's own article number (article links); null for visitors and unlinked articles. */
    customerSku: z.string().nullable(),
    remark: z.string().nullable(),
    uom: z.string(),
    minPurchase: z.number(),
    purchaseSteps: z.number(),
    maxPurchase: z.number().nullable(),
    isCloseout: z.boolean(),
    /** Available stock; the part of the quantity above it is delivered later (backorder). */
    availableStock: z.number(),
    seoPath: z.string().nullable(),
    /** The offer line whose price the line has, while that offer holds. */
    offer: z.object({ number: z.string(), position: z.number().int() }).nullable(),
  }),
  cover: productMedia.nullable(),
  /** Null for a user without ROLE_VIEW_PRICES. */
  price: lineItemPrice.nullable(),
  stackable: z.literal(true),
  removable: z.literal(true),
  apiAlias: z.literal('cart_line_item'),
});
export type CartLineItem = z.infer<typeof cartLineItem>;

export const cartPrice = z.object({
  positionPrice: z.number(),
  shippingCosts: z.number(),
  /** The surcharge of an order below the company's minimum order value. */
  additionalCost: z.number(),
  netPrice: z.number(),
  totalPrice: z.number(),
  calculatedTaxes: z.array(z.object({ taxRate: z.number(), tax: z.number() })),
  apiAlias: z.literal('cart_price'),
});

export const cart = z.object({
  token: z.string(),
  lineItems: z.array(cartLineItem),
  /** Number of products (lines), for the header badge. */
  productCount: z.number().int(),
  /** Null when prices are hidden from the user. */
  price: cartPrice.nullable(),
  errors: z.array(cartError),
  extensions: z.object({
    minimumCartValue: z.object({ minimumValue: z.number(), additionalCost: z.number() }).nullable(),
    freeShipping: z.object({ limit: z.number(), isFree: z.boolean(), remaining: z.number() }),
    /** Payment methods and whether this cart may use them (invoice needs credit). */
    paymentMethods: z.array(z.object({ id: z.enum(paymentMethods), available: z.boolean() })),
    /**
     * The cart's totals for every way of shipping it (each option with each method; `price` above is
     * the delivery with everything together): checkout shows the one chosen, and the order placed
     * that way is charged it. Price null when prices are hidden from the user.
     */
    shippingChoices: z.array(
      z.object({
        shippingOption: z.enum(shippingOptions),
        shippingMethod: z.enum(shippingMethods),
        price: cartPrice.nullable(),
      }),
    ),
  }),
  apiAlias: z.literal('cart'),
});
export type Cart = z.infer<typeof cart>;

export const addLineItemsRequest = z.object({
  items: z
    .array(
      z
        .object({
          type: z.literal('product').default('product'),
          /** The product id; or give the article number as `sku`. */
          referencedId: id.optional(),
          sku: z.string().trim().min(1).max(64).optional(),
          /** Accepted for client compatibility; lines are identified by their product. */
          id: z.string().max(64).optional(),
          quantity,
          payload: z.object({ remark: remark.optional() }).optional(),
        })
        .refine((item) => item.referencedId || item.sku, {
          message: 'Give referencedId or sku',
          path: ['referencedId'],
        }),
    )
    .min(1)
    .max(200),
});

export const updateLineItemsRequest = z.object({
  items: z
    .array(
      z.object({
        id,
        /** Below the article's minimum purchase the line is removed. */
        quantity: z.number().min(0).max(1_000_000).optional(),
        payload: z.object({ remark: remark.nullable().optional() }).optional(),
      }),
    )
    .min(1)
    .max(200),
});

export const removeLineItemsQuery = z.object({
  ids: z.union([id, z.array(id).min(1).max(200)]).transform((ids) => (Array.isArray(ids) ? ids : [ids])),
});

const optionalText = (max: number) => z.union([z.string().trim().max(max), z.literal('')]).optional();

export const placeOrderRequest = z.object({
  shippingOption: z.enum(shippingOptions).default('delivery'),
  /** The delivery address (one of the company's); defaults to the user's default delivery address. */
  addressId: id.optional(),
  /** With pickup: the shop to collect from (pickup locations). */
  pickupLocation: z.string().max(20).optional(),
  shippingMethod: z.enum(shippingMethods).default('together'),
  paymentMethod: z.enum(paymentMethods).default('invoice'),
  /** Wished delivery date, YYYY-MM-DD: a weekday after today. */
  deliveryDate: z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal('')]).optional(),
  orderReference: optionalText(50),
  orderReferenceSuffix: optionalText(30),
  fileNumber: optionalText(50),
  remark: optionalText(1000),
  /** The cart total the user saw, so that an order is not placed at prices that changed meanwhile. */
  expectedTotal: z.number().optional(),
  /** The company's cost post the order is charged to (ROLE_PLACE_ORDERS chooses among the active ones). */
  costPostId: id.optional(),
  /** Cart lines charged to another cost post than the order's. */
  lineCostPosts: z.array(lineCostPost).max(1000).default([]),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

export const orderAddress = z.object({
  name: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  box: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  /** A delivery address's extended fields, kept when the order was placed with EXTEND_ADDRESS_BOOK. */
  department: z.string().nullable().optional(),
  contactPerson: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  deliveryInstructions: z.string().nullable().optional(),
});

export const orderLineItem = z.object({
  id,
  position: z.number().int(),
  productId: id.nullable(),
  productNumber: z.string(),
  /** The company's own article number when the order was placed. */
  customerSku: z.string().nullable(),
  label: z.string(),
  quantity: z.number(),
  /** The part delivered later because it exceeded the stock when the order was placed. */
  backorderQuantity: z.number(),
  uom: z.string(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  taxRate: z.number(),
  remark: z.string().nullable(),
  /** The cost post the line is charged to: its own, else the order's. */
  costPost: costPostSnapshot.nullable(),
  /** The offer line the price came from. */
  offer: z.object({ number: z.string(), position: z.number().int() }).nullable(),
  /** What the ERP says of the line once it handles it: delivery, shipping note and invoice. */
  deliveryDate: z.string().nullable(),
  shippingNoteNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
});

export const order = z.object({
  id,
  orderNumber: z.string(),
  orderDateTime: z.string(),
  status: z.string(),
  /**
   * pending while it waits for an approver of the user's order flow or order reference, then
   * approved or declined, or withdrawn by its buyer.
   */
  approvalStatus: z.enum(approvalStatuses).nullable(),
  /**
   * While the order waits: who may decide it now (the approvers of its flow and order reference
   * who may approve, else the company's lead buyers who may); empty otherwise.
   */
  approvers: z.array(companyPerson),
  flowId: id.nullable(),
  customerId: id,
  companyId: id,
  shippingOption: z.enum(shippingOptions),
  shippingMethod: z.enum(shippingMethods),
  paymentMethod: z.enum(paymentMethods),
  pickupLocation: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  billingAddress: orderAddress,
  shippingAddress: orderAddress.nullable(),
  orderReference: z.string().nullable(),
  orderReferenceSuffix: z.string().nullable(),
  fileNumber: z.string().nullable(),
  remark: z.string().nullable(),
  /** The company's order reference chosen in checkout, whose budget the order counts against. */
  orderReferenceId: id.nullable(),
  /** The cost centre, external contact and contract the order is charged to, as they were then. */
  costCenter: z
    .object({
      code: z.string(),
      name: z.string(),
      contact: z.object({ identifier: z.string(), name: z.string(), email: z.string() }),
      contract: z.object({ number: z.string(), description: z.string() }).nullable(),
    })
    .nullable(),
  /** The cost post (general-ledger account) the order is charged to, as it was then. */
  costPost: costPostSnapshot.nullable(),
  positionPrice: z.number(),
  shippingTotal: z.number(),
  additionalCost: z.number(),
  amountNet: z.number(),
  amountTotal: z.number(),
  calculatedTaxes: z.array(z.object({ taxRate: z.number(), tax: z.number() })),
  lineItems: z.array(orderLineItem),
  /** The carrier's shipment number and where to follow it, once the ERP has shipped. */
  shipmentNumber: z.string().nullable(),
  trackAndTraceUrl: z.string().nullable(),
  apiAlias: z.literal('order'),
});
export type Order = z.infer<typeof order>;

export const orderListRequest = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  filter: z
    .array(
      z.object({
        type: z.literal('equals'),
        field: z.enum(['id', 'orderNumber']),
        value: z.string().max(64),
      }),
    )
    .max(5)
    .default([]),
});
export const orderListResponse = z.object({
  orders: z.object({
    elements: z.array(order),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

export const pickupLocation = z.object({
  code: z.string(),
  name: z.string(),
  street: z.string(),
  zipcode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  openingHours: z.string(),
});
export const pickupLocationsResponse = z.object({ data: z.array(pickupLocation) });
export type PickupLocation = z.infer<typeof pickupLocation>;
