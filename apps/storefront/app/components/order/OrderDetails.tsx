import type { Order, PickupLocation } from '@tradeshop/api-client';
import { formatNetPrice, formatPrice } from '@tradeshop/domain';
import type { ReactNode } from 'react';
import { type MessageKey, useTranslation } from '../../lib/i18n';
import { formatStock } from '../../lib/quantity-format';
import { AddressLines } from '../account/AddressLines';

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

export function formatOrderDate(iso: string, localeCode: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(localeCode, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function Fact({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
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

/**
 * An order as placed: its facts (number, dates, payment, shipping, references), billing and delivery
 * address or pickup shop, lines and totals. `facts` adds facts of the page (e.g. the flow).
 */
export function OrderDetails({
  order,
  pickupLocation,
  facts,
}: {
  order: Order;
  pickupLocation: PickupLocation | null;
  facts?: ReactNode;
}) {
  const { t, language } = useTranslation();
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('checkout.orderNumber')} value={order.orderNumber} testId="order-number" />
        <Fact label={t('checkout.orderDate')} value={formatOrderDate(order.orderDateTime, language.code)} />
        <Fact
          label={t('checkout.deliveryDate')}
          value={
            order.deliveryDate
              ? formatOrderDate(order.deliveryDate, language.code)
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
        {order.costCenter ? (
          <>
            <Fact
              label={t('checkout.costCenter.costCenter')}
              value={`${order.costCenter.code} ${order.costCenter.name}`}
              testId="order-cost-center"
            />
            <Fact
              label={t('checkout.costCenter.contact')}
              value={`${order.costCenter.contact.name} (${order.costCenter.contact.identifier}), ${order.costCenter.contact.email}`}
            />
            <Fact
              label={t('checkout.costCenter.contract')}
              value={
                order.costCenter.contract
                  ? [order.costCenter.contract.number, order.costCenter.contract.description]
                      .filter(Boolean)
                      .join(' – ')
                  : null
              }
            />
          </>
        ) : null}
        {facts}
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
    </>
  );
}
