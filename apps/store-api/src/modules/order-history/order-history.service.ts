import type {
  OrderHistoryDetail,
  OrderHistoryEntry,
  orderHistoryQuery,
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
import { loadOrders, orderSummaries, pageOrderIds, visibleTo } from '../order/index.ts';

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
  const [order] = await ordersWithDeciders(ctx.tx, ids);
  if (!order) {
    throw notFound(cartErrorCodes.orderNotFound, 'No order with this number in your order history.', {
      orderNumber,
    });
  }
  const buyers = await buyersOf(ctx, [order.customerId]);
  return { ...order, buyer: buyers.get(order.customerId)! };
}

/** POST /order: the user's orders (the company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY), newest first. */
export async function listOrders(
  ctx: RequestContext,
  criteria: { page: number; limit: number; filter: { field: 'id' | 'orderNumber'; value: string }[] },
) {
  const user = requireCustomer(ctx);
  const { ids, total } = await pageOrderIds(
    ctx.tx,
    (order) =>
      and(
        visibleTo(user)(order),
        ...criteria.filter.map((filter) =>
          filter.field === 'id'
            ? /^[0-9a-f-]{36}$/i.test(filter.value)
              ? eq(order.id, filter.value)
              : sql`false`
            : eq(order.orderNumber, filter.value),
        ),
      ),
    criteria,
  );
  const byId = new Map((await ordersWithDeciders(ctx.tx, ids)).map((order) => [order.id, order]));
  return {
    orders: {
      elements: ids.map((id) => byId.get(id)!),
      total,
      page: criteria.page,
      limit: criteria.limit,
    },
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
  const [order] = await loadOrders(ctx.tx, ids);
  if (!order) throw notFound(cartErrorCodes.orderNotFound, 'No such order in your order history.', { id });
  const buyers = await buyersOf(ctx, [order.customerId]);
  const pdf = await orderConfirmationPdf(
    { ...order, buyer: buyers.get(order.customerId)! },
    { address: order.billingAddress, vatNumber: await vatNumberOf(ctx.tx, order.companyId) },
    documentLanguageOf(ctx.language.localeCode),
  );
  return { orderNumber: order.orderNumber, pdf };
}
