import { type Figures, figuresIn, type LocaleCode } from '@tradeshop/domain';
import { useRouteLoaderData } from 'react-router';
import en from '../../locales/admin/en.json';
import fr from '../../locales/admin/fr.json';
import nl from '../../locales/admin/nl.json';
import { formatMessage } from '../i18n';

/**
 * The back-office's own messages, apart from the shop's: they come with the back-office's pages
 * alone, all three languages in its chunk, so that no shop page carries them.
 */
const catalogues = { nl, fr, en } satisfies Record<string, Partial<typeof en>>;
export type StaffLanguage = keyof typeof catalogues;
export type AdminMessageKey = keyof typeof en;
export type AdminTranslate = (key: AdminMessageKey, params?: Record<string, string | number>) => string;

export const staffLanguages = Object.keys(catalogues) as StaffLanguage[];

const locales: Record<StaffLanguage, { code: LocaleCode; htmlLang: string; name: string }> = {
  nl: { code: 'nl-NL', htmlLang: 'nl-BE', name: 'Nederlands' },
  fr: { code: 'fr-FR', htmlLang: 'fr-BE', name: 'Français' },
  en: { code: 'en-GB', htmlLang: 'en', name: 'English' },
};
export const staffLocaleOf = (language: StaffLanguage) => locales[language];

/** The first back-office language named in `?lang=` or an Accept-Language header; Dutch by default. */
export function staffLanguageOf(asked: string | null): StaffLanguage {
  const named = (asked ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((code): code is StaffLanguage => code in catalogues);
  return named ?? 'nl';
}

export function adminTranslator(language: StaffLanguage): AdminTranslate {
  const messages: Partial<Record<AdminMessageKey, string>> = catalogues[language];
  return (key, params) => formatMessage(messages[key] ?? en[key] ?? key, params, locales[language].code);
}

/** The back-office's language (as its layout's loader found it), its messages and its way of writing figures. */
export function useAdminTranslation(): { language: StaffLanguage; t: AdminTranslate; figures: Figures } {
  const language = useRouteLoaderData<{ language: StaffLanguage }>('admin')?.language ?? 'nl';
  return { language, t: adminTranslator(language), figures: figuresIn(locales[language].code) };
}
