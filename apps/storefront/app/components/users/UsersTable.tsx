import type { CompanyUser, CompanyUserSortField } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { localizedPath, type MessageKey, useFigures, useTranslation } from '../../lib/i18n';
import { type UserListFilters, userListSearch } from '../../lib/user-list-query';
import { SelectAllHeader } from '../account/SelectAllHeader';
import { useSelection } from '../account/useSelection';
import { TableFrame } from '../ui/TableFrame';

const columns: { field: CompanyUserSortField | null; label: MessageKey }[] = [
  { field: 'lastName', label: 'users.name' },
  { field: 'username', label: 'users.username' },
  { field: 'email', label: 'users.email' },
  { field: 'active', label: 'users.status' },
  { field: 'leadBuyer', label: 'users.leadBuyer' },
  { field: null, label: 'users.budget' },
  { field: null, label: 'users.remainingBudget' },
];

/** A column title that sorts by its field; a second click turns the order round. */
function SortHeader({
  field,
  label,
  filters,
}: {
  field: CompanyUserSortField;
  label: string;
  filters: UserListFilters;
}) {
  const { t } = useTranslation();
  const sorted = filters.field === field;
  const order = sorted && filters.order === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={sorted ? (filters.order === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-3 py-2 text-left font-semibold"
    >
      <Link
        to={userListSearch({ ...filters, field, order, page: 1 }) || '?'}
        preventScrollReset
        className="inline-flex items-center gap-1 hover:text-brand-700 hover:underline"
        aria-label={t(order === 'asc' ? 'users.sortAscending' : 'users.sortDescending', { column: label })}
      >
        {label}
        <span aria-hidden="true" className="text-gray-400">
          {sorted ? (filters.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </Link>
    </th>
  );
}

function Badge({ tone, children }: { tone: 'green' | 'gray' | 'brand'; children: string }) {
  const colours = {
    green: 'bg-green-50 text-green-800',
    gray: 'bg-gray-100 text-gray-700',
    brand: 'bg-brand-50 text-brand-800',
  };
  return (
    <span className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${colours[tone]}`}>{children}</span>
  );
}

/**
 * The users of the company, one row each, with a checkbox for the bulk actions of `formId` (the
 * boxes belong to that form wherever it is on the page).
 */
export function UsersTable({
  users,
  filters,
  formId,
  selected = [],
}: {
  users: CompanyUser[];
  filters: UserListFilters;
  formId: string;
  selected?: string[];
}) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const { isChecked, allChecked, toggle, toggleAll } = useSelection(
    users.map((user) => user.id),
    selected,
  );
  return (
    <TableFrame>
      <table className="w-full min-w-[760px] text-sm">
        <caption className="sr-only">{t('users.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-gray-700">
          <tr>
            <SelectAllHeader label={t('users.selectAll')} checked={allChecked} onToggle={toggleAll} />
            {columns.map((column) =>
              column.field ? (
                <SortHeader
                  key={column.label}
                  field={column.field}
                  label={t(column.label)}
                  filters={filters}
                />
              ) : (
                <th key={column.label} scope="col" className="px-3 py-2 text-right font-semibold">
                  {t(column.label)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <tr key={user.id} className="hover:bg-gray-50">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    form={formId}
                    name="customerId"
                    value={user.id}
                    checked={isChecked(user.id)}
                    onChange={(event) => toggle(user.id, event.target.checked)}
                    aria-label={t('users.select', { name })}
                    className="size-4 accent-brand-700"
                  />
                </td>
                <td className="px-3 py-2">
                  <Link
                    to={localizedPath(language, `/account/customer/details/${user.id}`)}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {name}
                  </Link>
                  {!user.passwordSet && (
                    <span className="block text-gray-500 text-xs">{t('users.invited')}</span>
                  )}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-gray-800">{user.username}</td>
                <td className="whitespace-nowrap px-3 py-2 text-gray-800">{user.email}</td>
                <td className="px-3 py-2">
                  <Badge tone={user.active ? 'green' : 'gray'}>
                    {t(user.active ? 'users.active' : 'users.inactive')}
                  </Badge>
                </td>
                <td className="px-3 py-2">
                  {user.leadBuyer ? <Badge tone="brand">{t('users.yes')}</Badge> : t('users.no')}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {user.budget === null ? t('users.noBudget') : figures.netPrice(user.budget)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {user.remainingBudget === null
                    ? t('users.noBudget')
                    : figures.netPrice(user.remainingBudget)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
