import type { z } from 'zod';
import {
  type addLineItemsRequest,
  cart,
  order,
  pickupLocationsResponse,
  type placeOrderRequest,
  type updateLineItemsRequest,
} from '../contracts/index.ts';
import type { Transport } from '../transport.ts';

export type AddLineItemsInput = z.input<typeof addLineItemsRequest>;
export type UpdateLineItemsInput = z.input<typeof updateLineItemsRequest>;
export type PlaceOrderInput = z.input<typeof placeOrderRequest>;

/** The cart and placing its order. */
export function checkoutCalls({ call }: Transport) {
  return {
    cart: () => call(cart, 'GET', '/checkout/cart'),
    addToCart: (body: AddLineItemsInput, timeoutMs = 30_000) =>
      call(cart, 'POST', '/checkout/cart/line-item', body, timeoutMs),
    updateCartLines: (body: UpdateLineItemsInput) => call(cart, 'PATCH', '/checkout/cart/line-item', body),
    removeCartLines: (ids: string[]) =>
      call(
        cart,
        'DELETE',
        `/checkout/cart/line-item?${new URLSearchParams(ids.map((lineId): [string, string] => ['ids', lineId]))}`,
      ),
    emptyCart: () => call(cart, 'DELETE', '/checkout/cart'),
    pickupLocations: () => call(pickupLocationsResponse, 'GET', '/checkout/pickup-locations'),
    placeOrder: (body: PlaceOrderInput) => call(order, 'POST', '/checkout/order', body),
  };
}
