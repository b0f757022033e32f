import { type CatalogFileKind, catalogFileKinds, type FilesCatalogRequest } from '@tradeshop/api-client';
import { catalogueLocaleCodes, type LocaleCode, numberFormat } from '@tradeshop/domain';
import { searchText } from './search-text';

/** The downloads page's filters as its address carries them (`q`, `kind`, `language`, `page`). */
export interface FilesFilters {
  term: string;
  kinds: CatalogFileKind[];
  /** The files' language: `all`, or a locale code; by default the page's language. */
  language: 'all' | LocaleCode;
  page: number;
}

/** Reads the downloads page's address; an unknown kind or language is left out, a bad page is page 1. */
export function filesFiltersOf(params: URLSearchParams, pageLanguage: LocaleCode): FilesFilters {
  const kinds = params
    .getAll('kind')
    .filter((kind): kind is CatalogFileKind => (catalogFileKinds as readonly string[]).includes(kind));
  const language = params.get('language');
  const page = Number(params.get('page'));
  return {
    term: searchText(params.get('q'), 100),
    kinds: [...new Set(kinds)],
    language:
      language === 'all' || (catalogueLocaleCodes as readonly string[]).includes(language ?? '')
        ? (language as FilesFilters['language'])
        : pageLanguage,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The Store API's request for the filters; null when the shop has no language the filter names. */
export function filesCatalogRequestOf(
  filters: FilesFilters,
  languageIds: Partial<Record<LocaleCode, string>>,
): FilesCatalogRequest | null {
  const languageId = filters.language === 'all' ? null : languageIds[filters.language];
  if (filters.language !== 'all' && !languageId) return null;
  return {
    ...(filters.term ? { term: filters.term } : {}),
    ...(filters.kinds.length ? { kinds: filters.kinds } : {}),
    languages: languageId ? [languageId] : 'all',
    page: filters.page,
  };
}

/** Whether the address narrows the downloads beyond the page's own language (such pages are not indexed). */
export const narrowsFiles = (filters: FilesFilters, pageLanguage: LocaleCode) =>
  Boolean(filters.term || filters.kinds.length || filters.language !== pageLanguage || filters.page > 1);

/** A file size as people read it: `850 kB`, `2.4 MB`, in the page's number format. */
export function fileSizeText(bytes: number, localeCode: string): string {
  if (bytes < 1000 * 1000) {
    const kilobytes = Math.max(1, Math.round(bytes / 1000));
    return `${numberFormat(localeCode, { maximumFractionDigits: 0 }).format(kilobytes)}\u00a0kB`;
  }
  return `${numberFormat(localeCode, { maximumFractionDigits: 1 }).format(bytes / 1000 / 1000)}\u00a0MB`;
}
