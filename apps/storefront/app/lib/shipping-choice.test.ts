import type { Cart } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import { cartPriceFor, cartShipping, shippingChoiceOf } from './shipping-choice';

type CartPrice = NonNullable<Cart['price']>;

const priceOf = (totalPrice: number, shippingCosts: number): CartPrice => ({
  positionPrice: 10,
  shippingCosts,
  additionalCost: 0,
  netPrice: 10 + shippingCosts,
  totalPrice,
  rawTotal: totalPrice,
  taxStatus: 'net',
  calculatedTaxes: [
    {
      taxRate: 21,
      tax: totalPrice - 10 - shippingCosts,
      price: 10 + shippingCosts,
      apiAlias: 'cart_tax_calculated',
    },
  ],
  taxRules: [{ taxRate: 21, name: 'VAT 21%' }],
  apiAlias: 'cart_price',
});

/** A cart of one line as the Store API prices it: its own price, and one for each way of shipping. */
function cartWith(prices: boolean): Cart {
  const delivery = priceOf(27.23, 12.5);
  return {
    token: 't',
    lineItems: [],
    productCount: 1,
    price: prices ? delivery : null,
    errors: [],
    extensions: {
      minimumCartValue: null,
      freeShipping: { limit: 250, isFree: false, remaining: 240 },
      paymentMethods: [],
      shippingChoices: [
        { shippingOption: 'delivery', shippingMethod: 'together', price: prices ? delivery : null },
        { shippingOption: 'delivery', shippingMethod: 'separate', price: prices ? priceOf(36.3, 20) : null },
        { shippingOption: 'pickup', shippingMethod: 'together', price: prices ? priceOf(12.1, 0) : null },
      ],
    },
    apiAlias: 'cart',
  };
}

describe('totals for the way of shipping', () => {
  it('takes the cart’s own totals for a delivery with everything together', () => {
    const cart = cartWith(true);
    expect(cartPriceFor(cart, cartShipping)).toEqual(cart.price);
  });

  it('takes the totals the Store API priced for a pickup or separate shipments', () => {
    const cart = cartWith(true);
    expect(cartPriceFor(cart, { option: 'pickup', method: 'together' })).toMatchObject({
      shippingCosts: 0,
      totalPrice: 12.1,
    });
    expect(cartPriceFor(cart, { option: 'delivery', method: 'separate' })?.shippingCosts).toBe(20);
  });

  it('has no totals when prices are hidden', () => {
    expect(cartPriceFor(cartWith(false), { option: 'pickup', method: 'together' })).toBeNull();
  });
});

describe('way of shipping of a form', () => {
  it('reads the option and the method a form posts', () => {
    expect(shippingChoiceOf('pickup', 'separate')).toEqual({ option: 'pickup', method: 'separate' });
    expect(shippingChoiceOf('delivery', 'backorders-together')).toEqual({
      option: 'delivery',
      method: 'backorders-together',
    });
  });

  it('takes the cart’s own way for what is missing or unknown', () => {
    expect(shippingChoiceOf(undefined, undefined)).toEqual(cartShipping);
    expect(shippingChoiceOf('drone', 'teleport')).toEqual(cartShipping);
  });
});
