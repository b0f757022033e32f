import { describe, expect, it } from 'vitest';
import { searchFilterCriteria, searchFiltersOf, searchQueryString } from './search-filters';

describe('header search filters', () => {
  it('reads article-number-only and already-bought from the address', () => {
    expect(searchFiltersOf(new URLSearchParams('query=m8&in=number&bought=1'))).toEqual({
      numbersOnly: true,
      alreadyBought: true,
    });
    expect(searchFiltersOf(new URLSearchParams('query=m8&in=all&bought=yes'))).toEqual({
      numbersOnly: false,
      alreadyBought: false,
    });
  });

  it('turns them into Store API criteria, leaving out what is off', () => {
    expect(searchFilterCriteria({ numbersOnly: true, alreadyBought: true })).toEqual({
      'search-in': 'number',
      'already-bought': true,
    });
    expect(searchFilterCriteria({ numbersOnly: false, alreadyBought: false })).toEqual({});
  });

  it('writes the search page address with the filters that are on', () => {
    expect(searchQueryString('M8 bout', { numbersOnly: true, alreadyBought: false })).toBe(
      'query=M8+bout&in=number',
    );
    expect(searchQueryString('bout', { numbersOnly: false, alreadyBought: true })).toBe(
      'query=bout&bought=1',
    );
  });
});
