import type { ErpOrderDetail, Order } from '@tradeshop/api-client';
import {
  expectedDeliveryLabel,
  formatQuantityWithUnit,
  moneyToNumber,
  toMoney,
  warehouseNameOf,
} from '@tradeshop/domain';
import { Form, Link } from 'react-router';
import { localizedPath, useFigures, useTranslation } from '../../lib/i18n';
import { AddressLines } from '../account/AddressLines';
import { HeadCell } from '../history/HistoryFilterForm';
import { TableFrame } from '../ui/TableFrame';
import { orderChannelLabel, orderStatusLabel } from './ErpOrdersTable';
import { ChooseLineCell, ChooseLineHead, LinesIntoCartButtons } from './LineChoice';
import { Fact, formatOrderDate, OrderTotals, PromisedDays } from './OrderDetails';

type Part = ErpOrderDetail['parts'][number];

/** The path of an order, or of the part of it one firm's warehouse shipped. */
export const erpOrderPath = (orderNumber: string, part?: Pick<Part, 'firm' | 'warehouse'>) =>
  `/account/orders/details/${[orderNumber, ...(part ? [part.firm ?? '-', part.warehouse ?? '-'] : [])]
    .map(encodeURIComponent)
    .join('/')}`;

/** The warehouses an order shipped from, each a link to its lines, and one to all of them. */
function OrderParts({
  order,
  shown,
}: {
  order: ErpOrderDetail;
  shown: Pick<Part, 'firm' | 'warehouse'> | null;
}) {
  const { t, language } = useTranslation();
  const links = [
    { key: 'all', label: t('orders.allParts'), to: erpOrderPath(order.number), current: !shown },
    ...order.parts.map((part) => ({
      key: `${part.firm}-${part.warehouse}`,
      label: part.warehouse
        ? t('orders.partWarehouse', { warehouse: warehouseNameOf(part.warehouse), count: part.lineCount })
        : t('orders.partNoWarehouse', { count: part.lineCount }),
      to: erpOrderPath(order.number, part),
      current: shown?.firm === part.firm && shown?.warehouse === part.warehouse,
    })),
  ];
  return (
    <nav aria-label={t('orders.parts')} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-gray-700">{t('orders.parts')}:</span>
      {links.map((link) => (
        <Link
          key={link.key}
          to={localizedPath(language, link.to)}
          aria-current={link.current ? 'page' : undefined}
          className={`rounded-full border px-3 py-1 ${link.current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-gray-300 text-gray-800 hover:border-brand-700'}`}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** A line's delivery, shipping note and invoice, as far as the ERP knows them. */
function LineProgress({ line }: { line: ErpOrderDetail['lines'][number] }) {
  const { t, language } = useTranslation();
  const date = (iso: string) => formatOrderDate(iso, language.code, 'short');
  const parts = [
    line.deliveryDate ? t('checkout.lineDelivery', { date: date(line.deliveryDate) }) : null,
    line.shippingNoteNumber ? t('checkout.lineShippingNote', { number: line.shippingNoteNumber }) : null,
    line.invoiceNumber
      ? line.invoiceDate
        ? t('checkout.lineInvoiceOn', { number: line.invoiceNumber, date: date(line.invoiceDate) })
        : t('checkout.lineInvoice', { number: line.invoiceNumber })
      : null,
    line.warehouse ? t('orders.lineWarehouse', { warehouse: warehouseNameOf(line.warehouse) }) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="block text-gray-600 text-xs">{parts.join(' · ')}</span>;
}

/**
 * An order as the ERP keeps it: its facts, addresses, lines with their delivery, shipping note and
 * invoice, and totals. Lines can be chosen and ordered again, or all of them at once.
 */
/**
 * What the buyer asked for an order placed in the shop and the days it was promised, kept whatever
 * the ERP later made of it: the wished delivery date, the promised days, the order's remark and the
 * lines' remarks.
 */
function AskedWhenOrdering({ asked }: { asked: Order }) {
  const { t, language } = useTranslation();
  const lineRemarks = asked.lineItems.filter((line) => line.remark);
  const promised = asked.deliveryParts.length > 0;
  if (!asked.deliveryDate && !asked.remark && lineRemarks.length === 0 && !promised) return null;
  return (
    <section aria-labelledby="order-asked" className="rounded-lg border border-gray-200 p-4">
      <h2 id="order-asked" className="mb-2 font-semibold text-gray-900">
        {t('orders.asked')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="order-asked">
        {asked.deliveryDate && (
          <>
            <dt className="text-gray-600">{t('checkout.deliveryDate')}</dt>
            <dd className="text-gray-900">{formatOrderDate(asked.deliveryDate, language.code)}</dd>
          </>
        )}
        {promised && (
          <>
            <dt className="text-gray-600">{expectedDeliveryLabel(asked.shippingOption, language.code)}</dt>
            <dd className="text-gray-900" data-testid="order-promised-delivery">
              <PromisedDays order={asked} />
            </dd>
          </>
        )}
        {asked.remark && (
          <>
            <dt className="text-gray-600">{t('checkout.remark')}</dt>
            <dd className="whitespace-pre-line text-gray-900">{asked.remark}</dd>
          </>
        )}
        {lineRemarks.map((line) => (
          <div key={line.id} className="contents">
            <dt className="text-gray-600">{t('orders.lineRemark', { product: line.productNumber })}</dt>
            <dd className="text-gray-900">{line.remark}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ErpOrderDetails({
  order,
  asked,
  shown,
  reordering,
}: {
  order: ErpOrderDetail;
  /** The shop's own record of an order placed in it, when the user may read it. */
  asked: Order | null;
  shown: Pick<Part, 'firm' | 'warehouse'> | null;
  reordering: boolean;
}) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('orders.webOrderNumber')} value={order.shopOrderNumber} testId="web-order-number" />
        <Fact label={t('orders.erpOrderNumber')} value={order.number} testId="order-number" />
        <Fact label={t('checkout.orderDate')} value={formatOrderDate(order.orderedAt, language.code)} />
        <Fact
          label={t('orders.statusLabel')}
          value={t(orderStatusLabel(order.status))}
          testId="order-status"
        />
        <Fact label={t('orders.channelLabel')} value={t(orderChannelLabel(order.channel))} />
        <Fact label={t('checkout.orderReference')} value={order.reference} testId="order-reference" />
        <Fact label={t('orders.buyer')} value={order.orderedBy} />
        {order.shipmentNumber && (
          <div>
            <dt className="text-gray-600 text-sm">{t('checkout.shipment')}</dt>
            <dd className="font-medium text-gray-900">
              {order.shipmentNumber}
              {order.trackAndTraceUrl && (
                <a
                  href={order.trackAndTraceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block font-normal text-brand-700 text-sm underline underline-offset-2"
                >
                  {t('checkout.trackShipment')}
                </a>
              )}
            </dd>
          </div>
        )}
      </dl>

      {asked && <AskedWhenOrdering asked={asked} />}

      {(order.billingAddress || order.deliveryAddress) && (
        <div className="grid gap-4 sm:grid-cols-2">
          {order.billingAddress && (
            <section className="rounded-lg border border-gray-200 p-4">
              <h2 className="mb-2 font-semibold text-gray-900">{t('checkout.billingAddress')}</h2>
              <AddressLines address={{ ...order.billingAddress, email: null }} />
            </section>
          )}
          {order.deliveryAddress && (
            <section className="rounded-lg border border-gray-200 p-4">
              <h2 className="mb-2 font-semibold text-gray-900">{t('checkout.deliveryAddress')}</h2>
              <AddressLines address={{ ...order.deliveryAddress, email: null }} />
            </section>
          )}
        </div>
      )}

      <section aria-labelledby="order-lines" className="space-y-3">
        <h2 id="order-lines" className="font-bold text-gray-900 text-xl">
          {t('checkout.orderLines')}
        </h2>
        {order.parts.length > 0 && <OrderParts order={order} shown={shown} />}
        <Form method="post" className="space-y-3">
          <TableFrame>
            <table className="w-full min-w-[860px] text-sm">
              <caption className="sr-only">{t('orders.linesCaption')}</caption>
              <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
                <tr>
                  <ChooseLineHead />
                  <HeadCell>{t('orders.line')}</HeadCell>
                  <HeadCell>{t('product.articleNumber')}</HeadCell>
                  <HeadCell>{t('checkout.product')}</HeadCell>
                  <HeadCell end>{t('checkout.quantity')}</HeadCell>
                  <HeadCell end>{t('product.price')}</HeadCell>
                  <HeadCell end>{t('cart.lineTotal')}</HeadCell>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {order.lines.map((line) => (
                  <tr key={line.position} className="align-top" data-testid="order-line">
                    <ChooseLineCell position={line.position} name={line.name} />
                    <td className="px-3 py-2 tabular-nums">{line.position}</td>
                    <td className="whitespace-nowrap px-3 py-2 font-medium">
                      {line.article ?? '–'}
                      {line.customerArticle && (
                        <span className="block font-normal text-gray-600 text-xs">
                          {t('offers.customerArticle')}: {line.customerArticle}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {line.name}
                      {line.description && (
                        <span className="block text-gray-600 text-xs">{line.description}</span>
                      )}
                      <LineProgress line={line} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {formatQuantityWithUnit(line.quantity, line.unit, language.code)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {figures.price(line.unitPrice)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums">
                      {figures.netPrice(line.totalPrice)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <LinesIntoCartButtons
            intent="reorder"
            chosenLabel={t('orders.reorderChosen')}
            allLabel={shown ? t('orders.reorderPart') : t('orders.reorder')}
            busy={reordering}
          />
        </Form>
        <OrderTotals
          amounts={[
            [t('cart.shipping'), order.shippingCost, 'order-shipping'],
            ...(order.additionalCost > 0
              ? [[t('cart.additionalCost'), order.additionalCost, 'order-additional-cost'] as const]
              : []),
            [t('cart.netTotal'), order.net, 'order-net'],
            [t('orders.vat'), moneyToNumber(toMoney(order.total) - toMoney(order.net)), 'order-vat'],
          ]}
          total={order.total}
        />
      </section>
    </>
  );
}
