import type { Cart } from '@tradeshop/api-client';
import { type ShippingMethod, type ShippingOption, shippingMethods } from '@tradeshop/domain';

/**
 * A way of shipping the order: delivered or picked up, how its lines travel, and for a delivery the
 * country of the address chosen (null: the default delivery address's), which decides its VAT.
 */
export interface ShippingChoice {
  option: ShippingOption;
  method: ShippingMethod;
  country?: string | null;
}

/** The cart's own way of shipping, which its `price` is for: a delivery with everything together. */
export const cartShipping: ShippingChoice = { option: 'delivery', method: 'together' };

/** The way of shipping named by form values; what is missing or unknown is the cart's own. */
export function shippingChoiceOf(option: unknown, method: unknown, country?: unknown): ShippingChoice {
  return {
    option: option === 'pickup' ? 'pickup' : cartShipping.option,
    method: shippingMethods.find((candidate) => candidate === method) ?? cartShipping.method,
    country: typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null,
  };
}

export type PricedChoice = Cart['extensions']['shippingChoices'][number];

/**
 * The way of shipping as the Store API priced it, with its VAT treatment (the order placed that way
 * is charged it): a delivery to the country chosen, else to the default delivery country (the first).
 */
export function pricedChoiceFor(cart: Cart, choice: ShippingChoice): PricedChoice | undefined {
  const candidates = cart.extensions.shippingChoices.filter(
    (entry) => entry.shippingOption === choice.option && entry.shippingMethod === choice.method,
  );
  return candidates.find((entry) => entry.deliveryCountry === choice.country) ?? candidates[0];
}

/** The cart's totals for a way of shipping; null when prices are hidden from the shopper. */
export function cartPriceFor(cart: Cart, choice: ShippingChoice): Cart['price'] {
  return pricedChoiceFor(cart, choice)?.price ?? null;
}
