import {
  apiId,
  isId,
  type OrderHistoryDetail,
  type OrderHistoryEntry,
  type OrderListRequest,
  type orderHistoryQuery,
  storedId,
} from '@tradeshop/api-client/contracts';
import { cartErrorCodes, moneyToNumber, toMoney } from '@tradeshop/domain';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requireCustomer } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { pagerOf } from '../../platform/pager.ts';
import { notFound } from '../../platform/problem.ts';
import { companyPeople, vatNumberOf } from '../account/index.ts';
import { ordersWithDeciders } from '../approval/index.ts';
import { documentLanguageOf, orderConfirmationPdf } from '../erp/index.ts';
import { loadOrders, orderSummaries, pageOrderIds, postalAddressOf, visibleTo } from '../order/index.ts';

/** The people who placed these orders, by id (a deleted user still names their orders). */
async function buyersOf(ctx: RequestContext, customerIds: string[]) {
  return new Map(
    (await companyPeople(ctx.tx, customerIds, { includeDeleted: true })).map((person) => [person.id, person]),
  );
}

/** The shop's orders, newest first, by status and by a part of the number or the reference. */
export async function orderHistory(ctx: RequestContext, query: z.output<typeof orderHistoryQuery>) {
  const user = requireCustomer(ctx);
  const pattern = query.term ? containing(query.term) : null;
  const { ids, total } = await pageOrderIds(
    ctx.tx,
    (order) =>
      and(
        visibleTo(user)(order),
        query.status ? eq(order.status, query.status) : undefined,
        pattern ? or(ilike(order.orderNumber, pattern), ilike(order.orderReference, pattern)) : undefined,
      ),
    query,
  );
  const summaries = new Map((await orderSummaries(ctx.tx, ids)).map((row) => [row.id, row]));
  const buyers = await buyersOf(
    ctx,
    [...summaries.values()].map((row) => row.customerId),
  );
  const data: OrderHistoryEntry[] = ids.map((id) => {
    const row = summaries.get(id)!;
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      orderReference: row.orderReference,
      orderDateTime: row.orderedAt.toISOString(),
      status: row.status as OrderHistoryEntry['status'],
      approvalStatus: row.approvalStatus as OrderHistoryEntry['approvalStatus'],
      amountTotal: moneyToNumber(toMoney(row.amountTotal)),
      lineCount: Number(row.lineCount),
      buyer: buyers.get(row.customerId)!,
    };
  });
  return { data, pager: pagerOf(query, total) };
}

/** One order of the history by its number, with who placed it. */
export async function orderHistoryDetail(
  ctx: RequestContext,
  orderNumber: string,
): Promise<OrderHistoryDetail> {
  const user = requireCustomer(ctx);
  const { ids } = await pageOrderIds(
    ctx.tx,
    (order) => and(visibleTo(user)(order), eq(order.orderNumber, orderNumber)),
    { page: 1, limit: 1 },
  );
  const [order] = await ordersWithDeciders(ctx, ids, ctx.language.localeCode);
  if (!order) {
    throw notFound(cartErrorCodes.orderNotFound, 'No order with this number in your order history.', {
      orderNumber,
    });
  }
  const buyers = await buyersOf(ctx, [order.customerId]);
  return { ...order, buyer: buyers.get(order.customerId)! };
}

/**
 * POST /order: the user's orders (the company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY), newest
 * first; of Shopware's criteria only `equals` filters on `id` and `orderNumber` narrow them.
 */
export async function listOrders(ctx: RequestContext, criteria: OrderListRequest) {
  const user = requireCustomer(ctx);
  const equals = criteria.filter.flatMap((filter) =>
    filter.type === 'equals' &&
    (filter.field === 'id' || filter.field === 'orderNumber') &&
    typeof filter.value === 'string'
      ? [{ field: filter.field, value: filter.value }]
      : [],
  );
  const { ids, total } = await pageOrderIds(
    ctx.tx,
    (order) =>
      and(
        visibleTo(user)(order),
        ...equals.map((filter) =>
          filter.field === 'id'
            ? isId(filter.value)
              ? eq(order.id, storedId(filter.value))
              : sql`false`
            : eq(order.orderNumber, filter.value),
        ),
      ),
    criteria,
  );
  const byId = new Map(
    (await ordersWithDeciders(ctx, ids, ctx.language.localeCode)).map((order) => [order.id, order]),
  );
  return {
    orders: {
      elements: ids.map((id) => byId.get(id)!),
      total,
      page: criteria.page,
      limit: criteria.limit,
      entity: 'order' as const,
      aggregations: [],
      apiAlias: 'dal_entity_search_result' as const,
    },
    // Orders go on invoice or are paid in checkout: none changes its payment method afterwards.
    paymentChangeable: Object.fromEntries(ids.map((id) => [apiId(id), false])),
  };
}

/**
 * GET /dexis/order/{id}/confirmation: the confirmation PDF of an order the user sees, in the
 * request's language, addressed to the billing address the order was placed under.
 */
export async function orderConfirmation(ctx: RequestContext, id: string) {
  const user = requireCustomer(ctx);
  const { ids } = await pageOrderIds(ctx.tx, (order) => and(visibleTo(user)(order), eq(order.id, id)), {
    page: 1,
    limit: 1,
  });
  const [order] = await loadOrders(ctx, ids);
  if (!order) throw notFound(cartErrorCodes.orderNotFound, 'No such order in your order history.', { id });
  const buyers = await buyersOf(ctx, [order.customerId]);
  const pdf = await orderConfirmationPdf(
    {
      ...order,
      shippingAddress: order.shippingAddress && postalAddressOf(order.shippingAddress),
      buyer: buyers.get(order.customerId)!,
    },
    { address: postalAddressOf(order.billingAddress), vatNumber: await vatNumberOf(ctx.tx, order.companyId) },
    documentLanguageOf(ctx.language.localeCode),
  );
  return { orderNumber: order.orderNumber, pdf };
}
