import type { OrderHistoryEntry } from '@tradeshop/api-client';
import { isOrderStatus, orderStatuses } from '@tradeshop/domain';
import { Form, Link } from 'react-router';
import { ApprovalStatusBadge } from '../../components/approvals/ApprovalStatusBadge';
import { HistoryFilterForm, HistoryResults } from '../../components/history/HistoryFilterForm';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { ErpOrdersTable, orderStatusLabel } from '../../components/order/ErpOrdersTable';
import { formatOrderDate } from '../../components/order/OrderDetails';
import { secondaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { historyFilterOf, queryOf } from '../../lib/history-filter';
import { localizedPath, translator, useFigures, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { searchText } from '../../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/orders';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const search = url.searchParams;
  const asked = search.get('status') ?? '';
  const status = isOrderStatus(asked) ? asked : undefined;
  const filter = { status: status ?? '', term: searchText(search.get('term'), 50) };
  const query = { term: filter.term || undefined, status };
  const meta = { title: `${translator(language.code)('orders.title')} | ${shop.name}`, noindex: true };
  if (shop.featureFlags.includes('USE_NATIVE_ORDER_HISTORY')) {
    const page = historyFilterOf(search).page;
    const { data: orders, pager } = await client.orderHistory({ page, ...query }).catch(throwAsRouteError);
    return { history: { source: 'shop' as const, orders, pager }, filter, period: null, meta };
  }
  const period = historyFilterOf(search);
  if (period.periodInvalid) return { history: null, filter, period, meta };
  const { data: orders, pager } = await client
    .erpOrderHistory({ ...queryOf({ page: period.page, from: period.from, to: period.to }), ...query })
    .catch(throwAsRouteError);
  return { history: { source: 'erp' as const, orders, pager }, filter, period, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** The orders placed in the shop (USE_NATIVE_ORDER_HISTORY). */
function ShopOrdersTable({ orders }: { orders: OrderHistoryEntry[] }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  return (
    <TableFrame>
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">{t('orders.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('checkout.orderNumber')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('checkout.orderReference')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('checkout.orderDate')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('orders.buyer')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('orders.statusLabel')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('orders.lines')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('cart.total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((order) => (
            <tr key={order.id}>
              <td className="px-3 py-2">
                <Link
                  to={localizedPath(language, `/account/orders/details/${order.orderNumber}`)}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {order.orderNumber}
                </Link>
              </td>
              <td className="px-3 py-2">{order.orderReference ?? '–'}</td>
              <td className="whitespace-nowrap px-3 py-2">
                {formatOrderDate(order.orderDateTime, language.code)}
              </td>
              <td className="px-3 py-2">
                {order.buyer.firstName} {order.buyer.lastName}
              </td>
              <td className="px-3 py-2">
                <span className="mr-2">{t(orderStatusLabel(order.status))}</span>
                <ApprovalStatusBadge status={order.approvalStatus} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{order.lineCount}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {figures.netPrice(order.amountTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** The status filter and search of both histories. */
function OrderFilterFields({ filter }: { filter: { status: string; term: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="min-w-56 flex-1">
        <FormField name="term" type="search" label={t('orders.search')} defaultValue={filter.term} />
      </div>
      <div className="min-w-48">
        <SelectField
          name="status"
          label={t('orders.statusLabel')}
          defaultValue={filter.status}
          placeholder={t('orders.allStatuses')}
          options={orderStatuses.map((status) => ({ value: status, label: t(orderStatusLabel(status)) }))}
        />
      </div>
    </>
  );
}

/**
 * The order history: the ERP's, of every channel, with a period (USE_NATIVE_ORDER_HISTORY off), or
 * the shop's own orders.
 */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { history, filter, period } = loaderData;
  const filtered = Boolean(filter.status || filter.term || period?.from || period?.to);
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('orders.title')}</h1>
      <p className="mb-6 text-gray-700">{t(period ? 'orders.introErp' : 'orders.intro')}</p>
      {period ? (
        <HistoryFilterForm from={period.from} to={period.to} periodInvalid={period.periodInvalid}>
          <OrderFilterFields filter={filter} />
        </HistoryFilterForm>
      ) : (
        <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" role="search">
          <OrderFilterFields filter={filter} />
          <button type="submit" className={secondaryButtonClass}>
            {t('flows.searchSubmit')}
          </button>
        </Form>
      )}
      {history && (
        <HistoryResults
          pager={history.pager}
          empty={filtered ? t('orders.noneFound') : t('orders.none')}
          count={t('orders.count', { count: history.pager.totalResults })}
        >
          {history.source === 'erp' ? (
            <ErpOrdersTable orders={history.orders} />
          ) : (
            <ShopOrdersTable orders={history.orders} />
          )}
        </HistoryResults>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
