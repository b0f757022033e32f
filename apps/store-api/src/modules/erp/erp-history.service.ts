import type {
  ErpDocumentKind,
  ErpOrderDetail,
  ErpOrderEntry,
  erpOrderDetailQuery,
  erpOrderHistoryQuery,
  HistoryDocumentKind,
  HistorySummary,
  InvoiceEntry,
  invoiceHistoryQuery,
  OfferDetail,
  OfferEntry,
  offerHistoryQuery,
} from '@tradeshop/api-client/contracts';
import { errorCodes, hasRight, isValidPeriod, type RightCode } from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/index.ts';
import { requireCustomer, requireRight } from '../../platform/access.ts';
import type { RequestContext, SessionCustomer } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { pagerOf } from '../../platform/pager.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { billingAddressOf, companyPeople, vatNumberOf } from '../account/index.ts';
import {
  approvalStatusOfShopOrder,
  orderNumbersPlacedBy,
  shopOrderHistoryRows,
  visibleTo,
} from '../order/index.ts';
import {
  deliveryProofPdf,
  documentLanguageOf,
  type InvoiceDocument,
  invoicePdf,
  type OfferDocument,
  offerPdf,
} from './document-pdf.ts';
import { type CreditedInvoice, invoiceUbl, peppolEndpointOf } from './invoice-ubl.ts';
import { offerHolds } from './offer-terms.ts';

/**
 * The histories of account-and-ordering.md read from what the ERP sent: orders from every channel,
 * invoices and offers of the user's company, and their PDFs. Nothing of another company is ever
 * found, whatever number is asked for.
 */

/** Days are Belgian days: an order at half past midnight belongs to the day it was placed on. */
const belgianDay = (column: SQL) => sql`(${column} at time zone 'Europe/Brussels')::date`;

/** From after To is refused with the spec's "Invalid period"; the period holds both days. */
function periodCondition(column: SQL, query: { from?: string | undefined; to?: string | undefined }) {
  if (!isValidPeriod(query.from, query.to))
    throw new ApiProblem(
      400,
      errorCodes.invalidPeriod,
      'Invalid period: the From date lies after the To date.',
      {
        from: query.from,
        to: query.to,
      },
    );
  return [
    query.from ? sql`${column} >= ${query.from}::date` : undefined,
    query.to ? sql`${column} <= ${query.to}::date` : undefined,
  ];
}

const all = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((condition) => condition !== undefined),
    sql` and `,
  );

