import type { Order } from '@tradeshop/api-client';
import { cartErrorCodes, formatNetPrice, formatPrice } from '@tradeshop/domain';
import { data, Link } from 'react-router';
import { z } from 'zod';
import { AddressLines } from '../components/account/AddressLines';
import { ErrorPage } from '../components/layout/ErrorPage';
import { requireCustomer } from '../lib/account.server';
import { languageOfPath, localizedPath, type MessageKey, translator, useTranslation } from '../lib/i18n';
import { formatStock } from '../lib/quantity-format';
import { errorTitle } from '../lib/route-error';
import { metaTags } from '../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import type { Route } from './+types/checkout-success';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const { client, shop, language } = context.get(storeApiContext);
  const id = (new URL(request.url).searchParams.get('order') ?? '').trim();
  if (!z.uuid().safeParse(id).success) throw data({ code: cartErrorCodes.orderNotFound }, { status: 404 });
  const { orders } = await client
    .orders({ filter: [{ type: 'equals', field: 'id', value: id }] })
    .catch(throwAsRouteError);
  const order = orders.elements[0];
  if (!order) throw data({ code: cartErrorCodes.orderNotFound }, { status: 404 });
  const pickupLocation = order.pickupLocation
    ? await client
        .pickupLocations()
        .then(
          ({ data: locations }) =>
            locations.find((location) => location.code === order.pickupLocation) ?? null,
        )
        .catch(() => null)
    : null;
  return {
    order,
    pickupLocation,
    meta: { title: `${translator(language.code)('checkout.successTitle')} | ${shop.name}`, noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

const shippingMethodLabels: Record<Order['shippingMethod'], MessageKey> = {
  together: 'checkout.shippingMethod.together',
  separate: 'checkout.shippingMethod.separate',
  'backorders-together': 'checkout.shippingMethod.backordersTogether',
};
const paymentMethodLabels: Record<Order['paymentMethod'], MessageKey> = {
  invoice: 'checkout.paymentMethod.invoice',
  prepayment: 'checkout.paymentMethod.prepayment',
  card: 'checkout.paymentMethod.card',
};

function formatDate(iso: string, localeCode: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(localeCode, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function Fact({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-gray-600 text-sm">{label}</dt>
      <dd className="font-medium text-gray-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { order, pickupLocation } = loaderData;
  return (
    <div className="space-y-8">
      {order.approvalStatus === 'pending' ? (
        <header className="rounded-lg border border-amber-300 bg-amber-50 p-5">
          <h1 className="font-bold text-2xl text-amber-950 sm:text-3xl">{t('checkout.approvalTitle')}</h1>
          <p className="mt-2 text-amber-950">
            {t('checkout.approvalText', { orderNumber: order.orderNumber })}
          </p>
        </header>
      ) : (
        <header className="rounded-lg border border-green-300 bg-green-50 p-5">
          <h1 className="font-bold text-2xl text-green-900 sm:text-3xl">{t('checkout.successTitle')}</h1>
          <p className="mt-2 text-green-900">
            {t('checkout.successText', { orderNumber: order.orderNumber })}
          </p>
        </header>
      )}

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('checkout.orderNumber')} value={order.orderNumber} testId="order-number" />
        <Fact label={t('checkout.orderDate')} value={formatDate(order.orderDateTime, language.code)} />
        <Fact
          label={t('checkout.deliveryDate')}
          value={
            order.deliveryDate
              ? formatDate(order.deliveryDate, language.code)
              : t('checkout.asSoonAsPossible')
          }
          testId="order-delivery-date"
        />
        <Fact label={t('checkout.paymentMethodLabel')} value={t(paymentMethodLabels[order.paymentMethod])} />
        <Fact
          label={t('checkout.shippingMethodLabel')}
          value={t(shippingMethodLabels[order.shippingMethod])}
        />
        <Fact
          label={t('checkout.orderReference')}
          value={[order.orderReference, order.orderReferenceSuffix].filter(Boolean).join(' / ') || null}
          testId="order-reference"
        />
        <Fact label={t('checkout.fileNumber')} value={order.fileNumber} />
        <Fact label={t('checkout.remark')} value={order.remark} />
      </dl>

      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-lg border border-gray-200 p-4">
          <h2 className="mb-2 font-semibold text-gray-900">{t('checkout.billingAddress')}</h2>
          <AddressLines address={{ ...order.billingAddress, email: null }} />
        </section>
        <section className="rounded-lg border border-gray-200 p-4">
          <h2 className="mb-2 font-semibold text-gray-900">
            {order.shippingOption === 'pickup' ? t('checkout.optionPickup') : t('checkout.deliveryAddress')}
          </h2>
          {order.shippingAddress ? (
            <AddressLines address={{ ...order.shippingAddress, email: null }} />
          ) : (
            <address className="text-gray-900 text-sm not-italic leading-relaxed" data-testid="order-pickup">
              <span className="block font-medium">{pickupLocation?.name ?? order.pickupLocation}</span>
              {pickupLocation ? (
                <>
                  <span className="block">{pickupLocation.street}</span>
                  <span className="block">
                    {pickupLocation.zipcode} {pickupLocation.city}
                  </span>
                  <span className="block text-gray-600">{pickupLocation.openingHours}</span>
                </>
              ) : null}
            </address>
          )}
        </section>
      </div>

      <section aria-labelledby="order-lines">
        <h2 id="order-lines" className="mb-3 font-bold text-gray-900 text-xl">
          {t('checkout.orderLines')}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <thead>
              <tr className="border-gray-300 border-b text-left text-gray-600">
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('product.articleNumber')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('checkout.product')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('checkout.quantity')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('product.price')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('cart.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lineItems.map((line) => (
                <tr key={line.id} className="border-gray-200 border-b align-top" data-testid="order-line">
                  <td className="px-3 py-2 font-medium">{line.productNumber}</td>
                  <td className="px-3 py-2">
                    {line.label}
                    {line.remark ? <span className="block text-gray-600 text-xs">{line.remark}</span> : null}
                    {line.backorderQuantity > 0 ? (
                      <span className="block text-amber-800 text-xs">
                        {t('cart.backorder', {
                          quantity: formatStock(line.backorderQuantity, language.code),
                          unit: line.uom,
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatStock(line.quantity, language.code)} {line.uom}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatPrice(line.unitPrice)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums">
                    {formatNetPrice(line.totalPrice)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-4 ml-auto max-w-sm space-y-1.5 text-gray-800 text-sm">
          {[
            [t('cart.subtotal'), order.positionPrice, 'order-subtotal'] as const,
            [t('cart.shipping'), order.shippingTotal, 'order-shipping'] as const,
            ...(order.additionalCost > 0
              ? [[t('cart.additionalCost'), order.additionalCost, 'order-additional-cost'] as const]
              : []),
            [t('cart.netTotal'), order.amountNet, 'order-net'] as const,
            ...order.calculatedTaxes.map(
              (tax) => [t('cart.vat', { rate: tax.taxRate }), tax.tax, `order-vat-${tax.taxRate}`] as const,
            ),
          ].map(([label, amount, testId]) => (
            <div key={testId} className="flex justify-between gap-4">
              <dt>{label}</dt>
              <dd className="tabular-nums" data-testid={testId}>
                {formatNetPrice(amount)}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-gray-300 border-t pt-2 font-bold text-base text-gray-900">
            <dt>{t('cart.total')}</dt>
            <dd className="tabular-nums" data-testid="order-total">
              {formatNetPrice(order.amountTotal)}
            </dd>
          </div>
        </dl>
      </section>

      <Link
        to={localizedPath(language, '/')}
        className="inline-block font-medium text-brand-700 hover:underline"
      >
        {t('checkout.continueShopping')}
      </Link>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
