import type { Order, PickupLocation } from '@tradeshop/api-client';
import {
  dateFormat,
  deliveryPartTexts,
  expectedDeliveryLabel,
  formatQuantityWithUnit,
} from '@tradeshop/domain';
import type { ReactNode } from 'react';
import { type MessageKey, useFigures, useTranslation } from '../../lib/i18n';
import { AddressLines } from '../account/AddressLines';
import { OwnArticleNumber } from '../product/OwnArticleNumber';

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

/** A day in full ("18 november 2026"), or `short` for a table cell ("18 nov 2026"). */
export function formatOrderDate(iso: string, localeCode: string, style: 'long' | 'short' = 'long'): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return dateFormat(localeCode, { dateStyle: style === 'long' ? 'long' : 'medium', timeZone: 'UTC' }).format(
    date,
  );
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
 * The days the order's shipments were promised when it was placed, in the words the mail and the PDF
 * use: one line per shipment when it comes in several.
 */
export function PromisedDays({ order }: { order: Pick<Order, 'deliveryParts'> }) {
  const { language } = useTranslation();
  return deliveryPartTexts(order.deliveryParts, language.code).map((text) => (
    <span key={text} className="block">
      {text}
    </span>
  ));
}

function PromisedDeliveryFact({ order }: { order: Order }) {
  const { language } = useTranslation();
  if (order.deliveryParts.length === 0) return null;
  return (
    <div>
      <dt className="text-gray-600 text-sm">{expectedDeliveryLabel(order.shippingOption, language.code)}</dt>
      <dd className="font-medium text-gray-900" data-testid="order-promised-delivery">
        <PromisedDays order={order} />
      </dd>
    </div>
  );
}

