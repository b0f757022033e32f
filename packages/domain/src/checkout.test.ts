import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  earliestDeliveryDate,
  isDeliveryDateAllowed,
  minimumOrderSurcharge,
  orderMinimumOf,
  shippingChoices,
  shippingCost,
  shippingRates,
  taxBreakdown,
  totalsForShipping,
} from './checkout.ts';

describe('shipping', () => {
  it('costs the delivery rate below the free-shipping limit, nothing from it on', () => {
    expect(shippingCost({ option: 'delivery', method: 'together', positionTotal: 100_000 })).toBe(
      shippingRates.delivery,
    );
    expect(
      shippingCost({
        option: 'delivery',
        method: 'together',
        positionTotal: shippingRates.freeShippingLimit,
      }),
    ).toBe(0);
  });

  it('adds the separate-shipments rate, and is free for pickup', () => {
    expect(shippingCost({ option: 'delivery', method: 'separate', positionTotal: 100_000 })).toBe(
      shippingRates.delivery + shippingRates.separateShipments,
    );
    expect(shippingCost({ option: 'pickup', method: 'separate', positionTotal: 100_000 })).toBe(0);
  });

  it.each([
    { positionTotal: 999_900, freeShippingLimit: 1_000_000, cost: shippingRates.delivery },
    { positionTotal: 1_000_000, freeShippingLimit: 1_000_000, cost: 0 },
    { positionTotal: 100, freeShippingLimit: 0, cost: 0 },
    { positionTotal: 2_600_000, freeShippingLimit: 5_000_000, cost: shippingRates.delivery },
  ])(
    'is free from the shop’s own limit: $positionTotal against $freeShippingLimit costs $cost',
    ({ positionTotal, freeShippingLimit, cost }) => {
      expect(shippingCost({ option: 'delivery', method: 'together', positionTotal, freeShippingLimit })).toBe(
        cost,
      );
    },
  );
});

describe('minimum order value', () => {
  const company = { minimumOrderValue: 500_000, surcharge: 75_000 };
  it('adds the company surcharge below the minimum order value only', () => {
    expect(minimumOrderSurcharge(499_900, company)).toBe(75_000);
    expect(minimumOrderSurcharge(500_000, company)).toBe(0);
  });
  it('adds nothing to an empty cart or for a company without a minimum', () => {
    expect(minimumOrderSurcharge(0, company)).toBe(0);
    expect(minimumOrderSurcharge(100, { minimumOrderValue: null, surcharge: null })).toBe(0);
  });

  const shop = { minimumOrderValue: 1_000_000, surcharge: 100_000 };
  const none = { minimumOrderValue: null, surcharge: null };
  it.each([
    { who: 'a company with its own terms', own: company, shopTerms: shop, holds: company },
    { who: 'a company without a minimum of its own', own: none, shopTerms: shop, holds: shop },
    { who: 'a visitor', own: null, shopTerms: shop, holds: shop },
    { who: 'a company in a shop without a minimum', own: none, shopTerms: null, holds: none },
  ])('holds for $who: its own terms before the shop’s', ({ own, shopTerms, holds }) => {
    expect(orderMinimumOf(own, shopTerms)).toEqual(holds);
  });
});

describe('cart totals', () => {
  it('sums lines, shipping and surcharge, with VAT per rate on its net amount', () => {
    const totals = cartTotals({
      lines: [
        { total: 1_000_000, taxRate: 21 },
        { total: 200_000, taxRate: 6 },
        { total: 300_000, taxRate: 21 },
      ],
      shipping: 125_000,
      surcharge: 75_000,
    });
    expect(totals.positionTotal).toBe(1_500_000);
    expect(totals.net).toBe(1_700_000);
    expect(totals.taxes).toEqual([
      { taxRate: 21, net: 1_500_000, tax: 315_000 },
      { taxRate: 6, net: 200_000, tax: 12_000 },
    ]);
    expect(totals.gross).toBe(2_027_000);
  });

  it('charges 0 % on lines, shipping and surcharge of an intra-community supply or an export', () => {
    const lines = [
      { total: 1_000_000, taxRate: 21 },
      { total: 200_000, taxRate: 6 },
    ];
    for (const treatment of [
      { kind: 'intra-community', category: 'K', exemptionReasonCode: 'VATEX-EU-IC' },
      { kind: 'export', category: 'G', exemptionReasonCode: 'VATEX-EU-G' },
    ] as const) {
      const totals = cartTotals({ lines, shipping: 125_000, surcharge: 75_000, treatment });
      expect(totals.taxes).toEqual([{ taxRate: 0, net: 1_400_000, tax: 0 }]);
      expect(totals.gross).toBe(totals.net);
    }
    expect(
      cartTotals({
        lines,
        shipping: 0,
        surcharge: 0,
        treatment: { kind: 'domestic', because: 'unconfirmed' },
      }).taxes,
    ).toEqual([
      { taxRate: 21, net: 1_000_000, tax: 210_000 },
      { taxRate: 6, net: 200_000, tax: 12_000 },
    ]);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals({ lines: [], shipping: 0, surcharge: 0 })).toEqual({
      positionTotal: 0,
      shipping: 0,
      surcharge: 0,
      net: 0,
      taxes: [],
      gross: 0,
    });
  });
});

