import { errorCodes, hasRight } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { primaryButtonClass, textLinkClass } from '../components/account/AuthPanel';
import { ConfirmationPanel } from '../components/account/ConfirmationPanel';
import { secondaryButtonClass } from '../components/account/FieldGroup';
import { Notice } from '../components/account/Notice';
import { ApprovalStatusBadge } from '../components/approvals/ApprovalStatusBadge';
import { ErrorPage } from '../components/layout/ErrorPage';
import { Fact, OrderDetails } from '../components/order/OrderDetails';
import { requireCustomer } from '../lib/account.server';
import { accountErrorMessage } from '../lib/account-errors';
import { namesOf } from '../lib/approvals';
import { cartCallErrorMessage, cartErrorMessage, rejectionOf } from '../lib/cart-errors';
import { localizedPath, type MessageKey, translator, useTranslation } from '../lib/i18n';
import { pickupLocationOf } from '../lib/pickup-location.server';
import { metaTags } from '../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import type { Route } from './+types/account-order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request, context);
  const { client, shop } = context.get(storeApiContext);
  const { data: order } = await client.orderHistoryDetail(params.orderNumber).catch(throwAsRouteError);
  // The buyer may withdraw their own order as long as it waits for approval.
  const withdrawable =
    order.approvalStatus === 'pending' &&
    order.customerId === user.id &&
    hasRight(user.rights, 'ROLE_PLACE_ORDERS');
  const search = new URL(request.url).searchParams;
  return {
    order,
    pickupLocation: await pickupLocationOf(client, order),
    withdrawable,
    confirmWithdraw: withdrawable && search.get('confirm') === 'withdraw',
    withdrawn: search.get('notice') === 'withdrawn',
    meta: { title: `${order.orderNumber} | ${shop.name}`, noindex: true },
  };
}

/**
 * Reorder: every line of the order (of articles still in the shop) into the cart at today's prices.
 * Withdraw: the buyer's own waiting order, after the confirmation the loader showed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const here = localizedPath(language, `/account/orders/details/${encodeURIComponent(params.orderNumber)}`);
  if (form.get('intent') === 'withdraw') {
    try {
      const { data: order } = await client.orderHistoryDetail(params.orderNumber);
      await client.withdrawOrder(order.id);
    } catch (error) {
      return data({ formError: accountErrorMessage(error, t) }, { status: 409 });
    }
    return redirect(`${here}?notice=withdrawn`);
  }
  if (form.get('intent') !== 'reorder') throw data({ code: errorCodes.unknown }, { status: 400 });
  try {
    const { data: order } = await client.orderHistoryDetail(params.orderNumber);
    const items = order.lineItems.flatMap((line) =>
      line.productId ? [{ referencedId: line.productId, quantity: line.quantity }] : [],
    );
    if (items.length === 0) return data({ formError: t('orders.nothingToReorder') }, { status: 400 });
    const cart = await client.addToCart({ items });
    const rejection = rejectionOf(cart.errors);
    if (rejection) {
      return data({ formError: cartErrorMessage(rejection.code, t, rejection.message) }, { status: 400 });
    }
  } catch (error) {
    return data({ formError: cartCallErrorMessage(error, t).message }, { status: 400 });
  }
  return redirect(`${localizedPath(language, '/checkout')}?added=1`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AccountOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const reordering = useNavigation().state !== 'idle';
  const { order, pickupLocation, withdrawable, confirmWithdraw, withdrawn } = loaderData;
  const here = localizedPath(language, `/account/orders/details/${encodeURIComponent(order.orderNumber)}`);
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={localizedPath(language, '/account/orders')} className={textLinkClass}>
          {t('orders.backToList')}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex flex-wrap items-center gap-3 font-bold text-2xl text-gray-900 sm:text-3xl">
          {t('orders.detailTitle', { orderNumber: order.orderNumber })}
          <ApprovalStatusBadge status={order.approvalStatus} />
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          {withdrawable && !confirmWithdraw && (
            <Link to="?confirm=withdraw" className={secondaryButtonClass}>
              {t('orders.withdraw')}
            </Link>
          )}
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="reorder"
              disabled={reordering}
              className={primaryButtonClass}
            >
              {t('orders.reorder')}
            </button>
          </Form>
        </div>
      </div>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      {withdrawn && !actionData && <Notice tone="success">{t('orders.withdrawnNotice')}</Notice>}
      {order.approvalStatus === 'pending' && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm">
          {t('orders.waitingFor', { names: namesOf(order.approvers, language.code) })}
          {withdrawable && ` ${t('orders.withdrawHint')}`}
        </p>
      )}
      {confirmWithdraw && (
        <ConfirmationPanel
          title={t('orders.confirmWithdrawTitle', { orderNumber: order.orderNumber })}
          text={t('orders.confirmWithdrawText')}
          fields={[]}
          intent="withdraw"
          submitLabel={t('orders.withdraw')}
          cancelLabel={t('orders.keepOrder')}
          cancelHref={here}
        />
      )}
      <OrderDetails
        order={order}
        pickupLocation={pickupLocation}
        facts={
          <>
            <Fact label={t('orders.statusLabel')} value={t(`orders.status.${order.status}` as MessageKey)} />
            <Fact label={t('orders.buyer')} value={`${order.buyer.firstName} ${order.buyer.lastName}`} />
          </>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
