import { type AdminOfferRequest, adminOfferRequestQuery } from '@tradeshop/api-client';
import { data, Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { useHandlingStateWords } from '../../components/admin/HandlingForm';
import { InboxFilters } from '../../components/admin/InboxFilters';
import { ListPage } from '../../components/admin/ListPage';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { inboxFilters } from '../../lib/admin/inbox.server';
import type { Route } from './+types/offer-requests';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'offer-requests.manage');
  const query = adminOfferRequestQuery.safeParse({
    ...inboxFilters(url),
    status: url.searchParams.get('status') || undefined,
  });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  const { data: requests, total } = await client.offerRequests(query.data);
  return { requests, total, query: query.data };
}

export default function OfferRequests({ loaderData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const stateWords = useHandlingStateWords();
  const { requests, total, query } = loaderData;
  return (
    <ListPage
      title={t('offerRequests.title')}
      filters={<InboxFilters state={query.state} assignee={query.assignee} />}
      count={t('inbox.count', { count: total })}
      empty={requests.length === 0 ? t('inbox.empty') : null}
      page={query.page}
      totalPages={Math.ceil(total / query.limit)}
    >
      <DataGrid<AdminOfferRequest>
        caption={t('offerRequests.title')}
        rows={requests}
        rowKey={(request) => request.id}
        columns={[
          {
            id: 'number',
            header: t('offerRequests.number'),
            cell: ({ row }) => (
              <Link
                to={`/admin/offer-requests/${row.original.id}`}
                className="font-semibold text-brand-700 underline"
              >
                {row.original.number}
              </Link>
            ),
          },
          {
            id: 'received',
            header: t('inbox.received'),
            cell: ({ row }) => figures.moment(row.original.requestedAt),
          },
          {
            id: 'company',
            header: t('user.company'),
            cell: ({ row }) => `${row.original.company.name} (${row.original.company.number})`,
          },
          {
            id: 'lines',
            header: t('offerRequests.lines'),
            cell: ({ row }) => figures.number(row.original.lineCount),
          },
          {
            id: 'erp',
            header: t('offerRequests.erpStatus'),
            cell: ({ row }) =>
              row.original.offerNumber
                ? t('offerRequests.answered', { offer: row.original.offerNumber })
                : t('offerRequests.requested'),
          },
          {
            id: 'state',
            header: t('inbox.state'),
            cell: ({ row }) => stateWords(row.original.handling.state),
          },
          {
            id: 'assignee',
            header: t('inbox.assignee'),
            cell: ({ row }) => row.original.handling.assignee?.name ?? '—',
          },
        ]}
      />
    </ListPage>
  );
}

export const ErrorBoundary = AdminRouteError;
