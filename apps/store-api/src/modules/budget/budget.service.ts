import type { OrderFlow } from '@tradeshop/api-client/contracts';
import { moneyToDecimalString, type OverBudgetRule, toMoney } from '@tradeshop/domain';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { requireAnyRight, requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext, type SessionCustomer } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { customerActorOf, recordChanges } from '../audit/index.ts';
import { hasPendingOrders } from '../order/index.ts';
import { orderBudget, orderBudgetApprover, orderBudgetUser } from './budget.tables.ts';
import { type BudgetKind, euros, orderFlows } from './budget-kinds.ts';
import { assertCompanyUsers, assignToFlow, namedPeople, writeApprovers } from './budget-people.ts';
import type { BudgetRow } from './budget-queries.ts';

/** The budget of a flow or a reference as its input or its budget part gives it. */
export interface BudgetPart {
  period: string;
  startDate: string;
  endDate?: string | null | undefined;
  mode: string;
  overBudget?: OverBudgetRule | undefined;
  budgetAmount?: number | null | undefined;
}

/** A flow or a reference as it is created or changed whole. */
export interface BudgetInput extends BudgetPart {
  name: string;
  active: boolean;
  approveFrom?: number | null | undefined;
  approverIds: string[];
  /** Left out, its users stay as they are. */
  userIds?: string[] | undefined;
}

/** The parts of a flow or an order reference that a PATCH changes; a part left out stays. */
export interface BudgetAndApprovalParts {
  budget?: BudgetPart | undefined;
  approval?: { approveFrom?: number | null | undefined; approverIds: string[] } | undefined;
}

/** Which of a company's flows or references a list shows; with a page, only that page of them. */
export interface BudgetListCriteria {
  term?: string;
  active?: boolean | undefined;
  page?: { page: number; limit: number };
}

async function present<View>(tx: Tx, kind: BudgetKind<View>, rows: BudgetRow[]): Promise<View[]> {
  if (rows.length === 0) return [];
  return kind.present(
    tx,
    rows,
    await namedPeople(
      tx,
      rows.map((row) => row.id),
    ),
  );
}

/** What the audit log records of a flow or reference: its settings, approvers and users. */
async function auditedBudget(tx: Tx, id: string) {
  const [row] = await tx.select().from(orderBudget).where(eq(orderBudget.id, id));
  if (!row) return null;
  const {
    id: _id,
    kind: _kind,
    companyId: _company,
    createdBy: _createdBy,
    createdAt: _createdAt,
    ...settings
  } = row;
  const idsOf = (links: typeof orderBudgetApprover | typeof orderBudgetUser) =>
    tx
      .select({ customerId: links.customerId })
      .from(links)
      .where(eq(links.budgetId, id))
      .orderBy(links.customerId)
      .then((rows) => rows.map((link) => link.customerId));
  return {
    ...settings,
    budgetAmount: euros(settings.budgetAmount),
    approveFrom: euros(settings.approveFrom),
    approverIds: await idsOf(orderBudgetApprover),
    userIds: await idsOf(orderBudgetUser),
  };
}

/**
 * Records in the audit log, as the request's customer's doing, what became of a flow or reference
 * since `before` (`auditedBudget` before the change; null when it was just created).
 */
async function recordBudgetChange<View>(
  ctx: RequestContext,
  kind: BudgetKind<View>,
  id: string,
  before: Awaited<ReturnType<typeof auditedBudget>>,
) {
  await recordChanges(ctx.tx, customerActorOf(ctx), [
    { objectType: kind.objectType, objectId: id, before, after: await auditedBudget(ctx.tx, id) },
  ]);
}

async function findBudget<View>(tx: Tx, kind: BudgetKind<View>, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(orderBudget)
    .where(
      and(eq(orderBudget.id, id), eq(orderBudget.kind, kind.name), eq(orderBudget.companyId, companyId)),
    );
  if (!row) throw notFound(kind.notFound.code, kind.notFound.detail, { id });
  return row;
}

