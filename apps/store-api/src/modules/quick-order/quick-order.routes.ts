import {
  quickOrderCartResponse,
  quickOrderLookupResponse,
  quickOrderRequest,
} from '@tradeshop/api-client/contracts';
import { withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { addQuickOrderToCart, lookUpQuickOrder } from './quick-order.service.ts';

const quickOrder = { access: withRight('ROLE_ACCESS_QUICK_ORDER_FORM') };
const tags = ['Quick order'];

/** The quick order form: rows of any article number and a quantity, up to 1,000 at once. */
export async function quickOrderRoutes(app: StoreApi) {
  app.post(
    '/dexis/quick-order/lookup',
    {
      config: quickOrder,
      schema: {
        tags,
        summary:
          'Looks up to 1,000 rows of an article number (the own one, ours, the EAN or the manufacturer’s) and a quantity: per row the article with price and stock, or why it cannot be ordered.',
        body: quickOrderRequest,
        response: { 200: quickOrderLookupResponse },
      },
    },
    async (request) => ({ data: await lookUpQuickOrder(request.ctx, request.body.rows) }),
  );

  app.post(
    '/dexis/quick-order/cart',
    {
      config: quickOrder,
      schema: {
        tags,
        summary:
          'Adds every row that can be ordered to the cart in one go; the rows that cannot are named with their reason and never hold the others back.',
        body: quickOrderRequest,
        response: { 200: quickOrderCartResponse },
      },
    },
    async (request) => ({ data: await addQuickOrderToCart(request.ctx, request.body.rows) }),
  );
}
