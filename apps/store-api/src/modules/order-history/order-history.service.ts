import type {
  OrderHistoryDetail,
  OrderHistoryEntry,
  orderHistoryQuery,
} from '@tradeshop/api-client/contracts';
import { cartErrorCodes, hasRight, moneyToNumber, toMoney } from '@tradeshop/domain';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/index.ts';
import { pagerOf } from '../../http/pager.ts';
import { notFound } from '../../http/problem.ts';
import type { RequestContext } from '../context/index.ts';
import { requireCustomer } from '../customer/access.ts';
import { customer } from '../customer/customer.tables.ts';
import type { SessionCustomer } from '../customer/index.ts';
import { loadOrders } from '../order/index.ts';
import { salesOrder, salesOrderLine } from '../order/order.tables.ts';
import { person } from '../order-flow/index.ts';

/** The user's own orders; the whole company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY. */
function visibleTo(user: SessionCustomer): SQL {
  return hasRight(user.rights, 'ROLE_MANAGE_COMPANY_ORDER_HISTORY')
    ? eq(salesOrder.companyId, user.companyId)
    : eq(salesOrder.customerId, user.id);
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The shop's orders, newest first, by status and by a part of the number or the reference. */
export async function orderHistory(ctx: RequestContext, query: z.output<typeof orderHistoryQuery>) {
  const user = requireCustomer(ctx);
  const pattern = query.term ? `%${escapeLike(query.term)}%` : null;
  const where = and(
    visibleTo(user),
    query.status ? eq(salesOrder.status, query.status) : undefined,
    pattern
      ? or(ilike(salesOrder.orderNumber, pattern), ilike(salesOrder.orderReference, pattern))
      : undefined,
  );
  const [{ total }] = (await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from ${salesOrder} where ${where}`,
  )) as [{ total: number }];
  const rows = await ctx.tx
    .select({
      id: salesOrder.id,
      orderNumber: salesOrder.orderNumber,
      orderReference: salesOrder.orderReference,
      orderedAt: salesOrder.orderedAt,
      status: salesOrder.status,
      approvalStatus: salesOrder.approvalStatus,
      amountTotal: salesOrder.amountTotal,
      lineCount: sql<number>`(select count(*)::int from ${salesOrderLine} where ${salesOrderLine.orderId} = ${salesOrder.id})`,
      buyer: person,
    })
    .from(salesOrder)
    .innerJoin(customer, eq(customer.id, salesOrder.customerId))
    .where(where)
    .orderBy(desc(salesOrder.orderedAt), desc(salesOrder.orderNumber))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data: OrderHistoryEntry[] = rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    orderReference: row.orderReference,
    orderDateTime: row.orderedAt.toISOString(),
    status: row.status as OrderHistoryEntry['status'],
    approvalStatus: row.approvalStatus as OrderHistoryEntry['approvalStatus'],
    amountTotal: moneyToNumber(toMoney(row.amountTotal)),
    lineCount: Number(row.lineCount),
    buyer: row.buyer,
  }));
  return { data, pager: pagerOf(query, total) };
}

/** One order of the history by its number, with who placed it. */
export async function orderHistoryDetail(
  ctx: RequestContext,
  orderNumber: string,
): Promise<OrderHistoryDetail> {
  const user = requireCustomer(ctx);
  const [row] = await ctx.tx
    .select({ id: salesOrder.id, buyer: person })
    .from(salesOrder)
    .innerJoin(customer, eq(customer.id, salesOrder.customerId))
    .where(and(visibleTo(user), eq(salesOrder.orderNumber, orderNumber)));
  if (!row) {
    throw notFound(cartErrorCodes.orderNotFound, 'No order with this number in your order history.', {
      orderNumber,
    });
  }
  const [order] = await loadOrders(ctx.tx, { ids: [row.id] });
  return { ...order!, buyer: row.buyer };
}
