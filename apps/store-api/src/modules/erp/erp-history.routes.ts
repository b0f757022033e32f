import {
  erpOrderDetailQuery,
  erpOrderDetailResponse,
  erpOrderHistoryQuery,
  erpOrderHistoryResponse,
  historyDocumentKinds,
  historySummaryResponse,
  invoiceHistoryQuery,
  invoiceHistoryResponse,
  offerDetailQuery,
  offerDetailResponse,
  offerHistoryQuery,
  offerHistoryResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyRight, loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  documentPdf,
  erpOrderDetail,
  erpOrderHistory,
  historySummary,
  invoiceHistory,
  invoiceUblDocument,
  offerDetail,
  offerHistory,
} from './erp-history.service.ts';

const tags = ['ERP history'];

/**
 * The histories the ERP keeps (USE_NATIVE_ORDER_HISTORY off): orders, invoices, offers, their PDFs
 * and the invoices' e-invoices.
 */
export async function erpHistoryRoutes(app: StoreApi) {
  app.get(
    '/dexis/order/history',
    {
      config: { access: withRight('ROLE_MANAGE_ORDER_HISTORY') },
      schema: {
        tags,
        summary:
          'The orders the ERP keeps from every channel: the ones the user placed in the shop, or all of the company’s with ROLE_MANAGE_COMPANY_ORDER_HISTORY; newest first, by status, period (from, to) and part of a number or reference, 20 a page.',
        querystring: erpOrderHistoryQuery,
        response: { 200: erpOrderHistoryResponse },
      },
    },
    async (request) => erpOrderHistory(request.ctx, request.query),
  );

  app.get(
    '/dexis/order/history/detail',
    {
      config: { access: withRight('ROLE_MANAGE_ORDER_HISTORY') },
      schema: {
        tags,
        summary:
          'One order by the ERP’s number or the shop’s, with its lines; `firm` and `warehouse` keep the lines shipped from there.',
        querystring: erpOrderDetailQuery,
        response: { 200: erpOrderDetailResponse },
      },
    },
    async (request) => ({ data: await erpOrderDetail(request.ctx, request.query) }),
  );

  app.get(
    '/dexis/history/summary',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'What the dashboard counts: orders on backorder and their first five open lines (with ROLE_MANAGE_ORDER_HISTORY), invoices still to pay and those overdue with their amounts (ROLE_MANAGE_INVOICE_HISTORY), offers whose prices hold (ROLE_MANAGE_OFFER_HISTORY); null for a part without its right.',
        response: { 200: historySummaryResponse },
      },
    },
    async (request) => ({ data: await historySummary(request.ctx) }),
  );

  app.get(
    '/dexis/invoice/history',
    {
      config: { access: withRight('ROLE_MANAGE_INVOICE_HISTORY') },
      schema: {
        tags,
        summary:
          'The company’s invoices and credit notes, newest first, by period (from, to), number, order number and reference, 20 a page, each with the links to its PDF, delivery proof and e-invoice (UBL).',
        querystring: invoiceHistoryQuery,
        response: { 200: invoiceHistoryResponse },
      },
    },
    async (request) => invoiceHistory(request.ctx, request.query),
  );

  app.get(
    '/dexis/offer/history',
    {
      config: { access: withRight('ROLE_MANAGE_OFFER_HISTORY') },
      schema: {
        tags,
        summary:
          'The company’s offers, newest first, by status (open, processed), period (from, to; From after To is an invalid period) and part of a number or reference, 20 a page.',
        querystring: offerHistoryQuery,
        response: { 200: offerHistoryResponse },
      },
    },
    async (request) => offerHistory(request.ctx, request.query),
  );

  app.get(
    '/dexis/offer/history/detail',
    {
      config: { access: withRight('ROLE_MANAGE_OFFER_HISTORY') },
      schema: {
        tags,
        summary: 'One offer of the company with its lines.',
        querystring: offerDetailQuery,
        response: { 200: offerDetailResponse },
      },
    },
    async (request) => ({ data: await offerDetail(request.ctx, request.query.offerNumber) }),
  );

  app.get(
    '/dexis/documents/:kind/:number',
    {
      config: { access: anyRight('ROLE_MANAGE_INVOICE_HISTORY', 'ROLE_MANAGE_OFFER_HISTORY') },
      schema: {
        tags,
        summary:
          'The PDF of an invoice, its delivery proof or an offer of the user’s company, or the e-invoice of an invoice or credit note (`invoice-ubl`: UBL 2.1 after Peppol BIS Billing 3.0, for a company with a Belgian VAT number); invoices need ROLE_MANAGE_INVOICE_HISTORY, offers ROLE_MANAGE_OFFER_HISTORY.',
        params: z.object({ kind: z.enum(historyDocumentKinds), number: z.string().trim().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const { kind, number } = request.params;
      const filename = number.replace(/[^\w.-]/g, '_');
      reply.header('Cache-Control', 'private, no-store');
      if (kind === 'invoice-ubl')
        return reply
          .header('Content-Type', 'application/xml')
          .header('Content-Disposition', `attachment; filename="${filename}.xml"`)
          .send(await invoiceUblDocument(request.ctx, number));
      const document = await documentPdf(request.ctx, kind, number);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${kind}-${filename}.pdf"`)
        .send(document);
    },
  );
}
