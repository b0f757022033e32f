import { isoDateOrNull, isValidPeriod } from '@tradeshop/domain';

/** The page and period of a history's address (`?page=&from=&to=`); a From after the To is invalid. */
export function historyFilterOf(search: URLSearchParams) {
  const from = isoDateOrNull(search.get('from'));
  const to = isoDateOrNull(search.get('to'));
  return {
    page: Math.min(Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1), 100_000),
    from: from ?? '',
    to: to ?? '',
    periodInvalid: !isValidPeriod(from, to),
  };
}

/** The filter as the Store API takes it: empty fields left out. */
export const queryOf = <T extends Record<string, string | number>>(filter: T) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as Partial<T>;
