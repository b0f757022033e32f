import type { CompanyUserListRequest, CompanyUserSortField } from '@tradeshop/api-client';
import { companyUserSortFields } from '@tradeshop/api-client';
import { searchText } from './search-text';

/** The budget sliders run from 0 to 10,000 euro (spec §9); at their ends they filter nothing. */
export const budgetSliderMax = 10_000;
const usersPerPage = 20;

/** The users list's query parameters (spec §7), as the filter form shows them. */
export interface UserListFilters {
  search: string;
  firstName: string;
  lastName: string;
  username: string;
  /** '' for all, 'yes' or 'no'. */
  leadBuyer: '' | 'yes' | 'no';
  /** '' for all, 'active' or 'inactive'. */
  type: '' | 'active' | 'inactive';
  budgetMin: number;
  budgetMax: number;
  budgetRemainingMin: number;
  budgetRemainingMax: number;
  page: number;
  field: CompanyUserSortField;
  order: 'asc' | 'desc';
}

const text = (value: string | null) => searchText(value, 200);

function euro(value: string | null, fallback: number): number {
  const amount = Number(value);
  if (value === null || value === '' || !Number.isFinite(amount)) return fallback;
  return Math.min(budgetSliderMax, Math.max(0, Math.round(amount)));
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads the filters from the address; anything unreadable falls back to its default. */
export function userListFiltersOf(params: URLSearchParams): UserListFilters {
  const page = Number(params.get('page'));
  return {
    search: text(params.get('search')),
    firstName: text(params.get('firstName')),
    lastName: text(params.get('lastName')),
    username: text(params.get('username')),
    leadBuyer: oneOf(params.get('leadBuyer'), ['yes', 'no'] as const, ''),
    type: oneOf(params.get('type'), ['active', 'inactive'] as const, ''),
    budgetMin: euro(params.get('budgetMin'), 0),
    budgetMax: euro(params.get('budgetMax'), budgetSliderMax),
    budgetRemainingMin: euro(params.get('budgetRemainingMin'), 0),
    budgetRemainingMax: euro(params.get('budgetRemainingMax'), budgetSliderMax),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    field: oneOf(params.get('field'), companyUserSortFields, 'lastName'),
    order: oneOf(params.get('order'), ['asc', 'desc'] as const, 'asc'),
  };
}

/** A range the sliders left at their ends filters nothing. */
function euroRange(min: number, max: number) {
  if (min === 0 && max === budgetSliderMax) return undefined;
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/** The Store API request of the filters. */
export function userListRequestOf(filters: UserListFilters): CompanyUserListRequest {
  const direction = filters.order === 'asc' ? ('ASC' as const) : ('DESC' as const);
  const budget = euroRange(filters.budgetMin, filters.budgetMax);
  const remainingBudget = euroRange(filters.budgetRemainingMin, filters.budgetRemainingMax);
  return {
    page: filters.page,
    limit: usersPerPage,
    ...(filters.search ? { term: filters.search } : {}),
    filter: {
      ...(filters.firstName ? { firstName: filters.firstName } : {}),
      ...(filters.lastName ? { lastName: filters.lastName } : {}),
      ...(filters.username ? { username: filters.username } : {}),
      ...(filters.leadBuyer ? { leadBuyer: filters.leadBuyer === 'yes' } : {}),
      ...(filters.type ? { active: filters.type === 'active' } : {}),
      ...(budget ? { budget } : {}),
      ...(remainingBudget ? { remainingBudget } : {}),
    },
    sort: [
      { field: filters.field, order: direction },
      ...(filters.field === 'lastName' ? [{ field: 'firstName' as const, order: direction }] : []),
    ],
  };
}

const defaults = userListFiltersOf(new URLSearchParams());

/** The address of the list with these filters, leaving out what is at its default. */
export function userListSearch(filters: UserListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== defaults[key as keyof UserListFilters]) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
