import type { PersonalData } from '@tradeshop/api-client/contracts';
import { fromHundredths } from '@tradeshop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { articleRows } from '../catalog/index.ts';
import { orderList, orderListItem } from './order-list.tables.ts';

/** The order lists a user made, private and shared, with their articles: the module's part of their personal data. */
export async function orderListsMadeBy(tx: Tx, customerId: string): Promise<PersonalData['orderLists']> {
  const lists = await tx
    .select()
    .from(orderList)
    .where(eq(orderList.createdBy, customerId))
    .orderBy(asc(orderList.createdAt));
  const items = await Promise.all(
    lists.map((list) =>
      tx
        .select({ productId: orderListItem.productId, quantityHundredths: orderListItem.quantityHundredths })
        .from(orderListItem)
        .where(eq(orderListItem.orderListId, list.id))
        .orderBy(asc(orderListItem.position)),
    ),
  );
  const numbers = new Map(
    (await articleRows(tx, { ids: items.flat().map((item) => item.productId) })).map((row) => [
      row.id,
      row.productNumber,
    ]),
  );
  return lists.map((list, index) => ({
    id: list.id,
    name: list.name,
    shared: list.ownerType === 'company',
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    items: items[index]!.map((item) => ({
      productNumber: numbers.get(item.productId) ?? '',
      quantity: fromHundredths(item.quantityHundredths),
    })),
  }));
}

/**
 * Deletes the private order lists of a user being erased: nobody else could open them. Lists shared
 * with the company stay for their colleagues, made by the erased user. Answers how many went.
 */
export async function removePrivateOrderLists(tx: Tx, customerId: string): Promise<number> {
  const removed = await tx
    .delete(orderList)
    .where(and(eq(orderList.createdBy, customerId), eq(orderList.ownerType, 'user')))
    .returning({ id: orderList.id });
  return removed.length;
}
