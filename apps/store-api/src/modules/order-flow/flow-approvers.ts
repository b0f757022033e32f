import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { orderFlow, orderFlowApprover } from './order-flow.tables.ts';

export type OrderFlowRow = typeof orderFlow.$inferSelect;

/** The approvers each of these flows names, by flow id. */
export async function approverIdsOfFlows(
  tx: Tx,
  flowIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byFlow = new Map<string, Set<string>>();
  if (flowIds.length === 0) return byFlow;
  for (const link of await tx
    .select()
    .from(orderFlowApprover)
    .where(inArray(orderFlowApprover.flowId, [...new Set(flowIds)]))) {
    byFlow.set(link.flowId, (byFlow.get(link.flowId) ?? new Set()).add(link.customerId));
  }
  return byFlow;
}

/** In a query: the ids of the approvers the flow `flowId` names. */
export const approverIdsOfFlow = (flowId: AnyColumn | SQL): SQL =>
  sql`select ${orderFlowApprover.customerId} from ${orderFlowApprover} where ${orderFlowApprover.flowId} = ${flowId}`;

/** In a query: the ids of the flows that name `customerId` as approver. */
export const flowsApprovedBy = (customerId: string): SQL =>
  sql`select ${orderFlowApprover.flowId} from ${orderFlowApprover} where ${orderFlowApprover.customerId} = ${customerId}`;

/** Flows by id, whichever company they belong to (the caller knows them from its orders). */
export async function flowsByIds(tx: Tx, flowIds: readonly string[]): Promise<Map<string, OrderFlowRow>> {
  if (flowIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(orderFlow)
    .where(inArray(orderFlow.id, [...new Set(flowIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
