import { describe, expect, it } from 'vitest';
import {
  formatContentPerUnit,
  formatQuantityWithUnit,
  pricePerContentUnit,
  shopUnitCode,
  unitNameIn,
} from './units.ts';

describe('units of measure', () => {
  it.each([
    ['nl-NL', 'stuk', '4.755\u00a0stuks', '1\u00a0pak', '2,5\u00a0m'],
    ['fr-FR', 'pièce', '4\u202f755\u00a0pièces', '1\u00a0paquet', '2,5\u00a0m'],
    ['en-GB', 'piece', '4,755\u00a0pieces', '1\u00a0pack', '2.5\u00a0m'],
  ])(
    'are named in %s for one and for more, beside the quantity in the language’s digits',
    (language, one, many, pack, metres) => {
      expect(unitNameIn(language, 'PCE')).toBe(one);
      expect(formatQuantityWithUnit(4755, 'PCE', language)).toBe(many);
      expect(formatQuantityWithUnit(1, 'PAK', language)).toBe(pack);
      expect(formatQuantityWithUnit(2.5, 'MTR', language)).toBe(metres);
    },
  );

  it('counts 0 and 1.5 as one in French, as more in Dutch and English', () => {
    expect(unitNameIn('fr-FR', 'PCE', 1.5)).toBe('pièce');
    expect(unitNameIn('nl-NL', 'PCE', 1.5)).toBe('stuks');
  });

  it('leave a code without a name as the ERP sent it', () => {
    expect(unitNameIn('en-GB', 'XYZ')).toBe('XYZ');
  });

  it.each([
    ['PCE', 'PCE'],
    ['c62', 'PCE'],
    ['H87', 'PCE'],
    ['PK', 'PAK'],
    [' MTR ', 'MTR'],
    ['XYZ', null],
  ])('take a catalogue’s unit %s as the shop’s %s', (code, shopCode) => {
    expect(shopUnitCode(code)).toBe(shopCode);
  });

  it.each([
    ['nl-NL', 'BX', 100, 'PCE', '1\u00a0doos = 100\u00a0stuks'],
    ['fr-FR', 'BX', 100, 'PCE', '1\u00a0boîte = 100\u00a0pièces'],
    ['en-GB', 'PAK', 12, 'PCE', '1\u00a0pack = 12\u00a0pieces'],
    ['nl-NL', 'RO', 25, 'MTR', '1\u00a0rol = 25\u00a0m'],
  ])('say in %s what one %s holds: %s %s', (language, orderUnit, perUnit, unit, text) => {
    expect(formatContentPerUnit({ perUnit, unit }, orderUnit, language)).toBe(text);
  });

  it('price one piece of a box to four decimals', () => {
    expect(pricePerContentUnit(12.1, 100)).toBe(0.121);
    expect(pricePerContentUnit(6.95, 12)).toBe(0.5792);
  });
});
