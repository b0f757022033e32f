import type { z } from 'zod';
import {
  type ErpOrderHistoryQuery,
  type ErpReorderRequest,
  erpOrderDetailResponse,
  erpOrderHistoryResponse,
  type HistoryDocumentKind,
  historySummaryResponse,
  type InvoiceHistoryQuery,
  invoiceHistoryResponse,
  linesIntoCartResponse,
  type OfferAcceptRequest,
  type OfferDeclineRequest,
  type OfferHistoryQuery,
  type OfferRequestInput,
  type OfferRequestQuery,
  type OrderHistoryQuery,
  offerDetailResponse,
  offerHistoryResponse,
  offerRequestPageResponse,
  offerRequestResponse,
  orderHistoryDetailResponse,
  orderHistoryResponse,
  type orderListRequest,
  orderListResponse,
} from '../contracts/index.ts';
import { queryString, type Transport } from '../transport.ts';

export type OrderListInput = z.input<typeof orderListRequest>;

/**
 * Placed orders and the company's history: the shop's and the ERP's orders, invoices, offers and
 * their documents.
 */
export function orderCalls({ call, request }: Transport) {
  return {
    orders: (body: OrderListInput) => call(orderListResponse, 'POST', '/order', body),
    /** The shop's orders of the user (or the company), newest first, by status and term. */
    orderHistory: (query: OrderHistoryQuery) =>
      call(orderHistoryResponse, 'GET', `/dexis/sw/order/history?${queryString(query)}`),
    orderHistoryDetail: (orderNumber: string) =>
      call(
        orderHistoryDetailResponse,
        'GET',
        `/dexis/sw/order/history/detail?${new URLSearchParams({ orderNumber })}`,
      ),
    /** The confirmation PDF of a shop order the user sees, by the order's id. */
    orderConfirmation: async (orderId: string) => {
      const response = await request('GET', `/dexis/order/${encodeURIComponent(orderId)}/confirmation`);
      return { bytes: new Uint8Array(await response.arrayBuffer()) };
    },
    /** The ERP's orders from every channel (USE_NATIVE_ORDER_HISTORY off). */
    erpOrderHistory: (query: ErpOrderHistoryQuery) =>
      call(erpOrderHistoryResponse, 'GET', `/dexis/order/history?${queryString(query)}`),
    erpOrderDetail: (query: { orderNumber: string; firm?: string; warehouse?: string }) =>
      call(erpOrderDetailResponse, 'GET', `/dexis/order/history/detail?${queryString(query)}`),
    /** Puts an ERP order's lines (all, or the chosen positions) into the cart; names what could not go in. */
    erpReorder: (body: ErpReorderRequest) =>
      call(linesIntoCartResponse, 'POST', '/dexis/order/history/reorder', body),
    /** The company's invoices and credit notes, with the links to their PDFs. */
    /** What the dashboard counts: backorders, invoices to pay, offers that hold (null without the right). */
    historySummary: () => call(historySummaryResponse, 'GET', '/dexis/history/summary'),
    invoiceHistory: (query: InvoiceHistoryQuery) =>
      call(invoiceHistoryResponse, 'GET', `/dexis/invoice/history?${queryString(query)}`),
    /** The PDF of an invoice, its delivery proof or an offer of the user's company, or an invoice's e-invoice (UBL). */
    document: async (kind: HistoryDocumentKind, number: string) => {
      const response = await request('GET', `/dexis/documents/${kind}/${encodeURIComponent(number)}`);
      return { bytes: new Uint8Array(await response.arrayBuffer()), etag: response.headers.get('etag') };
    },
    /** Asks for an offer on the lines of the cart (which stays as it is) or of an order list. */
    requestOffer: (body: OfferRequestInput) =>
      call(offerRequestResponse, 'POST', '/dexis/offer-request', body),
    /** The company's offer requests, newest first, with the offers that answered them. */
    offerRequests: (query: OfferRequestQuery) =>
      call(offerRequestPageResponse, 'GET', `/dexis/offer-request?${queryString(query)}`),
    offerHistory: (query: OfferHistoryQuery) =>
      call(offerHistoryResponse, 'GET', `/dexis/offer/history?${queryString(query)}`),
    offerDetail: (offerNumber: string) =>
      call(offerDetailResponse, 'GET', `/dexis/offer/history/detail?${queryString({ offerNumber })}`),
    /** Accepts an open offer: its lines (all, or the chosen positions) into the cart at the offered prices. */
    acceptOffer: (body: OfferAcceptRequest) =>
      call(linesIntoCartResponse, 'POST', '/dexis/offer/accept', body),
    declineOffer: (body: OfferDeclineRequest) =>
      call(offerDetailResponse, 'POST', '/dexis/offer/decline', body),
  };
}
