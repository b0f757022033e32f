import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { primaryButtonClass, textLinkClass } from '../components/account/AuthPanel';
import { Notice } from '../components/account/Notice';
import { ApprovalStatusBadge } from '../components/approvals/ApprovalStatusBadge';
import { ErrorPage } from '../components/layout/ErrorPage';
import { Fact, OrderDetails } from '../components/order/OrderDetails';
import { requireCustomer } from '../lib/account.server';
import { cartCallErrorMessage, cartErrorMessage, rejectionOf } from '../lib/cart-errors';
import { localizedPath, type MessageKey, translator, useTranslation } from '../lib/i18n';
import { pickupLocationOf } from '../lib/pickup-location.server';
import { metaTags } from '../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import type { Route } from './+types/account-order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const { client, shop } = context.get(storeApiContext);
  const { data: order } = await client.orderHistoryDetail(params.orderNumber).catch(throwAsRouteError);
  return {
    order,
    pickupLocation: await pickupLocationOf(client, order),
    meta: { title: `${order.orderNumber} | ${shop.name}`, noindex: true },
  };
}

/** Reorder: every line of the order (of articles still in the shop) into the cart at today's prices. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
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
  const { order, pickupLocation } = loaderData;
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
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
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
