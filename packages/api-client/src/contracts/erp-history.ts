import { approvalStatuses, orderStatuses } from '@tradeshop/domain';
import { z } from 'zod';
import { cart, postalAddress } from './checkout.ts';
import { pager } from './common.ts';
import { erpDocumentKinds, erpOrderChannels } from './integration.ts';

/**
 * The histories the ERP keeps (account-and-ordering.md §3, §7): every order of the company from
 * every channel, its invoices and its offers, each with the links to its PDFs.
 */

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
const day = z.iso.date();
/** A period of dates, both days included; From after To is refused as an invalid period. */
const period = { from: day.optional(), to: day.optional() };
const search = (max: number) => z.string().trim().max(max).optional();

/** GET /dexis/order/history: the ERP's orders, newest first. */
export const erpOrderHistoryQuery = z.object({
  ...page,
  ...period,
  status: z.enum(orderStatuses).optional(),
  /** Part of an order number (the ERP's or the shop's) or of its reference. */
  term: search(50),
});
export type ErpOrderHistoryQuery = z.input<typeof erpOrderHistoryQuery>;

export const erpOrderEntry = z.object({
  number: z.string(),
  /** The shop's order number when it was placed in this shop. */
  shopOrderNumber: z.string().nullable(),
  channel: z.enum(erpOrderChannels),
  orderedAt: z.string(),
  status: z.enum(orderStatuses),
  reference: z.string().nullable(),
  orderedBy: z.string().nullable(),
  total: z.number(),
  lineCount: z.number().int(),
  /** The shop's approval of an order placed in it (pending, approved, declined, withdrawn). */
  approvalStatus: z.enum(approvalStatuses).nullable(),
  /**
   * `erp`: the ERP's record; `shop`: an order of the shop the ERP does not hold (yet), such as one
   * waiting for approval; its detail is the shop's.
   */
  source: z.enum(['erp', 'shop']),
});
export type ErpOrderEntry = z.infer<typeof erpOrderEntry>;
export const erpOrderHistoryResponse = z.object({ data: z.array(erpOrderEntry), pager });

/** GET /dexis/order/history/detail: one order; with `firm` and `warehouse` only the lines shipped from there. */
export const erpOrderDetailQuery = z.object({
  orderNumber: z.string().trim().min(1).max(64),
  firm: z.string().trim().min(1).max(20).optional(),
  warehouse: z.string().trim().min(1).max(20).optional(),
});

export const erpOrderLine = z.object({
  position: z.number().int(),
  article: z.string().nullable(),
  customerArticle: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  deliveryDate: z.string().nullable(),
  shippingNoteNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  firm: z.string().nullable(),
  warehouse: z.string().nullable(),
});

export const erpOrderDetail = erpOrderEntry.extend({
  billingAddress: postalAddress.nullable(),
  deliveryAddress: postalAddress.nullable(),
  shipmentNumber: z.string().nullable(),
  trackAndTraceUrl: z.string().nullable(),
  shippingCost: z.number(),
  additionalCost: z.number(),
  net: z.number(),
  lines: z.array(erpOrderLine),
  /** Where the order ships from, when from several firms or warehouses: each with its lines. */
  parts: z.array(
    z.object({ firm: z.string().nullable(), warehouse: z.string().nullable(), lineCount: z.number() }),
  ),
});
export type ErpOrderDetail = z.infer<typeof erpOrderDetail>;
export const erpOrderDetailResponse = z.object({ data: erpOrderDetail });

/** POST /dexis/order/history/reorder: the order's lines (all, or the chosen positions) into the cart. */
export const erpReorderRequest = z.object({
  orderNumber: z.string().trim().min(1).max(64),
  positions: z.array(z.number().int().min(1)).min(1).max(1000).optional(),
});
export type ErpReorderRequest = z.input<typeof erpReorderRequest>;

/** Lines of a document (an order, an offer) put into the cart: each with whether it went in. */
export const linesIntoCartResponse = z.object({
  data: z.object({
    /** Every line asked for, by the product name the document bears, with why it was not added. */
    lines: z.array(
      z.object({
        position: z.number().int(),
        article: z.string().nullable(),
        name: z.string(),
        quantity: z.number(),
        added: z.boolean(),
        /** product-not-found (no longer sold online), product-out-of-stock, a quantity the article refuses. */
        problem: z.object({ code: z.string(), parameters: z.record(z.string(), z.unknown()) }).nullable(),
      }),
    ),
    added: z.number().int(),
    cart,
  }),
});
export type LinesIntoCart = z.infer<typeof linesIntoCartResponse>['data'];

/**
 * The documents the histories hand out: the PDFs of the ERP (or the shop's renderings of what the
 * ERP sent), and an invoice's or credit note's e-invoice (`invoice-ubl`: UBL 2.1 after Peppol BIS
 * Billing 3.0), which the shop makes from the ERP's record.
 */
export const historyDocumentKinds = [...erpDocumentKinds, 'invoice-ubl'] as const;
export type HistoryDocumentKind = (typeof historyDocumentKinds)[number];