describe('totals for a way of shipping', () => {
  const euro = (amount: number) => amount * 10_000;
  const lines = [
    { total: euro(20), taxRate: 21 },
    { total: euro(10), taxRate: 6 },
  ];
  const company = { minimumOrderValue: euro(50), surcharge: euro(7.5) };

  it('charges a delivery with everything together the delivery rate', () => {
    const totals = totalsForShipping({ lines, option: 'delivery', method: 'together', company });
    expect(totals).toEqual(
      cartTotals({ lines, shipping: shippingRates.delivery, surcharge: company.surcharge }),
    );
  });

  it('drops the shipping costs for a pickup and keeps the minimum order surcharge', () => {
    const totals = totalsForShipping({ lines, option: 'pickup', method: 'together', company });
    expect(totals).toMatchObject({
      positionTotal: euro(30),
      shipping: 0,
      surcharge: euro(7.5),
      net: euro(37.5),
    });
    expect(totals.taxes).toEqual([
      { taxRate: 21, net: euro(27.5), tax: euro(5.78) },
      { taxRate: 6, net: euro(10), tax: euro(0.6) },
    ]);
    expect(totals.gross).toBe(euro(43.88));
  });

  it('adds the surcharge of separate shipments', () => {
    const one = [{ total: euro(10), taxRate: 21 }];
    const noMinimum = { minimumOrderValue: null, surcharge: null };
    expect(
      totalsForShipping({ lines: one, option: 'delivery', method: 'separate', company: noMinimum }),
    ).toMatchObject({
      shipping: euro(20),
      surcharge: 0,
    });
  });

  it('charges nothing for a cart without lines', () => {
    expect(totalsForShipping({ lines: [], option: 'delivery', method: 'separate', company }).gross).toBe(0);
  });

  it('lists every option with every method', () => {
    expect(shippingChoices).toHaveLength(6);
    expect(shippingChoices).toContainEqual({ option: 'pickup', method: 'backorders-together' });
  });
});

describe('wished delivery date', () => {
  it('must be a weekday after today', () => {
    // 2026-11-20 is a Friday.
    expect(isDeliveryDateAllowed('2026-11-20', '2026-11-20')).toBe(false);
    expect(isDeliveryDateAllowed('2026-11-19', '2026-11-20')).toBe(false);
    expect(isDeliveryDateAllowed('2026-11-21', '2026-11-20')).toBe(false);
    expect(isDeliveryDateAllowed('2026-11-22', '2026-11-20')).toBe(false);
    expect(isDeliveryDateAllowed('2026-11-23', '2026-11-20')).toBe(true);
  });

  it('must be a real date', () => {
    expect(isDeliveryDateAllowed('2026-02-30', '2026-01-01')).toBe(false);
    expect(isDeliveryDateAllowed('next week', '2026-01-01')).toBe(false);
  });

  it('is at the earliest the next weekday', () => {
    expect(earliestDeliveryDate('2026-11-20')).toBe('2026-11-23');
    expect(earliestDeliveryDate('2026-11-23')).toBe('2026-11-24');
  });
});

describe('VAT breakdown', () => {
  it('names each rate in the language and keeps the net amount it is charged on', () => {
    const taxes = [{ taxRate: 21, net: 1_000_000, tax: 210_000 }];
    expect(taxBreakdown(taxes, 'fr-FR')).toEqual({
      calculatedTaxes: [{ taxRate: 21, tax: 21, price: 100, apiAlias: 'cart_tax_calculated' }],
      taxRules: [{ taxRate: 21, name: 'TVA 21%' }],
    });
    expect(taxBreakdown(taxes, 'nl-NL').taxRules[0]!.name).toBe('btw 21%');
    expect(taxBreakdown(taxes, 'en-GB').taxRules[0]!.name).toBe('VAT 21%');
  });
});
