import { type Money, toMoney } from '@tradeshop/domain';
import { and, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { salesOrder, salesOrderLine } from './order.tables.ts';

/** Statuses of orders that no longer count against the credit limit. */
const settledStatuses = ['invoiced', 'completed', 'cancelled'];

/** What a company owes on orders not yet invoiced: it counts against the credit limit. */
export async function openOrderAmount(tx: Tx, companyId: string): Promise<Money> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${salesOrder.amountTotal}), 0)::numeric(14,4)::text` })
    .from(salesOrder)
    .where(and(eq(salesOrder.companyId, companyId), notInArray(salesOrder.status, settledStatuses)));
  return toMoney(row?.total ?? '0');
}

/** The articles a company's orders hold (what the shop lists as "already bought" for it). */
export async function articlesOrderedBy(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ productId: salesOrderLine.productId })
    .from(salesOrderLine)
    .innerJoin(salesOrder, eq(salesOrder.id, salesOrderLine.orderId))
    .where(eq(salesOrder.companyId, companyId));
  return rows.flatMap((row) => (row.productId ? [row.productId] : []));
}

/** Whose orders a budget counts: a buyer's, a flow's, an order reference's, or where these meet. */
export interface OrderScope {
  customerId?: string;
  flowId?: string;
  orderReferenceId?: string;
}

function inScope(scope: OrderScope): SQL | undefined {
  return and(
    scope.customerId ? eq(salesOrder.customerId, scope.customerId) : undefined,
    scope.flowId ? eq(salesOrder.flowId, scope.flowId) : undefined,
    scope.orderReferenceId ? eq(salesOrder.orderReferenceId, scope.orderReferenceId) : undefined,
  );
}

/**
 * What the orders of a scope spent from `from` until before `to`, without VAT as budgets count:
 * those placed and those waiting for approval (declined and withdrawn ones free theirs).
 */
export async function spentUnder(tx: Tx, scope: OrderScope, from: Date, to: Date): Promise<Money> {
  const [row] = await tx
    .select({ spent: sql<string>`coalesce(sum(${salesOrder.amountNet}), 0)::text` })
    .from(salesOrder)
    .where(
      and(
        inScope(scope),
        or(isNull(salesOrder.approvalStatus), inArray(salesOrder.approvalStatus, ['pending', 'approved'])),
        sql`${salesOrder.orderedAt} >= ${from.toISOString()}`,
        sql`${salesOrder.orderedAt} < ${to.toISOString()}`,
      ),
    );
  return toMoney(row?.spent ?? '0');
}

/** Whether an order of the scope waits for approval. */
export async function hasPendingOrders(tx: Tx, scope: OrderScope): Promise<boolean> {
  const [pending] = await tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(inScope(scope), eq(salesOrder.approvalStatus, 'pending')))
    .limit(1);
  return Boolean(pending);
}
