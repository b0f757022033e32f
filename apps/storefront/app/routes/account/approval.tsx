import { errorCodes } from '@tradeshop/domain';
import { data, Link, redirect } from 'react-router';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { ApprovalStatusBadge } from '../../components/approvals/ApprovalStatusBadge';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { Fact, OrderDetails } from '../../components/order/OrderDetails';
import { dangerButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { approvalActionOf, namesOf } from '../../lib/approvals';
import { localizedPath, translator, useFigures, useTranslation } from '../../lib/i18n';
import { pickupLocationOf } from '../../lib/pickup-location.server';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/approval';

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const approver = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const { data: order } = await client.approval(params.slug ?? '').catch(throwAsRouteError);
  const pickupLocation = await pickupLocationOf(client, order);
  const confirm = approvalActionOf(url.searchParams.get('confirm') ?? '');
  return {
    order,
    pickupLocation,
    ownOrder: order.customerId === approver.id,
    confirm: order.decidable ? confirm : null,
    meta: {
      title: `${translator(language.code)('approvals.detailTitle', { orderNumber: order.orderNumber })} | ${shop.name}`,
      noindex: true,
    },
  };
}

/** Approves or declines the order after the confirmation the loader showed. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const action = approvalActionOf(String((await request.formData()).get('intent') ?? ''));
  if (!action) throw data({ code: errorCodes.unknown }, { status: 400 });
  try {
    await client.decideApprovals({ actions: [{ orderId: params.slug ?? '', action }] });
  } catch (error) {
    return data({ formError: accountErrorMessage(error, t) }, { status: 400 });
  }
  const back = new URLSearchParams({ notice: action === 'approve' ? 'approved' : 'declined' });
  return redirect(`${localizedPath(language, '/account/approvals')}?${back}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function ApprovalDetails({ loaderData, actionData }: Route.ComponentProps) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const { order, pickupLocation, ownOrder, confirm } = loaderData;
  const here = localizedPath(language, `/account/approvals/${order.id}`);
  const buyer = `${order.buyer.firstName} ${order.buyer.lastName}`;
  const approvers = namesOf(order.approvers, language.code);
  return (
    <div className="space-y-6">
      <div>
        <p className="mb-2 text-sm">
          <Link
            to={localizedPath(language, '/account/approvals')}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('approvals.backToList')}
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
            {t('approvals.detailTitle', { orderNumber: order.orderNumber })}
          </h1>
          <ApprovalStatusBadge status={order.approvalStatus} />
        </div>
        <p className="mt-1 text-gray-700">
          {t('approvals.orderedBy', { name: buyer, username: order.buyer.username })}
        </p>
      </div>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      {confirm && (
        <ConfirmationPanel
          title={t(
            confirm === 'approve' ? 'approvals.confirmApproveTitle' : 'approvals.confirmDeclineTitle',
            {
              count: 1,
            },
          )}
          text={t(confirm === 'approve' ? 'approvals.confirmApproveText' : 'approvals.confirmDeclineText')}
          fields={[]}
          intent={confirm}
          danger={confirm === 'decline'}
          submitLabel={t(confirm === 'approve' ? 'approvals.approve' : 'approvals.decline')}
          cancelLabel={t('approvals.cancel')}
          cancelHref={here}
        />
      )}
      {ownOrder && order.approvalStatus === 'pending' && (
        <p className="text-gray-700 text-sm">{t('approvals.ownOrder', { names: approvers })}</p>
      )}
      {order.decidable && !confirm && (
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to="?confirm=approve"
            className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('approvals.approve')}
          </Link>
          <Link to="?confirm=decline" className={dangerButtonClass}>
            {t('approvals.decline')}
          </Link>
        </div>
      )}
      <OrderDetails
        order={order}
        pickupLocation={pickupLocation}
        facts={
          <>
            <Fact label={t('approvals.buyer')} value={buyer} />
            <Fact label={t('approvals.waitingFor')} value={approvers || null} />
            <Fact label={t('approvals.flow')} value={order.flow?.name ?? null} />
            <Fact
              label={t('approvals.openBudget')}
              value={order.openBudget === null ? null : figures.netPrice(order.openBudget)}
            />
            <Fact
              label={t('approvals.remainingBudget')}
              value={order.remainingBudget === null ? null : figures.netPrice(order.remainingBudget)}
            />
            <Fact label={t('approvals.amount')} value={figures.netPrice(order.amountTotal)} />
            <Fact
              label={t('approvals.decidedBy')}
              value={order.decidedBy ? `${order.decidedBy.firstName} ${order.decidedBy.lastName}` : null}
            />
          </>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
