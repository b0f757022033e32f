import type { OrderHistoryEntry } from '@tradeshop/api-client';
import { formatNetPrice, isOrderStatus, orderStatuses } from '@tradeshop/domain';
import { Form, Link } from 'react-router';
import { secondaryButtonClass } from '../components/account/FieldGroup';
import { FormField } from '../components/account/FormField';
import { SelectField } from '../components/account/SelectField';
import { TableFrame } from '../components/account/TableFrame';
import { ApprovalStatusBadge } from '../components/approvals/ApprovalStatusBadge';
import { ErrorPage } from '../components/layout/ErrorPage';
import { Pagination } from '../components/listing/Pagination';
import { formatOrderDate } from '../components/order/OrderDetails';
import { requireCustomer } from '../lib/account.server';
import { localizedPath, type MessageKey, translator, useTranslation } from '../lib/i18n';
import { metaTags } from '../lib/route-meta';
import { searchText } from '../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import type { Route } from './+types/account-orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const { client, language, shop } = context.get(storeApiContext);
  const search = new URL(request.url).searchParams;
  const status = search.get('status') ?? '';
  const term = searchText(search.get('term'), 50);
  const page = Math.min(Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1), 100_000);
  const { data: orders, pager } = await client
    .orderHistory({ page, term: term || undefined, status: isOrderStatus(status) ? status : undefined })
    .catch(throwAsRouteError);
  return {
    orders,
    pager,
    filter: { status: isOrderStatus(status) ? status : '', term },
    meta: { title: `${translator(language.code)('orders.title')} | ${shop.name}`, noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

const statusLabel = (status: string) => `orders.status.${status}` as MessageKey;

function OrdersTable({ orders }: { orders: OrderHistoryEntry[] }) {
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
                <span className="mr-2">{t(statusLabel(order.status))}</span>
                <ApprovalStatusBadge status={order.approvalStatus} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{order.lineCount}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {formatNetPrice(order.amountTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, pager, filter } = loaderData;
  const filtered = Boolean(filter.status || filter.term);
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('orders.title')}</h1>
      <p className="mb-6 text-gray-700">{t('orders.intro')}</p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-56 flex-1">
          <FormField name="term" type="search" label={t('orders.search')} defaultValue={filter.term} />
        </div>
        <div className="min-w-48">
          <SelectField
            name="status"
            label={t('orders.statusLabel')}
            defaultValue={filter.status}
            placeholder={t('orders.allStatuses')}
            options={orderStatuses.map((status) => ({ value: status, label: t(statusLabel(status)) }))}
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t('flows.searchSubmit')}
        </button>
      </Form>
      {orders.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">
          {filtered ? t('orders.noneFound') : t('orders.none')}
        </p>
      ) : (
        <>
          <p className="mb-3 text-gray-700 text-sm" role="status">
            {t('orders.count', { count: pager.totalResults })}
          </p>
          <OrdersTable orders={orders} />
          <Pagination page={pager.currentPage} totalPages={pager.totalPages} param="page" />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
