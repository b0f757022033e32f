import {
  erpReorderRequest,
  id,
  linesIntoCartResponse,
  orderHistoryDetailQuery,
  orderHistoryDetailResponse,
  orderHistoryQuery,
  orderHistoryResponse,
  orderListRequest,
  orderListResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { loggedIn, withRight } from '../../platform/access.ts';
import { sendIncluding } from '../../platform/includes.ts';
import type { StoreApi } from '../../platform/types.ts';
import { listOrders, orderConfirmation, orderHistory, orderHistoryDetail } from './order-history.service.ts';
import { reorderErpOrder } from './reorder.service.ts';

const history = { access: withRight('ROLE_MANAGE_ORDER_HISTORY') };
const tags = ['Order history'];

/** The orders placed in the shop (USE_NATIVE_ORDER_HISTORY): the user's, or the company's. */
export async function orderHistoryRoutes(app: StoreApi) {
  app.get(
    '/dexis/sw/order/history',
    {
      config: history,
      schema: {
        tags,
        summary:
          'The shop orders of the logged-in user (of the company with ROLE_MANAGE_COMPANY_ORDER_HISTORY), newest first, by status and by a part of the number or reference, 20 a page.',
        querystring: orderHistoryQuery,
        response: { 200: orderHistoryResponse },
      },
    },
    async (request) => orderHistory(request.ctx, request.query),
  );

  app.get(
    '/dexis/sw/order/history/detail',
    {
      config: history,
      schema: {
        tags,
        summary: 'One order of the history by its number, with its lines and who placed it.',
        querystring: orderHistoryDetailQuery,
        response: { 200: orderHistoryDetailResponse },
      },
    },
    async (request) => ({ data: await orderHistoryDetail(request.ctx, request.query.orderNumber) }),
  );

  app.post(
    '/order',
    {
      config: { access: loggedIn },
      schema: {
        tags: ['Checkout'],
        summary:
          'The logged-in user’s orders (the company’s with ROLE_MANAGE_COMPANY_ORDER_HISTORY), newest first.',
        body: orderListRequest.prefault({}),
        response: { 200: orderListResponse },
      },
    },
    async (request, reply) =>
      sendIncluding(
        reply,
        orderListResponse,
        await listOrders(request.ctx, request.body),
        request.body.includes,
      ),
  );

  // Beside the static /dexis/order/history routes of the ERP's history: Fastify's router takes a
  // static segment before a parameter, so "history" is never read as an order id.
  app.get(
    '/dexis/order/:id/confirmation',
    {
      config: { access: loggedIn },
      schema: {
        tags: ['Checkout'],
        summary:
          'The order confirmation as a PDF, in the request’s language: of the user’s own order (of the company’s with ROLE_MANAGE_COMPANY_ORDER_HISTORY); any other order is not found.',
        params: z.object({ id }),
      },
    },
    async (request, reply) => {
      const { orderNumber, pdf } = await orderConfirmation(request.ctx, request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="order-confirmation-${orderNumber}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/dexis/order/history/reorder',
    {
      config: { access: withRight('ROLE_MANAGE_ORDER_HISTORY') },
      schema: {
        tags: ['ERP history'],
        summary:
          'Puts the lines of an order in the history (all, or the chosen positions) into the cart at today’s prices; each line that could not go in is named by its product name with the reason, and never holds the others back.',
        body: erpReorderRequest,
        response: { 200: linesIntoCartResponse },
      },
    },
    async (request) => ({ data: await reorderErpOrder(request.ctx, request.body) }),
  );
}
