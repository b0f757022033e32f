import type { Cart } from '@tradeshop/api-client';
import { type ShippingMethod, type ShippingOption, shippingMethods } from '@tradeshop/domain';

/** A way of shipping the order: delivered or picked up, and how its lines travel. */
export interface ShippingChoice {
  option: ShippingOption;
  method: ShippingMethod;
}

/** The cart's own way of shipping, which its `price` is for: a delivery with everything together. */
export const cartShipping: ShippingChoice = { option: 'delivery', method: 'together' };

/** The way of shipping named by form values; what is missing or unknown is the cart's own. */
export function shippingChoiceOf(option: unknown, method: unknown): ShippingChoice {
  return {
    option: option === 'pickup' ? 'pickup' : cartShipping.option,
    method: shippingMethods.find((candidate) => candidate === method) ?? cartShipping.method,
  };
}

/**
 * The cart's totals for a way of shipping, as the Store API priced them (the order placed that way
 * is charged them); null when prices are hidden from the shopper.
 */
export function cartPriceFor(cart: Cart, choice: ShippingChoice): Cart['price'] {
  const priced = cart.extensions.shippingChoices.find(
    (entry) => entry.shippingOption === choice.option && entry.shippingMethod === choice.method,
  );
  return priced?.price ?? null;
}
