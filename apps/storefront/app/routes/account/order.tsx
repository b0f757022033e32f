import type { LinesIntoCart } from '@tradeshop/api-client';
import { StoreApiError } from '@tradeshop/api-client/errors';
import { errorCodes, hasRight } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { ApprovalStatusBadge } from '../../components/approvals/ApprovalStatusBadge';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { ErpOrderDetails } from '../../components/order/ErpOrderDetails';
import { LinesIntoCartOutcome } from '../../components/order/LinesIntoCartOutcome';
import { OrderConfirmationLink } from '../../components/order/OrderConfirmationLink';
import { Fact, OrderDetails } from '../../components/order/OrderDetails';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { namesOf } from '../../lib/approvals';
import { cartCallErrorMessage, cartErrorMessage, rejectionOf } from '../../lib/cart-errors';
import { queryOf } from '../../lib/history-filter';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { chosenPositions, refusedLines } from '../../lib/lines-into-cart';
import { pickupLocationOf } from '../../lib/pickup-location.server';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/order';

type Context = Route.LoaderArgs['context'];

/** The shop's own order: its approval, whether the buyer may withdraw it, where it is picked up. */
async function shopOrder(url: URL, context: Context, orderNumber: string) {
  const user = await requireCustomer(url, context);
  const { client } = context.get(storeApiContext);
  const { data: order } = await client.orderHistoryDetail(orderNumber).catch(throwAsRouteError);
  // The buyer may withdraw their own order as long as it waits for approval.
  const withdrawable =
    order.approvalStatus === 'pending' &&
    order.customerId === user.id &&
    hasRight(user.rights, 'ROLE_PLACE_ORDERS');
  const search = url.searchParams;
  return {
    source: 'shop' as const,
    order,
    pickupLocation: await pickupLocationOf(client, order),
    withdrawable,
    confirmWithdraw: withdrawable && search.get('confirm') === 'withdraw',
    withdrawn: search.get('notice') === 'withdrawn',
  };
}

/** The firm and warehouse of the address; `-` stands for one the ERP did not name. */
function partOf(params: Route.LoaderArgs['params']) {
  if (!params.firm) return null;
  const named = (value: string | undefined) => (value && value !== '-' ? value : null);
  return { firm: named(params.firm), warehouse: named(params.warehouse) };
}

const erpOrder = (context: Context, orderNumber: string, part: ReturnType<typeof partOf>) =>
  context.get(storeApiContext).client.erpOrderDetail({
    orderNumber,
    ...queryOf({ firm: part?.firm ?? '', warehouse: part?.warehouse ?? '' }),
  });

/**
 * The ERP's record of the order (USE_NATIVE_ORDER_HISTORY off), or of the part one warehouse
 * shipped; an order of the shop the ERP does not hold yet (waiting for approval) is the shop's own.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { shop } = context.get(storeApiContext);
  const meta = { title: `${params.orderNumber} | ${shop.name}`, noindex: true };
  if (shop.featureFlags.includes('USE_NATIVE_ORDER_HISTORY'))
    return { detail: await shopOrder(url, context, params.orderNumber), meta };
  await requireCustomer(url, context);
  const part = partOf(params);
  try {
    const { data: order } = await erpOrder(context, params.orderNumber, part);
    // What the buyer asked at checkout stays with the shop's own record of the order.
    const asked = order.shopOrderNumber
      ? await context
          .get(storeApiContext)
          .client.orderHistoryDetail(order.shopOrderNumber)
          .then((answer) => answer.data)
          .catch(() => null)
      : null;
    return { detail: { source: 'erp' as const, order, asked, shown: part }, meta };
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 404 && !part)
      return { detail: await shopOrder(url, context, params.orderNumber), meta };
    return throwAsRouteError(error);
  }
}

/**
 * Lines of an ERP order into the cart at today's prices: all of them (of the part shown), or the
 * chosen ones. When every line went in, on to the cart; else what did not, by product name and why.
 */
