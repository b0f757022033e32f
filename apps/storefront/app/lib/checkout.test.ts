import type { Cart, StoreApiClient } from '@tradeshop/api-client';
import { StoreApiError } from '@tradeshop/api-client';
import { describe, expect, it, vi } from 'vitest';
import { analyticsCategories } from './analytics';
import { rejectionOf } from './cart-errors';
import { checkoutFormSchema } from './checkout-form';
import { totalsFor } from './checkout-totals';
import { offersFor } from './offers.server';

function cartWith(lines: { total: number; taxRate: number }[], additionalCost = 0): Cart {
  const positionPrice = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    token: 't',
    lineItems: lines.map((line, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      referencedId: `00000000-0000-4000-8000-00000000010${index}`,
      type: 'product',
      label: `Line ${index}`,
      quantity: 1,
      payload: {
        productNumber: `TS-${index}`,
        remark: null,
        uom: 'PCE',
        minPurchase: 1,
        purchaseSteps: 1,
        maxPurchase: null,
        isCloseout: false,
        availableStock: 10,
        seoPath: null,
      },
      cover: null,
      price: {
        unitPrice: line.total,
        totalPrice: line.total,
        quantity: 1,
        taxRate: line.taxRate,
        listPrice: line.total,
        apiAlias: 'calculated_price',
      },
      stackable: true,
      removable: true,
      apiAlias: 'cart_line_item',
    })),
    productCount: lines.length,
    price: {
      positionPrice,
      shippingCosts: 12.5,
      additionalCost,
      netPrice: positionPrice + 12.5 + additionalCost,
      totalPrice: 0,
      calculatedTaxes: [],
      apiAlias: 'cart_price',
    },
    errors: [],
    extensions: {
      minimumCartValue: null,
      freeShipping: { limit: 250, isFree: false, remaining: 250 - positionPrice },
      paymentMethods: [],
    },
    apiAlias: 'cart',
  };
}

describe('totals for the way of shipping', () => {
  it('keeps the cart’s own totals for a delivery with everything together', () => {
    const cart = cartWith([{ total: 10, taxRate: 21 }]);
    expect(totalsFor(cart, 'delivery', 'together')).toBe(cart.price);
  });

  it('drops the shipping costs for a pickup and keeps the minimum order surcharge', () => {
    const totals = totalsFor(
      cartWith(
        [
          { total: 20, taxRate: 21 },
          { total: 10, taxRate: 6 },
        ],
        7.5,
      ),
      'pickup',
      'together',
    );
    expect(totals).toMatchObject({
      positionPrice: 30,
      shippingCosts: 0,
      additionalCost: 7.5,
      netPrice: 37.5,
    });
    expect(totals?.calculatedTaxes).toEqual([
      { taxRate: 21, tax: 5.78 },
      { taxRate: 6, tax: 0.6 },
    ]);
    expect(totals?.totalPrice).toBe(43.88);
  });

  it('adds the surcharge of separate shipments', () => {
    expect(totalsFor(cartWith([{ total: 10, taxRate: 21 }]), 'delivery', 'separate')?.shippingCosts).toBe(20);
  });

  it('has no totals when prices are hidden', () => {
    expect(totalsFor({ ...cartWith([]), price: null }, 'pickup', 'together')).toBeNull();
  });
});

describe('cart answers', () => {
  const error = (code: string, level: 'notice' | 'warning' | 'error') => ({
    code,
    key: code,
    level,
    message: code,
    parameters: {},
  });

  it('rejects an add only for errors off the ignore list', () => {
    expect(rejectionOf([error('dexis-cart-underMinimumValue', 'error')])).toBeNull();
    expect(rejectionOf([error('product-out-of-stock', 'warning')])).toBeNull();
    expect(rejectionOf([error('product-out-of-stock', 'error')])?.code).toBe('product-out-of-stock');
  });
});

describe('analytics categories', () => {
  it('takes levels 3 to 7 of the last seven breadcrumb entries', () => {
    expect(analyticsCategories(['Home', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])).toEqual([
      'D',
      'E',
      'F',
      'G',
      'H',
    ]);
    expect(analyticsCategories(['Home', 'Elektro', 'Kabels', 'Soepele kabels'])).toEqual([
      'Kabels',
      'Soepele kabels',
    ]);
  });
});

describe('checkout form', () => {
  const schema = checkoutFormSchema('2026-11-20');
  it('refuses a weekend, today and an earlier day as delivery date', () => {
    expect(schema.safeParse({ deliveryDate: '2026-11-21' }).success).toBe(false);
    expect(schema.safeParse({ deliveryDate: '2026-11-20' }).success).toBe(false);
    expect(schema.safeParse({ deliveryDate: '2026-11-23' }).success).toBe(true);
    expect(schema.safeParse({ deliveryDate: '' }).success).toBe(true);
  });

  it('needs a pickup location for a pickup', () => {
    expect(schema.safeParse({ shippingOption: 'pickup' }).success).toBe(false);
    expect(schema.safeParse({ shippingOption: 'pickup', pickupLocation: 'IMM_MEL' }).success).toBe(true);
  });
});

describe('prices of a page', () => {
  it('asks once for every article and gives no prices when the call fails', async () => {
    const articleInformation = vi.fn().mockRejectedValue(new StoreApiError(408, []));
    const client = { articleInformation } as unknown as StoreApiClient;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offers = await offersFor(client, [
      { productNumber: 'TS-1', quantity: 1 },
      { productNumber: 'TS-2', quantity: 0.5 },
      { productNumber: 'TS-1', quantity: 1 },
    ]);
    expect(offers).toEqual({});
    expect(articleInformation).toHaveBeenCalledTimes(1);
    expect(articleInformation.mock.calls[0]?.[0]).toEqual({
      articles: [
        { sku: 'TS-1', quantity: 1 },
        { sku: 'TS-2', quantity: 0.5 },
      ],
    });
    error.mockRestore();
  });
});

describe('cart and checkout messages', () => {
  it('exist in Dutch, English and French for every cart, checkout and product text', async () => {
    const [nl, en, fr] = await Promise.all(
      ['nl-NL', 'en-GB', 'fr-FR'].map(
        async (code) => (await import(`../locales/${code}.json`)).default as Record<string, string>,
      ),
    );
    const keys = Object.keys(en!).filter((key) => /^(cart|checkout|product)\./.test(key));
    expect(keys.length).toBeGreaterThan(100);
    for (const catalogue of [nl!, fr!]) {
      expect(keys.filter((key) => !catalogue[key])).toEqual([]);
    }
  });
});
