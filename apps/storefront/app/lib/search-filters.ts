/** The header search's filters, as query parameters of the search page and the quick search. */
export interface SearchFilters {
  /** `in=number`: match article numbers, EANs and manufacturer numbers only. */
  numbersOnly: boolean;
  /** `bought=1`: only articles the customer's company ordered before. */
  alreadyBought: boolean;
}

export function searchFiltersOf(params: URLSearchParams): SearchFilters {
  return {
    numbersOnly: params.get('in') === 'number',
    alreadyBought: params.get('bought') === '1',
  };
}

/** The Store API criteria of the filters. */
export function searchFilterCriteria(filters: SearchFilters): {
  'search-in'?: 'number';
  'already-bought'?: true;
} {
  return {
    ...(filters.numbersOnly ? { 'search-in': 'number' as const } : {}),
    ...(filters.alreadyBought ? { 'already-bought': true as const } : {}),
  };
}

/** The search page's address for a term and filters, e.g. `/search?query=m8&in=number`. */
export function searchQueryString(query: string, filters: SearchFilters): string {
  const params = new URLSearchParams({ query });
  if (filters.numbersOnly) params.set('in', 'number');
  if (filters.alreadyBought) params.set('bought', '1');
  return params.toString();
}
