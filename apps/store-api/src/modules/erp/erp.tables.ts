import type { InvoiceRow, OfferRequestExport, OrderExport } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { bytea } from '../../db/columns.ts';
import { company, customer } from '../account/account.tables.ts';
import { manufacturer, product } from '../catalog/catalog.tables.ts';

/**
 * The tables of the built-in ERP: what a distributor's ERP knows about prices and stock. Another ERP
 * replaces them behind the same port (ErpPort in platform/ports.ts).
 */
export const warehouse = pgTable('warehouse', {
  code: text().primaryKey(),
  name: text().notNull(),
});

/**
 * Stock per warehouse: what lies there and how much of it orders hold until they are delivered. A
 * warehouse sells what is not held; the product's stock and available stock are the sums over its
 * warehouses (builtin-stock.ts keeps them so).
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    warehouseCode: text()
      .notNull()
      .references(() => warehouse.code),
    /** Physical stock. */
    stockHundredths: integer().notNull(),
    /** Held by orders, taken out of the physical stock when they are delivered. */
    reservedHundredths: integer().notNull().default(0),
    /** When the warehouse expects more, as the ERP last said. */
    restockOn: date({ mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.warehouseCode] }),
    check('warehouse_stock_reserved_check', sql`${t.reservedHundredths} >= 0`),
  ],
);

/** Quantity tiers of the list price, for every customer. */
export const priceTier = pgTable(
  'price_tier',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    fromHundredths: integer().notNull(),
    price: numeric({ precision: 14, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fromHundredths] })],
);

/** Contract prices of a company for an article, possibly in tiers. */
export const companyPrice = pgTable(
  'company_price',
  {
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    fromHundredths: integer().notNull(),
    price: numeric({ precision: 14, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId, t.fromHundredths] }),
    index('company_price_product_idx').on(t.productId),
  ],
);

/** A company's discount on every article of a brand. */
export const companyDiscount = pgTable(
  'company_discount',
  {
    companyId: uuid()
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    manufacturerId: uuid()
      .notNull()
      .references(() => manufacturer.id, { onDelete: 'cascade' }),
    discountPercent: numeric({ precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.manufacturerId] })],
);

/** Articles the ERP does not sell online (on request only); every other article is buyable. */
export const articleSalesBlock = pgTable('article_sales_block', {
  productId: uuid()
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  buyable: boolean().notNull().default(false),
  reason: text().notNull(),
});

/**
 * The ERP's time of the last change it sent for a row of an import (its kind and its key, e.g.
 * `stock` and `TS-100001@ANT`): an update older than that is refused, so that a late delivery
 * never overwrites a newer figure.
 */
export const erpRowVersion = pgTable(
  'erp_row_version',
  {
    kind: text().notNull(),
    key: text().notNull(),
    changedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

const euros = () => numeric({ precision: 14, scale: 2 });

/**
 * Orders as the ERP keeps them, from every channel, for the order history. The lines are the
 * ERP's document as it sent it (`ErpOrderRow['lines']`): the shop shows them and never edits them.
 * `fingerprint` tells a replay from a change.
 */
export const erpOrder = pgTable(
  'erp_order',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    /** The shop's order number when the order came from the shop. */
    shopOrderNumber: text(),
    channel: text().notNull(),
    orderedAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull(),
    reference: text(),
    orderedBy: text(),
    billingAddress: jsonb(),
    deliveryAddress: jsonb(),
    shipmentNumber: text(),
    trackAndTraceUrl: text(),
    shippingCost: euros().notNull(),
    additionalCost: euros().notNull(),
    net: euros().notNull(),
    total: euros().notNull(),
    lines: jsonb().notNull(),
    fingerprint: text().notNull(),
  },
  (t) => [index('erp_order_company_idx').on(t.companyId, t.orderedAt)],
);

/** Invoices and credit notes as the ERP issued them; lines and VAT per rate as it sent them. */
export const erpInvoice = pgTable(
  'erp_invoice',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    /** invoice or creditNote */
    type: text().notNull(),
    issuedOn: date().notNull(),
    dueOn: date(),
    orderNumbers: text().array().notNull(),
    reference: text(),
    shippingNoteNumbers: text().array().notNull(),
    paymentReference: text(),
    net: euros().notNull(),
    vat: euros().notNull(),
    total: euros().notNull(),
    /** What is still to be paid: 0 when paid. */
    openAmount: euros().notNull(),
    vatBreakdown: jsonb().notNull(),
    /** K or G with its VATEX reason for an exempt invoice; null under Belgian VAT. */
    vatExemption: jsonb().$type<InvoiceRow['vatExemption']>(),
    /** When and where the goods were delivered (EN 16931 BT-72, BT-80); null when the ERP did not say. */
    deliveredOn: date(),
    deliveryCountry: text(),
    lines: jsonb().notNull(),
    fingerprint: text().notNull(),
  },
  (t) => [index('erp_invoice_company_idx').on(t.companyId, t.issuedOn)],
);