async function reorderErpLines(context: Context, params: Route.ActionArgs['params'], form: FormData) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const chosen = chosenPositions(form);
  let positions: number[] | undefined;
  if (form.get('intent') === 'reorder-chosen') {
    if (chosen.length === 0) return data({ formError: t('orders.reorderNoneChosen') }, { status: 400 });
    positions = chosen;
  } else if (params.firm) {
    const { data: part } = await erpOrder(context, params.orderNumber, partOf(params)).catch(
      throwAsRouteError,
    );
    positions = part.lines.map((line) => line.position);
  }
  let result: LinesIntoCart;
  try {
    result = (await client.erpReorder({ orderNumber: params.orderNumber, positions })).data;
  } catch (error) {
    return data({ formError: cartCallErrorMessage(error, t).message }, { status: 400 });
  }
  const refused = refusedLines(result, t);
  if (refused.length === 0) return redirect(`${localizedPath(language, '/checkout')}?added=1`);
  return data({ reordered: { added: result.added, refused } }, { status: result.added > 0 ? 200 : 409 });
}

/** Every line of the shop's order (of articles still in the shop) into the cart at today's prices. */
async function reorderShopOrder(context: Context, orderNumber: string) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  try {
    const { data: order } = await client.orderHistoryDetail(orderNumber);
    const items = order.lineItems.flatMap((line) =>
      line.productId ? [{ referencedId: line.productId, quantity: line.quantity }] : [],
    );
    if (items.length === 0) return data({ formError: t('orders.nothingToReorder') }, { status: 400 });
    const cart = await client.addToCart({ items });
    const rejection = rejectionOf(cart.errors);
    if (rejection) {
      return data(
        { formError: cartErrorMessage(rejection.messageKey, t, rejection.message) },
        { status: 400 },
      );
    }
  } catch (error) {
    return data({ formError: cartCallErrorMessage(error, t).message }, { status: 400 });
  }
  return redirect(`${localizedPath(language, '/checkout')}?added=1`);
}

/** Reorder (of the ERP's order or the shop's), or withdraw the buyer's own waiting order. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'reorder-all' || intent === 'reorder-chosen') return reorderErpLines(context, params, form);
  if (intent === 'reorder') return reorderShopOrder(context, params.orderNumber);
  if (intent !== 'withdraw') throw data({ code: errorCodes.unknown }, { status: 400 });
  try {
    const { data: order } = await client.orderHistoryDetail(params.orderNumber);
    await client.withdrawOrder(order.id);
  } catch (error) {
    return data({ formError: accountErrorMessage(error, t) }, { status: 409 });
  }
  const here = localizedPath(language, `/account/orders/details/${encodeURIComponent(params.orderNumber)}`);
  return redirect(`${here}?notice=withdrawn`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AccountOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const { detail } = loaderData;
  const messages = (
    <>
      {actionData && 'formError' in actionData && <Notice tone="error">{actionData.formError}</Notice>}
      {actionData && 'reordered' in actionData && <LinesIntoCartOutcome {...actionData.reordered} />}
    </>
  );
  const backLink = (
    <p className="text-sm">
      <Link to={localizedPath(language, '/account/orders')} className={textLinkClass}>
        {t('orders.backToList')}
      </Link>
    </p>
  );
  if (detail.source === 'erp')
    return (
      <div className="space-y-6">
        {backLink}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="flex flex-wrap items-center gap-3 font-bold text-2xl text-gray-900 sm:text-3xl">
            {t('orders.detailTitle', { orderNumber: detail.order.shopOrderNumber ?? detail.order.number })}
            <ApprovalStatusBadge status={detail.order.approvalStatus} />
          </h1>
          {detail.order.shopOrderNumber && (
            <OrderConfirmationLink orderNumber={detail.order.shopOrderNumber} />
          )}
        </div>
        {messages}
        <ErpOrderDetails order={detail.order} asked={detail.asked} shown={detail.shown} reordering={busy} />
      </div>
    );
  const { order, pickupLocation, withdrawable, confirmWithdraw, withdrawn } = detail;
  const here = localizedPath(language, `/account/orders/details/${encodeURIComponent(order.orderNumber)}`);
  return (
    <div className="space-y-6">
      {backLink}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex flex-wrap items-center gap-3 font-bold text-2xl text-gray-900 sm:text-3xl">
          {t('orders.detailTitle', { orderNumber: order.orderNumber })}
          <ApprovalStatusBadge status={order.approvalStatus} />
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <OrderConfirmationLink orderNumber={order.orderNumber} />
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
              disabled={busy}
              className={primaryButtonClass}
            >
              {t('orders.reorder')}
            </button>
          </Form>
        </div>
      </div>
      {messages}
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
