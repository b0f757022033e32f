import type { LocaleCode } from './locales.ts';

type StorefrontLocaleCode = Exclude<LocaleCode, 'de-DE'>;

/**
 * The legal pages' addresses in each storefront language (without their language prefix), and the
 * specification's German addresses they had before, which lead to them (301). The footer links here;
 * the distributor's staff may move the pages, and the old addresses then follow too.
 */
export const legalPages = {
  terms: {
    paths: {
      'nl-NL': 'algemene-voorwaarden',
      'en-GB': 'terms-and-conditions',
      'fr-FR': 'conditions-generales',
    } satisfies Record<StorefrontLocaleCode, string>,
    formerPath: 'agb',
  },
  privacy: {
    paths: {
      'nl-NL': 'privacyverklaring',
      'en-GB': 'privacy-statement',
      'fr-FR': 'declaration-de-confidentialite',
    } satisfies Record<StorefrontLocaleCode, string>,
    formerPath: 'datenschutz',
  },
} as const;
