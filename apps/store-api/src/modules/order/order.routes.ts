import {
  id,
  order,
  orderListRequest,
  orderListResponse,
  pickupLocationsResponse,
  placeOrderRequest,
  withdrawOrderResponse,
} from '@tradeshop/api-client/contracts';
import { shops } from '@tradeshop/domain';
import { z } from 'zod';
import { anyone, loggedIn, withRight } from '../../http/access.ts';
import type { StoreApi } from '../../http/types.ts';
import { withdrawOrder } from './approval.service.ts';
import { listOrders, placeOrder } from './order.service.ts';

export async function orderRoutes(app: StoreApi) {
  app.post(
    '/checkout/order',
    {
      config: { access: withRight('ROLE_PLACE_ORDERS') },
      schema: {
        tags: ['Checkout'],
        summary:
          'Places the order of the cart (ROLE_PLACE_ORDERS) in one transaction: stock reserved, confirmation mailed; a repeated submit answers the same order.',
        body: placeOrderRequest,
        response: { 200: order },
      },
    },
    async (request) => placeOrder(request.ctx, app.mailer, request.body),
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

  app.post(
    '/dexis/sw/order/:id/withdraw',
    {
      config: { access: withRight('ROLE_PLACE_ORDERS') },
      schema: {
        tags: ['Checkout'],
        summary:
          'Withdraws the user’s own order while it waits for approval: cancelled, its budget freed (DEXIS__ORDER_NOT_PENDING once decided).',
        params: z.object({ id }),
        response: { 200: withdrawOrderResponse },
      },
    },
    async (request) => ({ data: await withdrawOrder(request.ctx, request.params.id) }),
  );

  app.get(
    '/checkout/pickup-locations',
    {
      config: { access: anyone },
      schema: {
        tags: ['Checkout'],
        summary: 'The shops an order can be collected from.',
        response: { 200: pickupLocationsResponse },
      },
    },
    async () => ({ data: [...shops] }),
  );
}
