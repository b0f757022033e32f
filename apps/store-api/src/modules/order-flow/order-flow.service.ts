import type { OrderFlow, orderFlowInput, UserFlowStatus } from '@tradeshop/api-client/contracts';
import {
  type BudgetPeriod,
  brusselsDate,
  budgetWindow,
  errorCodes,
  type FlowBudget,
  moneyToDecimalString,
  moneyToNumber,
  startOfBrusselsDay,
  toMoney,
} from '@tradeshop/domain';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { ApiProblem, notFound } from '../../http/problem.ts';
import { invalidRequest } from '../../http/violations.ts';
import type { RequestContext } from '../context/index.ts';
import { requireCustomer } from '../customer/access.ts';
import { customer, customerRight } from '../customer/customer.tables.ts';
import { salesOrder } from '../order/order.tables.ts';
import { orderFlow, orderFlowApprover, orderFlowUser } from './order-flow.tables.ts';

type FlowRow = typeof orderFlow.$inferSelect;
type FlowInput = z.output<typeof orderFlowInput>;

export function flowBudgetOf(row: FlowRow): FlowBudget {
  return {
    period: row.period as BudgetPeriod,
    startDate: row.startDate,
    endDate: row.endDate,
    mode: row.mode as FlowBudget['mode'],
    amount: toMoney(row.budgetAmount),
  };
}

/** A user's active flow, if any. */
export async function activeFlowOf(tx: Tx, customerId: string): Promise<FlowRow | null> {
  const [row] = await tx
    .select({ flow: orderFlow })
    .from(orderFlowUser)
    .innerJoin(orderFlow, eq(orderFlow.id, orderFlowUser.flowId))
    .where(and(eq(orderFlowUser.customerId, customerId), eq(orderFlow.active, true)));
  return row?.flow ?? null;
}

/**
 * What is left of a budget at `now`: the window's budget minus the orders of `scope` in that
 * window that were placed or wait for approval (declined and withdrawn ones free theirs). Null when
 * the budget does not run today.
 */
export async function remainingIn(tx: Tx, budget: FlowBudget, scope: SQL, now: Date) {
  const window = budgetWindow(budget, brusselsDate(now));
  if (!window) return { window: null, remaining: null };
  const [row] = await tx
    .select({ spent: sql<string>`coalesce(sum(${salesOrder.amountTotal}), 0)::text` })
    .from(salesOrder)
    .where(
      and(
        scope,
        or(isNull(salesOrder.approvalStatus), inArray(salesOrder.approvalStatus, ['pending', 'approved'])),
        sql`${salesOrder.orderedAt} >= ${startOfBrusselsDay(window.start).toISOString()}`,
        sql`${salesOrder.orderedAt} < ${startOfBrusselsDay(window.end).toISOString()}`,
      ),
    );
  const spent = toMoney(row?.spent ?? '0');
  return { window, remaining: Math.max(0, window.available - spent) };
}

/** What a user has left of a flow's budget at `now`: the flow's budget is per user. */
export function remainingOf(tx: Tx, flow: FlowRow, customerId: string, now: Date) {
  return remainingIn(
    tx,
    flowBudgetOf(flow),
    and(eq(salesOrder.customerId, customerId), eq(salesOrder.flowId, flow.id))!,
    now,
  );
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
    approveFrom: flow.approveFrom === null ? null : moneyToNumber(toMoney(flow.approveFrom)),
    periodStart: window?.start ?? null,
    periodEnd: window?.end ?? null,
  };
}

/** The columns of a person of the company as flows and order references name them. */
export const person = {
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  username: customer.username,
};

