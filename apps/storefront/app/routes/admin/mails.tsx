import { type AdminMail, adminMailQuery } from '@tradeshop/api-client';
import { data, Form, Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { ListPage } from '../../components/admin/ListPage';
import { StateBadge } from '../../components/admin/StateBadge';
import { compactPrimaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { mailStateKeys } from '../../lib/admin/mail-states';
import type { Route } from './+types/mails';

const filterNames = ['state', 'recipient', 'since', 'until'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'mails.manage');
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, url.searchParams.get(name) || undefined]),
  );
  const query = adminMailQuery.safeParse({ ...filters, page: url.searchParams.get('page') ?? 1 });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  const { data: mails, total } = await client.mails(query.data);
  return { mails, total, filters, page: query.data.page, limit: query.data.limit };
}

export default function Mails({ loaderData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { mails, total, filters, page, limit } = loaderData;
  return (
    <ListPage
      title={t('mails.title')}
      filters={
        <Form method="get" className="grid max-w-4xl gap-x-4 sm:grid-cols-4">
          <SelectField
            name="state"
            label={t('inbox.state')}
            defaultValue={filters.state ?? ''}
            placeholder={t('inbox.anyState')}
            options={Object.entries(mailStateKeys).map(([value, key]) => ({ value, label: t(key) }))}
          />
          <FormField name="recipient" label={t('mails.recipient')} defaultValue={filters.recipient} />
          <FormField name="since" type="date" label={t('auditLog.since')} defaultValue={filters.since} />
          <FormField name="until" type="date" label={t('auditLog.until')} defaultValue={filters.until} />
          <div>
            <button type="submit" className={compactPrimaryButtonClass}>
              {t('auditLog.filter')}
            </button>
          </div>
        </Form>
      }
      count={t('mails.count', { count: total })}
      empty={mails.length === 0 ? t('mails.none') : null}
      page={page}
      totalPages={Math.ceil(total / limit)}
    >
      <DataGrid<AdminMail>
        caption={t('mails.title')}
        rows={mails}
        rowKey={(mail) => mail.id}
        columns={[
          {
            id: 'made',
            header: t('mails.made'),
            cell: ({ row }) => figures.moment(row.original.createdAt),
          },
          { id: 'recipient', header: t('mails.recipient'), cell: ({ row }) => row.original.recipient },
          {
            id: 'subject',
            header: t('mails.subject'),
            cell: ({ row }) => (
              <Link to={`/admin/mails/${row.original.id}`} className="font-semibold text-brand-700 underline">
                {row.original.subject}
              </Link>
            ),
          },
          {
            id: 'state',
            header: t('inbox.state'),
            cell: ({ row }) => (
              <StateBadge good={row.original.state !== 'failed'}>
                {t(mailStateKeys[row.original.state])}
              </StateBadge>
            ),
          },
          {
            id: 'attempts',
            header: t('mails.attempts'),
            cell: ({ row }) => figures.number(row.original.attempts),
          },
        ]}
      />
    </ListPage>
  );
}

export const ErrorBoundary = AdminRouteError;
