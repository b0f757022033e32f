import { describe, expect, it } from 'vitest';
import { formatMeasurement, meetsMeasurementFilter } from './features.ts';

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

describe('a from–to filter on figures', () => {
  it.each([
    [16, 16, 10, 20, true],
    [16, 16, 16, 16, true],
    [16, 16, 17, null, false],
    [16, 16, null, 15.9, false],
    [16, 16, null, null, true],
    [-20, 40, 35, null, true],
    [-20, 40, null, -25, false],
    [5, 40, 41, 60, false],
    [5, 40, 0, 5, true],
  ])('an article of %s to %s passes a filter of %s to %s: %s', (low, high, min, max, passes) => {
    expect(meetsMeasurementFilter(low, high, min, max)).toBe(passes);
  });
});
