import { describe, expect, it } from 'vitest';
import { deliveryPartTexts, expectedDeliveryLabel } from './delivery-words.ts';

const plain = (texts: string[]) => texts.map((text) => text.replace(/[\u00a0\u202f\u2009]/g, ' '));
const thursday = { earliest: '2026-12-03', latest: '2026-12-03' };
const parts = [
  { promise: thursday, positions: [1, 2] },
  { promise: null, positions: [3] },
];

describe('the words of an order’s promised days', () => {
  it.each([
    [
      'nl-NL',
      'Verwachte levering',
      'do 3 dec',
      ['do 3 dec: regels 1, 2', 'zodra de nalevering binnen is: regel 3'],
    ],
    [
      'fr-FR',
      'Livraison prévue',
      'jeu. 3 déc.',
      ['jeu. 3 déc. : lignes 1, 2', 'dès réception du réapprovisionnement : ligne 3'],
    ],
    [
      'en-GB',
      'Expected delivery',
      'Thu 3 Dec',
      ['Thu 3 Dec: lines 1, 2', 'once the backorder is in: line 3'],
    ],
  ])('%s names one shipment by its days and several with their lines', (language, label, one, several) => {
    expect(expectedDeliveryLabel('delivery', language)).toBe(label);
    expect(plain(deliveryPartTexts([{ promise: thursday, positions: [1, 2, 3] }], language))).toEqual([one]);
    expect(plain(deliveryPartTexts(parts, language))).toEqual(several);
  });

  it('says when a pickup is ready rather than delivered', () => {
    expect(expectedDeliveryLabel('pickup', 'nl')).toBe('Klaar om af te halen');
  });
});
