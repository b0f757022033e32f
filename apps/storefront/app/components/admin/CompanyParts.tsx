import type {
  AdminCart,
  AdminCompanyBudget,
  AdminOrderList,
  AdminPunchoutAccount,
  AdminUserRow,
} from '@tradeshop/api-client';
import { Link } from 'react-router';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { DataGrid } from './DataGrid';
import { TitledSection } from './TitledSection';

/**
 * What a company has set up in the shop, read-only: its flows and order references, punch-out
 * accounts, order lists, and each user's cart now (for a member who may see carts).
 */
export function CompanyParts({
  budgets,
  punchoutAccounts,
  orderLists,
  carts,
  users,
  punchoutLink = null,
}: {
  budgets: AdminCompanyBudget[];
  punchoutAccounts: AdminPunchoutAccount[];
  orderLists: AdminOrderList[];
  carts: AdminCart[] | null;
  users: AdminUserRow[];
  /** Where a member who manages integrations manages the company's connections. */
  punchoutLink?: string | null;
}) {
  const { t, figures } = useAdminTranslation();
  const nameOf = (id: string | null) => users.find((user) => user.id === id)?.name ?? '—';
  const amount = (value: string | null) => (value === null ? '—' : figures.netPrice(Number(value)));
  const none = <p className="text-gray-700 text-sm">{t('company.none')}</p>;
  return (
    <>
      <TitledSection id="budgets-title" title={t('company.budgets')}>
        {budgets.length === 0 ? (
          none
        ) : (
          <DataGrid<AdminCompanyBudget>
            caption={t('company.budgets')}
            rows={budgets}
            rowKey={(budget) => budget.id}
            columns={[
              { id: 'name', header: t('roles.name'), cell: ({ row }) => row.original.name },
              {
                id: 'kind',
                header: t('roles.kind'),
                cell: ({ row }) => t(row.original.kind === 'flow' ? 'company.flow' : 'company.reference'),
              },
              {
                id: 'budget',
                header: t('company.budget'),
                cell: ({ row }) => amount(row.original.budgetAmount),
              },
              {
                id: 'approve',
                header: t('company.approveFrom'),
                cell: ({ row }) => amount(row.original.approveFrom),
              },
              {
                id: 'active',
                header: t('companies.state'),
                cell: ({ row }) => t(row.original.active ? 'users.active' : 'users.inactive'),
              },
            ]}
          />
        )}
      </TitledSection>
      <TitledSection id="punchout-title" title={t('company.punchout')}>
        {punchoutLink ? (
          <Link to={punchoutLink} className="self-start font-semibold text-brand-700 underline">
            {t('company.punchoutManage')}
          </Link>
        ) : null}
        {punchoutAccounts.length === 0 ? (
          none
        ) : (
          <DataGrid<AdminPunchoutAccount>
            caption={t('company.punchout')}
            rows={punchoutAccounts}
            rowKey={(account) => account.customerId}
            columns={[
              { id: 'user', header: t('users.name'), cell: ({ row }) => nameOf(row.original.customerId) },
              {
                id: 'protocol',
                header: t('company.protocol'),
                cell: ({ row }) => row.original.protocol.toUpperCase(),
              },
              { id: 'identity', header: t('company.identity'), cell: ({ row }) => row.original.identity },
              {
                id: 'hosts',
                header: t('company.hosts'),
                cell: ({ row }) => row.original.allowedHosts.join(', '),
              },
            ]}
          />
        )}
      </TitledSection>
      <TitledSection id="order-lists-title" title={t('company.orderLists')}>
        {orderLists.length === 0 ? (
          none
        ) : (
          <DataGrid<AdminOrderList>
            caption={t('company.orderLists')}
            rows={orderLists}
            rowKey={(list) => list.id}
            columns={[
              { id: 'name', header: t('roles.name'), cell: ({ row }) => row.original.name },
              {
                id: 'owner',
                header: t('company.owner'),
                cell: ({ row }) =>
                  row.original.ownerType === 'company'
                    ? t('company.wholeCompany')
                    : nameOf(row.original.createdBy),
              },
              {
                id: 'lines',
                header: t('offerRequests.lines'),
                cell: ({ row }) => figures.number(row.original.lineCount),
              },
              {
                id: 'updated',
                header: t('company.changed'),
                cell: ({ row }) => figures.moment(row.original.updatedAt),
              },
            ]}
          />
        )}
      </TitledSection>
      {carts ? (
        <TitledSection id="carts-title" title={t('company.carts')}>
          {carts.length === 0
            ? none
            : carts.map((cart) => (
                <div key={cart.customerId} className="flex flex-col gap-2">
                  <h3 className="font-medium text-gray-900">
                    {t('company.cartOf', {
                      name: nameOf(cart.customerId),
                      when: figures.moment(cart.updatedAt),
                    })}
                  </h3>
                  <ul className="list-disc pl-6 text-sm">
                    {cart.lines.map((line) => (
                      <li key={line.productNumber}>
                        {figures.number(line.quantity)} × {line.productNumber} {line.name ?? ''}
                        {line.remark ? <span className="text-gray-600"> ({line.remark})</span> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
        </TitledSection>
      ) : null}
    </>
  );
}
