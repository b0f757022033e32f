import { type AdminOrderDetail, adminOrderCancelRequest, type PostalAddress } from '@tradeshop/api-client';
import { orderStatusName, staffMay } from '@tradeshop/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { FactList } from '../../components/admin/FactList';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { ReasonForm } from '../../components/admin/ReasonForm';
import { StateBadge } from '../../components/admin/StateBadge';
import { secondaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { adminTranslator, staffLocaleOf, useAdminTranslation } from '../../lib/admin/i18n';
import {
  attemptOutcomeKeys,
  erpDeliveryKeys,
  paymentMethodKeys,
  shippingMethodKeys,
  shippingOptionKeys,
} from '../../lib/admin/orders';
import type { Route } from './+types/order';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'orders.read');
  const [{ data: order }, history] = await Promise.all([
    client.order(params.id),
    objectHistory(client, me, 'order', params.id),
  ]);
  return { order, history, mayManage: staffMay(me.permissions, 'orders.manage') };
}

/** Delivers the order's failed events to the ERP again, or cancels the order with a reason. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'orders.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  if (form.get('intent') === 'deliver-again') {
    await client.deliverOrderAgain(params.id);
    return { error: null, done: t('order.deliveringAgain') };
  }
  const cancel = adminOrderCancelRequest.safeParse({ reason: form.get('reason') });
  if (!cancel.success) return data({ error: t('form.reasonNeeded'), done: null }, { status: 400 });
  await client.cancelOrder(params.id, cancel.data.reason);
  return { error: null, done: t('order.cancelled') };
}

const addressLines = (address: PostalAddress | null) =>
  address
    ? `${address.name}, ${address.street} ${address.houseNumber}${address.box ? ` ${address.box}` : ''}, ${address.country}-${address.zipcode} ${address.city}`
    : '—';

type Line = AdminOrderDetail['lines'][number];

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures, language } = useAdminTranslation();
  const { order, history, mayManage } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>{t('order.title', { number: order.orderNumber })}</PageTitle>
        <StateBadge good={order.status !== 'cancelled'}>
          {orderStatusName(order.status, staffLocaleOf(language).code)}
        </StateBadge>
        <StateBadge good={order.erpDelivery !== 'failed'}>{t(erpDeliveryKeys[order.erpDelivery])}</StateBadge>
      </div>
      {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      {order.cancelReason ? (
        <p className="text-gray-800">{t('order.cancelReason', { reason: order.cancelReason })}</p>
      ) : null}
      {mayManage && order.deliverableAgain ? (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="deliver-again"
            disabled={submitting}
            className={secondaryButtonClass}
          >
            {t('order.deliverAgain')}
          </button>
        </Form>
      ) : null}
      {mayManage && order.cancellable ? (
        <ReasonForm
          intent="cancel"
          label={t('order.cancelWhy')}
          submit={t('order.cancel')}
          error={actionData?.error ?? undefined}
          danger
        />
      ) : null}
      <FactList
        facts={[
          { label: t('orders.placed'), value: figures.moment(order.orderedAt) },
          {
            label: t('user.company'),
            value: (
              <Link to={`/admin/companies/${order.company.id}`} className="text-brand-700 underline">
                {order.company.name} ({order.company.number})
              </Link>
            ),
          },
          {
            label: t('orders.customer'),
            value: (
              <Link to={`/admin/users/${order.customer.id}`} className="text-brand-700 underline">
                {order.customer.name} ({order.customer.username})
              </Link>
            ),
          },
          ...(order.placedByStaff ? [{ label: t('order.placedByStaff'), value: order.placedByStaff }] : []),
          {
            label: t('order.reference'),
            value: [order.orderReference, order.orderReferenceSuffix].filter(Boolean).join(' ') || '—',
          },
          { label: t('offerRequests.remark'), value: order.remark ?? '—' },
          {
            label: t('order.shipping'),
            value:
              order.shipping.option === 'pickup'
                ? t(shippingOptionKeys.pickup)
                : `${t(shippingOptionKeys.delivery)} · ${t(shippingMethodKeys[order.shipping.method])}`,
          },
          {
            label: t('order.deliveryDate'),
            value: order.shipping.deliveryDate ? figures.day(order.shipping.deliveryDate) : '—',
          },
          { label: t('order.deliveryAddress'), value: addressLines(order.shipping.address) },
          { label: t('order.billingAddress'), value: addressLines(order.billingAddress) },
          { label: t('order.payment'), value: t(paymentMethodKeys[order.paymentMethod]) },
          { label: t('orders.net'), value: figures.netPrice(order.totals.net) },
          { label: t('order.gross'), value: figures.netPrice(order.totals.gross) },
          { label: t('order.shipment'), value: order.shipmentNumber ?? '—' },
        ]}
      />
      <section aria-labelledby="lines-title" className="flex flex-col gap-3">
        <h2 id="lines-title" className="font-semibold text-gray-900 text-lg">
          {t('offerRequests.lines')}
        </h2>
        <DataGrid<Line>
          caption={t('offerRequests.lines')}
          rows={order.lines}
          rowKey={(line) => String(line.position)}
          columns={[
            {
              id: 'article',
              header: t('offerRequests.article'),
              cell: ({ row }) =>
                row.original.customerArticleNumber
                  ? `${row.original.articleNumber} (${row.original.customerArticleNumber})`
                  : row.original.articleNumber,
            },
            { id: 'name', header: t('offerRequests.name'), cell: ({ row }) => row.original.name },
            {
              id: 'quantity',
              header: t('offerRequests.quantity'),
              cell: ({ row }) => `${figures.number(row.original.quantity)} ${row.original.unit}`,
            },
            {
              id: 'price',
              header: t('order.unitPrice'),
              cell: ({ row }) => figures.price(row.original.unitPrice),
            },
            {
              id: 'total',
              header: t('order.lineTotal'),
              cell: ({ row }) => figures.netPrice(row.original.total),
            },
          ]}
        />
      </section>
      <section aria-labelledby="erp-title" className="flex flex-col gap-3">
        <h2 id="erp-title" className="font-semibold text-gray-900 text-lg">
          {t('order.erpEvents')}
        </h2>
        {order.erpEvents.length === 0 ? (
          <p className="text-gray-700 text-sm">{t('order.noErpEvents')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {order.erpEvents.map((event) => (
              <li key={event.id} className="rounded-md border border-gray-200 bg-white px-3 py-2 text-sm">
                <p>
                  <span className="font-medium">{event.type}</span> · {figures.moment(event.createdAt)} ·{' '}
                  {event.deliveredAt
                    ? t('order.deliveredAt', { when: figures.moment(event.deliveredAt) })
                    : event.failure
                      ? t('order.failedWith', { failure: event.failure })
                      : t('orders.erpWaiting')}
                </p>
                {event.attempts.length > 0 ? (
                  <ul className="mt-1 list-disc pl-6 text-gray-700">
                    {event.attempts.map((attempt) => (
                      <li key={`${attempt.at}-${attempt.via}`}>
                        {figures.moment(attempt.at)} ·{' '}
                        {t(attempt.via === 'push' ? 'order.pushed' : 'order.pulled')} ·{' '}
                        {t(attemptOutcomeKeys[attempt.outcome])}
                        {attempt.failure ? `: ${attempt.failure}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
