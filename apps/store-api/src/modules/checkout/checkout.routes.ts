import { order, pickupLocationsResponse, placeOrderRequest } from '@tradeshop/api-client/contracts';
import { shops } from '@tradeshop/domain';
import { anyone, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { placeOrder } from './checkout.service.ts';

/**
 * Placing the cart's order, and where it can be collected. With EXTEND_ADDRESS_BOOK the order keeps
 * the delivery address's department, contact person, phone and delivery instructions.
 */
export function checkoutRoutes() {
  return async (app: StoreApi) => {
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
      async (request) =>
        placeOrder(request.ctx, request.body, {
          extended: request.ctx.settings.featureFlags.includes('EXTEND_ADDRESS_BOOK'),
        }),
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
  };
}
