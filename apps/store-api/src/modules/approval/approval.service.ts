import type {
  ApprovalOrder,
  approvalListRequest,
  CartApprovers,
  Order,
  PendingApprovals,
} from '@tradeshop/api-client/contracts';
import { cartErrorCodes, errorCodes, moneyToNumber, toMoney } from '@tradeshop/domain';
import { and, eq, inArray, isNotNull, ne, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext, type SessionCustomer } from '../../platform/context.ts';
import { pagerOf } from '../../platform/pager.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { companyPeople, orderApproversOf, someoneMayApprove } from '../account/index.ts';
import {
  activeFlowOf,
  approverIdsNamedBy,
  budgetsApprovedBy,
  budgetsByIds,
  remainingOfFlow,
} from '../budget/index.ts';
import { findCart } from '../cart/index.ts';
import {
  loadOrders,
  lockOrders,
  mailConfirmation,
  type OrderFilter,
  type OrderParties,
  type OrderReader,
  pageOrderIds,
  partiesOfOrders,
  settleApproval,
} from '../order/index.ts';
import { mailDeclined } from './approval-mails.ts';
import { decidersOf } from './deciders.ts';

/**
 * Orders an approver sees: of their company, under a flow or an order reference that names them
 * (their own orders too, which others decide), those they decided, and, for a lead buyer who may
 * approve, those that fell to the lead buyers because no named approver other than the buyer may
 * decide them.
 */
async function approvableBy(tx: Tx, approver: SessionCustomer): Promise<OrderFilter> {
  const asLeadBuyer = (await orderApproversOf(tx, [approver.companyId]))
    .get(approver.companyId)
    ?.some((person) => person.id === approver.id && person.leadBuyer);
  return (order) =>
    and(
      eq(order.companyId, approver.companyId),
      isNotNull(order.approvalStatus),
      or(
        sql`${order.flowId} in (${budgetsApprovedBy(approver.id)})`,
        sql`${order.orderReferenceId} in (${budgetsApprovedBy(approver.id)})`,
        eq(order.decidedBy, approver.id),
        asLeadBuyer
          ? and(
              ne(order.customerId, approver.id),
              not(
                someoneMayApprove(
                  order.companyId,
                  order.customerId,
                  approverIdsNamedBy(order.flowId, order.orderReferenceId),
                ),
              ),
            )
          : undefined,
      ),
    );
}

/**
 * These orders with who may decide each waiting one now: what every answer with orders carries;
 * named in `localeCode`, else in each order's language.
 */
export async function ordersWithDeciders(
  reader: OrderReader,
  ids: readonly string[],
  localeCode?: string,
): Promise<Order[]> {
  const { tx } = reader;
  const waiting = (await partiesOfOrders(tx, ids)).filter((order) => order.approvalStatus === 'pending');
  const deciders = await decidersOf(tx, waiting);
  return loadOrders(
    reader,
    ids,
    new Map(waiting.map((order, index) => [order.id, deciders[index]!.people])),
    localeCode,
  );
}

/** The orders of these ids in the order of the ids. */
async function ordersInOrder(reader: OrderReader, ids: readonly string[]): Promise<Order[]> {
  const byId = new Map((await ordersWithDeciders(reader, ids)).map((order) => [order.id, order]));
  return ids.map((id) => byId.get(id)!);
}

/**
 * The approver's view of orders: the flows, decisions and people of all of them in a few queries,
 * and the remaining budget once per buyer and flow.
 */
async function toApprovalOrders(tx: Tx, orders: Order[], approverId: string): Promise<ApprovalOrder[]> {
  if (orders.length === 0) return [];
  const decisionOf = new Map(
    (
      await partiesOfOrders(
        tx,
        orders.map((entry) => entry.id),
      )
    ).map((row) => [row.id, row]),
  );
  const flows = await budgetsByIds(
    tx,
    orders.flatMap((entry) => entry.flowId ?? []),
  );
  const people = new Map(
    (
      await companyPeople(
        tx,
        orders.flatMap((entry) => [
          entry.customerId,
          decisionOf.get(entry.id)?.decidedBy ?? entry.customerId,
        ]),
        { includeDeleted: true },
      )
    ).map((person) => [person.id, person]),
  );
  const now = new Date();
  const remainingByBuyerAndFlow = new Map<string, number | null>();
  const result: ApprovalOrder[] = [];
  for (const entry of orders) {
    const decision = decisionOf.get(entry.id);
    const flow = entry.flowId ? (flows.get(entry.flowId) ?? null) : null;
    const key = `${entry.customerId}:${flow?.id}`;
    if (flow && !remainingByBuyerAndFlow.has(key)) {
      remainingByBuyerAndFlow.set(key, (await remainingOfFlow(tx, flow, entry.customerId, now)).remaining);
    }
    const remaining = remainingByBuyerAndFlow.get(key) ?? null;
    const waiting = entry.approvalStatus === 'pending';
    result.push({
      ...entry,
      buyer: people.get(entry.customerId)!,
      flow: flow ? { id: flow.id, name: flow.name } : null,
      remainingBudget: remaining === null ? null : moneyToNumber(remaining),
      openBudget:
        remaining === null ? null : moneyToNumber(remaining + (waiting ? toMoney(entry.amountNet) : 0)),
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
  const approvable = await approvableBy(ctx.tx, approver);
  const { ids, total } = await pageOrderIds(
    ctx.tx,
    (order) =>
      and(
        approvable(order),
        criteria.filter.status ? eq(order.approvalStatus, criteria.filter.status) : undefined,
      ),
    criteria,
  );
  return {
    data: await toApprovalOrders(ctx.tx, await ordersInOrder(ctx, ids), approver.id),
    pager: pagerOf(criteria, total),
  };
}

/** How many orders wait for the approver's decision, and the five newest (GET /dexis/order-flow/pending). */
export async function pendingApprovals(ctx: RequestContext): Promise<PendingApprovals> {
  const approver = requireCustomer(ctx);
  const approvable = await approvableBy(ctx.tx, approver);
  const { ids, total } = await pageOrderIds(
    ctx.tx,
    (order) => and(approvable(order), eq(order.approvalStatus, 'pending'), ne(order.customerId, approver.id)),
    { page: 1, limit: 5 },
  );
  const orders = await ordersInOrder(ctx, ids);
  const buyers = new Map(
    (
      await companyPeople(
        ctx.tx,
        orders.map((order) => order.customerId),
        { includeDeleted: true },
      )
    ).map((person) => [person.id, person]),
  );
  return {
    count: total,
    orders: orders.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      orderDateTime: order.orderDateTime,
      amountTotal: order.amountTotal,
      buyer: buyers.get(order.customerId)!,
    })),
  };
}

