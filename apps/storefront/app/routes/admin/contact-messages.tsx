import type { AdminContactMessage } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { useHandlingStateWords } from '../../components/admin/HandlingForm';
import { InboxFilters } from '../../components/admin/InboxFilters';
import { ListPage } from '../../components/admin/ListPage';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { inboxFilters } from '../../lib/admin/inbox.server';
import type { Route } from './+types/contact-messages';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'contact-messages.manage');
  const query = inboxFilters(url);
  const { data: messages, total } = await client.contactMessages(query);
  return { messages, total, query };
}

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const stateWords = useHandlingStateWords();
  const { messages, total, query } = loaderData;
  return (
    <ListPage
      title={t('contactMessages.title')}
      filters={<InboxFilters state={query.state} assignee={query.assignee} />}
      count={t('inbox.count', { count: total })}
      empty={messages.length === 0 ? t('inbox.empty') : null}
      page={query.page}
      totalPages={Math.ceil(total / query.limit)}
    >
      <DataGrid<AdminContactMessage>
        caption={t('contactMessages.title')}
        rows={messages}
        rowKey={(message) => message.id}
        columns={[
          {
            id: 'reference',
            header: t('contactMessages.reference'),
            cell: ({ row }) => (
              <Link
                to={`/admin/contact-messages/${row.original.id}`}
                className="font-semibold text-brand-700 underline"
              >
                {row.original.reference}
              </Link>
            ),
          },
          {
            id: 'received',
            header: t('inbox.received'),
            cell: ({ row }) => figures.moment(row.original.receivedAt),
          },
          {
            id: 'from',
            header: t('contactMessages.from'),
            cell: ({ row }) => `${row.original.name}, ${row.original.company}`,
          },
          { id: 'subject', header: t('contactMessages.subject'), cell: ({ row }) => row.original.subject },
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
