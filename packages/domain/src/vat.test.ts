import { describe, expect, it } from 'vitest';
import { belgianVat, isValidBelgianVat } from './vat.ts';

describe('Belgian VAT numbers', () => {
  it('accepts numbers whose last two digits are 97 minus the first eight modulo 97', () => {
    expect(isValidBelgianVat('BE0417497106')).toBe(true);
    expect(isValidBelgianVat('be 0417.497.106')).toBe(true);
  });

  it('rejects a wrong check, a wrong length and another country', () => {
    expect(isValidBelgianVat('BE0417497107')).toBe(false);
    expect(isValidBelgianVat('BE041749710')).toBe(false);
    expect(isValidBelgianVat('NL0417497106')).toBe(false);
    expect(isValidBelgianVat('BE2417497106')).toBe(false);
  });

  it('adds the check digits to a base', () => {
    expect(belgianVat('04174971')).toBe('BE0417497106');
    expect(isValidBelgianVat(belgianVat('01234567'))).toBe(true);
  });
});
