import type {
  ApprovalOrder,
  approvalListRequest,
  CartApprovers,
  Order,
  PendingApprovals,
} from '@tradeshop/api-client/contracts';
import { cartErrorCodes, errorCodes, moneyToNumber, toMoney } from '@tradeshop/domain';
import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/index.ts';
import { pagerOf } from '../../http/pager.ts';
import { ApiProblem, notFound } from '../../http/problem.ts';
import { findCart } from '../cart/index.ts';
import type { RequestContext } from '../context/index.ts';
import { requireCustomer } from '../customer/access.ts';
import { customer } from '../customer/customer.tables.ts';
import type { Mailer } from '../mail/index.ts';
import { activeFlowOf, person, remainingOf } from '../order-flow/index.ts';
import { orderFlow, orderFlowApprover } from '../order-flow/order-flow.tables.ts';
import { orderReferenceApprover } from '../order-reference/order-reference.tables.ts';
import { decidedByLeadBuyers, decidersOf, decides, partiesOfOrderRow } from './deciders.ts';
import { loadOrders } from './order.service.ts';
import { salesOrder } from './order.tables.ts';
import { mailConfirmation, mailDeclined } from './order-mails.ts';
import { cancelOrder, reserveOrderStock } from './order-stock.ts';

/**
 * Orders an approver sees: of their company, under a flow or an order reference that names them
 * (their own orders too, which others decide), those that fell to them as lead buyer because no
 * named approver may decide them, and those they decided.
 */
const approvableBy = (approver: { id: string; companyId: string }): SQL =>
  and(
    eq(salesOrder.companyId, approver.companyId),
    isNotNull(salesOrder.approvalStatus),
    or(
      sql`${salesOrder.flowId} in (select ${orderFlowApprover.flowId} from ${orderFlowApprover}
        where ${orderFlowApprover.customerId} = ${approver.id})`,
      sql`${salesOrder.orderReferenceId} in (select ${orderReferenceApprover.referenceId}
        from ${orderReferenceApprover} where ${orderReferenceApprover.customerId} = ${approver.id})`,
      eq(salesOrder.decidedBy, approver.id),
      decides(approver.id, partiesOfOrderRow),
    ),
  )!;

/**
 * The approver's view of orders: three queries for the flows, deciders and people of all of them,
 * and the remaining budget once per buyer and flow.
 */
async function toApprovalOrders(tx: Tx, orders: Order[], approverId: string): Promise<ApprovalOrder[]> {
  if (orders.length === 0) return [];
  const decisions = await tx
    .select({
      id: salesOrder.id,
      flow: orderFlow,
      decidedBy: salesOrder.decidedBy,
      decidedAt: salesOrder.decidedAt,
    })
    .from(salesOrder)
    .leftJoin(orderFlow, eq(orderFlow.id, salesOrder.flowId))
    .where(
      inArray(
        salesOrder.id,
        orders.map((entry) => entry.id),
      ),
    );
  const decisionOf = new Map(decisions.map((row) => [row.id, row]));
  const personIds = [
    ...new Set(
      orders.flatMap((entry) => [entry.customerId, decisionOf.get(entry.id)?.decidedBy ?? entry.customerId]),
    ),
  ];
  const people = new Map(
    (await tx.select(person).from(customer).where(inArray(customer.id, personIds))).map((row) => [
      row.id,
      row,
    ]),
  );
  const now = new Date();
  const remainingByBuyerAndFlow = new Map<string, number | null>();
  const result: ApprovalOrder[] = [];
  for (const entry of orders) {
    const decision = decisionOf.get(entry.id);
    const flow = decision?.flow ?? null;
    const key = `${entry.customerId}:${flow?.id}`;
    if (flow && !remainingByBuyerAndFlow.has(key)) {
      remainingByBuyerAndFlow.set(key, (await remainingOf(tx, flow, entry.customerId, now)).remaining);
    }
    const remaining = remainingByBuyerAndFlow.get(key) ?? null;
    const waiting = entry.approvalStatus === 'pending';
    result.push({
      ...entry,
      buyer: people.get(entry.customerId)!,
      flow: flow ? { id: flow.id, name: flow.name } : null,
      remainingBudget: remaining === null ? null : moneyToNumber(remaining),
      openBudget:
        remaining === null ? null : moneyToNumber(remaining + (waiting ? toMoney(entry.amountTotal) : 0)),
      decidedBy: decision?.decidedBy ? (people.get(decision.decidedBy) ?? null) : null,
      decidedAt: decision?.decidedAt?.toISOString() ?? null,
      decidable: waiting && entry.approvers.some((approver) => approver.id === approverId),
    });
  }
  return result;
}

