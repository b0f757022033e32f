import { storefrontLocales } from '@tradeshop/domain';
import './i18n.server';
import { describe, expect, it } from 'vitest';
import { isUnknownLanguageSegment, languageOfPath, localizedPath, translator, unprefixedPath } from './i18n';

const [dutch, english, french] = storefrontLocales;

describe('storefront languages in the path', () => {
  it('reads Dutch without a prefix and English and French from /en and /fr', () => {
    expect(languageOfPath('/bevestigingsmateriaal/bouten').code).toBe('nl-NL');
    expect(languageOfPath('/en/search').code).toBe('en-GB');
    expect(languageOfPath('/fr').code).toBe('fr-FR');
    expect(languageOfPath('/english-page').code).toBe('nl-NL');
  });

  it('adds and removes the prefix of a language', () => {
    expect(localizedPath(dutch, '/search')).toBe('/search');
    expect(localizedPath(english, '/search')).toBe('/en/search');
    expect(localizedPath(french, '/')).toBe('/fr');
    expect(unprefixedPath('/fr/outillage/perceuses')).toBe('/outillage/perceuses');
    expect(unprefixedPath('/en')).toBe('/');
  });

  it('treats a first segment that looks like another language as unknown', () => {
    expect(isUnknownLanguageSegment('de')).toBe(true);
    expect(isUnknownLanguageSegment('de-DE')).toBe(true);
    expect(isUnknownLanguageSegment('xx')).toBe(true);
    expect(isUnknownLanguageSegment('en')).toBe(false);
    expect(isUnknownLanguageSegment('gereedschap')).toBe(false);
  });
});

describe('message catalogues', () => {
  it('translates into each language and fills in parameters', () => {
    const inEnglish = translator('en-GB');
    const inFrench = translator('fr-FR');
    expect(inEnglish('error.notFound')).toBe('This page could not be found');
    expect(inFrench('error.notFound')).not.toBe(inEnglish('error.notFound'));
    expect(inEnglish('search.title', { query: 'bolt' })).toBe('Search results for “bolt”');
  });
});
