import { type AnyColumn, and, asc, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { SessionCustomer } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { orderBudget, orderBudgetUser } from './budget.tables.ts';

export type BudgetRow = typeof orderBudget.$inferSelect;
/** A flow's row: a flow always has a budget (order_budget_flow_amount_check). */
export type FlowRow = BudgetRow & { budgetAmount: string };

/** Flows and references by id, whichever company they belong to (the caller knows them from its orders). */
export async function budgetsByIds(tx: Tx, ids: readonly string[]): Promise<Map<string, BudgetRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(orderBudget)
    .where(inArray(orderBudget.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

const userOfFlow = (customerId: string | AnyColumn) =>
  and(eq(orderBudgetUser.customerId, customerId), eq(orderBudgetUser.kind, 'flow'));

/** A user's active flow, if any. */
export async function activeFlowOf(tx: Tx, customerId: string): Promise<FlowRow | null> {
  const [row] = await tx
    .select({ flow: orderBudget })
    .from(orderBudgetUser)
    .innerJoin(orderBudget, eq(orderBudget.id, orderBudgetUser.budgetId))
    .where(and(userOfFlow(customerId), eq(orderBudget.active, true)));
  return (row?.flow as FlowRow | undefined) ?? null;
}

/** In a query: the user has an active flow whose budget per period lies in the range. */
export const activeFlowBudgetBetween = (
  customerId: AnyColumn,
  range: { min?: number | undefined; max?: number | undefined },
): SQL =>
  sql`exists (select 1 from ${orderBudgetUser} join ${orderBudget} on ${orderBudget.id} = ${orderBudgetUser.budgetId}
    where ${userOfFlow(customerId)} and ${orderBudget.active}
      and ${orderBudget.budgetAmount} between ${range.min ?? 0} and ${range.max ?? 1e12})`;

/**
 * The references a user may order under: active ones of the company that list the user, or that
 * list nobody and so are open to every user who may use references.
 */
function usableBy(user: SessionCustomer): SQL {
  const listed = (customerId: string | undefined) =>
    sql`exists (select 1 from ${orderBudgetUser} where ${orderBudgetUser.budgetId} = ${orderBudget.id}${
      customerId ? sql` and ${orderBudgetUser.customerId} = ${customerId}` : sql``
    })`;
  return and(
    eq(orderBudget.kind, 'reference'),
    eq(orderBudget.companyId, user.companyId),
    eq(orderBudget.active, true),
    or(listed(user.id), not(listed(undefined))),
  )!;
}

/** The references the user may order under whose name holds the term, by name, 20 at most. */
export function referencesUsableBy(tx: Tx, user: SessionCustomer, term: string): Promise<BudgetRow[]> {
  return tx
    .select()
    .from(orderBudget)
    .where(and(usableBy(user), ilike(orderBudget.name, containing(term))))
    .orderBy(asc(sql`lower(${orderBudget.name})`))
    .limit(20);
}

/**
 * The reference if the user may order under it; locked, the checkouts of all its users count each
 * other's orders.
 */
export async function referenceUsableBy(
  tx: Tx,
  user: SessionCustomer,
  id: string,
  lock = false,
): Promise<BudgetRow | null> {
  const query = tx
    .select()
    .from(orderBudget)
    .where(and(eq(orderBudget.id, id), usableBy(user)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
