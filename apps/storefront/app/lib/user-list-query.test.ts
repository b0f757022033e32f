import { describe, expect, it } from 'vitest';
import { userListFiltersOf, userListRequestOf, userListSearch } from './user-list-query';

const filtersOf = (query: string) => userListFiltersOf(new URLSearchParams(query));

describe('users list query', () => {
  it('asks for the first 20 users by last and first name without parameters', () => {
    expect(userListRequestOf(filtersOf(''))).toEqual({
      page: 1,
      limit: 20,
      filter: {},
      sort: [
        { field: 'lastName', order: 'ASC' },
        { field: 'firstName', order: 'ASC' },
      ],
    });
  });

  it('reads the spec’s parameters: search, names, username, lead buyer, status, page and sorting', () => {
    const request = userListRequestOf(
      filtersOf(
        'search=jan&firstName=Jan&lastName=Peeters&username=jp&leadBuyer=no&type=inactive&page=3&field=username&order=desc',
      ),
    );
    expect(request).toEqual({
      page: 3,
      limit: 20,
      term: 'jan',
      filter: { firstName: 'Jan', lastName: 'Peeters', username: 'jp', leadBuyer: false, active: false },
      sort: [{ field: 'username', order: 'DESC' }],
    });
  });

  it('filters budgets only when a slider left its end, and puts a crossed range right', () => {
    expect(userListRequestOf(filtersOf('budgetMin=0&budgetMax=10000')).filter).toEqual({});
    expect(userListRequestOf(filtersOf('budgetMin=800&budgetMax=200&budgetRemainingMin=50')).filter).toEqual({
      budget: { min: 200, max: 800 },
      remainingBudget: { min: 50, max: 10_000 },
    });
  });

  it('falls back to defaults for values it cannot read', () => {
    const filters = filtersOf(
      'page=-2&field=password&order=sideways&leadBuyer=maybe&budgetMax=lots&budgetMin=99999',
    );
    expect(filters).toMatchObject({
      page: 1,
      field: 'lastName',
      order: 'asc',
      leadBuyer: '',
      budgetMax: 10_000,
      budgetMin: 10_000,
    });
  });

  it('writes an address with only what differs from the defaults', () => {
    expect(userListSearch(filtersOf(''))).toBe('');
    expect(userListSearch({ ...filtersOf(''), search: 'an', page: 2 })).toBe('?search=an&page=2');
  });
});
