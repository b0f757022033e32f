import { storefrontLocales } from '@tradeshop/domain';
import { useLocation, useMatches } from 'react-router';
import { type Alternates, localizedPath, unprefixedPath, useTranslation } from '../../lib/i18n';

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

export function LanguageSwitcher() {
  const { t, language: current } = useTranslation();
  const alternates = useAlternates();
  return (
    <nav aria-label={t('header.languageSwitcher')}>
      <ul className="flex items-center gap-1">
        {storefrontLocales.map((language) => {
          const isCurrent = language.code === current.code;
          return (
            <li key={language.code}>
              {/* A full page load: the whole page, header included, changes language. */}
              <a
                href={alternates[language.code]}
                hrefLang={language.code}
                lang={language.code}
                aria-current={isCurrent ? 'true' : undefined}
                title={language.name}
                className={`inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 font-semibold text-sm ${
                  isCurrent ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100'
                }`}
              >
                {language.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
