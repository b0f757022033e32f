import type { ApprovalOrder } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useLocation } from 'react-router';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { ApprovalStatusBadge } from '../../components/approvals/ApprovalStatusBadge';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { smallDangerButtonClass } from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { Notice } from '../../components/ui/Notice';
import { Pager } from '../../components/ui/Pager';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { approvalActionOf, approvalStatuses, approvalStatusOf } from '../../lib/approvals';
import { localizedPath, type MessageKey, translator, useFigures, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/approvals';

const notices: Record<string, MessageKey> = {
  approved: 'approvals.approvedNotice',
  declined: 'approvals.declinedNotice',
};

const bulkFormId = 'approvals-bulk';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const params = url.searchParams;
  const status = approvalStatusOf(params.get('status'));
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const { data: orders, pager } = await client
    .approvals({ page, filter: status === 'all' ? {} : { status } })
    .catch(throwAsRouteError);
  return {
    orders,
    pager,
    status,
    notice: notices[params.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('approvals.title')} | ${shop.name}`, noindex: true },
  };
}

/**
 * Approving or declining the selected orders in two steps that work without JavaScript: the
 * selection comes back as a question naming the orders, and only its confirmation decides them.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const ids = [...new Set(form.getAll('orderId').map(String))].slice(0, 50);
  const intent = String(form.get('intent') ?? '');
  if (ids.length === 0)
    return data({ formError: t('approvals.selectFirst'), confirm: null }, { status: 400 });
  const confirming = approvalActionOf(intent.replace(/^confirm-/, ''));
  try {
    if (intent.startsWith('confirm-') && confirming) {
      const orders = await Promise.all(ids.map((id) => client.approval(id)));
      // Asked only about orders the decision will be accepted for: not their own, not decided ones.
      const undecidable = orders.find(({ data: order }) => !order.decidable)?.data;
      if (undecidable) {
        const reason =
          undecidable.approvalStatus === 'pending' ? 'error.ownOrderApproval' : 'error.orderNotPending';
        return data({ formError: t(reason), confirm: null }, { status: 409 });
      }
      return {
        formError: null,
        confirm: {
          action: confirming,
          orders: orders.map(({ data: order }) => ({
            id: order.id,
            orderNumber: order.orderNumber,
            buyer: `${order.buyer.firstName} ${order.buyer.lastName}`,
            amountTotal: order.amountTotal,
          })),
        },
      };
    }
    const action = approvalActionOf(intent);
    if (action) {
      await client.decideApprovals({ actions: ids.map((orderId) => ({ orderId, action })) });
      const back = new URLSearchParams({ notice: action === 'approve' ? 'approved' : 'declined' });
      return redirect(`${localizedPath(language, '/account/approvals')}?${back}`);
    }
  } catch (error) {
    return data({ formError: accountErrorMessage(error, t), confirm: null }, { status: 400 });
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** The status tabs: links that keep nothing else of the address. */
function StatusFilter({ current }: { current: string }) {
  const { t, language } = useTranslation();
  return (
    <nav aria-label={t('approvals.statusFilter')} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {approvalStatuses.map((status) => (
          <li key={status}>
            <Link
              to={`${localizedPath(language, '/account/approvals')}?status=${status}`}
              aria-current={status === current ? 'page' : undefined}
              className={`block rounded-full border px-3 py-1.5 font-medium text-sm ${
                status === current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600'
              }`}
            >
              {t(`approvals.status.${status}` as MessageKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ApprovalsTable({ orders }: { orders: ApprovalOrder[] }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(language.code, { dateStyle: 'medium' });
  return (
    <TableFrame>
      <table className="w-full min-w-[760px] text-sm">
        <caption className="sr-only">{t('approvals.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <span className="sr-only">{t('approvals.select')}</span>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('approvals.orderNumber')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('approvals.date')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('approvals.buyer')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('approvals.flow')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('approvals.amount')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('approvals.remainingBudget')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('approvals.statusLabel')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-gray-50">
              <td className="px-3 py-2">
                {order.decidable && (
                  <input
                    type="checkbox"
                    form={bulkFormId}
                    name="orderId"
                    value={order.id}
                    aria-label={t('approvals.selectOrder', { orderNumber: order.orderNumber })}
                    className="size-4 accent-brand-700"
                  />
                )}
              </td>
              <td className="px-3 py-2">
                <Link
                  to={localizedPath(language, `/account/approvals/${order.id}`)}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {order.orderNumber}
                </Link>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {dateFormat.format(new Date(order.orderDateTime))}
              </td>
              <td className="px-3 py-2">
                {order.buyer.firstName} {order.buyer.lastName}
              </td>
              <td className="px-3 py-2">{order.flow?.name ?? '–'}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {figures.netPrice(order.amountTotal)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {order.remainingBudget === null ? '–' : figures.netPrice(order.remainingBudget)}
              </td>
              <td className="px-3 py-2">
                <ApprovalStatusBadge status={order.approvalStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

type Confirm = NonNullable<NonNullable<Route.ComponentProps['actionData']>['confirm']>;

function DecisionConfirmation({ confirm }: { confirm: Confirm }) {
  const figures = useFigures();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const approve = confirm.action === 'approve';
  return (
    <ConfirmationPanel
      title={t(approve ? 'approvals.confirmApproveTitle' : 'approvals.confirmDeclineTitle', {
        count: confirm.orders.length,
      })}
      text={t(approve ? 'approvals.confirmApproveText' : 'approvals.confirmDeclineText')}
      fields={confirm.orders.map((order) => ['orderId', order.id])}
      intent={confirm.action}
      danger={!approve}
      submitLabel={t(approve ? 'approvals.approve' : 'approvals.decline')}
      cancelLabel={t('approvals.cancel')}
      cancelHref={`${pathname}${search}`}
    >
      <ul className="list-inside list-disc text-gray-900 text-sm">
        {confirm.orders.map((order) => (
          <li key={order.id}>
            {order.orderNumber} · {order.buyer} · {figures.netPrice(order.amountTotal)}
          </li>
        ))}
      </ul>
    </ConfirmationPanel>
  );
}

export default function AccountApprovals({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, pager, status, notice } = loaderData;
  const confirm = actionData?.confirm ?? null;
  const anyDecidable = orders.some((order) => order.decidable);
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('approvals.title')}</h1>
      <p className="mb-6 text-gray-700">{t('approvals.intro')}</p>
      {actionData?.formError && (
        <div className="mb-6">
          <Notice tone="error">{actionData.formError}</Notice>
        </div>
      )}
      {notice && !actionData && (
        <div className="mb-6">
          <Notice tone="success">{t(notice)}</Notice>
        </div>
      )}
      {confirm && <DecisionConfirmation confirm={confirm} />}
      <StatusFilter current={status} />
      {orders.length === 0 ? (
        <EmptyState>{t('approvals.none')}</EmptyState>
      ) : (
        <>
          {anyDecidable && (
            <Form method="post" id={bulkFormId} className="mb-3 flex flex-wrap items-center gap-3">
              <button
                type="submit"
                name="intent"
                value="confirm-approve"
                className="rounded-md bg-brand-700 px-3 py-2 font-medium text-sm text-white hover:bg-brand-800"
              >
                {t('approvals.approveSelected')}
              </button>
              <button type="submit" name="intent" value="confirm-decline" className={smallDangerButtonClass}>
                {t('approvals.declineSelected')}
              </button>
            </Form>
          )}
          <ApprovalsTable orders={orders} />
          <Pager page={pager.currentPage} totalPages={pager.totalPages} param="page" />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