/** The company's flows or references by name, with their total. */
export async function listBudgets<View>(
  ctx: RequestContext,
  kind: BudgetKind<View>,
  { term, active, page }: BudgetListCriteria = {},
): Promise<{ data: View[]; total: number }> {
  const user = requireCustomer(ctx);
  const where = and(
    eq(orderBudget.kind, kind.name),
    eq(orderBudget.companyId, user.companyId),
    term ? ilike(orderBudget.name, containing(term)) : undefined,
    active === undefined ? undefined : eq(orderBudget.active, active),
  );
  const query = ctx.tx
    .select()
    .from(orderBudget)
    .where(where)
    .orderBy(asc(sql`lower(${orderBudget.name})`))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset((page.page - 1) * page.limit) : query);
  const total = page
    ? (
        await queryRows<{ total: number }>(
          ctx.tx,
          sql`select count(*)::int as total from ${orderBudget} where ${where}`,
        )
      )[0]!.total
    : rows.length;
  return { data: await present(ctx.tx, kind, rows), total };
}

export async function getBudget<View>(
  ctx: RequestContext,
  kind: BudgetKind<View>,
  id: string,
): Promise<View> {
  const user = requireCustomer(ctx);
  const [view] = await present(ctx.tx, kind, [await findBudget(ctx.tx, kind, user.companyId, id)]);
  return view!;
}

/** A name another of the company's flows (or references) has already: 400 at `body/name`. */
async function assertNameFree<View>(
  tx: Tx,
  kind: BudgetKind<View>,
  companyId: string,
  name: string,
  except?: string,
) {
  const [taken] = await tx
    .select({ id: orderBudget.id })
    .from(orderBudget)
    .where(
      and(
        eq(orderBudget.kind, kind.name),
        eq(orderBudget.companyId, companyId),
        sql`lower(${orderBudget.name}) = ${name.toLowerCase()}`,
        except ? ne(orderBudget.id, except) : undefined,
      ),
    );
  if (taken) {
    const { code, title } = kind.nameTaken;
    throw new ApiProblem(400, code, `${title}.`, {}, [{ propertyPath: 'body/name', type: code, title }]);
  }
}

async function assertSaveable<View>(
  tx: Tx,
  kind: BudgetKind<View>,
  companyId: string,
  input: BudgetInput,
  except?: string,
) {
  await assertNameFree(tx, kind, companyId, input.name, except);
  await assertCompanyUsers(tx, companyId, input.approverIds, 'approverIds', true);
  await assertCompanyUsers(tx, companyId, input.userIds ?? [], 'userIds', false);
}

/** The budget columns a budget part writes (a custom period's end; other periods have none). */
function budgetValues(budget: BudgetPart) {
  return {
    period: budget.period,
    startDate: budget.startDate,
    endDate: budget.period === 'custom' ? (budget.endDate ?? null) : null,
    mode: budget.mode,
    // Left out, the column keeps its rule (a new row: its default, approval).
    ...(budget.overBudget ? { overBudget: budget.overBudget } : {}),
    budgetAmount: decimalOrNull(budget.budgetAmount),
  };
}

const decimalOrNull = (amount: number | null | undefined) =>
  amount == null ? null : moneyToDecimalString(toMoney(amount));

function inputValues(input: BudgetInput) {
  return {
    name: input.name,
    active: input.active,
    ...budgetValues(input),
    approveFrom: decimalOrNull(input.approveFrom),
  };
}

async function writePeople<View>(tx: Tx, kind: BudgetKind<View>, id: string, input: BudgetInput) {
  await writeApprovers(tx, id, input.approverIds);
  if (input.userIds) await kind.saveUsers(tx, id, input.userIds);
}

export async function createBudget<View>(
  ctx: RequestContext,
  kind: BudgetKind<View>,
  input: BudgetInput,
): Promise<View> {
  const user = requireCustomer(ctx);
  await assertSaveable(ctx.tx, kind, user.companyId, input);
  const id = crypto.randomUUID();
  await inTransaction(ctx, async (ctx) => {
    await ctx.tx.insert(orderBudget).values({
      id,
      kind: kind.name,
      companyId: user.companyId,
      createdBy: user.id,
      ...inputValues(input),
    });
    await writePeople(ctx.tx, kind, id, input);
    await recordBudgetChange(ctx, kind, id, null);
  });
  return getBudget(ctx, kind, id);
}

