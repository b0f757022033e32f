import { StoreApiError } from '@tradeshop/api-client';
import { parseTypedQuantity } from '@tradeshop/domain';
import { data, redirect } from 'react-router';
import { accountErrorMessage } from '../../lib/account-errors';
import { localizedPath, translator } from '../../lib/i18n';
import type { AddToOrderListAnswer, OrderListChoices } from '../../lib/order-list-add';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/order-list-add';

/** The lists an article can be put on: those the user may change, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const { client, customer } = context.get(storeApiContext);
  if (!(await customer())) return data<OrderListChoices>({ lists: [] }, { status: 403 });
  try {
    const { data: lists } = await client.orderLists({ limit: 100 });
    return data<OrderListChoices>(
      { lists: lists.filter((list) => list.mayChange).map(({ id, name }) => ({ id, name })) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    return data<OrderListChoices>({ lists: [] }, { status: error.status });
  }
}

/**
 * Puts an article on a chosen list, or on a new one named on the spot. With JavaScript the card
 * or page stays and shows the outcome; without, the list opens.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const productNumber = String(form.get('productNumber') ?? '');
  const quantity = parseTypedQuantity(String(form.get('quantity') ?? '')) ?? 1;
  const listId = String(form.get('listId') ?? '');
  const newListName = String(form.get('newListName') ?? '').trim();
  if (!listId && !newListName)
    return data<AddToOrderListAnswer>({ ok: false, message: t('orderList.nameOrList') }, { status: 400 });
  const items = [{ sku: productNumber, quantity: Number.isFinite(quantity) ? quantity : 1 }];
  try {
    const { data: list } = listId
      ? await client.addToOrderList(listId, { items })
      : await client.createOrderList({ name: newListName.slice(0, 100), items });
    if (form.get('js') !== '1')
      return redirect(`${localizedPath(language, `/account/orderlist/details/${list.id}`)}?notice=saved`);
    return { ok: true, message: t('orderList.addedTo', { name: list.name }) } satisfies AddToOrderListAnswer;
  } catch (error) {
    return data<AddToOrderListAnswer>({ ok: false, message: accountErrorMessage(error, t) }, { status: 400 });
  }
}