/** The orders of the flows the user approves, by status, newest first, 20 a page. */
export async function listApprovals(ctx: RequestContext, criteria: z.output<typeof approvalListRequest>) {
  const approver = requireCustomer(ctx);
  const where = and(
    approvableBy(approver),
    criteria.filter.status ? eq(salesOrder.approvalStatus, criteria.filter.status) : undefined,
  );
  const [{ total }] = (await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from ${salesOrder} where ${where}`,
  )) as [{ total: number }];
  const ids = await ctx.tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(where)
    .orderBy(desc(salesOrder.orderedAt), desc(salesOrder.orderNumber))
    .limit(criteria.limit)
    .offset((criteria.page - 1) * criteria.limit);
  const orders = await loadOrders(ctx.tx, { ids: ids.map((row) => row.id) });
  const byId = new Map(orders.map((entry) => [entry.id, entry]));
  return {
    data: await toApprovalOrders(
      ctx.tx,
      ids.map((row) => byId.get(row.id)!),
      approver.id,
    ),
    pager: pagerOf(criteria, total),
  };
}

/** How many orders wait for the approver's decision, and the five newest (GET /dexis/order-flow/pending). */
export async function pendingApprovals(ctx: RequestContext): Promise<PendingApprovals> {
  const approver = requireCustomer(ctx);
  const where = and(
    approvableBy(approver),
    eq(salesOrder.approvalStatus, 'pending'),
    ne(salesOrder.customerId, approver.id),
  );
  const [{ count }] = (await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count from ${salesOrder} where ${where}`,
  )) as [{ count: number }];
  const rows = await ctx.tx
    .select({
      id: salesOrder.id,
      orderNumber: salesOrder.orderNumber,
      orderedAt: salesOrder.orderedAt,
      amountTotal: salesOrder.amountTotal,
      buyer: person,
    })
    .from(salesOrder)
    .innerJoin(customer, eq(customer.id, salesOrder.customerId))
    .where(where)
    .orderBy(desc(salesOrder.orderedAt), desc(salesOrder.orderNumber))
    .limit(5);
  return {
    count,
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      orderDateTime: row.orderedAt.toISOString(),
      amountTotal: moneyToNumber(toMoney(row.amountTotal)),
      buyer: row.buyer,
    })),
  };
}

const orderNotFound = (id: string) =>
  notFound(cartErrorCodes.orderNotFound, 'No order with this id waits for you or was decided by you.', {
    id,
  });

export async function getApproval(ctx: RequestContext, id: string): Promise<ApprovalOrder> {
  const approver = requireCustomer(ctx);
  const [row] = await ctx.tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(approvableBy(approver), eq(salesOrder.id, id)));
  if (!row) throw orderNotFound(id);
  const [order] = await toApprovalOrders(ctx.tx, await loadOrders(ctx.tx, { ids: [id] }), approver.id);
  return order!;
}

type Decision = 'approve' | 'decline';

function assertPending(row: typeof salesOrder.$inferSelect) {
  if (row.approvalStatus !== 'pending') {
    throw new ApiProblem(409, errorCodes.orderNotPending, 'This order was decided already.', {
      orderNumber: row.orderNumber,
      approvalStatus: row.approvalStatus,
    });
  }
}