export async function updateBudget<View>(
  ctx: RequestContext,
  kind: BudgetKind<View>,
  id: string,
  input: BudgetInput,
): Promise<View> {
  const user = requireCustomer(ctx);
  await findBudget(ctx.tx, kind, user.companyId, id);
  await assertSaveable(ctx.tx, kind, user.companyId, input, id);
  await inTransaction(ctx, async (ctx) => {
    const before = await auditedBudget(ctx.tx, id);
    await ctx.tx.update(orderBudget).set(inputValues(input)).where(eq(orderBudget.id, id));
    await writePeople(ctx.tx, kind, id, input);
    await recordBudgetChange(ctx, kind, id, before);
  });
  return getBudget(ctx, kind, id);
}

/**
 * The user who may change these parts: the budget takes ROLE_MANAGE_BUDGETS, the approval
 * ROLE_MANAGE_APPROVERS, each also allowed by the kind's right to manage them whole. A refusal names
 * the part's own right.
 */
function requirePartRights<View>(
  ctx: RequestContext,
  kind: BudgetKind<View>,
  parts: BudgetAndApprovalParts,
): SessionCustomer {
  if (parts.budget !== undefined) requireAnyRight(ctx, 'ROLE_MANAGE_BUDGETS', [kind.wholeRight]);
  if (parts.approval !== undefined) requireAnyRight(ctx, 'ROLE_MANAGE_APPROVERS', [kind.wholeRight]);
  return requireCustomer(ctx);
}

/**
 * Changes the budget (amount, period, renewal), the approval (amount and approvers) or both, for the
 * users who may change only one of them; what the body leaves out stays.
 */
export async function changeBudgetParts<View>(
  ctx: RequestContext,
  kind: BudgetKind<View>,
  id: string,
  parts: BudgetAndApprovalParts,
): Promise<View> {
  const user = requirePartRights(ctx, kind, parts);
  await findBudget(ctx.tx, kind, user.companyId, id);
  const { budget, approval } = parts;
  if (approval)
    await assertCompanyUsers(ctx.tx, user.companyId, approval.approverIds, 'approval/approverIds', true);
  await inTransaction(ctx, async (ctx) => {
    const before = await auditedBudget(ctx.tx, id);
    if (budget) await ctx.tx.update(orderBudget).set(budgetValues(budget)).where(eq(orderBudget.id, id));
    if (approval) {
      await ctx.tx
        .update(orderBudget)
        .set({ approveFrom: decimalOrNull(approval.approveFrom) })
        .where(eq(orderBudget.id, id));
      await writeApprovers(ctx.tx, id, approval.approverIds);
    }
    await recordBudgetChange(ctx, kind, id, before);
  });
  return getBudget(ctx, kind, id);
}

/** Puts users of the company under a flow, moving them from the flow they were under. */
export async function assignFlow(ctx: RequestContext, id: string, customerIds: string[]): Promise<OrderFlow> {
  const user = requireCustomer(ctx);
  await findBudget(ctx.tx, orderFlows, user.companyId, id);
  await assertCompanyUsers(ctx.tx, user.companyId, customerIds, 'customerIds', false);
  await inTransaction(ctx, async (ctx) => {
    const before = await auditedBudget(ctx.tx, id);
    await assignToFlow(ctx.tx, id, customerIds);
    await recordBudgetChange(ctx, orderFlows, id, before);
  });
  return getBudget(ctx, orderFlows, id);
}

/**
 * Deletes a flow or reference, refused while orders under it wait for approval. Orders placed under
 * it keep their amounts (and a reference's name); their link to it, and carts' choice of it, go.
 */
export async function deleteBudget<View>(
  ctx: RequestContext,
  kind: BudgetKind<View>,
  id: string,
): Promise<{ success: true }> {
  const user = requireCustomer(ctx);
  await findBudget(ctx.tx, kind, user.companyId, id);
  if (await hasPendingOrders(ctx.tx, kind.ordersUnder(id))) {
    throw new ApiProblem(409, kind.pendingOrders.code, kind.pendingOrders.detail);
  }
  await inTransaction(ctx, async (ctx) => {
    const before = await auditedBudget(ctx.tx, id);
    await ctx.tx.delete(orderBudget).where(eq(orderBudget.id, id));
    await recordBudgetChange(ctx, kind, id, before);
  });
  return { success: true };
}
