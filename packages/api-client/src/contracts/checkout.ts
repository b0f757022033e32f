import {
  approvalStatuses,
  cartErrorLevels,
  paymentMethods,
  shippingMethods,
  shippingOptions,
} from '@tradeshop/domain';
import { z } from 'zod';
import { companyPerson } from './budget.ts';
import { media } from './catalog.ts';
import { id } from './common.ts';
import { costPostSnapshot, lineCostPost } from './cost-post.ts';
import { quantity } from './erp.ts';
import { omittedWhenNull } from './shopware.ts';

const remark = z.string().trim().max(500);

/**
 * A problem of the cart in Shopware's shape; `error` level problems reject the change that caused
 * them. `messageKey` says what it is, `parameters` its figures.
 */
export const cartError = z.object({
  /** Shopware's exception code, which its cart errors leave at 0. */
  code: z.number().int(),
  /** Unique in the cart: the messageKey, with the article number for a problem of one article. */
  key: z.string(),
  level: z.union([
    z.literal(cartErrorLevels.notice),
    z.literal(cartErrorLevels.warning),
    z.literal(cartErrorLevels.error),
  ]),
  message: z.string(),
  /** e.g. dexis-cart-underMinimumValue, dexis-cart-underCreditLimit, product-not-found, product-out-of-stock */
  messageKey: z.string(),
  parameters: z.record(z.string(), z.unknown()),
});
export type CartError = z.infer<typeof cartError>;

/** Shopware keys a cart's problems by their `key`; the client reads them as a list. */
const cartErrors = z.codec(z.record(z.string(), cartError), z.array(cartError), {
  decode: (byKey) => Object.values(byKey),
  encode: (errors) => Object.fromEntries(errors.map((error) => [error.key, error])),
});

/** The VAT of one rate: `price` is the net amount it is charged on. */
const calculatedTax = z.object({
  taxRate: z.number(),
  tax: z.number(),
  price: z.number(),
  apiAlias: z.literal('cart_tax_calculated'),
});
const taxRule = z.object({ taxRate: z.number(), name: z.string() });

export const lineItemPrice = z.object({
  unitPrice: z.number(),
  totalPrice: z.number(),
  quantity: z.number(),
  taxRate: z.number(),
  /** The list price, where the line's price is below it. */
  listPrice: z
    .object({
      price: z.number(),
      discount: z.number(),
      percentage: z.number(),
      apiAlias: z.literal('cart_list_price'),
    })
    .nullable(),
  calculatedTaxes: z.array(calculatedTax),
  taxRules: z.array(taxRule),
  apiAlias: z.literal('calculated_price'),
});

export const cartLineItem = z.object({
  id,
  referencedId: id,
  type: z.literal('product'),
  label: z.string(),
  quantity: z.number(),
  payload: z.object({
    /** Shopware's product fields of the line's article. */
    id,
    name: z.string(),
    type: z.literal('physical'),
    taxId: id,
    stock: z.number().int(),
    /** The variant's options, e.g. size and finish. */
    options: z.array(
      z.object({
        group: z.string(),
        option: z.string(),
        translated: z.object({ group: z.string(), option: z.string() }),
      }),
    ),
    productNumber: z.string(),
    /** The company's own article number (article links); null for visitors and unlinked articles. */
    customerSku: z.string().nullable(),
    remark: z.string().nullable(),
    uom: z.string(),
    minPurchase: z.number(),
    purchaseSteps: z.number(),
    maxPurchase: omittedWhenNull(z.number()),
    isCloseout: z.boolean(),
    /** Available stock; the part of the quantity above it is delivered later (backorder). */
    availableStock: z.number(),
    seoPath: z.string().nullable(),
    /** The offer line whose price the line has, while that offer holds. */
    offer: z.object({ number: z.string(), position: z.number().int() }).nullable(),
    /** The quantity tier whose price the line has, from its quantity on; null when no tier sets it (or prices are not shown). */
    quantityTier: z.object({ fromQuantity: z.number() }).nullable(),
  }),
  cover: media.nullable(),
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
  rawTotal: z.number(),
  /** B2B prices are net; VAT is added per rate. */
  taxStatus: z.literal('net'),
  calculatedTaxes: z.array(calculatedTax),
  taxRules: z.array(taxRule),
  apiAlias: z.literal('cart_price'),
});

/** Which VAT a sale carries (`describeTreatment`): Belgian VAT, or an exempt supply with its words. */
export const vatTreatment = z.object({
  kind: z.enum(['domestic', 'intra-community', 'export']),
  /** UNCL 5305 K or G of an exempt sale; null under Belgian VAT. */
  category: z.enum(['K', 'G']).nullable(),
  exemptionReasonCode: z.enum(['VATEX-EU-IC', 'VATEX-EU-G']).nullable(),
  /** The line beside the VAT total, e.g. "VAT 0 % – intra-Community supply, reverse charge". */
  label: z.string().nullable(),
  /** The legal mention documents of the sale carry. */
  mention: z.string().nullable(),
  /** Why a company abroad pays Belgian VAT, and that it changes once VIES confirms its number. */
  note: z.string().nullable(),
});
export type VatTreatmentAnswer = z.infer<typeof vatTreatment>;

