import type {
  OrderFlow,
  orderFlowBudgetInput,
  orderFlowInput,
  orderFlowPartsInput,
  UserFlowStatus,
} from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  moneyToDecimalString,
  moneyToNumber,
  type OverBudgetRule,
  toMoney,
} from '@tradeshop/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/problem.ts';
import {
  approveFromValue,
  assertCompanyUsers,
  assertNoPendingOrders,
  budgetOf,
  budgetPeriodValues,
  nameTaken,
  peopleByHolder,
  remainingIn,
  requirePartRights,
} from '../budget/index.ts';
import { orderFlow, orderFlowApprover, orderFlowUser } from './order-flow.tables.ts';

type FlowRow = typeof orderFlow.$inferSelect;
type FlowInput = z.output<typeof orderFlowInput>;
type FlowBudgetInput = z.output<typeof orderFlowBudgetInput>;
type FlowPartsInput = z.output<typeof orderFlowPartsInput>;

/** A user's active flow, if any. */
export async function activeFlowOf(tx: Tx, customerId: string): Promise<FlowRow | null> {
  const [row] = await tx
    .select({ flow: orderFlow })
    .from(orderFlowUser)
    .innerJoin(orderFlow, eq(orderFlow.id, orderFlowUser.flowId))
    .where(and(eq(orderFlowUser.customerId, customerId), eq(orderFlow.active, true)));
  return row?.flow ?? null;
}

/** What a user has left of a flow's budget at `now`: the flow's budget is per user. */
export function remainingOf(tx: Tx, flow: FlowRow, customerId: string, now: Date) {
  return remainingIn(tx, budgetOf(flow)!, { customerId, flowId: flow.id }, now);
}

/** The logged-in user's flow as the cart shows it. */
export async function userFlowStatus(ctx: RequestContext): Promise<UserFlowStatus> {
  const user = requireCustomer(ctx);
  const flow = await activeFlowOf(ctx.tx, user.id);
  if (!flow) {
    return {
      flow: null,
      budgetAmount: null,
      remainingBudget: null,
      overBudget: null,
      approveFrom: null,
      periodStart: null,
      periodEnd: null,
    };
  }
  const { window, remaining } = await remainingOf(ctx.tx, flow, user.id, new Date());
  return {
    flow: { id: flow.id, name: flow.name },
    budgetAmount: moneyToNumber(toMoney(flow.budgetAmount)),
    remainingBudget: remaining === null ? null : moneyToNumber(remaining),
    overBudget: flow.overBudget as OverBudgetRule,
    approveFrom: flow.approveFrom === null ? null : moneyToNumber(toMoney(flow.approveFrom)),
    periodStart: window?.start ?? null,
    periodEnd: window?.end ?? null,
  };
}

async function toOrderFlows(tx: Tx, rows: FlowRow[]): Promise<OrderFlow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const approversOf = await peopleByHolder(
    tx,
    (await tx.select().from(orderFlowApprover).where(inArray(orderFlowApprover.flowId, ids))).map((link) => ({
      holderId: link.flowId,
      customerId: link.customerId,
    })),
  );
  const usersOf = await peopleByHolder(
    tx,
    (await tx.select().from(orderFlowUser).where(inArray(orderFlowUser.flowId, ids))).map((link) => ({
      holderId: link.flowId,
      customerId: link.customerId,
    })),
  );
  const now = new Date();
  // One query at a time: they share the request's transaction.
  const flows: OrderFlow[] = [];
  for (const row of rows) {
    const flowUsers = [];
    for (const user of usersOf.get(row.id) ?? []) {
      const { remaining } = await remainingOf(tx, row, user.id, now);
      flowUsers.push({ ...user, remainingBudget: remaining === null ? null : moneyToNumber(remaining) });
    }
    flows.push({
      id: row.id,
      name: row.name,
      active: row.active,
      period: row.period as OrderFlow['period'],
      startDate: row.startDate,
      endDate: row.endDate,
      mode: row.mode as OrderFlow['mode'],
      budgetAmount: moneyToNumber(toMoney(row.budgetAmount)),
      overBudget: row.overBudget as OverBudgetRule,
      approveFrom: row.approveFrom === null ? null : moneyToNumber(toMoney(row.approveFrom)),
      approvers: approversOf.get(row.id) ?? [],
      users: flowUsers,
      createdAt: row.createdAt.toISOString(),
      apiAlias: 'dexis_order_flow',
    });
  }
  return flows;
}

const flowNotFound = (id: string) =>
  notFound(errorCodes.orderFlowNotFound, 'No order flow with this id in your company.', { id });

async function findFlow(tx: Tx, companyId: string, id: string): Promise<FlowRow> {
  const [row] = await tx
    .select()
    .from(orderFlow)
    .where(and(eq(orderFlow.id, id), eq(orderFlow.companyId, companyId)));
  if (!row) throw flowNotFound(id);
  return row;
}

export async function listOrderFlows(ctx: RequestContext): Promise<OrderFlow[]> {
  const user = requireCustomer(ctx);
  const rows = await ctx.tx
    .select()
    .from(orderFlow)
    .where(eq(orderFlow.companyId, user.companyId))
    .orderBy(asc(sql`lower(${orderFlow.name})`));
  return toOrderFlows(ctx.tx, rows);
}

export async function getOrderFlow(ctx: RequestContext, id: string): Promise<OrderFlow> {
  const user = requireCustomer(ctx);
  const [flow] = await toOrderFlows(ctx.tx, [await findFlow(ctx.tx, user.companyId, id)]);
  return flow!;
}