const orderNotFound = (id: string) =>
  notFound(cartErrorCodes.orderNotFound, 'No order with this id waits for you or was decided by you.', {
    id,
  });

export async function getApproval(ctx: RequestContext, id: string): Promise<ApprovalOrder> {
  const approver = requireCustomer(ctx);
  const approvable = await approvableBy(ctx.tx, approver);
  const { ids } = await pageOrderIds(ctx.tx, (order) => and(approvable(order), eq(order.id, id)), {
    page: 1,
    limit: 1,
  });
  if (ids.length === 0) throw orderNotFound(id);
  const [order] = await toApprovalOrders(ctx.tx, await ordersWithDeciders(ctx, ids), approver.id);
  return order!;
}

type Decision = 'approve' | 'decline';

function assertPending(row: OrderParties) {
  if (row.approvalStatus !== 'pending') {
    throw new ApiProblem(409, errorCodes.orderNotPending, 'This order was decided already.', {
      orderNumber: row.orderNumber,
      approvalStatus: row.approvalStatus,
    });
  }
}

/**
 * Approves or declines orders, all or none: each must wait for approval and be one the approver
 * may decide, and nobody decides their own order. Approving places the order as checkout would
 * (stock reserved, confirmation mailed); declining cancels it and frees its budget.
 */
export async function decideApprovals(
  ctx: RequestContext,
  actions: { orderId: string; action: Decision }[],
): Promise<ApprovalOrder[]> {
  const approver = requireCustomer(ctx);
  const ids = [...new Set(actions.map((entry) => entry.orderId))];
  const approvable = await approvableBy(ctx.tx, approver);
  await inTransaction(ctx, async (ctx) => {
    const rows = await lockOrders(ctx.tx, (order) => and(approvable(order), inArray(order.id, ids)));
    for (const { orderId, action } of actions) {
      const row = rows.find((candidate) => candidate.id === orderId);
      if (!row) throw orderNotFound(orderId);
      if (row.buyerId === approver.id) {
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
      await settleApproval(ctx, row.id, action === 'approve' ? 'approved' : 'declined', approver.id);
    }
  });
  const decided = await ordersWithDeciders(ctx, ids);
  for (const order of decided) {
    if (order.approvalStatus === 'approved') await mailConfirmation(ctx, { id: order.customerId }, order);
    else await mailDeclined(ctx, order, approver.id);
  }
  return toApprovalOrders(ctx.tx, decided, approver.id);
}

/**
 * The buyer withdraws their own order while it waits for approval: it is cancelled and frees its
 * budget, as a declined order does. Another user's order is not found; a decided one stays decided.
 */
export async function withdrawOrder(ctx: RequestContext, id: string): Promise<Order> {
  const buyer = requireCustomer(ctx);
  await inTransaction(ctx, async (ctx) => {
    const [row] = await lockOrders(ctx.tx, (order) => and(eq(order.id, id), eq(order.customerId, buyer.id)));
    if (!row) throw notFound(cartErrorCodes.orderNotFound, 'You placed no order with this id.', { id });
    assertPending(row);
    await settleApproval(ctx, row.id, 'withdrawn', buyer.id);
  });
  const [order] = await ordersWithDeciders(ctx, [id]);
  return order!;
}

/**
 * GET /dexis/order-flow/approvers: who would decide the cart's order if it had to wait for approval,
 * under the user's flow and the cart's order reference, as checkout will work it out.
 */
export async function cartApprovers(ctx: RequestContext): Promise<CartApprovers> {
  const user = requireCustomer(ctx);
  const flow = await activeFlowOf(ctx.tx, user.id);
  const cart = await findCart(ctx);
  const [deciders] = await decidersOf(ctx.tx, [
    {
      companyId: user.companyId,
      buyerId: user.id,
      flowId: flow?.id ?? null,
      orderReferenceId: cart?.orderReferenceId ?? null,
    },
  ]);
  return { approvers: deciders!.people, leadBuyers: deciders!.leadBuyers };
}
