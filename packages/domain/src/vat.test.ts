import { describe, expect, it } from 'vitest';
import { belgianVat, isValidBelgianVat, isValidVatNumber, normalizeVatNumber } from './vat.ts';

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
    expect(isValidVatNumber('NL123456789B01', 'NL')).toBe(true);
    expect(isValidVatNumber('FR40303265045', 'FR')).toBe(true);
    expect(isValidVatNumber('DE 123 456 789', 'DE')).toBe(true);
    expect(isValidVatNumber('ATU12345678', 'AT')).toBe(true);
    expect(isValidVatNumber('LU12345678', 'LU')).toBe(true);
  });

  it('uses EL for Greece', () => {
    expect(isValidVatNumber('EL123456789', 'GR')).toBe(true);
    expect(isValidVatNumber('GR123456789', 'GR')).toBe(false);
  });

  it('rejects another country’s prefix, a wrong format and a Belgian number with a wrong check', () => {
    expect(isValidVatNumber('NL123456789B01', 'BE')).toBe(false);
    expect(isValidVatNumber('NL123456789', 'NL')).toBe(false);
    expect(isValidVatNumber('DE12345678', 'DE')).toBe(false);
    expect(isValidVatNumber('BE0417497107', 'BE')).toBe(false);
    expect(isValidVatNumber('BE 0417.497.106', 'BE')).toBe(true);
  });

  it('accepts letters and digits for a country outside the EU', () => {
    expect(isValidVatNumber('CHE123456789', 'CH')).toBe(true);
    expect(isValidVatNumber('??', 'CH')).toBe(false);
  });

  it('normalizes for storing and comparing', () => {
    expect(normalizeVatNumber('be 0417.497-106')).toBe('BE0417497106');
  });
});
