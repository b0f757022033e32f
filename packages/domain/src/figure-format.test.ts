import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDeliveryDays,
  formatLongDay,
  formatMoment,
  formatNetPrice,
  formatNumber,
  formatPrice,
  formatTimeOfDay,
} from './figure-format.ts';

/** Intl writes a no-break space (U+00A0), French groups with a narrow one (U+202F), spans with thin ones (U+2009). */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('figures in each language', () => {
  it.each([
    // language, list price 2.016, net 2957.06, quantity 4755, quantity 1250.5, day, written day, moment
    ['nl-NL', '€ 2,016', '€ 2.957,06', '4.755', '1.250,5', '27/11/2026', '30 juni 2026', '27/11/2026 00:05'],
    ['fr-FR', '2,016 €', '2 957,06 €', '4 755', '1 250,5', '27/11/2026', '30 juin 2026', '27/11/2026 00:05'],
    ['en-GB', '€2.016', '€2,957.06', '4,755', '1,250.5', '27/11/2026', '30 June 2026', '27/11/2026 00:05'],
  ])(
    '%s writes prices, quantities, dates and moments (on Brussels time) in one system',
    (language, list, net, whole, part, day, long, moment) => {
      expect(plain(formatPrice(2.016, language))).toBe(list);
      expect(plain(formatNetPrice(2957.06, language))).toBe(net);
      expect(plain(formatNumber(4755, language))).toBe(whole);
      expect(plain(formatNumber(1250.5, language))).toBe(part);
      expect(formatDay('2026-11-27', language)).toBe(day);
      expect(formatLongDay('2026-06-30', language)).toBe(long);
      expect(formatMoment('2026-11-26T23:05:00Z', language)).toBe(moment);
      expect(formatTimeOfDay('2026-06-30T12:05:00Z', language)).toBe('14:05');
    },
  );

  it.each([
    // language, one day, two days in a month, days across months
    ['nl-NL', 'do 3 dec', 'do 3 – vr 4 dec', 'ma 30 nov – wo 2 dec'],
    ['fr-FR', 'jeu. 3 déc.', 'jeu. 3 – ven. 4 déc.', 'lun. 30 nov. – mer. 2 déc.'],
    ['en-GB', 'Thu 3 Dec', 'Thu 3 – Fri 4 Dec', 'Mon 30 Nov – Wed 2 Dec'],
  ])('%s writes a promised delivery as one day or a span of days', (language, one, span, across) => {
    const days = (earliest: string, latest: string) =>
      plain(formatDeliveryDays({ earliest, latest }, language));
    expect(days('2026-12-03', '2026-12-03')).toBe(one);
    expect(days('2026-12-03', '2026-12-04')).toBe(span);
    expect(days('2026-11-30', '2026-12-02')).toBe(across);
  });

  it('chooses the rule by the language alone, whatever the region of its code', () => {
    expect(formatNetPrice(1234.5, 'nl')).toBe(formatNetPrice(1234.5, 'nl-NL'));
    expect(formatNetPrice(1234.5, 'fr-BE')).toBe(formatNetPrice(1234.5, 'fr-FR'));
    expect(formatNetPrice(1234.5, 'xx')).toBe(formatNetPrice(1234.5, 'en-GB'));
  });

  it('never splits an amount from its euro sign', () => {
    expect(formatNetPrice(7, 'nl-NL')).toBe('€\u00a07,00');
    expect(formatNetPrice(1234, 'fr-FR')).toBe('1\u202f234,00\u00a0€');
  });

  it('shows list prices with three decimals and net prices with two', () => {
    expect(plain(formatPrice(0.065, 'nl-NL'))).toBe('€ 0,065');
    expect(plain(formatNetPrice(12.345, 'nl-NL'))).toBe('€ 12,35');
    expect(plain(formatPrice(1234567.8, 'en-GB'))).toBe('€1,234,567.800');
  });

  it('rounds half up although the binary float lies just below', () => {
    expect(plain(formatPrice(1.2345, 'nl-NL'))).toBe('€ 1,235');
    expect(plain(formatNetPrice(1.005, 'en-GB'))).toBe('€1.01');
  });

  it('keeps the sign of negative amounts and drops it for a rounded zero', () => {
    expect(plain(formatNetPrice(-3.5, 'nl-NL'))).toBe('€ -3,50');
    expect(plain(formatNetPrice(-3.5, 'en-GB'))).toBe('-€3.50');
    expect(plain(formatNetPrice(-0.001, 'fr-FR'))).toBe('0,00 €');
  });
});
