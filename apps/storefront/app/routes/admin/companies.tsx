import { type AdminCompanyRow, adminCompanyQuery } from '@tradeshop/api-client';
import { data, Form, Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { ListPage } from '../../components/admin/ListPage';
import { StateBadge } from '../../components/admin/StateBadge';
import { compactPrimaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/companies';

const pageSize = 25;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'companies.read');
  const query = adminCompanyQuery.safeParse({
    term: url.searchParams.get('term') || undefined,
    page: url.searchParams.get('page') ?? 1,
    limit: pageSize,
  });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  const { data: companies, total } = await client.companies(query.data);
  return { companies, total, term: query.data.term ?? '', page: query.data.page };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { companies, total, term, page } = loaderData;
  return (
    <ListPage
      title={t('companies.title')}
      filters={
        <Form method="get" role="search" className="flex max-w-xl items-end gap-2">
          <div className="flex-1">
            <FormField
              name="term"
              type="search"
              label={t('companies.search')}
              hint={t('companies.searchHint')}
              defaultValue={term}
            />
          </div>
          <button type="submit" className={`${compactPrimaryButtonClass} mb-6`}>
            {t('companies.find')}
          </button>
        </Form>
      }
      count={t('companies.count', { count: total })}
      empty={companies.length === 0 ? t('companies.none') : null}
      page={page}
      totalPages={Math.ceil(total / pageSize)}
    >
      <DataGrid<AdminCompanyRow>
        caption={t('companies.title')}
        rows={companies}
        rowKey={(company) => company.id}
        columns={[
          {
            id: 'number',
            header: t('companies.number'),
            cell: ({ row }) => (
              <Link
                to={`/admin/companies/${row.original.id}`}
                className="font-semibold text-brand-700 underline"
              >
                {row.original.number}
              </Link>
            ),
          },
          { id: 'name', header: t('companies.name'), cell: ({ row }) => row.original.name },
          { id: 'vat', header: t('companies.vatNumber'), cell: ({ row }) => row.original.vatNumber ?? '' },
          { id: 'city', header: t('companies.city'), cell: ({ row }) => row.original.city ?? '' },
          {
            id: 'state',
            header: t('companies.state'),
            cell: ({ row }) => (
              <StateBadge good={row.original.active}>
                {t(row.original.active ? 'companies.active' : 'companies.blocked')}
              </StateBadge>
            ),
          },
        ]}
      />
    </ListPage>
  );
}

export const ErrorBoundary = AdminRouteError;
