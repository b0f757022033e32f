import { storefrontLocales } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { languageIds } from '../test/store-api';
import { brandPageLinks } from './brand-view.server';

const french = storefrontLocales.find((language) => language.code === 'fr-FR')!;
const brand = {
  slug: 'boltara-fr',
  slugs: {
    [languageIds['nl-NL']]: 'boltara',
    [languageIds['fr-FR']]: 'boltara-fr',
    [languageIds['en-GB']]: 'boltara-tools',
  },
  canonical: null as string | null,
};
const links = (shown: Partial<typeof brand>, page = 1) =>
  brandPageLinks({ ...brand, ...shown }, { language: french, languageIds, origin: 'http://shop.test', page });

describe('a brand page’s links', () => {
  it('names each language’s alternate with that language’s slug', () => {
    expect(links({}).alternates).toEqual({
      'nl-NL': '/brands/boltara',
      'fr-FR': '/fr/brands/boltara-fr',
      'en-GB': '/en/brands/boltara-tools',
    });
  });

  it('takes the page’s own slug for a language the Store API names none in', () => {
    expect(links({ slugs: {} }).alternates['en-GB']).toBe('/en/brands/boltara-fr');
  });

  it('is its own canonical address, with its number on later pages, unless the back-office set one', () => {
    expect(links({}).canonical).toBe('http://shop.test/fr/brands/boltara-fr');
    expect(links({}, 3).canonical).toBe('http://shop.test/fr/brands/boltara-fr?p=3');
    expect(links({ canonical: '/fr/marques/boltara' }).canonical).toBe('http://shop.test/fr/marques/boltara');
    expect(links({ canonical: 'https://boltara.example.com/' }).canonical).toBe(
      'https://boltara.example.com/',
    );
    expect(links({ canonical: 'https://boltara.example.com/' }, 2).canonical).toBe(
      'http://shop.test/fr/brands/boltara-fr?p=2',
    );
  });
});
