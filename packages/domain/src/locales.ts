/**
 * The storefront languages. Dutch is the default and has no path prefix. `code` is the language's
 * code in the catalogue (Shopware's); `htmlLang` what pages and search engines are told: the Dutch
 * and French of Belgium, and English for every reader of it.
 */
export const storefrontLocales = [
  { code: 'nl-NL', htmlLang: 'nl-BE', pathPrefix: '', searchLocale: 'nl', label: 'NL', name: 'Nederlands' },
  { code: 'en-GB', htmlLang: 'en', pathPrefix: 'en', searchLocale: 'en', label: 'EN', name: 'English' },
  { code: 'fr-FR', htmlLang: 'fr-BE', pathPrefix: 'fr', searchLocale: 'fr', label: 'FR', name: 'Français' },
] as const;

/** Locales whose catalogue texts are loaded; German has a domain entry but no storefront route yet. */
export const catalogueLocaleCodes = ['nl-NL', 'en-GB', 'fr-FR', 'de-DE'] as const;
export type LocaleCode = (typeof catalogueLocaleCodes)[number];

export const fallbackLocaleCode: LocaleCode = 'en-GB';

/** The languages the search reads texts in (see search-words.ts). */
export const searchLocales = ['nl', 'en', 'fr', 'de'] as const;
export type SearchLocale = (typeof searchLocales)[number];

export function searchLocaleOf(localeCode: string): SearchLocale {
  const short = localeCode.slice(0, 2).toLowerCase();
  return (searchLocales as readonly string[]).includes(short) ? (short as SearchLocale) : 'en';
}
