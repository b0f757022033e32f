import { type LocaleCode, storefrontLocales } from '@tradeshop/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { type Alternates, localizedPath, unprefixedPath, useTranslation } from '../../lib/i18n';
import { Chevron } from './NavItemLink';
import { useDismiss } from './useDismiss';

function hasAlternates(data: unknown): data is { alternates: Alternates } {
  return typeof data === 'object' && data !== null && 'alternates' in data;
}

/** The equivalent page of the current URL per language: the page's own seo paths when it has them. */
function useAlternates(): Alternates {
  const location = useLocation();
  const matches = useMatches();
  const fromPage = matches.map((match) => match.loaderData).findLast(hasAlternates)?.alternates;
  const alternates: Alternates = {};
  for (const language of storefrontLocales) {
    alternates[language.code] =
      fromPage?.[language.code] ??
      `${localizedPath(language, unprefixedPath(location.pathname))}${location.search}`;
  }
  return alternates;
}

function LanguageLinks({ available, onPick }: { available: LocaleCode[] | undefined; onPick?: () => void }) {
  const { language: current } = useTranslation();
  const alternates = useAlternates();
  const languages = storefrontLocales.filter((language) => !available || available.includes(language.code));
  return (
    <>
      {languages.map((language) => {
        const isCurrent = language.code === current.code;
        return (
          <li key={language.code}>
            {/* A full page load: the whole page, header included, changes language. */}
            <a
              href={alternates[language.code]}
              hrefLang={language.htmlLang}
              lang={language.htmlLang}
              aria-current={isCurrent ? 'true' : undefined}
              title={language.name}
              onClick={onPick}
              className={`inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 font-semibold text-sm ${
                isCurrent ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100'
              }`}
            >
              {language.label}
            </a>
          </li>
        );
      })}
    </>
  );
}

/** Whether the shop has more than one language domain, the condition for a switcher at all. */
export function hasLanguageChoice(available: LocaleCode[] | undefined): boolean {
  return (available?.length ?? storefrontLocales.length) > 1;
}

/**
 * The languages as two-letter codes, the current one highlighted; each leads to the same page in
 * that language. `compact` (phones) folds them behind a button showing the current code, and
 * renders them when it opens.
 */
export function LanguageSwitcher({
  available,
  compact = false,
  className = '',
}: {
  available?: LocaleCode[];
  compact?: boolean;
  className?: string;
}) {
  const { t, language: current } = useTranslation();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);
  if (!hasLanguageChoice(available)) return null;
  if (!compact) {
    return (
      <nav aria-label={t('header.languageSwitcher')} className={className}>
        <ul className="flex items-center gap-1">
          <LanguageLinks available={available} />
        </ul>
      </nav>
    );
  }
  return (
    <nav ref={container} aria-label={t('header.languageSwitcher')} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-9 items-center gap-0.5 rounded-md px-1.5 font-semibold text-gray-700 text-sm hover:bg-gray-100"
      >
        {/* The name starts with the code it shows, so that voice control finds the button by it. */}
        {current.label}
        <span className="sr-only"> {t('header.languageCurrent', { language: current.name })}</span>
        <Chevron />
      </button>
      {open ? (
        <ul
          id={listId}
          className="absolute top-full right-0 z-50 mt-1 flex flex-col gap-1 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          <LanguageLinks available={available} onPick={close} />
        </ul>
      ) : null}
    </nav>
  );
}
