import { hasRight } from '@tradeshop/domain';
import { useId, useState } from 'react';
import { Link, useFetcher, useRouteLoaderData } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import type { AddToOrderListAnswer, OrderListChoices } from '../../lib/order-list-add';
import type { AccountSummary } from '../header/AccountMenu';

/**
 * "Put on an order list" for an article: choose one of the lists the user may change or name a new
 * one. The form and the lists load when the panel is opened, so a listing does not send a form per
 * card; without JavaScript the panel leads to the order lists page, which offers the same choice.
 * Shown to logged-in users with ROLE_MANAGE_ORDER_LISTS.
 */
export function AddToOrderList({ productNumber, quantity }: { productNumber: string; quantity: number }) {
  const { t, language } = useTranslation();
  const account = (useRouteLoaderData('shop') as { account?: AccountSummary | null } | undefined)?.account;
  const choices = useFetcher<OrderListChoices>();
  const adding = useFetcher<AddToOrderListAnswer>();
  const [opened, setOpened] = useState(false);
  const id = useId();
  if (!account || !hasRight(account.rights, 'ROLE_MANAGE_ORDER_LISTS')) return null;
  const path = localizedPath(language, '/order-list/add');
  const lists = choices.data?.lists ?? [];
  return (
    <details
      className="relative text-sm"
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        setOpened(true);
        if (choices.state === 'idle' && !choices.data) choices.load(path);
      }}
    >
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
        {t('orderList.addToList')}
      </summary>
      {opened ? (
        <adding.Form
          method="post"
          action={path}
          className="mt-2 flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-3"
        >
          <input type="hidden" name="productNumber" value={productNumber} />
          <input type="hidden" name="quantity" value={String(quantity)} />
          <input type="hidden" name="js" value="1" />
          {lists.length > 0 && (
            <>
              <label htmlFor={`${id}-list`} className="font-medium text-gray-900">
                {t('orderList.chooseList')}
              </label>
              <select
                id={`${id}-list`}
                name="listId"
                className="rounded-md border border-gray-300 px-2 py-1.5 text-gray-900"
              >
                {lists.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name}
                  </option>
                ))}
                <option value="">{t('orderList.newList')}</option>
              </select>
            </>
          )}
          <label htmlFor={`${id}-new`} className="font-medium text-gray-900">
            {t('orderList.newListName')}
          </label>
          <input
            id={`${id}-new`}
            name="newListName"
            maxLength={100}
            className="rounded-md border border-gray-300 px-2 py-1.5 text-gray-900 focus:outline-2 focus:outline-brand-600"
          />
          <button
            type="submit"
            disabled={adding.state !== 'idle'}
            className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('orderList.putOnList')}
          </button>
          {adding.data && (
            <p role="status" className={adding.data.ok ? 'text-green-800' : 'text-red-800'}>
              {adding.data.message}
            </p>
          )}
        </adding.Form>
      ) : (
        <Link
          to={`${localizedPath(language, '/account/orderlist')}?${new URLSearchParams({ add: productNumber, quantity: String(quantity) })}`}
          className="mt-2 block font-medium text-brand-700 underline"
        >
          {t('orderList.chooseOrName')}
        </Link>
      )}
    </details>
  );
}
