import {
  addLineItemsRequest,
  cart,
  removeLineItemsQuery,
  updateLineItemsRequest,
} from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { addLineItems, emptyCart, loadCart, removeLineItems, updateLineItems } from './cart.service.ts';

export async function cartRoutes(app: StoreApi) {
  app.get(
    '/checkout/cart',
    {
      config: { access: anyone },
      schema: {
        tags: ['Cart'],
        summary: 'The cart of the session (a logged-in customer’s own cart), priced, with its warnings.',
        response: { 200: cart },
      },
    },
    async (request) => loadCart(request.ctx),
  );

  app.post(
    '/checkout/cart/line-item',
    {
      config: { access: anyone },
      schema: {
        tags: ['Cart'],
        summary:
          'Adds articles (by id or article number); all or nothing: a rejected add leaves the cart as it was and answers cart errors (product-not-found, product-out-of-stock, dexis-cart-invalidQuantity).',
        body: addLineItemsRequest,
        response: { 200: cart },
      },
    },
    async (request) => addLineItems(request.ctx, request.body.items),
  );

  app.patch(
    '/checkout/cart/line-item',
    {
      config: { access: anyone },
      schema: {
        tags: ['Cart'],
        summary: 'Changes quantities and remarks of lines; a quantity below the minimum removes the line.',
        body: updateLineItemsRequest,
        response: { 200: cart },
      },
    },
    async (request) => updateLineItems(request.ctx, request.body.items),
  );

  app.delete(
    '/checkout/cart/line-item',
    {
      config: { access: anyone },
      schema: {
        tags: ['Cart'],
        summary: 'Removes lines: `?ids=<line id>` once or repeated.',
        querystring: removeLineItemsQuery,
        response: { 200: cart },
      },
    },
    async (request) => removeLineItems(request.ctx, request.query.ids),
  );

  app.delete(
    '/checkout/cart',
    {
      config: { access: anyone },
      schema: { tags: ['Cart'], summary: 'Empties the cart.', response: { 200: cart } },
    },
    async (request) => emptyCart(request.ctx),
  );
}
