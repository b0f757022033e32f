import { type AdminCatalogFile, adminCatalogFileQuery } from '@tradeshop/api-client';
import { data, Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { ListPage } from '../../components/admin/ListPage';
import { TermSearch } from '../../components/admin/TermSearch';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/files';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'content.manage');
  const query = adminCatalogFileQuery.safeParse({
    term: url.searchParams.get('term') || undefined,
    page: url.searchParams.get('page') ?? 1,
  });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  const { data: files, total } = await client.catalogFiles(query.data);
  return { files, total, term: query.data.term ?? '', page: query.data.page, limit: query.data.limit };
}

export default function CatalogFiles({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { files, total, term, page, limit } = loaderData;
  return (
    <ListPage
      title={t('files.title')}
      filters={
        <div className="flex flex-col gap-4">
          <p className="max-w-2xl text-gray-700">{t('files.intro')}</p>
          <TermSearch label={t('files.find')} term={term} />
        </div>
      }
      count={t('files.count', { count: total })}
      empty={files.length === 0 ? t('files.none') : null}
      page={page}
      totalPages={Math.ceil(total / limit)}
    >
      <DataGrid<AdminCatalogFile>
        caption={t('files.title')}
        rows={files}
        rowKey={(file) => file.id}
        columns={[
          {
            id: 'title',
            header: t('files.fileTitle'),
            cell: ({ row }) => (
              <Link to={`/admin/files/${row.original.id}`} className="font-semibold text-brand-700 underline">
                {row.original.title}
              </Link>
            ),
          },
          { id: 'key', header: t('files.key'), cell: ({ row }) => row.original.key },
          { id: 'language', header: t('files.language'), cell: ({ row }) => row.original.language },
        ]}
      />
    </ListPage>
  );
}

export const ErrorBoundary = AdminRouteError;
