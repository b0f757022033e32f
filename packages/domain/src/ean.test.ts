import { describe, expect, it } from 'vitest';
import { completeEan13, eanCheckDigit, isValidEan } from './ean.ts';

describe('EAN check digits', () => {
  it('computes the GS1 check digit of real EAN-13 codes', () => {
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(eanCheckDigit('541000000000')).toBe(2);
  });

  it('accepts valid EAN-13 and EAN-8 codes', () => {
    expect(isValidEan('4006381333931')).toBe(true);
    expect(isValidEan('96385074')).toBe(true);
  });

  it('rejects a wrong check digit, wrong lengths and non-digits', () => {
    expect(isValidEan('4006381333932')).toBe(false);
    expect(isValidEan('400638133393')).toBe(false);
    expect(isValidEan('40063813339a1')).toBe(false);
  });

  it('completes a 12-digit body into a valid EAN-13', () => {
    const ean = completeEan13('541234500001');
    expect(ean).toHaveLength(13);
    expect(isValidEan(ean)).toBe(true);
    expect(() => completeEan13('12')).toThrow();
  });
});
