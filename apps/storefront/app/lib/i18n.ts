import { fallbackLocaleCode, type LocaleCode, storefrontLocales } from '@tradeshop/domain';
import { useLocation } from 'react-router';
import deDE from '../locales/de-DE.json';
import enGB from '../locales/en-GB.json';
import frFR from '../locales/fr-FR.json';
import nlNL from '../locales/nl-NL.json';

export type StorefrontLanguage = (typeof storefrontLocales)[number];
export type MessageKey = keyof typeof enGB;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const catalogues: Record<LocaleCode, Partial<Record<MessageKey, string>>> = {
  'nl-NL': nlNL,
  'en-GB': enGB,
  'fr-FR': frFR,
  'de-DE': deDE,
};

/** The same page in each storefront language, as paths with their prefix. */
export type Alternates = Partial<Record<LocaleCode, string>>;

const defaultLanguage: StorefrontLanguage = storefrontLocales[0];

/** The language a path is in: its first segment when that is a known prefix, else Dutch. */
export function languageOfPath(pathname: string): StorefrontLanguage {
  const first = pathname.split('/')[1] ?? '';
  return (
    storefrontLocales.find((language) => language.pathPrefix && language.pathPrefix === first) ??
    defaultLanguage
  );
}

/** `''` for Dutch, `/en` and `/fr` otherwise. */
export function prefixOf(language: StorefrontLanguage): string {
  return language.pathPrefix ? `/${language.pathPrefix}` : '';
}

/** A storefront path in a language: `localizedPath(en, '/search')` is `/en/search`. */
export function localizedPath(language: StorefrontLanguage, path: string): string {
  const prefix = prefixOf(language);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The path without its language prefix, always starting with a slash. */
export function unprefixedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (!language.pathPrefix) return pathname || '/';
  return pathname.slice(language.pathPrefix.length + 1) || '/';
}

/** A page whose path is the same in every language, such as the home page. */
export function alternatesOfPath(path: string): Alternates {
  return Object.fromEntries(
    storefrontLocales.map((language) => [language.code, localizedPath(language, path)]),
  );
}

/** A first path segment that names a language (`de`, `xx`, `de-DE`) the storefront has no route for. */
export function isUnknownLanguageSegment(segment: string): boolean {
  return /^[a-z]{2}(-[a-z]{2})?$/i.test(segment) && !storefrontLocales.some((l) => l.pathPrefix === segment);
}

const translators = new Map<LocaleCode, Translate>();

export function translator(localeCode: LocaleCode): Translate {
  const known = translators.get(localeCode);
  if (known) return known;
  const catalogue = catalogues[localeCode];
  const fallback = catalogues[fallbackLocaleCode];
  const translate: Translate = (key, params) => {
    const message = catalogue[key] ?? fallback[key] ?? key;
    if (!params) return message;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
  translators.set(localeCode, translate);
  return translate;
}

/** The language of the current URL and its translate function. */
export function useTranslation(): { language: StorefrontLanguage; t: Translate } {
  const language = languageOfPath(useLocation().pathname);
  return { language, t: translator(language.code) };
}
