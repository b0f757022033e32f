import { describe, expect, it } from 'vitest';
import { fileSizeText, filesCatalogRequestOf, filesFiltersOf, narrowsFiles } from './files-catalog';

const ids = { 'nl-NL': 'id-nl', 'fr-FR': 'id-fr', 'en-GB': 'id-en' };

describe('the downloads page address', () => {
  it('reads the term, the known kinds and the language, and the page', () => {
    const filters = filesFiltersOf(
      new URLSearchParams('q=+ladder+&kind=manual&kind=brochure&kind=manual&language=fr-FR&page=3'),
      'nl-NL',
    );
    expect(filters).toEqual({ term: 'ladder', kinds: ['manual'], language: 'fr-FR', page: 3 });
    expect(filesCatalogRequestOf(filters, ids)).toEqual({
      term: 'ladder',
      kinds: ['manual'],
      languages: ['id-fr'],
      page: 3,
    });
  });

  it('shows the files of the page’s language by default, and every language on request', () => {
    const plain = filesFiltersOf(new URLSearchParams('language=xx&page=-1'), 'en-GB');
    expect(plain).toEqual({ term: '', kinds: [], language: 'en-GB', page: 1 });
    expect(filesCatalogRequestOf(plain, ids)).toEqual({ languages: ['id-en'], page: 1 });
    expect(narrowsFiles(plain, 'en-GB')).toBe(false);
    const all = filesFiltersOf(new URLSearchParams('language=all'), 'en-GB');
    expect(filesCatalogRequestOf(all, ids)).toEqual({ languages: 'all', page: 1 });
    expect(narrowsFiles(all, 'en-GB')).toBe(true);
    expect(
      filesCatalogRequestOf(filesFiltersOf(new URLSearchParams('language=de-DE'), 'nl-NL'), ids),
    ).toBeNull();
  });

  it('writes file sizes in kB and MB', () => {
    expect(fileSizeText(2_400, 'en-GB')).toBe('2\u00a0kB');
    expect(fileSizeText(2_450_000, 'fr-FR')).toBe('2,5\u00a0MB');
    expect(fileSizeText(80, 'nl-NL')).toBe('1\u00a0kB');
  });
});