/** A page of rows and how many match, newest first by `orderBy`. */
async function pageOf<Row>(
  ctx: RequestContext,
  from: SQL,
  where: SQL,
  columns: SQL,
  orderBy: SQL,
  page: { page: number; limit: number },
) {
  const [{ total }] = (await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from ${from} where ${where}`,
  )) as [{ total: number }];
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select ${columns} from ${from} where ${where} order by ${orderBy}
        limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
  );
  return { rows, pager: pagerOf(page, total) };
}

/** The ERP's orders a user sees: the company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY, else those they placed in the shop. */
function visibleOrders(user: SessionCustomer): SQL {
  return hasRight(user.rights, 'ROLE_MANAGE_COMPANY_ORDER_HISTORY')
    ? sql`o.company_id = ${user.companyId}`
    : sql`o.company_id = ${user.companyId} and o.shop_order_number in ${orderNumbersPlacedBy(user.id)}`;
}

const orderColumns = sql`o.number, o.shop_order_number as "shopOrderNumber", o.channel,
  to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "orderedAt", o.status,
  o.reference, o.ordered_by as "orderedBy", o.total::float8 as total,
  jsonb_array_length(o.lines)::int as "lineCount",
  ${approvalStatusOfShopOrder(sql`o.shop_order_number`)} as "approvalStatus", 'erp' as source`;

/**
 * GET /dexis/order/history: the ERP's orders, and with them the shop's orders the ERP does not
 * hold yet (waiting for approval, declined, or not taken in), so that no order goes missing.
 */
export async function erpOrderHistory(ctx: RequestContext, query: z.output<typeof erpOrderHistoryQuery>) {
  const user = requireCustomer(ctx);
  const pattern = query.term ? containing(query.term) : null;
  const erpRows = sql`select o.number, o.shop_order_number, o.channel, o.ordered_at, o.status, o.reference,
      o.ordered_by, null::uuid as customer_id, ${approvalStatusOfShopOrder(sql`o.shop_order_number`)} as approval_status, o.total::float8 as total,
      jsonb_array_length(o.lines)::int as line_count
    from erp_order o where ${visibleOrders(user)}`;
  const held = sql`(select shop_order_number from erp_order
                    where company_id = ${user.companyId} and shop_order_number is not null)`;
  const { rows, pager } = await pageOf<
    Omit<ErpOrderEntry, 'source' | 'orderedBy'> & { orderedBy: string | null; customerId: string | null }
  >(
    ctx,
    sql`(${erpRows} union all ${shopOrderHistoryRows(visibleTo(user), held)}) h`,
    all([
      sql`true`,
      query.status ? sql`h.status = ${query.status}` : undefined,
      pattern
        ? sql`(h.number ilike ${pattern} or h.shop_order_number ilike ${pattern} or h.reference ilike ${pattern})`
        : undefined,
      ...periodCondition(belgianDay(sql`h.ordered_at`), query),
    ]),
    sql`h.number, h.shop_order_number as "shopOrderNumber", h.channel,
        to_char(h.ordered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "orderedAt", h.status,
        h.reference, h.ordered_by as "orderedBy", h.customer_id as "customerId",
        h.approval_status as "approvalStatus", h.total, h.line_count as "lineCount"`,
    sql`h.ordered_at desc, h.number desc`,
    query,
  );
  const people = new Map(
    (
      await companyPeople(
        ctx.tx,
        rows.flatMap((row) => row.customerId ?? []),
        { includeDeleted: true },
      )
    ).map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]),
  );
  const data: ErpOrderEntry[] = rows.map(({ customerId, ...row }) => ({
    ...row,
    orderedBy: customerId ? (people.get(customerId) ?? null) : row.orderedBy,
    source: customerId ? 'shop' : 'erp',
  }));
  return { data, pager };
}

/** GET /dexis/order/history/detail */
export async function erpOrderDetail(
  ctx: RequestContext,
  query: z.output<typeof erpOrderDetailQuery>,
): Promise<ErpOrderDetail> {
  const user = requireCustomer(ctx);
  const [order] = await queryRows<Omit<ErpOrderDetail, 'parts'>>(
    ctx.tx,
    sql`select ${orderColumns}, o.billing_address as "billingAddress", o.delivery_address as "deliveryAddress",
               o.shipment_number as "shipmentNumber", o.track_and_trace_url as "trackAndTraceUrl",
               o.shipping_cost::float8 as "shippingCost", o.additional_cost::float8 as "additionalCost",
               o.net::float8 as net, o.lines
        from erp_order o
        where ${visibleOrders(user)} and (o.number = ${query.orderNumber} or o.shop_order_number = ${query.orderNumber})
        order by o.number limit 1`,
  );
  if (!order)
    throw notFound(errorCodes.documentNotFound, 'No order with this number in your order history.', {
      orderNumber: query.orderNumber,
    });
  const { lines } = order;
  const parts = [...new Map(lines.map((line) => [`${line.firm}|${line.warehouse}`, line])).values()].map(
    (line) => ({
      firm: line.firm,
      warehouse: line.warehouse,
      lineCount: lines.filter((other) => other.firm === line.firm && other.warehouse === line.warehouse)
        .length,
    }),
  );
  const shown =
    query.firm || query.warehouse
      ? lines.filter(
          (line) =>
            (!query.firm || line.firm === query.firm) &&
            (!query.warehouse || line.warehouse === query.warehouse),
        )
      : lines;
  return { ...order, lines: shown, parts: parts.length > 1 ? parts : [] };
}

/** Open backorder lines the dashboard lists: those of orders on backorder the ERP has not shipped yet. */
const shownBackorderLines = 5;

/**
 * GET /dexis/history/summary: orders on backorder (those the user sees in the order history) with
 * their first open lines, invoices still to pay and those past their due date (Belgian days), and
 * offers whose prices hold.
 */
export async function historySummary(ctx: RequestContext): Promise<HistorySummary> {
  const user = requireCustomer(ctx);
  const may = (right: RightCode) => hasRight(user.rights, right);
  const [backorders, backorderLines, invoices, openOffers] = await Promise.all([
    may('ROLE_MANAGE_ORDER_HISTORY')
      ? queryRows<{ count: number }>(
          ctx.tx,
          sql`select count(*)::int as count from erp_order o where ${visibleOrders(user)} and o.status = 'backorder'`,
        ).then(([row]) => row?.count ?? 0)
      : null,
    may('ROLE_MANAGE_ORDER_HISTORY')
      ? queryRows<NonNullable<HistorySummary['backorderLines']>[number]>(
          ctx.tx,
          sql`select o.number as "orderNumber", (line->>'position')::int as position, line->>'article' as article,
                line->>'name' as name, (line->>'quantity')::float8 as quantity, line->>'unit' as unit,
                line->>'deliveryDate' as "deliveryDate"
              from erp_order o, jsonb_array_elements(o.lines) as line
              where ${visibleOrders(user)} and o.status = 'backorder' and line->>'shippingNoteNumber' is null
              order by line->>'deliveryDate' nulls last, o.ordered_at, (line->>'position')::int
              limit ${shownBackorderLines}`,
        )
      : null,
    may('ROLE_MANAGE_INVOICE_HISTORY')
      ? queryRows<NonNullable<HistorySummary['invoices']>>(
          ctx.tx,
          sql`select count(*)::int as "openCount", coalesce(sum(i.open_amount), 0)::float8 as "openAmount",
                count(*) filter (where i.due_on < ${belgianDay(sql`now()`)})::int as "overdueCount",
                coalesce(sum(i.open_amount) filter (where i.due_on < ${belgianDay(sql`now()`)}), 0)::float8 as "overdueAmount"
              from erp_invoice i where i.company_id = ${user.companyId} and i.open_amount > 0`,
        ).then(([row]) => row!)
      : null,
    may('ROLE_MANAGE_OFFER_HISTORY')
      ? queryRows<{ count: number }>(
          ctx.tx,
          sql`select count(*)::int as count from erp_offer f where f.company_id = ${user.companyId} and ${offerHolds}`,
        ).then(([row]) => row?.count ?? 0)
      : null,
  ]);
  return { backorders, backorderLines, invoices, openOffers };
}

const documentRights: Record<ErpDocumentKind, RightCode> = {
  invoice: 'ROLE_MANAGE_INVOICE_HISTORY',
  'delivery-proof': 'ROLE_MANAGE_INVOICE_HISTORY',
  offer: 'ROLE_MANAGE_OFFER_HISTORY',
};

/** Where the user downloads a document (with their session). */
const documentPath = (kind: HistoryDocumentKind, number: string) =>
  `/store-api/dexis/documents/${kind}/${encodeURIComponent(number)}`;

/** GET /dexis/invoice/history */
export async function invoiceHistory(ctx: RequestContext, query: z.output<typeof invoiceHistoryQuery>) {
  const user = requireRight(ctx, 'ROLE_MANAGE_INVOICE_HISTORY');
  const peppolAddressed = peppolEndpointOf(await vatNumberOf(ctx.tx, user.companyId)) !== null;
  const { rows, pager } = await pageOf<
    Omit<InvoiceEntry, 'links' | 'paid' | 'overdue'> & { hasProof: boolean; today: string }
  >(
    ctx,
    sql`erp_invoice i`,
    all([
      sql`i.company_id = ${user.companyId}`,
      query.number ? sql`i.number ilike ${containing(query.number)}` : undefined,
      query.order ? sql`array_to_string(i.order_numbers, ' ') ilike ${containing(query.order)}` : undefined,
      query.reference ? sql`i.reference ilike ${containing(query.reference)}` : undefined,
      ...periodCondition(sql`i.issued_on`, query),
    ]),
    sql`i.number, i.type, i.issued_on::text as "issuedOn", i.due_on::text as "dueOn",
        i.order_numbers as "orderNumbers", i.reference, i.shipping_note_numbers as "shippingNoteNumbers",
        i.payment_reference as "paymentReference", i.net::float8 as net, i.vat::float8 as vat,
        i.total::float8 as total, i.open_amount::float8 as "openAmount",
        exists (select 1 from erp_document d where d.kind = 'delivery-proof' and d.number = i.number) as "hasProof",
        ${belgianDay(sql`now()`)}::text as today`,
    sql`i.issued_on desc, i.number desc`,
    query,
  );
  const data: InvoiceEntry[] = rows.map(({ hasProof, today, ...invoice }) => ({
    ...invoice,
    paid: invoice.openAmount === 0,
    overdue: invoice.openAmount > 0 && invoice.dueOn !== null && invoice.dueOn < today,
    // The shop renders what the ERP did not supply; a delivery proof needs something delivered.
    links: {
      invoice: documentPath('invoice', invoice.number),
      deliveryProof:
        hasProof || invoice.shippingNoteNumbers.length > 0
          ? documentPath('delivery-proof', invoice.number)
          : null,
      ubl: peppolAddressed ? documentPath('invoice-ubl', invoice.number) : null,
    },
  }));
  return { data, pager };
}

const offerColumns = sql`f.number, f.reference, f.offered_on::text as "offeredOn", f.valid_until::text as "validUntil",
  f.status, f.net::float8 as net, jsonb_array_length(f.lines)::int as "lineCount",
  (select d.decision from offer_decision d where d.offer_number = f.number) as decision, ${offerHolds} as holds`;

const withOfferLink = <Row extends { number: string }>(offer: Row) => ({
  ...offer,
  links: { pdf: documentPath('offer', offer.number) },
});

/** GET /dexis/offer/history */
export async function offerHistory(ctx: RequestContext, query: z.output<typeof offerHistoryQuery>) {
  const user = requireRight(ctx, 'ROLE_MANAGE_OFFER_HISTORY');
  const pattern = query.term ? containing(query.term) : null;
  const { rows, pager } = await pageOf<Omit<OfferEntry, 'links'>>(
    ctx,
    sql`erp_offer f`,
    all([
      sql`f.company_id = ${user.companyId}`,
      query.status ? sql`f.status = ${query.status}` : undefined,
      pattern ? sql`(f.number ilike ${pattern} or f.reference ilike ${pattern})` : undefined,
      ...periodCondition(sql`f.offered_on`, query),
    ]),
    offerColumns,
    sql`f.offered_on desc, f.number desc`,
    query,
  );
  return { data: rows.map(withOfferLink), pager };
}

/** GET /dexis/offer/history/detail */
export async function offerDetail(ctx: RequestContext, offerNumber: string): Promise<OfferDetail> {
  const user = requireRight(ctx, 'ROLE_MANAGE_OFFER_HISTORY');
  const [offer] = await queryRows<Omit<OfferDetail, 'links'>>(
    ctx.tx,
    sql`select ${offerColumns}, f.lines from erp_offer f
        where f.company_id = ${user.companyId} and f.number = ${offerNumber}`,
  );
  if (!offer) throw notFound(errorCodes.documentNotFound, 'No offer with this number.', { offerNumber });
  return withOfferLink(offer);
}

/** An invoice or offer of the company as the ERP sent it, read back for its PDF. */
async function storedInvoice(ctx: RequestContext, companyId: string, number: string) {
  const [row] = await queryRows<InvoiceDocument>(
    ctx.tx,
    sql`select number, type, issued_on::text as "issuedOn", due_on::text as "dueOn",
               order_numbers as orders, reference, shipping_note_numbers as "shippingNoteNumbers",
               payment_reference as "paymentReference", net::float8 as net, vat::float8 as vat,
               total::float8 as total, open_amount::float8 as "openAmount", vat_breakdown as "vatBreakdown",
               vat_exemption as "vatExemption", delivered_on::text as "deliveredOn",
               delivery_country as "deliveryCountry", lines
        from erp_invoice where company_id = ${companyId} and number = ${number}`,
  );
  return row ?? null;
}

async function storedOffer(ctx: RequestContext, companyId: string, number: string) {
  const [row] = await queryRows<OfferDocument>(
    ctx.tx,
    sql`select number, reference, offered_on::text as "offeredOn",
               valid_until::text as "validUntil", status, net::float8 as net, lines
        from erp_offer where company_id = ${companyId} and number = ${number}`,
  );
  return row ?? null;
}

/**
 * The shop's own PDF of a document the ERP sent without one, in the user's language, addressed to
 * the company's billing address with its VAT number; null when the company holds no such document.
 */
async function renderedPdf(ctx: RequestContext, companyId: string, kind: ErpDocumentKind, number: string) {
  const address = await billingAddressOf(ctx.tx, companyId);
  if (!address) return null;
  const customer = { address, vatNumber: await vatNumberOf(ctx.tx, companyId) };
  const language = documentLanguageOf(ctx.language.localeCode);
  if (kind === 'offer') {
    const offer = await storedOffer(ctx, companyId, number);
    return offer && offerPdf(offer, customer, language);
  }
  const invoice = await storedInvoice(ctx, companyId, number);
  return invoice && (kind === 'invoice' ? invoicePdf : deliveryProofPdf)(invoice, customer, language);
}

/**
 * GET /dexis/documents/{kind}/{number}: a PDF of the user's company, with the right for its
 * history: the one the ERP supplied, or else one the shop renders from what the ERP sent.
 */
export async function documentPdf(ctx: RequestContext, kind: ErpDocumentKind, number: string) {
  const user = requireRight(ctx, documentRights[kind]);
  const owner = sql.raw(kind === 'offer' ? 'erp_offer' : 'erp_invoice');
  const [stored] = await queryRows<{ content: Uint8Array }>(
    ctx.tx,
    sql`select d.content from erp_document d
        join ${owner} o on o.number = d.number and o.company_id = ${user.companyId}
        where d.kind = ${kind} and d.number = ${number}`,
  );
  if (stored) return Buffer.from(stored.content);
  const rendered = await renderedPdf(ctx, user.companyId, kind, number);
  if (!rendered)
    throw notFound(errorCodes.documentNotFound, 'No such document in your history.', { kind, number });
  return rendered;
}

/**
 * The invoice a credit note credits: the one earlier invoice of the company for the same orders.
 * The ERP does not say which; with none or several the e-invoice names none.
 */
async function creditedInvoice(ctx: RequestContext, companyId: string, creditNote: InvoiceDocument) {
  const invoices = await queryRows<CreditedInvoice>(
    ctx.tx,
    sql`select number, issued_on::text as "issuedOn" from erp_invoice
        where company_id = ${companyId} and type = 'invoice' and issued_on <= ${creditNote.issuedOn}::date
          and order_numbers && ${sql.param(creditNote.orders)}::text[]`,
  );
  return invoices.length === 1 ? invoices[0]! : null;
}

/**
 * GET /dexis/documents/invoice-ubl/{number}: the e-invoice (UBL, Peppol BIS Billing 3.0) of an
 * invoice or credit note of the user's company, made from the ERP's record and addressed to the
 * company's billing address; not found for a company without a VAT number Peppol addresses.
 */
export async function invoiceUblDocument(ctx: RequestContext, number: string) {
  const user = requireRight(ctx, 'ROLE_MANAGE_INVOICE_HISTORY');
  const invoice = await storedInvoice(ctx, user.companyId, number);
  const address = invoice && (await billingAddressOf(ctx.tx, user.companyId));
  const vatNumber = await vatNumberOf(ctx.tx, user.companyId);
  if (!invoice || !address || !peppolEndpointOf(vatNumber))
    throw notFound(errorCodes.documentNotFound, 'No such e-invoice in your history.', { number });
  const credited = invoice.type === 'creditNote' ? await creditedInvoice(ctx, user.companyId, invoice) : null;
  return invoiceUbl(invoice, { address, vatNumber }, credited);
}
