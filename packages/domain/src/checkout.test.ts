import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  earliestDeliveryDate,
  isDeliveryDateAllowed,
  minimumOrderSurcharge,
  shippingCost,
  shippingRates,
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
});

describe('cart totals', () => {
  it('sums lines, shipping and surcharge, with VAT per rate', () => {
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
      { taxRate: 21, tax: 315_000 },
      { taxRate: 6, tax: 12_000 },
    ]);
    expect(totals.gross).toBe(2_027_000);
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