async function assertNameFree(tx: Tx, companyId: string, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: orderFlow.id })
    .from(orderFlow)
    .where(
      and(
        eq(orderFlow.companyId, companyId),
        sql`lower(${orderFlow.name}) = ${name.toLowerCase()}`,
        except ? ne(orderFlow.id, except) : undefined,
      ),
    );
  if (taken) throw nameTaken(errorCodes.orderFlowNameNotUnique, 'Another flow has this name');
}

function flowBudgetValues(budget: FlowBudgetInput) {
  return {
    ...budgetPeriodValues(budget),
    budgetAmount: moneyToDecimalString(toMoney(budget.budgetAmount)),
  };
}

function flowValues(input: FlowInput) {
  return {
    name: input.name,
    active: input.active,
    ...flowBudgetValues(input),
    approveFrom: approveFromValue(input),
  };
}

async function writeApprovers(tx: Tx, flowId: string, approverIds: readonly string[]) {
  await tx.delete(orderFlowApprover).where(eq(orderFlowApprover.flowId, flowId));
  if (approverIds.length > 0) {
    await tx
      .insert(orderFlowApprover)
      .values([...new Set(approverIds)].map((customerId) => ({ flowId, customerId })));
  }
}

async function writeMembers(tx: Tx, flowId: string, input: FlowInput) {
  await writeApprovers(tx, flowId, input.approverIds);
  if (input.userIds) await assignUsers(tx, flowId, input.userIds);
}

/** Puts users under a flow, moving them from any flow they were in. */
async function assignUsers(tx: Tx, flowId: string, userIds: string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx
    .insert(orderFlowUser)
    .values(ids.map((customerId) => ({ customerId, flowId })))
    .onConflictDoUpdate({ target: orderFlowUser.customerId, set: { flowId, assignedAt: sql`now()` } });
}

export async function createOrderFlow(ctx: RequestContext, input: FlowInput): Promise<OrderFlow> {
  const user = requireCustomer(ctx);
  await assertNameFree(ctx.tx, user.companyId, input.name);
  await assertCompanyUsers(ctx.tx, user.companyId, input.approverIds, 'approverIds', true);
  await assertCompanyUsers(ctx.tx, user.companyId, input.userIds ?? [], 'userIds', false);
  const id = crypto.randomUUID();
  await ctx.tx
    .insert(orderFlow)
    .values({ id, companyId: user.companyId, createdBy: user.id, ...flowValues(input) });
  await writeMembers(ctx.tx, id, input);
  return getOrderFlow(ctx, id);
}

export async function updateOrderFlow(ctx: RequestContext, id: string, input: FlowInput): Promise<OrderFlow> {
  const user = requireCustomer(ctx);
  await findFlow(ctx.tx, user.companyId, id);
  await assertNameFree(ctx.tx, user.companyId, input.name, id);
  await assertCompanyUsers(ctx.tx, user.companyId, input.approverIds, 'approverIds', true);
  await assertCompanyUsers(ctx.tx, user.companyId, input.userIds ?? [], 'userIds', false);
  await ctx.tx.update(orderFlow).set(flowValues(input)).where(eq(orderFlow.id, id));
  await writeMembers(ctx.tx, id, input);
  return getOrderFlow(ctx, id);
}

/**
 * Changes a flow's budget (amount per user, period, renewal), its approval (amount and approvers)
 * or both, for the users who may change only one of them; what the body leaves out stays.
 */
export async function changeOrderFlowParts(
  ctx: RequestContext,
  id: string,
  parts: FlowPartsInput,
): Promise<OrderFlow> {
  const user = requirePartRights(ctx, parts, 'ROLE_MANAGE_ORDER_FLOWS');
  await findFlow(ctx.tx, user.companyId, id);
  const { budget, approval } = parts;
  if (budget) await ctx.tx.update(orderFlow).set(flowBudgetValues(budget)).where(eq(orderFlow.id, id));
  if (approval) {
    await assertCompanyUsers(ctx.tx, user.companyId, approval.approverIds, 'approval/approverIds', true);
    await ctx.tx
      .update(orderFlow)
      .set({ approveFrom: approveFromValue(approval) })
      .where(eq(orderFlow.id, id));
    await writeApprovers(ctx.tx, id, approval.approverIds);
  }
  return getOrderFlow(ctx, id);
}

/** Assigns the flow to users of the company (a flow and at least one user). */
export async function assignOrderFlow(
  ctx: RequestContext,
  id: string,
  customerIds: string[],
): Promise<OrderFlow> {
  const user = requireCustomer(ctx);
  await findFlow(ctx.tx, user.companyId, id);
  await assertCompanyUsers(ctx.tx, user.companyId, customerIds, 'customerIds', false);
  await assignUsers(ctx.tx, id, customerIds);
  return getOrderFlow(ctx, id);
}

/**
 * Deletes a flow: its users order without a budget from then on. Orders placed under it keep their
 * amounts; the link to the flow goes.
 */
export async function deleteOrderFlow(ctx: RequestContext, id: string): Promise<{ success: true }> {
  const user = requireCustomer(ctx);
  await findFlow(ctx.tx, user.companyId, id);
  await assertNoPendingOrders(
    ctx.tx,
    { flowId: id },
    errorCodes.orderFlowHasPendingOrders,
    'Orders of this flow wait for approval: decide them first.',
  );
  await ctx.tx.delete(orderFlow).where(eq(orderFlow.id, id));
  return { success: true };
}
