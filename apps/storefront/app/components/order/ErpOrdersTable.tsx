import type { ErpOrderEntry } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { localizedPath, type MessageKey, useFigures, useTranslation } from '../../lib/i18n';
import { ApprovalStatusBadge } from '../approvals/ApprovalStatusBadge';
import { HeadCell } from '../history/HistoryFilterForm';
import { TableFrame } from '../ui/TableFrame';
import { formatOrderDate } from './OrderDetails';

export const orderStatusLabel = (status: string) => `orders.status.${status}` as MessageKey;
export const orderChannelLabel = (channel: string) => `orders.channel.${channel}` as MessageKey;

/**
 * The ERP's orders from every channel. An order of the shop the ERP does not hold yet opens by
 * the shop's number, where its approval can be followed.
 */
export function ErpOrdersTable({ orders }: { orders: ErpOrderEntry[] }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  return (
    <TableFrame>
      <table className="w-full min-w-[820px] text-sm">
        <caption className="sr-only">{t('orders.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
          <tr>
            <HeadCell>{t('checkout.orderNumber')}</HeadCell>
            <HeadCell>{t('checkout.orderReference')}</HeadCell>
            <HeadCell>{t('checkout.orderDate')}</HeadCell>
            <HeadCell>{t('orders.channelLabel')}</HeadCell>
            <HeadCell>{t('orders.buyer')}</HeadCell>
            <HeadCell>{t('orders.statusLabel')}</HeadCell>
            <HeadCell end>{t('orders.lines')}</HeadCell>
            <HeadCell end>{t('cart.total')}</HeadCell>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((order) => (
            <tr key={`${order.source}-${order.number}`}>
              <td className="whitespace-nowrap px-3 py-2">
                <Link
                  to={localizedPath(language, `/account/orders/details/${encodeURIComponent(order.number)}`)}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {order.number}
                </Link>
                {order.shopOrderNumber && order.shopOrderNumber !== order.number && (
                  <span className="block text-gray-600 text-xs">
                    {t('orders.shopNumber', { number: order.shopOrderNumber })}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">{order.reference ?? '–'}</td>
              <td className="whitespace-nowrap px-3 py-2">
                {formatOrderDate(order.orderedAt, language.code, 'short')}
              </td>
              <td className="px-3 py-2">{t(orderChannelLabel(order.channel))}</td>
              <td className="px-3 py-2">{order.orderedBy ?? '–'}</td>
              <td className="px-3 py-2">
                <span className="mr-2">{t(orderStatusLabel(order.status))}</span>
                <ApprovalStatusBadge status={order.approvalStatus} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{order.lineCount}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {figures.netPrice(order.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
