import type { DeliveryPart } from './delivery-promise.ts';
import { figureLocaleOf, formatDeliveryDays } from './figure-format.ts';

type Language = 'nl' | 'fr' | 'en';

const words: Record<
  Language,
  {
    delivery: string;
    pickup: string;
    undated: string;
    /** Between the days and the lines; French puts a narrow no-break space before the colon. */
    colon: string;
    lines: (positions: string, count: number) => string;
  }
> = {
  nl: {
    delivery: 'Verwachte levering',
    pickup: 'Klaar om af te halen',
    undated: 'zodra de nalevering binnen is',
    colon: ': ',
    lines: (positions, count) => `${count === 1 ? 'regel' : 'regels'} ${positions}`,
  },
  fr: {
    delivery: 'Livraison prévue',
    pickup: 'Prêt à retirer',
    undated: 'dès réception du réapprovisionnement',
    colon: '\u202f: ',
    lines: (positions, count) => `${count === 1 ? 'ligne' : 'lignes'} ${positions}`,
  },
  en: {
    delivery: 'Expected delivery',
    pickup: 'Ready for pickup',
    undated: 'once the backorder is in',
    colon: ': ',
    lines: (positions, count) => `${count === 1 ? 'line' : 'lines'} ${positions}`,
  },
};

const wordsIn = (language: string) => words[figureLocaleOf(language).slice(0, 2) as Language] ?? words.en;

/** The heading of an order's promised days: a delivery is expected, a pickup is ready. */
export function expectedDeliveryLabel(shippingOption: 'delivery' | 'pickup', language: string): string {
  return wordsIn(language)[shippingOption];
}

/**
 * An order's shipments as one line each, in the reader's language: the days alone for a single
 * shipment (`do 3 dec`), with their lines when there are more (`do 3 dec: regels 1, 2`). The same
 * words on the confirmation page, the order page, the mail and the PDF.
 */
export function deliveryPartTexts(parts: readonly DeliveryPart[], language: string): string[] {
  const text = wordsIn(language);
  const days = (part: DeliveryPart) =>
    part.promise ? formatDeliveryDays(part.promise, language) : text.undated;
  if (parts.length === 1) return [days(parts[0]!)];
  return parts.map(
    (part) => `${days(part)}${text.colon}${text.lines(part.positions.join(', '), part.positions.length)}`,
  );
}