/**
 * Ends a waiting order: approving places it as checkout would (stock reserved); declining or
 * withdrawing cancels it, which frees its budget.
 */
async function settle(tx: Tx, orderId: string, outcome: 'approved' | 'declined' | 'withdrawn', by: string) {
  if (outcome === 'approved') await reserveOrderStock(tx, orderId);
  else await cancelOrder(tx, orderId);
  await tx
    .update(salesOrder)
    .set({
      status: outcome === 'approved' ? 'open' : 'cancelled',
      approvalStatus: outcome,
      decidedBy: by,
      decidedAt: sql`now()`,
    })
    .where(eq(salesOrder.id, orderId));
}

/**
 * Approves or declines orders, all or none: each must wait for approval and be one the approver
 * may decide, and nobody decides their own order. Approving places the order as checkout would
 * (stock reserved, confirmation mailed); declining cancels it and frees its budget.
 */
export async function decideApprovals(
  ctx: RequestContext,
  mailer: Mailer,
  actions: { orderId: string; action: Decision }[],
): Promise<ApprovalOrder[]> {
  const approver = requireCustomer(ctx);
  const ids = [...new Set(actions.map((entry) => entry.orderId))];
  await ctx.tx.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(salesOrder)
      .where(and(approvableBy(approver), inArray(salesOrder.id, ids)))
      .orderBy(salesOrder.id)
      .for('update');
    for (const { orderId, action } of actions) {
      const row = rows.find((candidate) => candidate.id === orderId);
      if (!row) throw orderNotFound(orderId);
      if (row.customerId === approver.id) {
        throw new ApiProblem(
          403,
          errorCodes.ownOrderApproval,
          'Nobody approves or declines their own order.',
          {
            orderNumber: row.orderNumber,
          },
        );
      }
      assertPending(row);
      await settle(tx, row.id, action === 'approve' ? 'approved' : 'declined', approver.id);
    }
  });
  const decided = await loadOrders(ctx.tx, { ids });
  for (const order of decided) {
    if (order.approvalStatus === 'approved')
      await mailConfirmation(ctx, mailer, { id: order.customerId }, order);
    else await mailDeclined(ctx, mailer, order, approver.id);
  }
  return toApprovalOrders(ctx.tx, decided, approver.id);
}

/**
 * The buyer withdraws their own order while it waits for approval: it is cancelled and frees its
 * budget, as a declined order does. Another user's order is not found; a decided one stays decided.
 */
export async function withdrawOrder(ctx: RequestContext, id: string): Promise<Order> {
  const buyer = requireCustomer(ctx);
  await ctx.tx.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(salesOrder)
      .where(and(eq(salesOrder.id, id), eq(salesOrder.customerId, buyer.id)))
      .for('update');
    if (!row) throw notFound(cartErrorCodes.orderNotFound, 'You placed no order with this id.', { id });
    assertPending(row);
    await settle(tx, row.id, 'withdrawn', buyer.id);
  });
  const [order] = await loadOrders(ctx.tx, { ids: [id] });
  return order!;
}

/**
 * GET /dexis/order-flow/approvers: who would decide the cart's order if it had to wait for approval,
 * under the user's flow and the cart's order reference, as checkout will work it out.
 */
export async function cartApprovers(ctx: RequestContext): Promise<CartApprovers> {
  const user = requireCustomer(ctx);
  const flow = await activeFlowOf(ctx.tx, user.id);
  const cart = await findCart(ctx.tx, ctx);
  const parties = {
    companyId: user.companyId,
    buyerId: user.id,
    flowId: flow?.id ?? null,
    orderReferenceId: cart?.orderReferenceId ?? null,
  };
  return {
    approvers: await decidersOf(ctx.tx, parties),
    leadBuyers: await decidedByLeadBuyers(ctx.tx, parties),
  };
}
