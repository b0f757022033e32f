import type { SearchGuidance } from '@tradeshop/api-client';
import { localizedPath, type StorefrontLanguage } from './i18n';

/** A category or brand a search leads to, with its address in the page's language. */
export interface SearchLead {
  id: string;
  name: string;
  href: string;
}

/** What a search says besides its products, as the search page and the dropdown show it. */
export interface SearchGuidanceView {
  correction: { typed: string; searchedFor: string } | null;
  closeWords: string[];
  categories: SearchLead[];
  brands: SearchLead[];
}

export function searchGuidanceOf(
  guidance: SearchGuidance | undefined,
  language: StorefrontLanguage,
): SearchGuidanceView | null {
  if (!guidance) return null;
  const lead = (entry: SearchGuidance['categories'][number]): SearchLead => ({
    id: entry.id,
    name: entry.name,
    href: localizedPath(language, entry.path),
  });
  return {
    correction: guidance.correction,
    closeWords: guidance.closeWords,
    categories: guidance.categories.map(lead),
    brands: guidance.brands.map(lead),
  };
}

/** The search page's address for a term, as typed when `asTyped` (no correction). */
export function searchPageHref(language: StorefrontLanguage, query: string, asTyped = false): string {
  const params = new URLSearchParams({ query });
  if (asTyped) params.set('typed', '1');
  return `${localizedPath(language, '/search')}?${params}`;
}
