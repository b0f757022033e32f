import type { CatalogFile, FilesCatalogResponse } from '@tradeshop/api-client';
import { catalogFileKinds } from '@tradeshop/api-client';
import { dateFormat, storefrontLocales } from '@tradeshop/domain';
import { Form, Link, useLocation } from 'react-router';
import { type FilesFilters, fileSizeText } from '../../lib/files-catalog';
import { type MessageKey, useTranslation } from '../../lib/i18n';
import { Breadcrumb } from '../ui/Breadcrumb';
import { compactPrimaryButtonClass } from '../ui/buttons';
import { Pager } from '../ui/Pager';

const fieldClass =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600';

/** A language's name in the page's language: "Frans", "français", "French". */
function languageName(localeCode: string, pageLocale: string): string {
  const name =
    new Intl.DisplayNames([pageLocale], { type: 'language' }).of(localeCode.slice(0, 2)) ?? localeCode;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function FileEntry({ file }: { file: CatalogFile }) {
  const { t, language } = useTranslation();
  const size = file.fileSize === null ? null : fileSizeText(file.fileSize, language.code);
  const facts = [
    languageName(file.languageCode, language.code),
    size ? `PDF, ${size}` : 'PDF',
    file.brandName,
    dateFormat(language.code, { dateStyle: 'medium' }).format(new Date(file.publishedAt)),
  ].filter(Boolean);
  const fileName = file.url.split('/').pop();
  return (
    <li
      className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4 sm:flex-row sm:items-start"
      data-testid="file-entry"
    >
      <span
        aria-hidden="true"
        className="w-fit rounded bg-red-700 px-1.5 py-0.5 font-bold text-[10px] text-white tracking-wide"
      >
        PDF
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">
          {t(`files.kind.${file.kind}` as MessageKey)}
        </p>
        <h2 className="font-semibold text-gray-900">{file.title}</h2>
        {file.description ? <p className="mt-1 text-gray-700 text-sm">{file.description}</p> : null}
        <p className="mt-1 text-gray-600 text-xs">{facts.join(' · ')}</p>
        {file.productNumbers.length > 0 ? (
          <p className="mt-1 text-gray-600 text-xs">
            {t('files.articles', { numbers: file.productNumbers.join(', ') })}
          </p>
        ) : null}
      </div>
      <a
        href={file.url}
        download={fileName}
        className={`inline-flex shrink-0 items-center justify-center ${compactPrimaryButtonClass}`}
      >
        {t('files.download')}
        <span className="sr-only">
          : {file.title} ({facts.slice(0, 2).join(', ')})
        </span>
      </a>
    </li>
  );
}

/** The downloads with their GET form of search, kinds and language, which needs no script. */
export function FilesCatalog({ filters, result }: { filters: FilesFilters; result: FilesCatalogResponse }) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const kindCounts = new Map(result.aggregations.kinds.map((entry) => [entry.kind, entry.count]));
  const languageCounts = new Map(
    result.aggregations.languages.map((entry) => [entry.languageCode, entry.count]),
  );
  const languages = [
    ...new Set([...storefrontLocales.map((locale) => locale.code as string), ...languageCounts.keys()]),
  ];
  const totalPages = Math.max(1, Math.ceil(result.total / result.limit));
  const narrowed = filters.term || filters.kinds.length > 0 || filters.language !== language.code;
  return (
    <>
      <Breadcrumb items={[{ label: t('files.title') }]} />
      <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('files.title')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-gray-700">{t('files.intro')}</p>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <Form
          method="get"
          action={location.pathname}
          role="search"
          aria-label={t('files.filters')}
          className="space-y-5"
        >
          <div className="space-y-1">
            <label htmlFor="files-term" className="font-medium text-gray-900 text-sm">
              {t('files.search')}
            </label>
            <input
              id="files-term"
              type="search"
              name="q"
              defaultValue={filters.term}
              maxLength={100}
              placeholder={t('files.searchPlaceholder')}
              className={fieldClass}
            />
          </div>
          <fieldset>
            <legend className="mb-1 font-medium text-gray-900 text-sm">{t('files.kinds')}</legend>
            <ul className="space-y-1">
              {catalogFileKinds.map((kind) => (
                <li key={kind}>
                  <label className="filter-option">
                    <input
                      type="checkbox"
                      name="kind"
                      value={kind}
                      defaultChecked={filters.kinds.includes(kind)}
                      className="filter-checkbox"
                    />
                    <span className="flex-1">{t(`files.kind.${kind}` as MessageKey)}</span>
                    <span className="text-gray-500 text-xs">{kindCounts.get(kind) ?? 0}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="files-language" className="font-medium text-gray-900 text-sm">
              {t('files.language')}
            </label>
            <select
              id="files-language"
              name="language"
              defaultValue={filters.language}
              className={fieldClass}
            >
              <option value="all">{t('files.allLanguages')}</option>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, language.code)} ({languageCounts.get(code) ?? 0})
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={compactPrimaryButtonClass}>
              {t('files.apply')}
            </button>
            {narrowed ? (
              <Link to={location.pathname} className="text-brand-700 text-sm underline hover:text-brand-900">
                {t('files.reset')}
              </Link>
            ) : null}
          </div>
        </Form>
        <div>
          <p className="mb-4 text-gray-700 text-sm" data-testid="files-count" aria-live="polite">
            {t('files.count', { count: result.total })}
          </p>
          {result.elements.length > 0 ? (
            <ul className="space-y-3">
              {result.elements.map((file) => (
                <FileEntry key={file.id} file={file} />
              ))}
            </ul>
          ) : (
            <p className="rounded-md border border-gray-200 bg-gray-50 px-4 py-8 text-center text-gray-700">
              {t('files.none')}
            </p>
          )}
          <Pager page={result.page} totalPages={totalPages} param="page" />
        </div>
      </div>
    </>
  );
}
