import { describe, expect, it } from 'vitest';
import { formatMeasurement } from './features.ts';

describe('a feature’s figures', () => {
  it.each([
    ['nl-NL', 12.5, null, 'mm', '12,5\u00a0mm'],
    ['fr-FR', 12.5, null, 'mm', '12,5\u00a0mm'],
    ['en-GB', 12.5, null, 'mm', '12.5\u00a0mm'],
    ['nl-NL', 0.125, null, 'mm', '0,125\u00a0mm'],
    ['nl-NL', 1500, null, 'W', '1.500\u00a0W'],
    ['fr-FR', 1500, null, 'W', '1\u202f500\u00a0W'],
    ['en-GB', 0.75, 2.5, 'mm²', '0.75–2.5\u00a0mm²'],
    ['nl-NL', 3, 3, null, '3'],
    ['de-DE', 230, null, 'V', '230\u00a0V'],
  ])('read in %s: %s up to %s %s as %s', (language, value, upTo, unit, shown) => {
    expect(formatMeasurement(value, upTo, unit, language)).toBe(shown);
  });
});
