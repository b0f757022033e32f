import type {
  OrderListCartResponse,
  OrderListDetail,
  OrderListLine,
  OrderListSummary,
  orderListInput,
  orderListItemsInput,
  orderListQuery,
  orderListUpdate,
} from '@tradeshop/api-client/contracts';
import {
  cartErrorLevels,
  errorCodes,
  fromHundredths,
  isValidQuantity,
  lineTotal,
  type Money,
  moneyToNumber,
  toHundredths,
  toMoney,
} from '@tradeshop/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext, type SessionCustomer } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { pagerOf } from '../../platform/pager.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { companyPeople, isLeadBuyer } from '../account/index.ts';
import { customerSkusOf } from '../article-link/index.ts';
import { addLineItems } from '../cart/index.ts';
import { type ArticleRow, articleRows, canonicalSeoPath, loadProducts } from '../catalog/index.ts';
import { seesPrices } from '../erp/index.ts';
import { orderList, orderListItem } from './order-list.tables.ts';

type ListRow = typeof orderList.$inferSelect;
type ItemRow = typeof orderListItem.$inferSelect;
type Items = z.output<typeof orderListItemsInput>['items'];

/** The lists a user sees: their own private ones and every shared list of the company. */
const visibleTo = (user: SessionCustomer) =>
  and(
    eq(orderList.companyId, user.companyId),
    or(eq(orderList.ownerType, 'company'), eq(orderList.createdBy, user.id)),
  );

const listNotFound = (id: string) =>
  notFound(errorCodes.orderListNotFound, 'No order list with this id that you may see.', { id });

async function findList(tx: Tx, user: SessionCustomer, id: string): Promise<ListRow> {
  const [row] = await tx
    .select()
    .from(orderList)
    .where(and(eq(orderList.id, id), visibleTo(user)));
  if (!row) throw listNotFound(id);
  return row;
}

/** Only its creator or a lead buyer changes or deletes a list. */
async function mayChange(tx: Tx, user: SessionCustomer, list: ListRow): Promise<boolean> {
  return list.createdBy === user.id || (await isLeadBuyer(tx, user.id));
}

async function findChangeableList(tx: Tx, user: SessionCustomer, id: string): Promise<ListRow> {
  const list = await findList(tx, user, id);
  if (!(await mayChange(tx, user, list))) {
    throw new ApiProblem(
      403,
      errorCodes.orderListNotYours,
      'Only the creator of this list or a lead buyer may change it.',
      { id },
    );
  }
  return list;
}

const itemsOf = (tx: Tx, listIds: readonly string[]) =>
  listIds.length === 0
    ? Promise.resolve([] as ItemRow[])
    : tx
        .select()
        .from(orderListItem)
        .where(inArray(orderListItem.orderListId, [...listIds]))
        .orderBy(asc(orderListItem.position));

/** The buyer's unit price of each line at its quantity, by line id; none when prices are hidden. */
async function unitPrices(ctx: RequestContext, items: ItemRow[]): Promise<Map<string, Money>> {
  if (!seesPrices(ctx) || items.length === 0) return new Map();
  const answers = await ctx.erp.articles(
    ctx.tx,
    ctx.customer?.companyId ?? null,
    items.map((item) => ({ productId: item.productId, quantityHundredths: item.quantityHundredths })),
  );
  return new Map(
    items.flatMap((item, index) => (answers[index] ? [[item.id, answers[index]!.unitPrice]] : [])),
  );
}

async function toSummaries(
  ctx: RequestContext,
  user: SessionCustomer,
  rows: ListRow[],
): Promise<OrderListSummary[]> {
  const items = await itemsOf(
    ctx.tx,
    rows.map((row) => row.id),
  );
  const prices = await unitPrices(ctx, items);
  const creators = new Map(
    (
      await companyPeople(
        ctx.tx,
        rows.map((row) => row.createdBy),
        { includeDeleted: true },
      )
    ).map((person) => [person.id, `${person.firstName} ${person.lastName}`]),
  );
  const leadBuyer = await isLeadBuyer(ctx.tx, user.id);
  return rows.map((row) => {
    const lines = items.filter((item) => item.orderListId === row.id);
    const amount = seesPrices(ctx)
      ? moneyToNumber(
          lines.reduce((sum, item) => sum + lineTotal(prices.get(item.id) ?? 0, item.quantityHundredths), 0),
        )
      : null;
    return {
      id: row.id,
      name: row.name,
      ownerType: row.ownerType as OrderListSummary['ownerType'],
      creator: { id: row.createdBy, name: creators.get(row.createdBy) ?? '' },
      createdAt: row.createdAt.toISOString(),
      itemCount: lines.length,
      amount,
      mayChange: row.createdBy === user.id || leadBuyer,
      apiAlias: 'dexis_order_list' as const,
    };
  });
}

