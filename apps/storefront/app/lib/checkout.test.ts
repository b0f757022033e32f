import type { StoreApiClient } from '@tradeshop/api-client';
import { StoreApiError } from '@tradeshop/api-client';
import { cartErrorCodes, cartErrorLevels, errorCodes, storefrontLocales } from '@tradeshop/domain';
import { describe, expect, it, vi } from 'vitest';
import { analyticsCategories } from './analytics';
import { cartErrorMessage, rejectionOf } from './cart-errors';
import { checkoutFormSchema, costPostFieldErrorsOf, lineCostPostsOf } from './checkout-form';
import { translator } from './i18n';
import './i18n.server';
import { offersFor } from './offers.server';

describe('cart answers', () => {
  const error = (messageKey: string, level: keyof typeof cartErrorLevels) => ({
    code: 0,
    key: messageKey,
    level: cartErrorLevels[level],
    message: messageKey,
    messageKey,
    parameters: {},
  });

  it('rejects an add only for errors off the ignore list', () => {
    expect(rejectionOf([error('dexis-cart-underMinimumValue', 'error')])).toBeNull();
    expect(rejectionOf([error('product-out-of-stock', 'warning')])).toBeNull();
    expect(rejectionOf([error('product-out-of-stock', 'error')])?.messageKey).toBe('product-out-of-stock');
  });

  it('says each of the cart’s own problems, by its messageKey, in Dutch, French and English', () => {
    const messageKeys = [
      cartErrorCodes.productNotFound,
      cartErrorCodes.productOutOfStock,
      cartErrorCodes.invalidQuantity,
      cartErrorCodes.underMinimumValue,
      cartErrorCodes.underCreditLimit,
      cartErrorCodes.offerNoLongerHolds,
    ];
    for (const language of storefrontLocales) {
      const t = translator(language.code);
      for (const messageKey of messageKeys)
        expect(cartErrorMessage(messageKey, t, 'server text')).not.toBe('server text');
    }
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

  it('reads the form’s text as the order request: blank fields are not given, the total is a number', () => {
    const parsed = schema.parse({
      addressId: ' ',
      orderReference: '  PO-4711 ',
      remark: '',
      deliveryDate: '',
      expectedTotal: '43.88',
    });
    expect(parsed).toEqual({
      shippingOption: 'delivery',
      shippingMethod: 'together',
      paymentMethod: 'invoice',
      orderReference: 'PO-4711',
      expectedTotal: 43.88,
      lineCostPosts: [],
    });
    expect(schema.parse({ expectedTotal: 'veel' }).expectedTotal).toBeUndefined();
  });

  it('reads the cost post of the order and of the lines charged elsewhere', () => {
    const [line, other, post] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const form = new FormData();
    form.set('costPostId', post);
    form.set(`lineCostPost.${line}`, post);
    form.set(`lineCostPost.${other}`, '');
    const lineCostPosts = lineCostPostsOf(form);
    expect(lineCostPosts).toEqual([{ lineId: line, costPostId: post }]);
    expect(schema.parse({ costPostId: ` ${post} `, lineCostPosts })).toMatchObject({
      costPostId: post,
      lineCostPosts,
    });
    expect(schema.parse({ costPostId: '' }).costPostId).toBeUndefined();
    expect(schema.safeParse({ costPostId: 'geen' }).success).toBe(false);
  });

  it('shows a refused cost post at its field: the order’s, or the line it was chosen for', () => {
    const lines = [{ lineId: 'line-a' }, { lineId: 'line-b' }];
    const refused = (code: string, paths: string[]) =>
      new StoreApiError(400, [
        {
          status: '400',
          code,
          title: '',
          detail: '',
          meta: { parameters: {} },
          violations: paths.map((propertyPath) => ({ propertyPath, type: code, title: '' })),
        },
      ]);
    expect(
      costPostFieldErrorsOf(
        refused(errorCodes.costPostNotFound, ['/costPostId', '/lineCostPosts/1/costPostId']),
        'gone',
        lines,
      ),
    ).toEqual({ costPostId: 'gone', 'lineCostPost.line-b': 'gone' });
    expect(costPostFieldErrorsOf(refused(errorCodes.costPostRequired, []), 'choose', lines)).toEqual({
      costPostId: 'choose',
    });
    expect(costPostFieldErrorsOf(refused(errorCodes.addressNotFound, []), 'other', lines)).toEqual({});
  });

  it('keeps the order request’s limits', () => {
    expect(schema.safeParse({ orderReference: 'x'.repeat(50) }).success).toBe(true);
    expect(schema.safeParse({ orderReference: 'x'.repeat(51) }).success).toBe(false);
    expect(schema.safeParse({ remark: 'x'.repeat(1001) }).success).toBe(false);
    expect(schema.safeParse({ paymentMethod: 'cash' }).success).toBe(false);
    expect(schema.safeParse({ addressId: 'not-an-address' }).success).toBe(false);
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