/** Offers the distributor made: open, or processed once ordered or closed. */
export const erpOffer = pgTable(
  'erp_offer',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    reference: text(),
    /** The shop's offer request it answers. */
    requestNumber: text(),
    offeredOn: date().notNull(),
    validUntil: date(),
    /** open or processed */
    status: text().notNull(),
    net: euros().notNull(),
    lines: jsonb().notNull(),
    fingerprint: text().notNull(),
  },
  (t) => [index('erp_offer_company_idx').on(t.companyId, t.offeredOn)],
);

/**
 * The buyer's answer to an open offer: accepted (its lines went into the cart at the offered
 * prices) or declined, with a reason. The ERP learns of it through the offer outbox.
 */
export const offerDecision = pgTable(
  'offer_decision',
  {
    offerNumber: text().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    customerId: uuid().references(() => customer.id, { onDelete: 'set null' }),
    /** accepted or declined */
    decision: text().notNull(),
    reason: text(),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_decision_company_idx').on(t.companyId)],
);

/**
 * The PDFs the ERP supplies (an invoice, its delivery proof, an offer), kept in the database: they
 * are private to the customer, go with the database's backups, and every Store API process on
 * every machine reads the same ones.
 */
export const erpDocument = pgTable(
  'erp_document',
  {
    /** invoice, delivery-proof or offer */
    kind: text().notNull(),
    number: text().notNull(),
    content: bytea().notNull(),
    sha256: text().notNull(),
    byteSize: integer().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.number] })],
);

/** Where each line of an order stands at the built-in ERP, by its position. */
export interface BuiltInLineState {
  position: number;
  shippedOn: string | null;
  shippingNoteNumber: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
}

/**
 * The shop's orders as the built-in ERP works them off: taken from the order outbox, moved one
 * status on every step (builtin-order-flow.ts) until completed or cancelled.
 */
export const builtInErpOrder = pgTable(
  'builtin_erp_order',
  {
    shopOrderNumber: text().primaryKey(),
    erpNumber: text().notNull().unique(),
    /** The order as the shop exported it. */
    document: jsonb().$type<OrderExport>().notNull(),
    status: text().notNull(),
    lines: jsonb().$type<BuiltInLineState[]>().notNull(),
    takenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    nextStepAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('builtin_erp_order_due_idx')
      .on(t.nextStepAt)
      .where(sql`${t.status} not in ('completed', 'cancelled')`),
  ],
);

/**
 * The shop's offer requests as the built-in ERP takes them from the offer outbox: each is answered
 * with an offer once its step comes due (builtin-offer-flow.ts).
 */
export const builtInErpOfferRequest = pgTable(
  'builtin_erp_offer_request',
  {
    requestNumber: text().primaryKey(),
    /** The request as the shop exported it. */
    document: jsonb().$type<OfferRequestExport>().notNull(),
    answerAt: timestamp({ withTimezone: true }).notNull(),
    offerNumber: text(),
  },
  (t) => [index('builtin_erp_offer_request_due_idx').on(t.answerAt).where(sql`${t.offerNumber} is null`)],
);

/**
 * The built-in ERP's document numbers (orders, shipping notes, invoices, offers), far above those
 * of the demo's year of history.
 */
export const builtInErpNumber = pgSequence('builtin_erp_number', { startWith: 500_001 });