/** The carrier's shipment number, linked to where the buyer follows it when the ERP gave that. */
function ShipmentFact({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.shipmentNumber) return null;
  return (
    <div>
      <dt className="text-gray-600 text-sm">{t('checkout.shipment')}</dt>
      <dd className="font-medium text-gray-900" data-testid="order-shipment">
        {order.shipmentNumber}
        {order.trackAndTraceUrl ? (
          <a
            href={order.trackAndTraceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="block font-normal text-brand-700 text-sm underline underline-offset-2"
          >
            {t('checkout.trackShipment')}
          </a>
        ) : null}
      </dd>
    </div>
  );
}

/** What the ERP says of a line: its delivery date, shipping note and invoice, as far as known. */
/** A line's cost post, when it is not the order's. */
function LineCostPost({
  line,
  orderCostPost,
}: {
  line: Order['lineItems'][number];
  orderCostPost: Order['costPost'];
}) {
  const { t } = useTranslation();
  if (!line.costPost || line.costPost.code === orderCostPost?.code) return null;
  return (
    <span className="block text-gray-700 text-xs" data-testid="line-cost-post">
      {t('checkout.costPost.line', { costPost: `${line.costPost.code} ${line.costPost.name}` })}
    </span>
  );
}

function LineProgress({ line }: { line: Order['lineItems'][number] }) {
  const { t, language } = useTranslation();
  const date = (iso: string) => formatOrderDate(iso, language.code);
  const parts = [
    line.deliveryDate ? t('checkout.lineDelivery', { date: date(line.deliveryDate) }) : null,
    line.shippingNoteNumber ? t('checkout.lineShippingNote', { number: line.shippingNoteNumber }) : null,
    line.invoiceNumber
      ? line.invoiceDate
        ? t('checkout.lineInvoiceOn', { number: line.invoiceNumber, date: date(line.invoiceDate) })
        : t('checkout.lineInvoice', { number: line.invoiceNumber })
      : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="block text-gray-600 text-xs" data-testid="order-line-progress">
      {parts.join(' · ')}
    </span>
  );
}

/** A figure of an order line; on phones, where the table's head is not shown, under its own label. */
function LineFigure({
  label,
  strong = false,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      className={`whitespace-nowrap tabular-nums sm:px-3 sm:py-2 sm:text-right ${strong ? 'font-semibold max-sm:text-right' : ''}`}
    >
      <span className="block font-normal text-gray-600 text-xs sm:hidden">{label}</span>
      {children}
    </td>
  );
}

/** An order's amounts, each with its test id, and its total below a rule. */
export function OrderTotals({
  amounts,
  total,
  className = '',
}: {
  amounts: readonly (readonly [label: string, amount: number, testId: string])[];
  total: number;
  className?: string;
}) {
  const figures = useFigures();
  const { t } = useTranslation();
  return (
    <dl className={`ml-auto max-w-sm space-y-1.5 text-gray-800 text-sm ${className}`}>
      {amounts.map(([label, amount, testId]) => (
        <div key={testId} className="flex justify-between gap-4">
          <dt>{label}</dt>
          <dd className="tabular-nums" data-testid={testId}>
            {figures.netPrice(amount)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-gray-300 border-t pt-2 font-bold text-base text-gray-900">
        <dt>{t('cart.total')}</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {figures.netPrice(total)}
        </dd>
      </div>
    </dl>
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
  const figures = useFigures();
  const { t, language } = useTranslation();
  const pickup = order.shippingOption === 'pickup';
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('checkout.orderNumber')} value={order.orderNumber} testId="order-number" />
        <Fact label={t('checkout.orderDate')} value={formatOrderDate(order.orderDateTime, language.code)} />
        <Fact
          label={pickup ? t('checkout.pickupDate') : t('checkout.deliveryDate')}
          value={
            order.deliveryDate
              ? formatOrderDate(order.deliveryDate, language.code)
              : t('checkout.asSoonAsPossible')
          }
          testId="order-delivery-date"
        />
        <PromisedDeliveryFact order={order} />
        <Fact label={t('checkout.paymentMethodLabel')} value={t(paymentMethodLabels[order.paymentMethod])} />
        <Fact
          label={t('checkout.shippingMethodLabel')}
          // Goods picked up are not shipped.
          value={pickup ? null : t(shippingMethodLabels[order.shippingMethod])}
        />
        <Fact
          label={t('checkout.orderReference')}
          value={[order.orderReference, order.orderReferenceSuffix].filter(Boolean).join(' / ') || null}
          testId="order-reference"
        />
        <Fact label={t('checkout.fileNumber')} value={order.fileNumber} />
        <ShipmentFact order={order} />
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
        <Fact
          label={t('checkout.costPost.title')}
          value={order.costPost && `${order.costPost.code} ${order.costPost.name}`}
          testId="order-cost-post"
        />
        {facts}
      </dl>

      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-lg border border-gray-200 p-4">
          <h2 className="mb-2 font-semibold text-gray-900">{t('checkout.billingAddress')}</h2>
          <AddressLines address={{ ...order.billingAddress, email: null }} />
        </section>
        <section className="rounded-lg border border-gray-200 p-4">
          <h2 className="mb-2 font-semibold text-gray-900">
            {pickup ? t('checkout.pickupLocation') : t('checkout.deliveryAddress')}
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
        {/* Phones show each line as a block, its quantity, price and total side by side. */}
        <table className="w-full border-collapse text-sm max-sm:block">
          <thead className="max-sm:sr-only">
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
          <tbody className="max-sm:block max-sm:space-y-3">
            {order.lineItems.map((line) => (
              <tr
                key={line.id}
                className="border-gray-200 align-top max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:p-3 sm:border-b"
                data-testid="order-line"
              >
                <td className="font-medium max-sm:col-span-3 sm:px-3 sm:py-2">
                  {line.productNumber}
                  <OwnArticleNumber customerSku={line.customerSku} className="font-normal" />
                </td>
                <td className="max-sm:col-span-3 max-sm:pb-1 sm:px-3 sm:py-2">
                  {line.label}
                  {line.remark ? <span className="block text-gray-600 text-xs">{line.remark}</span> : null}
                  <LineCostPost line={line} orderCostPost={order.costPost} />
                  <LineProgress line={line} />
                  {line.backorderQuantity > 0 ? (
                    <span className="block text-amber-800 text-xs">
                      {t('cart.backorder', {
                        amount: formatQuantityWithUnit(line.backorderQuantity, line.uom, language.code),
                      })}
                    </span>
                  ) : null}
                </td>
                <LineFigure label={t('checkout.quantity')}>
                  {formatQuantityWithUnit(line.quantity, line.uom, language.code)}
                </LineFigure>
                <LineFigure label={t('product.price')}>{figures.price(line.unitPrice)}</LineFigure>
                <LineFigure label={t('cart.lineTotal')} strong>
                  {figures.netPrice(line.totalPrice)}
                </LineFigure>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderTotals
          className="mt-4"
          amounts={[
            [t('cart.subtotal'), order.positionPrice, 'order-subtotal'],
            [t('cart.shipping'), order.shippingTotal, 'order-shipping'],
            ...(order.additionalCost > 0
              ? [[t('cart.additionalCost'), order.additionalCost, 'order-additional-cost'] as const]
              : []),
            [t('cart.netTotal'), order.amountNet, 'order-net'],
            ...order.calculatedTaxes.map(
              (tax) =>
                [
                  order.vatTreatment?.label ?? t('cart.vat', { rate: tax.taxRate }),
                  tax.tax,
                  `order-vat-${tax.taxRate}`,
                ] as const,
            ),
          ]}
          total={order.amountTotal}
        />
        {order.vatTreatment?.mention ? (
          <p className="mt-3 text-gray-700 text-xs" data-testid="order-vat-mention">
            {order.vatTreatment.mention}
            {order.vatTreatment.viesRequestIdentifier
              ? ` ${t('orders.viesConsultation', { number: order.vatTreatment.viesRequestIdentifier })}`
              : ''}
          </p>
        ) : null}
      </section>
    </>
  );
}