/** The lists the user sees, newest first, 20 a page; `search` finds a part of the name. */
export async function listOrderLists(ctx: RequestContext, query: z.output<typeof orderListQuery>) {
  const user = requireCustomer(ctx);
  const where = and(
    visibleTo(user),
    query.search ? ilike(orderList.name, containing(query.search)) : undefined,
  );
  const rows = await ctx.tx
    .select()
    .from(orderList)
    .where(where)
    .orderBy(desc(orderList.createdAt), asc(orderList.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [count] = await ctx.tx.select({ total: sql<number>`count(*)::int` }).from(orderList).where(where);
  return { data: await toSummaries(ctx, user, rows), pager: pagerOf(query, count?.total ?? 0) };
}

/** A list with its lines: the articles' names, the buyer's prices and stock as they are now. */
export async function getOrderList(ctx: RequestContext, id: string): Promise<OrderListDetail> {
  const user = requireCustomer(ctx);
  const list = await findList(ctx.tx, user, id);
  const [summary] = await toSummaries(ctx, user, [list]);
  const items = await itemsOf(ctx.tx, [list.id]);
  const productIds = items.map((item) => item.productId);
  const products = new Map((await loadProducts(ctx, productIds)).map((product) => [product.id, product]));
  const rows = new Map((await articleRows(ctx.tx, { ids: productIds })).map((row) => [row.id, row]));
  const prices = await unitPrices(ctx, items);
  const buyable = await ctx.erp.articles(
    ctx.tx,
    user.companyId,
    items.map((item) => ({ productId: item.productId, quantityHundredths: item.quantityHundredths })),
  );
  const customerSkus = await customerSkusOf(ctx.tx, user.companyId, productIds);
  const lines = items.flatMap((item, index): OrderListLine[] => {
    const row = rows.get(item.productId);
    if (!row) return [];
    const product = products.get(item.productId);
    const unitPrice = prices.get(item.id);
    return [
      {
        id: item.id,
        productId: item.productId,
        productNumber: row.productNumber,
        customerSku: customerSkus.get(item.productId) ?? null,
        name: product?.translated.name ?? row.productNumber,
        quantity: fromHundredths(item.quantityHundredths),
        unitPrice: unitPrice === undefined ? null : moneyToNumber(unitPrice),
        totalPrice:
          unitPrice === undefined ? null : moneyToNumber(lineTotal(unitPrice, item.quantityHundredths)),
        deliveryTime: product?.deliveryTime ?? null,
        ecotax: row.ecotax === null ? null : moneyToNumber(toMoney(row.ecotax)),
        uom: row.unitOfMeasure,
        stock: fromHundredths(row.availableStockHundredths),
        minPurchase: fromHundredths(row.minPurchaseHundredths),
        purchaseSteps: fromHundredths(row.purchaseStepsHundredths),
        maxPurchase: row.maxPurchaseHundredths === null ? null : fromHundredths(row.maxPurchaseHundredths),
        // Inactive and parent articles cannot be ordered, nor what the ERP does not sell online.
        isBuyable: Boolean(product) && row.childCount === 0 && (buyable[index]?.buyable ?? false),
        seoPath: product ? canonicalSeoPath(ctx, product) : null,
      },
    ];
  });
  return { ...summary!, lines };
}

/** The quantity rule of an article as the counter knows it, without stock: a list may hold more. */
const quantityFits = (row: ArticleRow, hundredths: number) =>
  isValidQuantity(hundredths, {
    min: row.minPurchaseHundredths,
    step: row.purchaseStepsHundredths,
    ...(row.maxPurchaseHundredths === null ? {} : { max: row.maxPurchaseHundredths }),
  });

const invalidItems = (violations: { propertyPath: string; type: string; title: string }[]) =>
  new ApiProblem(400, errorCodes.invalidRequest, 'Some articles cannot be put on the list.', {}, violations);

/**
 * Puts articles on a list: one already on it adds up. Every item is checked before anything is
 * written (an unknown or unsellable article, a quantity off the article's steps), and one bad item
 * refuses the whole request with a violation naming it.
 */
async function addItems(ctx: RequestContext, listId: string, items: Items, path: string) {
  const { tx } = ctx;
  const found = await articleRows(tx, {
    ids: items.flatMap((item) => item.productId ?? []),
    productNumbers: items.flatMap((item) => (item.productId ? [] : (item.sku ?? []))),
    sellable: true,
  });
  const existing = await itemsOf(tx, [listId]);
  const wanted = new Map<string, { row: ArticleRow; quantity: number }>();
  const violations = items.flatMap((item, index) => {
    const row = found.find((candidate) =>
      item.productId ? candidate.id === item.productId : candidate.productNumber === item.sku,
    );
    const field = `${path}/${index}/${item.productId ? 'productId' : 'sku'}`;
    if (!row)
      return [
        { propertyPath: field, type: errorCodes.productNotFound, title: 'No article that can be ordered.' },
      ];
    const before =
      wanted.get(row.id)?.quantity ??
      existing.find((line) => line.productId === row.id)?.quantityHundredths ??
      0;
    const quantity = before + toHundredths(item.quantity);
    if (!quantityFits(row, quantity)) {
      return [
        {
          propertyPath: `${path}/${index}/quantity`,
          type: 'dexis-cart-invalidQuantity',
          title: 'This quantity cannot be ordered.',
        },
      ];
    }
    wanted.set(row.id, { row, quantity });
    return [];
  });
  if (violations.length > 0) throw invalidItems(violations);
  let position = existing.reduce((max, line) => Math.max(max, line.position), 0);
  for (const [productId, { quantity }] of wanted) {
    const line = existing.find((candidate) => candidate.productId === productId);
    if (line)
      await tx
        .update(orderListItem)
        .set({ quantityHundredths: quantity })
        .where(eq(orderListItem.id, line.id));
    else {
      position += 1;
      await tx.insert(orderListItem).values({
        id: crypto.randomUUID(),
        orderListId: listId,
        productId,
        quantityHundredths: quantity,
        position,
      });
    }
  }
  await tx.update(orderList).set({ updatedAt: sql`now()` }).where(eq(orderList.id, listId));
}

export async function createOrderList(ctx: RequestContext, input: z.output<typeof orderListInput>) {
  const user = requireCustomer(ctx);
  const id = crypto.randomUUID();
  await inTransaction(ctx, async (ctx) => {
    await ctx.tx.insert(orderList).values({
      id,
      companyId: user.companyId,
      createdBy: user.id,
      name: input.name,
      ownerType: input.ownerType,
    });
    if (input.items?.length) await addItems(ctx, id, input.items, 'body/items');
  });
  return getOrderList(ctx, id);
}

/** Renames, shares or keeps private, and changes quantities; each new quantity follows the article's steps. */
export async function updateOrderList(
  ctx: RequestContext,
  id: string,
  update: z.output<typeof orderListUpdate>,
) {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await findChangeableList(tx, user, id);
    if (update.items?.length) {
      const existing = await itemsOf(tx, [id]);
      const rows = await articleRows(tx, { ids: existing.map((line) => line.productId) });
      const violations = update.items.flatMap((item, index) => {
        const line = existing.find((candidate) => candidate.id === item.id);
        const row = line && rows.find((candidate) => candidate.id === line.productId);
        if (!line || !row) {
          return [
            {
              propertyPath: `body/items/${index}/id`,
              type: errorCodes.orderListItemNotFound,
              title: 'This line is not on the list.',
            },
          ];
        }
        return quantityFits(row, toHundredths(item.quantity))
          ? []
          : [
              {
                propertyPath: `body/items/${index}/quantity`,
                type: 'dexis-cart-invalidQuantity',
                title: 'This quantity cannot be ordered.',
              },
            ];
      });
      if (violations.length > 0) throw invalidItems(violations);
      for (const item of update.items) {
        await tx
          .update(orderListItem)
          .set({ quantityHundredths: toHundredths(item.quantity) })
          .where(eq(orderListItem.id, item.id));
      }
    }
    await tx
      .update(orderList)
      .set({
        ...(update.name === undefined ? {} : { name: update.name }),
        ...(update.ownerType === undefined ? {} : { ownerType: update.ownerType }),
        updatedAt: sql`now()`,
      })
      .where(eq(orderList.id, id));
  });
  return getOrderList(ctx, id);
}

