import { describe, expect, it } from 'vitest';
import { brandLetterAnchor, brandLetterOf, brandsByLetter, isBrandSlug } from './brands';

describe('the brands page letters', () => {
  it('lists a brand under its first letter without accents, and one beginning otherwise under #', () => {
    expect(brandLetterOf('élan')).toBe('E');
    expect(brandLetterOf(' Boltara')).toBe('B');
    expect(brandLetterOf('3M')).toBe('#');
    expect(brandLetterOf('')).toBe('#');
  });

  it('groups brands in name order under their letters, A to Z and # last, leaving out empty letters', () => {
    const groups = brandsByLetter([
      { name: 'Adhexo' },
      { name: 'Ankerdal' },
      { name: '4Tec' },
      { name: 'Élan' },
    ]);
    expect(groups.map((group) => [group.letter, group.brands.map((brand) => brand.name)])).toEqual([
      ['A', ['Adhexo', 'Ankerdal']],
      ['E', ['Élan']],
      ['#', ['4Tec']],
    ]);
    expect(brandLetterAnchor('#')).toBe('brands-other');
    expect(brandLetterAnchor('K')).toBe('brands-K');
  });

  it('takes only slugs the Store API makes', () => {
    expect(isBrandSlug('elan-tools-2')).toBe(true);
    expect(isBrandSlug('Elan')).toBe(false);
    expect(isBrandSlug('-elan')).toBe(false);
    expect(isBrandSlug('elan--tools')).toBe(false);
  });
});
