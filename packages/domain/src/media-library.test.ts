import { describe, expect, it } from 'vitest';
import { libraryFileName, missingAltLanguages, webpCopyPath } from './media-library.ts';

const id = '0f3a9c1e-5b7d-4e2a-9c1e-5b7d4e2a9c1e';

describe('the media library', () => {
  it.each([
    [{ nl: 'Boor', fr: 'Foret', en: 'Drill' }, []],
    [{ nl: 'Boor', fr: '  ', en: 'Drill' }, ['fr']],
    [{ nl: 'Boor' }, ['fr', 'en']],
    [{ nl: null, fr: null, en: null }, ['nl', 'fr', 'en']],
  ])('with the alternative texts %j still misses %j', (alts, missing) => {
    expect(missingAltLanguages(alts)).toEqual(missing);
  });

  it.each([
    ['Boormachine Pro.JPG', 'image/jpeg', 'boormachine-pro-0f3a9c1e.jpg'],
    ['logo.png', 'image/svg+xml', 'logo-0f3a9c1e.svg'],
    ['Één foto.webp', 'image/webp', 'een-foto-0f3a9c1e.webp'],
    ['???.png', 'image/png', 'picture-0f3a9c1e.png'],
  ] as const)('stores %s of type %s as %s', (name, type, stored) => {
    expect(libraryFileName(name, id, type)).toBe(stored);
  });

  it.each([
    ['library/a.jpg', 'image/jpeg', 'library/a.jpg.webp'],
    ['library/a.png', 'image/png', 'library/a.png.webp'],
    ['library/a.webp', 'image/webp', 'library/a.webp'],
    ['library/a.svg', 'image/svg+xml', null],
  ])('keeps the WebP copy of %s (%s) at %s', (path, type, copy) => {
    expect(webpCopyPath(path, type)).toBe(copy);
  });
});
