import { type AdminBrandSummary, adminBrandQuery } from '@tradeshop/api-client';
import { data, Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { ListPage } from '../../components/admin/ListPage';
import { TermSearch } from '../../components/admin/TermSearch';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/brands';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'content.manage');
  const query = adminBrandQuery.safeParse({
    term: url.searchParams.get('term') || undefined,
    page: url.searchParams.get('page') ?? 1,
  });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  const { data: brands, total } = await client.brands(query.data);
  return { brands, total, term: query.data.term ?? '', page: query.data.page, limit: query.data.limit };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { brands, total, term, page, limit } = loaderData;
  return (
    <ListPage
      title={t('brands.title')}
      filters={<TermSearch label={t('brands.find')} term={term} />}
      count={t('brands.count', { count: total })}
      empty={brands.length === 0 ? t('brands.none') : null}
      page={page}
      totalPages={Math.ceil(total / limit)}
    >
      <DataGrid<AdminBrandSummary>
        caption={t('brands.title')}
        rows={brands}
        rowKey={(brand) => brand.id}
        columns={[
          {
            id: 'name',
            header: t('brands.name'),
            cell: ({ row }) => (
              <Link
                to={`/admin/brands/${row.original.id}`}
                className="font-semibold text-brand-700 underline"
              >
                {row.original.name}
              </Link>
            ),
          },
          { id: 'erpKey', header: t('brands.erpKey'), cell: ({ row }) => row.original.erpKey ?? '' },
          { id: 'slug', header: t('brands.slug'), cell: ({ row }) => row.original.slug ?? '' },
        ]}
      />
    </ListPage>
  );
}

export const ErrorBoundary = AdminRouteError;
