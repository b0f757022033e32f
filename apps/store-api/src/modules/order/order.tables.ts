import type { DeliveryAttempt } from '@tradeshop/api-client/contracts';
import {
  type LinePromise,
  paymentMethods,
  shippingMethods,
  shippingOptions,
  type VatTreatment,
} from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { company, customer } from '../account/account.tables.ts';
import type { PostalAddress } from '../account/index.ts';
import { orderBudget } from '../budget/budget.tables.ts';
import { product } from '../catalog/catalog.tables.ts';
import type { CostCenterSnapshot } from '../cost-center/cost-center.tables.ts';
import type { CostPostSnapshot } from '../cost-post/index.ts';
import { warehouse } from '../erp/erp.tables.ts';
import { language } from '../sales-channel/sales-channel.tables.ts';

export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 10000001 });

/** An order as placed: addresses and prices are copies, so later changes leave it as it was. */
/** An order's VAT treatment and, for an intra-community supply, the VIES check that allowed it. */
export type OrderVatTreatment = VatTreatment & { viesRequestIdentifier?: string | null };

export const salesOrder = pgTable(
  'sales_order',
  {
    id: uuid().primaryKey(),
    orderNumber: text().notNull().unique(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    customerId: uuid()
      .notNull()
      .references(() => customer.id),
    /** The staff member who placed the order logged in as the customer, by name then; null when the customer did. */
    placedByStaffName: text(),
    languageId: uuid()
      .notNull()
      .references(() => language.id),
    /** One of the twelve order statuses; shop orders start `open`. */
    status: text().notNull(),
    shippingOption: text({ enum: shippingOptions }).notNull(),
    shippingMethod: text({ enum: shippingMethods }).notNull(),
    paymentMethod: text({ enum: paymentMethods }).notNull(),
    pickupLocation: text(),
    deliveryDate: text(),
    billingAddress: jsonb().$type<PostalAddress>().notNull(),
    shippingAddress: jsonb().$type<PostalAddress>(),
    orderReference: text(),
    orderReferenceSuffix: text(),
    fileNumber: text(),
    remark: text(),
    positionPrice: numeric({ precision: 14, scale: 4 }).notNull(),
    shippingTotal: numeric({ precision: 14, scale: 4 }).notNull(),
    additionalCost: numeric({ precision: 14, scale: 4 }).notNull(),
    amountNet: numeric({ precision: 14, scale: 4 }).notNull(),
    amountTotal: numeric({ precision: 14, scale: 4 }).notNull(),
    /** The VAT of each rate and the net amount it is charged on (`net`: kept since it is answered). */
    calculatedTaxes: jsonb().$type<{ taxRate: number; tax: string; net?: string }[]>().notNull(),
    /**
     * The VAT treatment the order was charged under (`vatTreatmentOf`), an intra-community supply with
     * VIES's consultation number as evidence; null on orders from before it.
     */
    vatTreatment: jsonb().$type<OrderVatTreatment>(),
    orderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The flow whose budget the order counts against; null for users without a flow. */
    flowId: uuid().references(() => orderBudget.id, { onDelete: 'set null' }),
    /** pending while an approver has to decide, then approved or declined; null when none had to. */
    approvalStatus: text(),
    decidedBy: uuid().references(() => customer.id),
    decidedAt: timestamp({ withTimezone: true }),
    /** The company's order reference whose budget the order counts against. */
    orderReferenceId: uuid().references(() => orderBudget.id, { onDelete: 'set null' }),
    /** The cost centre, external contact and contract the order is charged to, as chosen. */
    costCenter: jsonb().$type<CostCenterSnapshot>(),
    /** The company's cost post (general-ledger account) the order is charged to, as chosen. */
    costPost: jsonb().$type<CostPostSnapshot>(),
    /** The carrier's shipment (sending) number, and where the buyer follows it, as the ERP says. */
    shipmentNumber: text(),
    trackAndTraceUrl: text(),
    /**
     * Where the order's events for the ERP stand: null while none was written (waiting for approval,
     * declined), `waiting` while one is undelivered, `failed` when the last attempt at one failed,
     * `taken` once all are delivered. Kept by the triggers on order_event (`sales_order_erp_delivery`),
     * whatever writes the events: the order book, the outbox's dispatchers, a pulling ERP's acknowledgement.
     */
    erpDelivery: text(),
    /** Why the distributor's staff cancelled the order; null when they did not. */
    cancelReason: text(),
  },
  // The back-office lists orders newest first (placed at, then number) under any one filter.
  (t) => [
    index('sales_order_ordered_idx').on(t.orderedAt, t.orderNumber),
    index('sales_order_company_idx').on(t.companyId, t.orderedAt, t.orderNumber),
    index('sales_order_status_idx').on(t.status, t.orderedAt, t.orderNumber),
    index('sales_order_erp_delivery_idx').on(t.erpDelivery, t.orderedAt, t.orderNumber),
    index('sales_order_flow_idx').on(t.flowId, t.customerId, t.orderedAt),
    index('sales_order_customer_idx').on(t.customerId, t.orderedAt),
    index('sales_order_reference_idx').on(t.orderReferenceId, t.orderedAt),
  ],
);

export const salesOrderLine = pgTable(
  'sales_order_line',
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: uuid().references(() => product.id, { onDelete: 'set null' }),
    productNumber: text().notNull(),
    /** The company's own article number when the order was placed (article links). */
    customerSku: text(),
    label: text().notNull(),
    quantityHundredths: integer().notNull(),
    /** The part that exceeded the available stock when the order was placed: delivered later. */
    backorderHundredths: integer().notNull(),
    /**
     * The delivery promised when the line's stock was taken (checkout, or the approval of a waiting
     * order): kept, so that every later screen, mail and document shows the same days.
     */
    promisedDelivery: jsonb().$type<Omit<LinePromise, 'position'>>(),
    unitOfMeasure: text().notNull(),
    unitPrice: numeric({ precision: 14, scale: 4 }).notNull(),
    totalPrice: numeric({ precision: 14, scale: 4 }).notNull(),
    taxRate: numeric({ precision: 5, scale: 2 }).notNull(),
    remark: text(),
    /** The cost post the line is charged to: its own choice, else the order's. */
    costPost: jsonb().$type<CostPostSnapshot>(),
    /** The offer (and its line) the price came from. */
    offerNumber: text(),
    offerPosition: integer(),
    /** What the ERP says of the line once it handles it. */
    deliveryDate: date({ mode: 'string' }),
    shippingNoteNumber: text(),
    invoiceNumber: text(),
    invoiceDate: date({ mode: 'string' }),
  },
  (t) => [index('sales_order_line_order_idx').on(t.orderId)],
);

/**
 * The stock an order line holds, per warehouse it was taken from: cancelling the order gives each
 * part back to its own warehouse. A line cannot be deleted while it holds stock.
 */
export const salesOrderLineStock = pgTable(
  'sales_order_line_stock',
  {
    orderLineId: uuid()
      .notNull()
      .references(() => salesOrderLine.id),
    warehouseCode: text()
      .notNull()
      .references(() => warehouse.code),
    quantityHundredths: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderLineId, t.warehouseCode] })],
);

/**
 * The order book's outbox to the distributor's ERP: an order placed (at once, or when approved) and
 * an order cancelled after that, written in the transaction that changed the order, with the order
 * as it then was. An event counts as delivered when the webhook answered 2xx or a pulling ERP
 * acknowledged it; until then it is offered again. Its id orders the events of a company.
 */
export const orderEvent = pgTable(
  'order_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    companyId: uuid().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp({ withTimezone: true }),
    failure: text(),
    attemptLog: jsonb().$type<DeliveryAttempt[]>().notNull().default([]),
  },
  (t) => [
    index('order_event_undelivered_idx').on(t.companyId, t.id).where(sql`${t.deliveredAt} is null`),
    index('order_event_order_idx').on(t.orderId),
  ],
);