/**
 * The Store API path that downloads a document with the user's session: a PDF, the ERP's or one the
 * shop renders from what the ERP sent, or an e-invoice.
 */
const documentLink = z.string();

/** GET /dexis/invoice/history: the company's invoices and credit notes, newest first. */
export const invoiceHistoryQuery = z.object({
  ...page,
  ...period,
  number: search(64),
  order: search(64),
  reference: search(100),
});
export type InvoiceHistoryQuery = z.input<typeof invoiceHistoryQuery>;

export const invoiceEntry = z.object({
  number: z.string(),
  type: z.enum(['invoice', 'creditNote']),
  issuedOn: z.string(),
  dueOn: z.string().nullable(),
  orderNumbers: z.array(z.string()),
  reference: z.string().nullable(),
  shippingNoteNumbers: z.array(z.string()),
  paymentReference: z.string().nullable(),
  net: z.number(),
  vat: z.number(),
  total: z.number(),
  openAmount: z.number(),
  paid: z.boolean(),
  /** Not paid after its due date. */
  overdue: z.boolean(),
  /**
   * `deliveryProof` is null for an invoice without a shipping note (nothing was delivered); `ubl`,
   * the e-invoice, is null for a company without a Belgian VAT number (no Peppol address).
   */
  links: z.object({
    invoice: documentLink,
    deliveryProof: documentLink.nullable(),
    ubl: documentLink.nullable(),
  }),
});
export type InvoiceEntry = z.infer<typeof invoiceEntry>;
export const invoiceHistoryResponse = z.object({ data: z.array(invoiceEntry), pager });

export const offerStatuses = ['open', 'processed'] as const;

/** GET /dexis/offer/history: the company's offers, newest first. */
export const offerHistoryQuery = z.object({
  ...page,
  ...period,
  status: z.enum(offerStatuses).optional(),
  /** Part of an offer number or of its reference. */
  term: search(100),
});
export type OfferHistoryQuery = z.input<typeof offerHistoryQuery>;

export const offerEntry = z.object({
  number: z.string(),
  reference: z.string().nullable(),
  offeredOn: z.string(),
  validUntil: z.string().nullable(),
  status: z.enum(offerStatuses),
  net: z.number(),
  lineCount: z.number().int(),
  /** The buyer's answer in the shop: accepted (into the cart) or declined. */
  decision: z.enum(['accepted', 'declined']).nullable(),
  /** Whether its prices hold: open, still valid, not declined; only then can it be accepted. */
  holds: z.boolean(),
  links: z.object({ pdf: documentLink }),
});
export type OfferEntry = z.infer<typeof offerEntry>;
export const offerHistoryResponse = z.object({ data: z.array(offerEntry), pager });

/**
 * GET /dexis/history/summary: what a buyer comes to the dashboard for, each part only for a user
 * with its right (null without): orders on backorder, invoices still to pay, offers that hold.
 */
export const historySummary = z.object({
  backorders: z.number().int().nullable(),
  /** The first open backorder lines (not shipped yet), the soonest expected first; null without the right. */
  backorderLines: z
    .array(
      z.object({
        orderNumber: z.string(),
        position: z.number().int(),
        article: z.string().nullable(),
        name: z.string(),
        quantity: z.number(),
        unit: z.string(),
        deliveryDate: z.string().nullable(),
      }),
    )
    .nullable(),
  invoices: z
    .object({
      openCount: z.number().int(),
      openAmount: z.number(),
      overdueCount: z.number().int(),
      overdueAmount: z.number(),
    })
    .nullable(),
  openOffers: z.number().int().nullable(),
});
export type HistorySummary = z.infer<typeof historySummary>;
export const historySummaryResponse = z.object({ data: historySummary });

/** GET /dexis/offer/history/detail?offerNumber=: one offer with its lines. */
export const offerDetailQuery = z.object({ offerNumber: z.string().trim().min(1).max(64) });
export const offerDetail = offerEntry.extend({
  lines: z.array(
    z.object({
      position: z.number().int(),
      article: z.string().nullable(),
      customerArticle: z.string().nullable(),
      name: z.string(),
      quantity: z.number(),
      unit: z.string(),
      deliveryDate: z.string().nullable(),
      unitPrice: z.number(),
      net: z.number(),
      status: z.string().nullable(),
    }),
  ),
});
export type OfferDetail = z.infer<typeof offerDetail>;
export const offerDetailResponse = z.object({ data: offerDetail });

/** POST /dexis/offer/accept: the offer's lines (all, or the chosen positions) into the cart at the offered prices. */
export const offerAcceptRequest = z.object({
  offerNumber: z.string().trim().min(1).max(64),
  positions: z.array(z.number().int().min(1)).min(1).max(1000).optional(),
});
export type OfferAcceptRequest = z.input<typeof offerAcceptRequest>;

/** POST /dexis/offer/decline: the buyer declines an open offer, optionally saying why. */
export const offerDeclineRequest = z.object({
  offerNumber: z.string().trim().min(1).max(64),
  reason: z.string().trim().max(500).optional(),
});
export type OfferDeclineRequest = z.input<typeof offerDeclineRequest>;
