import {
  approvalStatuses,
  orderStatuses,
  paymentMethods,
  shippingMethods,
  shippingOptions,
} from '@tradeshop/domain';
import { z } from 'zod';
import { adminPaging, periodBound } from './admin.ts';
import { postalAddress } from './checkout.ts';
import { id } from './common.ts';
import { orderEventDocument } from './integration.ts';

/**
 * Where an order stands with the ERP, from its events in the order outbox: `none` while the ERP was
 * told nothing (the order waits for approval, or was declined), `waiting` while an event waits to be
 * delivered (or for a pulling ERP's acknowledgement), `failed` when the last attempt at one failed
 * (the outbox tries again), `taken` once every event was delivered.
 */
export const erpDeliveryStates = ['none', 'waiting', 'failed', 'taken'] as const;
export type ErpDeliveryState = (typeof erpDeliveryStates)[number];

/** The most orders the back-office's list counts; beyond, it says "at least". */
export const adminOrderCountCap = 10_000;

/**
 * GET /admin-api/order: every shop order, newest first, under any of these filters (permission
 * `orders.read`). Pages follow on from the last order of the page before (`after`, the answer's
 * `next`), so that a page deep in a million orders costs what the first does.
 */
export const adminOrderListQuery = z.object({
  status: z.enum(orderStatuses).optional(),
  companyId: id.optional(),
  erpDelivery: z.enum(erpDeliveryStates).optional(),
  /** The order of this number. */
  number: z.string().trim().min(1).max(40).optional(),
  /** Placed from then on, and before `until`. */
  since: periodBound.optional(),
  until: periodBound.optional(),
  /** The number of the last order of the page before: the page goes on after it. */
  after: z.string().trim().min(1).max(40).optional(),
  limit: adminPaging.limit,
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuery>;
export type AdminOrderListInput = z.input<typeof adminOrderListQuery>;

const person = { id, name: z.string() };

/** An order in the back-office's list; amounts in euros. */
export const adminOrderSummary = z.object({
  id,
  orderNumber: z.string(),
  orderedAt: z.string(),
  status: z.enum(orderStatuses),
  approvalStatus: z.enum(approvalStatuses).nullable(),
  company: z.object({ id, number: z.string(), name: z.string() }),
  customer: z.object(person),
  totals: z.object({ net: z.number(), gross: z.number() }),
  erpDelivery: z.enum(erpDeliveryStates),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const adminOrderListResponse = z.object({
  data: z.array(adminOrderSummary),
  /** How many orders match: exact up to `adminOrderCountCap`, beyond it the cap and `exact: false`. */
  total: z.object({ count: z.number().int(), exact: z.boolean() }),
  /** `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderListResponse>;

/**
 * An attempt to hand an outbox event to the ERP: `push` when the shop's dispatcher posted it (the
 * webhook, or the built-in ERP), `pull` when the ERP fetched it (`offered`) or acknowledged it.
 */
export const deliveryAttempt = z.object({
  at: z.string(),
  via: z.enum(['push', 'pull']),
  outcome: z.enum(['delivered', 'failed', 'offered']),
  failure: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

/** An event of the order for the ERP, and how its delivery went. */
export const adminOrderErpEvent = z.object({
  id: z.number().int(),
  type: orderEventDocument.shape.type,
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Why the last attempt failed, until another is made. */
  failure: z.string().nullable(),
  /** When the dispatcher tries it next; null once delivered. */
  nextAttemptAt: z.string().nullable(),
  attemptCount: z.number().int(),
  /** The latest attempts (at most 20), oldest first. */
  attempts: z.array(deliveryAttempt),
});

/** GET /admin-api/order/{id}: an order with its lines and its events for the ERP. */
export const adminOrderDetail = adminOrderSummary.extend({
  customer: z.object({ ...person, username: z.string(), email: z.string() }),
  /** The staff member who placed the order logged in as the customer (placed by them for `customer`); null when the customer did. */
  placedByStaff: z.string().nullable(),
  orderReference: z.string().nullable(),
  orderReferenceSuffix: z.string().nullable(),
  fileNumber: z.string().nullable(),
  remark: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods),
  shipping: z.object({
    option: z.enum(shippingOptions),
    method: z.enum(shippingMethods),
    pickupLocation: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    address: postalAddress.nullable(),
  }),
  billingAddress: postalAddress,
  totals: z.object({
    positions: z.number(),
    shipping: z.number(),
    additionalCost: z.number(),
    net: z.number(),
    gross: z.number(),
    taxes: z.array(z.object({ rate: z.number(), amount: z.number() })),
  }),
  /** The carrier's shipment and where to follow it, as the ERP said. */
  shipmentNumber: z.string().nullable(),
  trackAndTraceUrl: z.string().nullable(),
  /** Why the staff cancelled it; null when they did not. */
  cancelReason: z.string().nullable(),
  lines: z.array(
    z.object({
      position: z.number().int(),
      articleNumber: z.string(),
      /** The company's own number of the article when the order was placed. */
      customerArticleNumber: z.string().nullable(),
      name: z.string(),
      quantity: z.number(),
      /** The part beyond the stock when the order was placed: delivered later. */
      backorderQuantity: z.number(),
      unit: z.string(),
      unitPrice: z.number(),
      total: z.number(),
      taxRate: z.number(),
      /** What the ERP says of the line once it handles it. */
      deliveryDate: z.string().nullable(),
      shippingNoteNumber: z.string().nullable(),
      invoiceNumber: z.string().nullable(),
      invoiceDate: z.string().nullable(),
    }),
  ),
  erpEvents: z.array(adminOrderErpEvent),
  /** It is open and the ERP has not taken it: the staff may cancel it. */
  cancellable: z.boolean(),
  /** An event of it failed to reach the ERP and is not on its way now: it may be delivered again. */
  deliverableAgain: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export const adminOrderResponse = z.object({ data: adminOrderDetail });

/** POST /admin-api/order/{id}/cancel: why, for the audit log and the order. */
export const adminOrderCancelRequest = z.object({ reason: z.string().trim().min(1).max(500) });
