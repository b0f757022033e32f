import { orderStatuses, orderStatusName, storefrontLocales } from '@tradeshop/domain';
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

describe('plurals', () => {
  it('chooses the plural form of each language for a number', () => {
    expect(translator('en-GB')('listing.resultCount', { count: 1 })).toBe('1 product');
    expect(translator('en-GB')('listing.resultCount', { count: 24 })).toBe('24 products');
    expect(translator('nl-NL')('orders.count', { count: 1 })).toBe('1 bestelling');
    expect(translator('nl-NL')('orders.count', { count: 0 })).toBe('0 bestellingen');
    // French counts zero as singular.
    expect(translator('fr-FR')('orders.count', { count: 0 })).toBe('0 commande');
    expect(translator('fr-FR')('orders.count', { count: 2 })).toBe('2 commandes');
  });

  it('writes the number in the language and fills in the other parameters of a branch', () => {
    expect(translator('nl-NL')('listing.resultCount', { count: 1234 })).toBe('1.234 producten');
    expect(translator('en-GB')('account.screenRight.askLeadBuyer', { count: 1, names: 'Lien Peeters' })).toBe(
      'Ask your lead buyer for it: Lien Peeters.',
    );
    expect(translator('en-GB')('account.screenRight.askLeadBuyer', { count: 2, names: 'An and Bo' })).toBe(
      'Ask one of your lead buyers for it: An and Bo.',
    );
  });

  it('leaves no "(s)" or "(en)" for the reader to sort out', async () => {
    for (const code of ['nl-NL', 'en-GB', 'fr-FR', 'de-DE']) {
      const messages = (await import(`../locales/${code}.json`)).default as Record<string, string>;
      expect(Object.entries(messages).filter(([, text]) => /\w\((s|en|e)\)/.test(text))).toEqual([]);
    }
  });
});

describe('counts', () => {
  /** A number of things followed by their name, outside a plural block: "{count} rijen". */
  const bareCount = /\{(count|seconds|dropped|rows)\}\s+\p{L}/u;
  const pluralBlocks = /\{\w+,\s*plural,(?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*\}/g;

  it('name what they count in the singular for one and the plural for more, in every language', async () => {
    for (const code of ['nl-NL', 'en-GB', 'fr-FR']) {
      const messages = (await import(`../locales/${code}.json`)).default as Record<string, string>;
      const bare = Object.entries(messages).filter(([, text]) =>
        bareCount.test(text.replace(pluralBlocks, '')),
      );
      expect(bare, code).toEqual([]);
    }
  });

  it('read “1 artikel”, “2 artikels”, “1 ligne ajoutée”', () => {
    expect(translator('nl-NL')('orderList.itemCountOf', { count: 1 })).toBe('1 artikel');
    expect(translator('nl-NL')('orderList.itemCountOf', { count: 2 })).toBe('2 artikels');
    expect(translator('en-GB')('quickOrder.added', { count: 1 })).toBe('1 row is in your cart.');
    expect(
      translator('fr-FR')('csvImport.importDone', { added: 1, updated: 2, unchanged: 0, refused: 0 }),
    ).toBe('Import terminé\u202f: 1 ajoutée, 2 modifiées, 0 inchangée, 0 refusée.');
  });
});

describe('one voice', () => {
  it('addresses the Dutch reader formally, with “u”, and calls the cart and the order flow by one Dutch word each', async () => {
    const messages = (await import('../locales/nl-NL.json')).default as Record<string, string>;
    const informal = Object.entries(messages).filter(([, text]) =>
      /\b(je|jij|jou|jouw|jullie)\b/i.test(text),
    );
    expect(informal).toEqual([]);
    expect(
      Object.entries(messages).filter(([, text]) => /winkelwagen|(?<!\{)\bflows?\b(?!\})/i.test(text)),
    ).toEqual([]);
  });
});

describe('French typography', () => {
  it('puts a narrow no-break space before every colon, semicolon, exclamation and question mark', async () => {
    const messages = (await import('../locales/fr-FR.json')).default as Record<string, string>;
    // Not in addresses or times: only a mark that ends a word, followed by a space or the end.
    const wrong = Object.entries(messages).filter(([, text]) => /[^\u202f][:;!?](?=\s|$)/.test(text));
    expect(wrong).toEqual([]);
  });
});

describe('order status names', () => {
  it('are the same in the Store API’s answers as on the storefront’s pages', () => {
    for (const locale of storefrontLocales) {
      const t = translator(locale.code);
      for (const status of orderStatuses) {
        expect(orderStatusName(status, locale.code)).toBe(t(`orders.status.${status}`));
      }
    }
  });
});
