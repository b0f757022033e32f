import {
  orderHistoryDetailQuery,
  orderHistoryDetailResponse,
  orderHistoryQuery,
  orderHistoryResponse,
  orderListRequest,
  orderListResponse,
} from '@tradeshop/api-client/contracts';
import { loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { listOrders, orderHistory, orderHistoryDetail } from './order-history.service.ts';

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
        body: orderListRequest,
        response: { 200: orderListResponse },
      },
    },
    async (request) => listOrders(request.ctx, request.body),
  );
}
