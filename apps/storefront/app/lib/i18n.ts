import {
  type Figures,
  fallbackLocaleCode,
  figuresIn,
  type LocaleCode,
  numberFormat,
  storefrontLocales,
} from '@tradeshop/domain';
import { useLocation } from 'react-router';
import type enGB from '../locales/en-GB.json';

export type StorefrontLanguage = (typeof storefrontLocales)[number];
export type MessageKey = keyof typeof enGB;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;
export type Catalogue = Partial<Record<MessageKey, string>>;

/**
 * The messages per language. The server registers every language (i18n.server.ts); a browser gets
 * only the page's language, from the script `catalogueScriptPath` names (written by
 * `catalogueScript`), so that no page ships the texts of the other languages, and no page carries
 * them in its HTML: the browser keeps the script for good.
 */
const catalogues: Partial<Record<LocaleCode, Catalogue>> = {};
const catalogueScripts = new Map<LocaleCode, string>();
const catalogueScriptPaths = new Map<LocaleCode, string>();

export function registerCatalogue(localeCode: LocaleCode, messages: Catalogue) {
  catalogues[localeCode] = messages;
  catalogueScripts.clear();
  catalogueScriptPaths.clear();
}

interface InlinedCatalogue {
  code: LocaleCode;
  messages: Catalogue;
}
const inlinedCatalogueName = '__TRADESHOP_MESSAGES__';
if (typeof window !== 'undefined') {
  const inlined = (window as unknown as Record<string, InlinedCatalogue | undefined>)[inlinedCatalogueName];
  if (inlined) registerCatalogue(inlined.code, inlined.messages);
}

/** The messages of a language with the fallback language's for keys it lacks. */
function messagesOf(localeCode: LocaleCode): Catalogue {
  return { ...catalogues[fallbackLocaleCode], ...catalogues[localeCode] };
}

/**
 * The script that hands the page's messages to the browser (same output on server and client),
 * written once per language: the catalogues do not change while the process runs.
 */
export function catalogueScript(localeCode: LocaleCode): string {
  let script = catalogueScripts.get(localeCode);
  if (!script) {
    const payload: InlinedCatalogue = { code: localeCode, messages: messagesOf(localeCode) };
    script = `window.${inlinedCatalogueName}=${JSON.stringify(payload).replace(/</g, '\\u003c')}`;
    catalogueScripts.set(localeCode, script);
  }
  return script;
}

/** FNV-1a of a text, in base 36: the same on the server and in the browser, without waiting. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The address of a language's message script, named by its content (`/messages/nl-NL.1x2y3z.js`). */
export function catalogueScriptPath(localeCode: LocaleCode): string {
  let path = catalogueScriptPaths.get(localeCode);
  if (!path) {
    path = `/messages/${localeCode}.${contentHash(catalogueScript(localeCode))}.js`;
    catalogueScriptPaths.set(localeCode, path);
  }
  return path;
}

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
function prefixOf(language: StorefrontLanguage): string {
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

/** `{count, plural, one {# product} other {# products}}`: branches by exact number or plural category. */
const pluralBlock =
  /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const pluralBranch = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const pluralRules = new Map<LocaleCode, Intl.PluralRules>();

function pluralRulesOf(localeCode: LocaleCode): Intl.PluralRules {
  const known = pluralRules.get(localeCode);
  if (known) return known;
  const rules = new Intl.PluralRules(localeCode);
  pluralRules.set(localeCode, rules);
  return rules;
}

/**
 * Picks the branch of each plural block for its number: `=1` first, then the language's plural
 * category (French counts 0 as one, Dutch and English as other), then `other`. `#` is the number.
 */
function choosePlurals(message: string, params: Record<string, string | number>, localeCode: LocaleCode) {
  if (!message.includes('plural,')) return message;
  return message.replace(pluralBlock, (whole, name: string, branches: string) => {
    const count = params[name];
    if (typeof count !== 'number') return whole;
    const options = new Map([...branches.matchAll(pluralBranch)].map((match) => [match[1], match[2] ?? '']));
    const chosen =
      options.get(`=${count}`) ??
      options.get(pluralRulesOf(localeCode).select(count)) ??
      options.get('other');
    if (chosen === undefined) return whole;
    return chosen.replace(/#/g, numberFormat(localeCode).format(count));
  });
}

/** A message with its plural blocks chosen and its `{name}` placeholders filled in. */
export function formatMessage(
  message: string,
  params: Record<string, string | number> | undefined,
  localeCode: LocaleCode,
): string {
  if (!params) return message;
  return choosePlurals(message, params, localeCode).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translator(localeCode: LocaleCode): Translate {
  return (key, params) =>
    formatMessage(
      catalogues[localeCode]?.[key] ?? catalogues[fallbackLocaleCode]?.[key] ?? key,
      params,
      localeCode,
    );
}

/** The language of the current URL and its translate function. */
export function useTranslation(): { language: StorefrontLanguage; t: Translate } {
  const language = languageOfPath(useLocation().pathname);
  return { language, t: translator(language.code) };
}

/** The page language's way of writing prices, quantities and dates (one rule, in the domain). */
export function useFigures(): Figures {
  return figuresIn(useTranslation().language.code);
}
