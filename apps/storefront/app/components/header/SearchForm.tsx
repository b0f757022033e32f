import { Form, useLocation } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { SearchIcon } from './SearchIcon';

/** The header search: a plain GET form to the search page, so it works before scripts load. */
export function SearchForm({ id = 'header-search' }: { id?: string }) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const action = localizedPath(language, '/search');
  const current =
    location.pathname === action ? (new URLSearchParams(location.search).get('query') ?? '') : '';
  return (
    <Form method="get" action={action} role="search" className="flex w-full">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        key={current}
        id={id}
        name="query"
        type="search"
        defaultValue={current}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        maxLength={200}
        className="h-11 min-w-0 flex-1 rounded-l-md border border-gray-300 border-r-0 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600"
      />
      <button
        type="submit"
        className="inline-flex h-11 items-center gap-2 rounded-r-md bg-accent-500 px-4 font-semibold text-white hover:bg-accent-600"
      >
        <SearchIcon />
        <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
      </button>
    </Form>
  );
}
