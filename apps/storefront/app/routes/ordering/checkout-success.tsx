import { id } from '@tradeshop/api-client';
import { cartErrorCodes } from '@tradeshop/domain';
import { data, Link } from 'react-router';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { OrderConfirmationLink } from '../../components/order/OrderConfirmationLink';
import { OrderDetails } from '../../components/order/OrderDetails';
import { PrintPageButton } from '../../components/order/PrintPageButton';
import { requireCustomer } from '../../lib/account.server';
import { mayOpenPath } from '../../lib/account-links';
import { namesOf } from '../../lib/approvals';
import { languageOfPath, localizedPath, translator, useTranslation } from '../../lib/i18n';
import { pickupLocationOf } from '../../lib/pickup-location.server';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/checkout-success';

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireCustomer(url, context);
  const { client, shop, language } = context.get(storeApiContext);
  const orderId = id.safeParse((url.searchParams.get('order') ?? '').trim());
  if (!orderId.success) throw data({ code: cartErrorCodes.orderNotFound }, { status: 404 });
  const { orders } = await client
    .orders({ filter: [{ type: 'equals', field: 'id', value: orderId.data }] })
    .catch(throwAsRouteError);
  const order = orders.elements[0];
  if (!order) throw data({ code: cartErrorCodes.orderNotFound }, { status: 404 });
  const pickupLocation = await pickupLocationOf(client, order);
  return {
    order,
    pickupLocation,
    /** A waiting order can be followed and withdrawn from its page in the order history. */
    mayOpenHistory: mayOpenPath('/account/orders', user.rights, shop.featureFlags),
    meta: { title: `${translator(language.code)('checkout.successTitle')} | ${shop.name}`, noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { order, pickupLocation, mayOpenHistory } = loaderData;
  return (
    <div className="space-y-8">
      {order.approvalStatus === 'pending' ? (
        <header className="rounded-lg border border-amber-300 bg-amber-50 p-5">
          <h1 className="font-bold text-2xl text-amber-950 sm:text-3xl">{t('checkout.approvalTitle')}</h1>
          <p className="mt-2 text-amber-950">
            {t('checkout.approvalText', {
              orderNumber: order.orderNumber,
              names: namesOf(order.approvers, language.code),
            })}
          </p>
          {mayOpenHistory && (
            <Link
              to={localizedPath(language, `/account/orders/details/${encodeURIComponent(order.orderNumber)}`)}
              className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              {t('checkout.viewOrWithdraw')}
            </Link>
          )}
        </header>
      ) : (
        <header className="rounded-lg border border-green-300 bg-green-50 p-5">
          <h1 className="font-bold text-2xl text-green-900 sm:text-3xl">{t('checkout.successTitle')}</h1>
          <p className="mt-2 text-green-900">
            {t('checkout.successText', { orderNumber: order.orderNumber })}
          </p>
        </header>
      )}

      <div
        className="flex flex-wrap items-center gap-x-5 gap-y-2 print:hidden"
        data-testid="confirmation-actions"
      >
        <PrintPageButton />
        {mayOpenHistory && (
          <>
            <OrderConfirmationLink orderNumber={order.orderNumber} />
            {order.approvalStatus !== 'pending' && (
              <Link
                to={localizedPath(
                  language,
                  `/account/orders/details/${encodeURIComponent(order.orderNumber)}`,
                )}
                className="font-medium text-brand-700 text-sm hover:underline"
              >
                {t('checkout.viewOrder')}
              </Link>
            )}
          </>
        )}
      </div>

      <OrderDetails order={order} pickupLocation={pickupLocation} />

      <Link
        to={localizedPath(language, '/')}
        className="inline-block font-medium text-brand-700 hover:underline print:hidden"
      >
        {t('checkout.continueShopping')}
      </Link>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
