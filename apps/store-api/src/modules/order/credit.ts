import { type Money, toMoney } from '@tradeshop/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { salesOrder } from './order.tables.ts';

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
