import type { OfferRequestLine } from '@tradeshop/api-client';
import { data, Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { FactList } from '../../components/admin/FactList';
import { HandlingForm } from '../../components/admin/HandlingForm';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { handlingChangeOf } from '../../lib/admin/inbox.server';
import type { Route } from './+types/offer-request';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'offer-requests.manage');
  const [{ data: offerRequest }, history] = await Promise.all([
    client.offerRequest(params.id),
    objectHistory(client, me, 'offer-request', params.id),
  ]);
  return { offerRequest, history, myId: me.id };
}

/** Changes the request's handling state, or takes it on or gives it back. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'offer-requests.manage');
  const change = handlingChangeOf(await request.formData(), me);
  if (!change) return data({ saved: false }, { status: 400 });
  await client.changeOfferRequest(params.id, change);
  return { saved: true };
}

export default function OfferRequest({ loaderData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { offerRequest, history, myId } = loaderData;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageTitle>{t('offerRequests.one', { number: offerRequest.number })}</PageTitle>
      <HandlingForm handling={offerRequest.handling} myId={myId} />
      <FactList
        facts={[
          { label: t('inbox.received'), value: figures.moment(offerRequest.requestedAt) },
          {
            label: t('user.company'),
            value: (
              <Link to={`/admin/companies/${offerRequest.company.id}`} className="text-brand-700 underline">
                {offerRequest.company.name} ({offerRequest.company.number})
              </Link>
            ),
          },
          {
            label: t('offerRequests.requestedBy'),
            value: offerRequest.requestedBy ? (
              <Link to={`/admin/users/${offerRequest.requestedBy.id}`} className="text-brand-700 underline">
                {offerRequest.requestedBy.name}
              </Link>
            ) : (
              '—'
            ),
          },
          {
            label: t('offerRequests.wishedDate'),
            value: offerRequest.wishedDate ? figures.day(offerRequest.wishedDate) : '—',
          },
          {
            label: t('offerRequests.erpStatus'),
            value: offerRequest.offerNumber
              ? t('offerRequests.answered', { offer: offerRequest.offerNumber })
              : t('offerRequests.requested'),
          },
          { label: t('offerRequests.remark'), value: offerRequest.remark ?? '—' },
        ]}
      />
      <DataGrid<OfferRequestLine>
        caption={t('offerRequests.lines')}
        rows={offerRequest.lines}
        rowKey={(line) => String(line.position)}
        columns={[
          {
            id: 'article',
            header: t('offerRequests.article'),
            cell: ({ row }) =>
              row.original.customerSku
                ? `${row.original.productNumber} (${row.original.customerSku})`
                : row.original.productNumber,
          },
          { id: 'name', header: t('offerRequests.name'), cell: ({ row }) => row.original.name },
          {
            id: 'quantity',
            header: t('offerRequests.quantity'),
            cell: ({ row }) => `${figures.number(row.original.quantity)} ${row.original.unit}`,
          },
        ]}
      />
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
