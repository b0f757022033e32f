import type { Cart, VatTreatmentAnswer } from '@tradeshop/api-client';
import type { ShippingMethod, ShippingOption } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { cartPriceFor, cartShipping, pricedChoiceFor, shippingChoiceOf } from './shipping-choice';

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

const domestic: VatTreatmentAnswer = {
  kind: 'domestic',
  category: null,
  exemptionReasonCode: null,
  label: null,
  mention: null,
  note: null,
};
const intraCommunity: VatTreatmentAnswer = {
  kind: 'intra-community',
  category: 'K',
  exemptionReasonCode: 'VATEX-EU-IC',
  label: 'VAT 0 % – intra-Community supply, reverse charge',
  mention: 'Exempt intra-Community supply',
  note: null,
};
const belgian = (
  shippingOption: ShippingOption,
  shippingMethod: ShippingMethod,
  deliveryCountry: string | null,
) => ({ shippingOption, shippingMethod, deliveryCountry, vatTreatment: domestic });

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
        { ...belgian('delivery', 'together', 'BE'), price: prices ? delivery : null },
        {
          ...belgian('delivery', 'together', 'NL'),
          vatTreatment: intraCommunity,
          price: prices ? { ...priceOf(22.5, 12.5), calculatedTaxes: [] } : null,
        },
        { ...belgian('delivery', 'separate', 'BE'), price: prices ? priceOf(36.3, 20) : null },
        { ...belgian('pickup', 'together', null), price: prices ? priceOf(12.1, 0) : null },
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

  it('takes the delivery to the country of the address chosen, with its VAT treatment', () => {
    const cart = cartWith(true);
    const toRotterdam = pricedChoiceFor(cart, { ...cartShipping, country: 'NL' });
    expect(toRotterdam?.price?.totalPrice).toBe(22.5);
    expect(toRotterdam?.vatTreatment.category).toBe('K');
    expect(pricedChoiceFor(cart, { ...cartShipping, country: 'FR' })?.deliveryCountry).toBe('BE');
  });

  it('has no totals when prices are hidden', () => {
    expect(cartPriceFor(cartWith(false), { option: 'pickup', method: 'together' })).toBeNull();
  });
});

describe('way of shipping of a form', () => {
  it('reads the option and the method a form posts', () => {
    expect(shippingChoiceOf('pickup', 'separate')).toEqual({
      option: 'pickup',
      method: 'separate',
      country: null,
    });
    expect(shippingChoiceOf('delivery', 'backorders-together', 'NL')).toEqual({
      option: 'delivery',
      method: 'backorders-together',
      country: 'NL',
    });
  });

  it('takes the cart’s own way for what is missing or unknown', () => {
    expect(shippingChoiceOf(undefined, undefined)).toEqual({ ...cartShipping, country: null });
    expect(shippingChoiceOf('drone', 'teleport', 'Nederland')).toEqual({ ...cartShipping, country: null });
  });
});
