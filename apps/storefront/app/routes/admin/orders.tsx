import { type AdminOrderSummary, adminOrderListQuery } from '@tradeshop/api-client';
import { orderStatuses, orderStatusName } from '@tradeshop/domain';
import { data, Form, Link, useLocation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { PageTitle } from '../../components/admin/PageTitle';
import { StateBadge } from '../../components/admin/StateBadge';
import { compactPrimaryButtonClass, smallSecondaryButtonClass } from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { requirePermission } from '../../lib/admin/access.server';
import { staffLocaleOf, useAdminTranslation } from '../../lib/admin/i18n';
import { erpDeliveryKeys } from '../../lib/admin/orders';
import type { Route } from './+types/orders';

const filterNames = ['status', 'companyId', 'erpDelivery', 'number', 'since', 'until'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'orders.read');
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, url.searchParams.get(name) || undefined]),
  );
  const query = adminOrderListQuery.safeParse({
    ...filters,
    after: url.searchParams.get('after') || undefined,
  });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  const { data: orders, total, next } = await client.orders(query.data);
  return { orders, total, next, filters, paged: query.data.after !== undefined };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t, figures, language } = useAdminTranslation();
  const { orders, total, next, filters, paged } = loaderData;
  const { pathname, search } = useLocation();
  const pageAfter = (after: string | null) => {
    const params = new URLSearchParams(search);
    if (after) params.set('after', after);
    else params.delete('after');
    return `${pathname}?${params}`;
  };
  const statusName = (status: string) => orderStatusName(status, staffLocaleOf(language).code);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageTitle>{t('orders.title')}</PageTitle>
      <Form method="get" className="grid max-w-5xl gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
        {filters.companyId ? <input type="hidden" name="companyId" value={filters.companyId} /> : null}
        <FormField name="number" label={t('orders.number')} defaultValue={filters.number} />
        <SelectField
          name="status"
          label={t('orders.status')}
          defaultValue={filters.status ?? ''}
          placeholder={t('inbox.anyState')}
          options={orderStatuses.map((status) => ({ value: status, label: statusName(status) }))}
        />
        <SelectField
          name="erpDelivery"
          label={t('orders.erp')}
          defaultValue={filters.erpDelivery ?? ''}
          placeholder={t('inbox.anyState')}
          options={Object.entries(erpDeliveryKeys).map(([value, key]) => ({ value, label: t(key) }))}
        />
        <FormField name="since" type="date" label={t('auditLog.since')} defaultValue={filters.since} />
        <FormField name="until" type="date" label={t('auditLog.until')} defaultValue={filters.until} />
        <div>
          <button type="submit" className={compactPrimaryButtonClass}>
            {t('auditLog.filter')}
          </button>
        </div>
      </Form>
      <p className="text-gray-700 text-sm" aria-live="polite">
        {total.exact
          ? t('orders.count', { count: total.count })
          : t('orders.countAtLeast', { count: total.count })}
        {filters.companyId && orders[0] ? ` · ${orders[0].company.name}` : ''}
      </p>
      {orders.length === 0 ? (
        <EmptyState>{t('orders.none')}</EmptyState>
      ) : (
        <DataGrid<AdminOrderSummary>
          caption={t('orders.title')}
          rows={orders}
          rowKey={(order) => order.id}
          columns={[
            {
              id: 'number',
              header: t('orders.number'),
              cell: ({ row }) => (
                <Link
                  to={`/admin/orders/${row.original.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {row.original.orderNumber}
                </Link>
              ),
            },
            {
              id: 'placed',
              header: t('orders.placed'),
              cell: ({ row }) => figures.moment(row.original.orderedAt),
            },
            {
              id: 'company',
              header: t('user.company'),
              cell: ({ row }) => `${row.original.company.name} (${row.original.company.number})`,
            },
            { id: 'customer', header: t('orders.customer'), cell: ({ row }) => row.original.customer.name },
            { id: 'status', header: t('orders.status'), cell: ({ row }) => statusName(row.original.status) },
            {
              id: 'net',
              header: t('orders.net'),
              cell: ({ row }) => figures.netPrice(row.original.totals.net),
            },
            {
              id: 'erp',
              header: t('orders.erp'),
              cell: ({ row }) => (
                <StateBadge good={row.original.erpDelivery !== 'failed'}>
                  {t(erpDeliveryKeys[row.original.erpDelivery])}
                </StateBadge>
              ),
            },
          ]}
        />
      )}
      <nav aria-label={t('pagination.label')} className="flex gap-3">
        {paged ? (
          <Link to={pageAfter(null)} className={smallSecondaryButtonClass}>
            {t('orders.firstPage')}
          </Link>
        ) : null}
        {next ? (
          <Link to={pageAfter(next)} rel="next" className={smallSecondaryButtonClass}>
            {t('pagination.next')}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