async function toOrderFlows(tx: Tx, rows: FlowRow[]): Promise<OrderFlow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const approvers = await tx
    .select({ flowId: orderFlowApprover.flowId, ...person })
    .from(orderFlowApprover)
    .innerJoin(customer, eq(customer.id, orderFlowApprover.customerId))
    .where(and(inArray(orderFlowApprover.flowId, ids), isNull(customer.deletedAt)))
    .orderBy(asc(customer.lastName), asc(customer.firstName));
  const users = await tx
    .select({ flowId: orderFlowUser.flowId, ...person })
    .from(orderFlowUser)
    .innerJoin(customer, eq(customer.id, orderFlowUser.customerId))
    .where(and(inArray(orderFlowUser.flowId, ids), isNull(customer.deletedAt)))
    .orderBy(asc(customer.lastName), asc(customer.firstName));
  const now = new Date();
  // One query at a time: they share the request's transaction.
  const flows: OrderFlow[] = [];
  for (const row of rows) {
    const flowUsers = [];
    for (const { flowId, ...user } of users) {
      if (flowId !== row.id) continue;
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
      approveFrom: row.approveFrom === null ? null : moneyToNumber(toMoney(row.approveFrom)),
      approvers: approvers.filter((entry) => entry.flowId === row.id).map(({ flowId: _, ...rest }) => rest),
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

/**
 * Checks that every id is a live user of the company (approvers must also hold
 * ROLE_APPROVE_ORDER_FLOWS); each wrong one is a violation at its place in the list.
 */
export async function assertCompanyUsers(
  tx: Tx,
  companyId: string,
  ids: string[],
  field: string,
  needsApproveRight: boolean,
) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(
      and(
        inArray(customer.id, ids),
        eq(customer.companyId, companyId),
        isNull(customer.deletedAt),
        needsApproveRight
          ? sql`exists (select 1 from ${customerRight} where ${customerRight.customerId} = ${customer.id}
              and ${customerRight.code} = 'ROLE_APPROVE_ORDER_FLOWS' and ${customerRight.enabled})`
          : undefined,
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const wrong = ids.flatMap((id, index) => (known.has(id) ? [] : [index]));
  if (wrong.length > 0) {
    throw invalidRequest(
      wrong.map((index) => ({
        propertyPath: `body/${field}/${index}`,
        type: needsApproveRight ? 'VIOLATION::NOT_AN_APPROVER' : errorCodes.customerNotFound,
        title: needsApproveRight ? 'Not a user who may approve orders' : 'Not a user of your company',
      })),
    );
  }
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

/** A name another flow or order reference of the company has already: 400 at `body/name`. */
export function nameTaken(code: string, title: string) {
  return new ApiProblem(400, code, `${title}.`, {}, [{ propertyPath: 'body/name', type: code, title }]);
}

/** Refuses to delete a flow or reference while orders under it wait for approval. */
export async function assertNoPendingOrders(tx: Tx, under: SQL, code: string, detail: string) {
  const [pending] = await tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(under, eq(salesOrder.approvalStatus, 'pending')));
  if (pending) throw new ApiProblem(409, code, detail);
}

function flowValues(input: FlowInput) {
  return {
    name: input.name,
    active: input.active,
    period: input.period,
    startDate: input.startDate,
    endDate: input.period === 'custom' ? (input.endDate ?? null) : null,
    mode: input.mode,
    budgetAmount: moneyToDecimalString(toMoney(input.budgetAmount)),
    approveFrom: input.approveFrom == null ? null : moneyToDecimalString(toMoney(input.approveFrom)),
  };
}

async function writeMembers(tx: Tx, flowId: string, input: FlowInput) {
  await tx.delete(orderFlowApprover).where(eq(orderFlowApprover.flowId, flowId));
  if (input.approverIds.length > 0) {
    await tx
      .insert(orderFlowApprover)
      .values([...new Set(input.approverIds)].map((customerId) => ({ flowId, customerId })));
  }
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
    eq(salesOrder.flowId, id),
    errorCodes.orderFlowHasPendingOrders,
    'Orders of this flow wait for approval: decide them first.',
  );
  await ctx.tx.delete(orderFlow).where(eq(orderFlow.id, id));
  return { success: true };
}
