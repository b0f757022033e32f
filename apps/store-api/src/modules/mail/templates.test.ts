import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './templates.ts';

const order = {
  orderNumber: '10000007',
  deliveryDate: '2026-12-03',
  shippingOption: 'delivery' as const,
  deliveryParts: [{ promise: { earliest: '2026-12-01', latest: '2026-12-02' }, positions: [1] }],
  orderReference: null,
  costCenter: null,
  amountNet: 2957.06,
  amountTotal: 3578.04,
  vatTreatment: { kind: 'domestic' as const },
  lineItems: [
    {
      position: 1,
      costPost: null,
      productNumber: 'TS-100001',
      customerSku: null,
      label: 'Zeskantbout M8 x 40',
      quantity: 4755,
      uom: 'PCE',
      totalPrice: 2957.06,
    },
  ],
};

/** Intl writes a no-break space (U+00A0) and French groups with a narrow one (U+202F). */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('mail figures', () => {
  it.each([
    [
      'nl-NL',
      '4.755 stuks',
      '€ 2.957,06',
      '€ 3.578,04',
      '3 december 2026',
      'Verwachte levering: di 1 – wo 2 dec.',
    ],
    [
      'fr-FR',
      '4 755 pièces',
      '2 957,06 €',
      '3 578,04 €',
      '3 décembre 2026',
      'Livraison prévue : mar. 1 – mer. 2 déc.',
    ],
    [
      'en-GB',
      '4,755 pieces',
      '€2,957.06',
      '€3,578.04',
      '3 December 2026',
      'Expected delivery: Tue 1 – Wed 2 Dec.',
    ],
  ])(
    'the order confirmation in %s writes quantities with their unit, amounts and the dates as the screens do',
    (locale, quantity, net, total, day, promised) => {
      const text = plain(
        orderConfirmationMail(locale, { name: 'An', url: 'https://shop.example', order }).text,
      );
      expect(text).toContain(quantity);
      expect(text).toContain(net);
      expect(text).toContain(total);
      expect(text).toContain(day);
      expect(text).toContain(promised);
    },
  );

  it.each([
    ['nl-NL', 'Vrijgestelde intracommunautaire levering, art. 39bis'],
    ['fr-FR', 'Livraison intracommunautaire exemptée, art. 39bis'],
    ['en-GB', 'Exempt intra-Community supply, art. 39bis'],
  ])('the confirmation of an intra-community supply in %s carries the legal mention', (locale, mention) => {
    const exempt = {
      ...order,
      amountTotal: order.amountNet,
      vatTreatment: { kind: 'intra-community' as const },
    };
    expect(
      orderConfirmationMail(locale, { name: 'An', url: 'https://shop.example', order: exempt }).text,
    ).toContain(mention);
    expect(
      orderConfirmationMail(locale, { name: 'An', url: 'https://shop.example', order }).text,
    ).not.toContain('art. 39');
  });
});