export async function deleteOrderList(ctx: RequestContext, id: string) {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async ({ tx }) => {
    await findChangeableList(tx, user, id);
    await tx.delete(orderList).where(eq(orderList.id, id));
  });
  return { success: true as const };
}

export async function addOrderListItems(ctx: RequestContext, id: string, items: Items) {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async (ctx) => {
    await findChangeableList(ctx.tx, user, id);
    await addItems(ctx, id, items, 'body/items');
  });
  return getOrderList(ctx, id);
}

/** Takes lines off a list; all or nothing: a line that is not on it removes none. */
export async function removeOrderListItems(ctx: RequestContext, id: string, lineIds: string[]) {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async ({ tx }) => {
    await findChangeableList(tx, user, id);
    const removed = await tx
      .delete(orderListItem)
      .where(and(eq(orderListItem.orderListId, id), inArray(orderListItem.id, lineIds)))
      .returning({ id: orderListItem.id });
    const missing = lineIds.find((lineId) => !removed.some((row) => row.id === lineId));
    if (missing) {
      throw notFound(errorCodes.orderListItemNotFound, 'This line is not on the list.', { id: missing });
    }
  });
  return getOrderList(ctx, id);
}

/** A private copy of a list the user sees, with the same lines, for the user. */
export async function duplicateOrderList(ctx: RequestContext, id: string, name: string | undefined) {
  const user = requireCustomer(ctx);
  const copyId = crypto.randomUUID();
  await inTransaction(ctx, async ({ tx }) => {
    const list = await findList(tx, user, id);
    await tx.insert(orderList).values({
      id: copyId,
      companyId: user.companyId,
      createdBy: user.id,
      name: name ?? `${list.name} (2)`.slice(0, 100),
      ownerType: 'user',
    });
    const items = await itemsOf(tx, [id]);
    if (items.length > 0) {
      await tx.insert(orderListItem).values(
        items.map((item) => ({
          id: crypto.randomUUID(),
          orderListId: copyId,
          productId: item.productId,
          quantityHundredths: item.quantityHundredths,
          position: item.position,
        })),
      );
    }
  });
  return getOrderList(ctx, copyId);
}

