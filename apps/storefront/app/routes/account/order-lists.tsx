import { Form, Link } from 'react-router';
import { ListSearchForm } from '../../components/account/ListSearchForm';
import { PageNotices } from '../../components/account/PageNotices';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { formatOrderDate } from '../../components/order/OrderDetails';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { FormField } from '../../components/ui/FormField';
import { Pager } from '../../components/ui/Pager';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { localizedPath, type MessageKey, translator, useFigures, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/order-lists';

const notices: Record<string, MessageKey> = { deleted: 'orderList.deleted' };

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const params = url.searchParams;
  const page = Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), 100_000);
  const search = params.get('search')?.trim().slice(0, 100) ?? '';
  // Without JavaScript, "put on an order list" leads here to choose one of the lists.
  const adding = params.get('add')?.trim().slice(0, 64)
    ? { productNumber: params.get('add')!.trim().slice(0, 64), quantity: params.get('quantity') ?? '1' }
    : null;
  const { data: lists, pager } = await client
    .orderLists({ page, ...(search ? { search } : {}) })
    .catch(throwAsRouteError);
  return {
    lists,
    pager,
    search,
    adding,
    notice: notices[params.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('orderList.title')} | ${shop.name}`, noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AccountOrderLists({ loaderData }: Route.ComponentProps) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const { lists, pager, search, adding, notice } = loaderData;
  const addPath = localizedPath(language, '/order-list/add');
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('orderList.title')}</h1>
          <p className="max-w-prose text-gray-700">{t('orderList.intro')}</p>
        </div>
        <Link to={localizedPath(language, '/account/orderlist/create')} className={primaryButtonClass}>
          {t('orderList.create')}
        </Link>
      </div>
      <PageNotices success={notice ? t(notice) : null} />
      {adding && (
        <p className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-4 text-gray-900" role="status">
          {t('orderList.choosingFor', { number: adding.productNumber })}
        </p>
      )}
      <ListSearchForm
        key={search}
        id="order-lists-search"
        label={t('orderList.search')}
        submitLabel={t('articleLinks.searchSubmit')}
        search={search}
      />
      {lists.length === 0 ? (
        <EmptyState>{search ? t('orderList.noneFound') : t('orderList.none')}</EmptyState>
      ) : (
        <>
          <TableFrame>
            <table className="w-full min-w-[720px] text-sm" data-testid="order-lists">
              <caption className="sr-only">{t('orderList.title')}</caption>
              <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('orderList.name')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('orderList.privacy')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('orderList.creator')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('orderList.createdAt')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('orderList.itemCount')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('orderList.amount')}
                  </th>
                  {adding && (
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">{t('orderList.putOnThisList')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {lists.map((list) => (
                  <tr key={list.id} className="hover:bg-gray-50" data-testid="order-list-row">
                    <td className="px-3 py-2">
                      <Link
                        to={localizedPath(language, `/account/orderlist/details/${list.id}`)}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {list.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2 text-gray-800">
                      {t(list.ownerType === 'company' ? 'orderList.shared' : 'orderList.private')}
                    </td>
                    <td className="px-3 py-2 text-gray-800">{list.creator.name}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-gray-800">
                      {formatOrderDate(list.createdAt, language.code)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{list.itemCount}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {list.amount === null ? '' : figures.netPrice(list.amount)}
                    </td>
                    {adding && (
                      <td className="px-3 py-2 text-right">
                        {list.mayChange && (
                          <Form method="post" action={addPath}>
                            <input type="hidden" name="listId" value={list.id} />
                            <input type="hidden" name="productNumber" value={adding.productNumber} />
                            <input type="hidden" name="quantity" value={adding.quantity} />
                            <button type="submit" className={secondaryButtonClass}>
                              {t('orderList.putOnThisList')}
                            </button>
                          </Form>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pager page={pager.currentPage} totalPages={pager.totalPages} param="page" />
        </>
      )}
      {adding && (
        <Form method="post" action={addPath} className="mt-6 flex max-w-md flex-col gap-3">
          <input type="hidden" name="productNumber" value={adding.productNumber} />
          <input type="hidden" name="quantity" value={adding.quantity} />
          <FormField name="newListName" label={t('orderList.newListName')} required maxLength={100} />
          <button type="submit" className={`self-start ${primaryButtonClass}`}>
            {t('orderList.putOnList')}
          </button>
        </Form>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
