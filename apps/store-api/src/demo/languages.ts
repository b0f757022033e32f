import { catalogueLocaleCodes } from '@tradeshop/domain';
import { demoUuid } from './ids.ts';

/** The catalogue languages; every translated text of the demo data is a `Text4` in this order. */
export const languages = [
  { code: 'nl-NL', name: 'Nederlands', domainPath: '' },
  { code: 'en-GB', name: 'English', domainPath: '/en' },
  { code: 'fr-FR', name: 'Français', domainPath: '/fr' },
  { code: 'de-DE', name: 'Deutsch', domainPath: '/de' },
].map((language) => ({ ...language, id: demoUuid('language', language.code) }));

if (languages.some((language, index) => language.code !== catalogueLocaleCodes[index])) {
  throw new Error('The demo languages must follow the catalogue locales');
}

export type Text4 = readonly [nl: string, en: string, fr: string, de: string];

/** Index of a language in `languages` and in every `Text4`. */
export type LanguageIndex = 0 | 1 | 2 | 3;
export const languageIndexes: readonly LanguageIndex[] = [0, 1, 2, 3];

/** The same text in every language: codes, numbers with units, brand names. */
export function same(text: string): Text4 {
  return [text, text, text, text];
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