export const cart = z.object({
  token: z.string(),
  lineItems: z.array(cartLineItem),
  /** Number of products (lines), for the header badge. */
  productCount: z.number().int(),
  /** Null when prices are hidden from the user. */
  price: cartPrice.nullable(),
  errors: cartErrors,
  extensions: z.object({
    minimumCartValue: z.object({ minimumValue: z.number(), additionalCost: z.number() }).nullable(),
    freeShipping: z.object({ limit: z.number(), isFree: z.boolean(), remaining: z.number() }),
    /** Payment methods and whether this cart may use them (invoice needs credit). */
    paymentMethods: z.array(z.object({ id: z.enum(paymentMethods), available: z.boolean() })),
    /**
     * The cart's totals for every way of shipping it (each option with each method, a delivery to
     * each country the company has an address in, the default delivery country first; `price` above
     * is the delivery there with everything together): checkout shows the one chosen, and the order
     * placed that way is charged it, under its VAT treatment. Price null when prices are hidden.
     */
    shippingChoices: z.array(
      z.object({
        shippingOption: z.enum(shippingOptions),
        shippingMethod: z.enum(shippingMethods),
        /** The delivery's country; null for a pickup, and for a visitor's delivery. */
        deliveryCountry: z.string().nullable(),
        vatTreatment,
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

/** `?ids=a&ids=b`, or PHP's `?ids[]=a&ids[]=b` that Shopware clients may send. */
export const removeLineItemsQuery = z.preprocess(
  (query) => {
    const { 'ids[]': bracketed, ...rest } = (query ?? {}) as Record<string, unknown>;
    return bracketed === undefined || 'ids' in rest ? rest : { ...rest, ids: bracketed };
  },
  z.object({
    ids: z.union([id, z.array(id).min(1).max(200)]).transform((ids) => (Array.isArray(ids) ? ids : [ids])),
  }),
);

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

/** An address as an order keeps it: a copy of the company's address, which later changes leave alone. */
export const postalAddress = z.object({
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
export type PostalAddress = z.infer<typeof postalAddress>;

/**
 * An order's address in Shopware's shape (OrderAddress) around the postal copy: `company` is the
 * address's name; `firstName`/`lastName` name its contact person, else the buyer who placed the
 * order. The country is its ISO code (`countryCode`) and Shopware's country id; Shopware's `country`
 * entity is left out, as Shopware does without the association.
 */
export const orderAddress = postalAddress.omit({ country: true }).extend({
  /** Stable per order and role (billing, shipping): the address is the order's own copy. */
  id,
  countryId: id,
  countryCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  apiAlias: z.literal('order_address'),
});
export type OrderAddress = z.infer<typeof orderAddress>;

/** A promised delivery: its first and last possible day (`YYYY-MM-DD`). */
const promisedDays = z.object({ earliest: z.string(), latest: z.string() });

export const orderLineItem = z.object({
  id,
  orderId: id,
  /** The line's identity in the cart it came from: its product. */
  identifier: id,
  type: z.literal('product'),
  /** Physical goods, no nested lines: Shopware's fields for what a product line is. */
  good: z.literal(true),
  states: z.array(z.literal('is-physical')),
  children: z.array(z.never()),
  position: z.number().int(),
  productId: id.nullable(),
  productNumber: z.string(),
  /** The company's own article number when the order was placed. */
  customerSku: z.string().nullable(),
  label: z.string(),
  quantity: z.number(),
  /** The part delivered later because it exceeded the stock when the order was placed. */
  backorderQuantity: z.number(),
  /**
   * The days promised when the order was placed: for the part from stock, and for the backorder
   * (`unknown` without a restock date); null while the order waits for approval.
   */
  promisedDelivery: z
    .object({
      fromStock: promisedDays.nullable(),
      backorder: z.union([promisedDays, z.literal('unknown')]).nullable(),
    })
    .nullable(),
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
  apiAlias: z.literal('order_line_item'),
});

/** An order's totals as Shopware's CartPrice: prices are net, VAT added on top. */
export const orderPrice = z.object({
  positionPrice: z.number(),
  netPrice: z.number(),
  totalPrice: z.number(),
  rawTotal: z.number(),
  taxStatus: z.literal('net'),
  /** The VAT of each rate with the net amount (`price`) it is charged on. */
  calculatedTaxes: z.array(
    z.object({
      taxRate: z.number(),
      tax: z.number(),
      price: z.number(),
      apiAlias: z.literal('cart_tax_calculated'),
    }),
  ),
  taxRules: z.array(z.object({ taxRate: z.number(), name: z.string() })),
  apiAlias: z.literal('cart_price'),
});

/** An order status as Shopware's StateMachineState: `technicalName` is the status, named in the order's language. */
export const orderState = z.object({
  id,
  technicalName: z.string(),
  name: z.string(),
  translated: z.object({ name: z.string() }),
  apiAlias: z.literal('state_machine_state'),
});

/**
 * An invoice or credit note of the order, as the ERP issued it, in Shopware's Document shape. Its
 * PDF is read by number through the invoice history (there is no guest deep link: `deepLinkCode`
 * is empty).
 */
export const orderDocument = z.object({
  id,
  orderId: id,
  documentTypeId: id,
  documentNumber: z.string(),
  config: z.object({
    name: z.string(),
    title: z.string(),
    documentNumber: z.string(),
    documentDate: z.string(),
  }),
  sent: z.literal(true),
  static: z.literal(true),
  deepLinkCode: z.string(),
  fileType: z.literal('pdf'),
  createdAt: z.string(),
  documentType: z.object({
    id,
    technicalName: z.enum(['invoice', 'credit_note']),
    name: z.string(),
    translated: z.object({ name: z.string() }),
    apiAlias: z.literal('document_type'),
  }),
  apiAlias: z.literal('document'),
});
export type OrderDocument = z.infer<typeof orderDocument>;

export const order = z.object({
  id,
  orderNumber: z.string(),
  orderDateTime: z.string(),
  /** The day the order was placed, in Brussels (YYYY-MM-DD). */
  orderDate: z.string(),
  status: z.string(),
  stateMachineState: orderState,
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
  /**
   * The staff member of the distributor who placed the order logged in as the customer (placed by
   * them for the customer), by name; null when the customer placed it.
   */
  placedByStaff: z.string().nullable(),
  companyId: id,
  salesChannelId: id,
  languageId: id,
  currencyId: id,
  /** Orders are in the shop's one currency. */
  currencyFactor: z.literal(1),
  shippingOption: z.enum(shippingOptions),
  shippingMethod: z.enum(shippingMethods),
  paymentMethod: z.enum(paymentMethods),
  pickupLocation: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  billingAddressId: id,
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
  taxStatus: z.literal('net'),
  /**
   * The VAT treatment the order was charged under, in the answer's language, with VIES's consultation
   * number of an intra-community supply; null for orders from before treatments were kept.
   */
  vatTreatment: vatTreatment.extend({ viesRequestIdentifier: z.string().nullable() }).nullable(),
  price: orderPrice,
  lineItems: z.array(orderLineItem),
  /**
   * The shipments the order arrives in, as its shipping method makes them from the lines' promises
   * (`promise` null: once the backorder is in); empty while it waits for approval.
   */
  deliveryParts: z.array(
    z.object({ promise: promisedDays.nullable(), positions: z.array(z.number().int()) }),
  ),
  /** The invoices and credit notes of the order, once the ERP issued them. */
  documents: z.array(orderDocument),
  /** The carrier's shipment number and where to follow it, once the ERP has shipped. */
  shipmentNumber: z.string().nullable(),
  trackAndTraceUrl: z.string().nullable(),
  apiAlias: z.literal('order'),
});
export type Order = z.infer<typeof order>;

/**
 * POST /order: Shopware's criteria. The orders are always newest first and counted exactly; of the
 * filters, `equals` on `id` or `orderNumber` applies and others are accepted and ignored, as are
 * `sort`, `associations` (every order carries its lines, addresses, state and documents),
 * `total-count-mode` and the guest fields. `includes` names the fields to answer per entity alias.
 */
export const orderListRequest = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  filter: z
    .array(z.looseObject({ type: z.string(), field: z.string().optional(), value: z.unknown().optional() }))
    .max(20)
    .default([]),
  sort: z
    .array(z.looseObject({ field: z.string() }))
    .max(10)
    .optional(),
  associations: z.record(z.string(), z.unknown()).optional(),
  includes: z.record(z.string(), z.array(z.string())).optional(),
  'total-count-mode': z
    .union([z.enum(['none', 'exact', 'next-pages']), z.number().int().min(0).max(2)])
    .optional(),
  checkPromotion: z.boolean().optional(),
});
export type OrderListRequest = z.output<typeof orderListRequest>;
export const orderListResponse = z.object({
  orders: z.object({
    elements: z.array(order),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    entity: z.literal('order'),
    aggregations: z.array(z.never()),
    apiAlias: z.literal('dal_entity_search_result'),
  }),
  /** Per order: whether its payment method may still change (never: orders go on invoice or are paid). */
  paymentChangeable: z.record(z.string(), z.boolean()),
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