/**
 * Puts the list's lines (or the chosen ones) in the cart at their quantities, through the cart's
 * own checks: what cannot go in is named with its reason, and the other lines still go in.
 */
export async function orderListToCart(
  ctx: RequestContext,
  id: string,
  lineIds: string[] | undefined,
): Promise<OrderListCartResponse['data']> {
  const list = await getOrderList(ctx, id);
  const chosen = list.lines.filter((line) => !lineIds || lineIds.includes(line.id));
  const missing = lineIds?.find((lineId) => !chosen.some((line) => line.id === lineId));
  if (missing)
    throw notFound(errorCodes.orderListItemNotFound, 'This line is not on the list.', { id: missing });
  const cart = await addLineItems(
    ctx,
    chosen.map((line) => ({ sku: line.productNumber, quantity: line.quantity })),
    { keepGood: true },
  );
  const refusals = new Map(
    cart.errors
      .filter(
        (error) =>
          error.level === cartErrorLevels.error && typeof error.parameters?.productNumber === 'string',
      )
      .map((error) => [error.parameters!.productNumber as string, error]),
  );
  const refused = chosen.flatMap((line) => {
    const error = refusals.get(line.productNumber);
    return error
      ? [
          {
            lineId: line.id,
            productNumber: line.productNumber,
            name: line.name,
            code: error.messageKey,
            parameters: error.parameters ?? {},
          },
        ]
      : [];
  });
  return { added: chosen.length - refused.length, refused, cart };
}
