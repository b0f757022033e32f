import { describe, expect, it } from 'vitest';
import {
  belgianVat,
  checkDigitsHold,
  isValidBelgianVat,
  isValidVatNumber,
  normalizeVatNumber,
} from './vat.ts';

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

describe('EU VAT numbers', () => {
  it('checks the format of the company country, with its prefix', () => {
    expect(isValidVatNumber('NL004495445B01', 'NL')).toBe(true);
    expect(isValidVatNumber('FR40303265045', 'FR')).toBe(true);
    expect(isValidVatNumber('DE 136 695 976', 'DE')).toBe(true);
    expect(isValidVatNumber('ATU12345678', 'AT')).toBe(true);
    expect(isValidVatNumber('LU26375245', 'LU')).toBe(true);
  });

  it('uses EL for Greece', () => {
    expect(isValidVatNumber('EL123456789', 'GR')).toBe(true);
    expect(isValidVatNumber('GR123456789', 'GR')).toBe(false);
  });

  it('rejects another country’s prefix, a wrong format and a Belgian number with a wrong check', () => {
    expect(isValidVatNumber('NL004495445B01', 'BE')).toBe(false);
    expect(isValidVatNumber('NL123456789', 'NL')).toBe(false);
    expect(isValidVatNumber('DE12345678', 'DE')).toBe(false);
    expect(isValidVatNumber('BE0417497107', 'BE')).toBe(false);
    expect(isValidVatNumber('BE 0417.497.106', 'BE')).toBe(true);
  });

  it.each([
    ['NL004495445B01', true, 'the Dutch eleven-test'],
    ['NL004495446B01', false, 'the Dutch eleven-test, last digit one off'],
    ['NL000099998B57', true, 'a Dutch sole proprietor’s number, 1 modulo 97'],
    ['NL004495445B00', false, 'a Dutch number ending in B00'],
    ['FR40303265045', true, 'the French key of the SIREN'],
    ['FR41303265045', false, 'a French key one off'],
    ['FRXX303265045', true, 'a French key with letters, which has no public rule'],
    ['DE136695976', true, 'the German ISO 7064 MOD 11,10'],
    ['DE136695975', false, 'a German check digit one off'],
    ['DE036695976', false, 'a German number starting with 0'],
    ['LU26375245', true, 'Luxembourg’s first six digits modulo 89'],
    ['LU26375246', false, 'a Luxembourg check one off'],
    ['BE0417497106', true, 'the Belgian 97 minus modulo 97'],
    ['BE0417497107', false, 'a Belgian check one off'],
  ])('checks the digits of %s (%s: %s)', (number, valid, _rule) => {
    expect(checkDigitsHold(number)).toBe(valid);
    expect(isValidVatNumber(number, number.slice(0, 2))).toBe(valid);
  });

  it('accepts letters and digits for a country outside the EU', () => {
    expect(isValidVatNumber('CHE123456789', 'CH')).toBe(true);
    expect(isValidVatNumber('??', 'CH')).toBe(false);
  });

  it('normalizes for storing and comparing', () => {
    expect(normalizeVatNumber('be 0417.497-106')).toBe('BE0417497106');
  });
});
