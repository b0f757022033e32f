import type {
  ApprovalOrder,
  approvalListRequest,
  Order,
  PendingApprovals,
} from '@tradeshop/api-client/contracts';
import { cartErrorCodes, errorCodes, moneyToNumber, toMoney } from '@tradeshop/domain';
import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/index.ts';
import { pagerOf } from '../../http/pager.ts';
import { ApiProblem, notFound } from '../../http/problem.ts';
import { product } from '../catalog/catalog.tables.ts';
import type { RequestContext } from '../context/index.ts';
import { requireCustomer } from '../customer/access.ts';
import { customer } from '../customer/customer.tables.ts';
import type { Mailer } from '../mail/index.ts';
import { person, remainingOf } from '../order-flow/index.ts';
import { orderFlow, orderFlowApprover } from '../order-flow/order-flow.tables.ts';
import { orderReferenceApprover } from '../order-reference/order-reference.tables.ts';
import { loadOrders, reserveStock } from './order.service.ts';
import { salesOrder, salesOrderLine } from './order.tables.ts';
import { mailConfirmation, mailDeclined } from './order-mails.ts';

/**
 * Orders an approver may see and decide: of their company, under a flow or an order reference that
 * names them.
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
    ),
  )!;

/**
 * The approvers' view of orders: three queries for the flows, deciders and people of all of them,
 * and the remaining budget once per buyer and flow.
 */
async function toApprovalOrders(tx: Tx, orders: Order[]): Promise<ApprovalOrder[]> {
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
  const [order] = await toApprovalOrders(ctx.tx, await loadOrders(ctx.tx, { ids: [id] }));
  return order!;
}

type Decision = 'approve' | 'decline';

/**
 * Approves or declines orders, all or none: each must wait for approval under a flow that names the
 * approver, and nobody decides their own order. Approving places the order as checkout would (stock
 * reserved, confirmation mailed); declining cancels it and frees its budget.
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
      if (row.approvalStatus !== 'pending') {
        throw new ApiProblem(409, errorCodes.orderNotPending, 'This order was decided already.', {
          orderNumber: row.orderNumber,
          approvalStatus: row.approvalStatus,
        });
      }
      if (action === 'approve') await placeApproved(tx, row.id);
      await tx
        .update(salesOrder)
        .set({
          status: action === 'approve' ? 'open' : 'cancelled',
          approvalStatus: action === 'approve' ? 'approved' : 'declined',
          decidedBy: approver.id,
          decidedAt: sql`now()`,
        })
        .where(eq(salesOrder.id, row.id));
    }
  });
  const decided = await loadOrders(ctx.tx, { ids });
  for (const order of decided) {
    if (order.approvalStatus === 'approved')
      await mailConfirmation(ctx, mailer, { id: order.customerId }, order);
    else await mailDeclined(ctx, mailer, order, approver.id);
  }
  return toApprovalOrders(ctx.tx, decided);
}

/** Reserves the stock of an approved order's lines, as checkout does, and notes their backorders. */
async function placeApproved(tx: Tx, orderId: string) {
  const lines = await tx
    .select({ line: salesOrderLine, isCloseout: product.isCloseout })
    .from(salesOrderLine)
    .innerJoin(product, eq(product.id, salesOrderLine.productId))
    .where(eq(salesOrderLine.orderId, orderId));
  const backorders = await reserveStock(
    tx,
    lines.map(({ line, isCloseout }) => ({
      key: line.id,
      productId: line.productId!,
      productNumber: line.productNumber,
      isCloseout,
      quantityHundredths: line.quantityHundredths,
    })),
  );
  for (const [lineId, backorder] of backorders) {
    await tx
      .update(salesOrderLine)
      .set({ backorderHundredths: backorder })
      .where(eq(salesOrderLine.id, lineId));
  }
}
