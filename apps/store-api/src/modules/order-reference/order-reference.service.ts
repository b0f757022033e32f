import type {
  OrderReference,
  orderReferenceInput,
  orderReferenceListRequest,
  orderReferencePartsInput,
  UsableOrderReference,
} from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  hasRight,
  type Money,
  moneyToNumber,
  type OverBudgetRule,
  referenceBudgetDecision,
  toMoney,
} from '@tradeshop/domain';
import { and, asc, eq, ilike, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import type { RequestContext, SessionCustomer } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { pagerOf } from '../../platform/pager.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { companyPeople } from '../account/index.ts';
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
import { chooseForCart, findCart } from '../cart/index.ts';
import { orderReference, orderReferenceApprover, orderReferenceUser } from './order-reference.tables.ts';

type ReferenceRow = typeof orderReference.$inferSelect;
type ReferenceInput = z.output<typeof orderReferenceInput>;
type ReferencePartsInput = z.output<typeof orderReferencePartsInput>;

const moneyOrNull = (value: string | null) => (value === null ? null : moneyToNumber(toMoney(value)));

/**
 * What is left of the reference's budget at `now`: one budget for all its orders, whoever placed
 * them. Null remaining without a budget or when its period does not run today.
 */
async function remainingOfReference(tx: Tx, row: ReferenceRow, now: Date) {
  const budget = budgetOf(row);
  if (!budget) return { window: null, remaining: null };
  return remainingIn(tx, budget, { orderReferenceId: row.id }, now);
}

async function toUsable(tx: Tx, row: ReferenceRow, now: Date): Promise<UsableOrderReference> {
  const { window, remaining } = await remainingOfReference(tx, row, now);
  return {
    id: row.id,
    name: row.name,
    budgetAmount: moneyOrNull(row.budgetAmount),
    remainingBudget: remaining === null ? null : moneyToNumber(remaining),
    overBudget: row.overBudget as OverBudgetRule,
    approveFrom: moneyOrNull(row.approveFrom),
    periodStart: window?.start ?? null,
    periodEnd: window?.end ?? null,
  };
}

async function toOrderReferences(tx: Tx, rows: ReferenceRow[]): Promise<OrderReference[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const approversOf = await peopleByHolder(
    tx,
    (
      await tx.select().from(orderReferenceApprover).where(inArray(orderReferenceApprover.referenceId, ids))
    ).map((link) => ({ holderId: link.referenceId, customerId: link.customerId })),
  );
  const usersOf = await peopleByHolder(
    tx,
    (await tx.select().from(orderReferenceUser).where(inArray(orderReferenceUser.referenceId, ids))).map(
      (link) => ({ holderId: link.referenceId, customerId: link.customerId }),
    ),
  );
  const creators = new Map(
    (
      await companyPeople(
        tx,
        rows.flatMap((row) => row.createdBy ?? []),
        { includeDeleted: true },
      )
    ).map((person) => [person.id, person]),
  );
  const now = new Date();
  // One query at a time: they share the request's transaction.
  const references: OrderReference[] = [];
  for (const row of rows) {
    const usable = await toUsable(tx, row, now);
    references.push({
      ...usable,
      active: row.active,
      period: row.period as OrderReference['period'],
      startDate: row.startDate,
      endDate: row.endDate,
      mode: row.mode as OrderReference['mode'],
      approvers: approversOf.get(row.id) ?? [],
      users: usersOf.get(row.id) ?? [],
      createdBy: row.createdBy ? (creators.get(row.createdBy) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      apiAlias: 'dexis_order_reference',
    });
  }
  return references;
}

const referenceNotFound = (id: string) =>
  notFound(errorCodes.orderReferenceNotFound, 'No order reference with this id in your company.', { id });

async function findReference(tx: Tx, companyId: string, id: string): Promise<ReferenceRow> {
  const [row] = await tx
    .select()
    .from(orderReference)
    .where(and(eq(orderReference.id, id), eq(orderReference.companyId, companyId)));
  if (!row) throw referenceNotFound(id);
  return row;
}

/** The company's references by name, 20 a page, optionally only (in)active ones or matching a term. */
export async function listOrderReferences(
  ctx: RequestContext,
  criteria: z.output<typeof orderReferenceListRequest>,
) {
  const user = requireCustomer(ctx);
  const where = and(
    eq(orderReference.companyId, user.companyId),
    criteria.term ? ilike(orderReference.name, containing(criteria.term)) : undefined,
    criteria.filter.active === undefined ? undefined : eq(orderReference.active, criteria.filter.active),
  );
  const [{ total }] = (await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from ${orderReference} where ${where}`,
  )) as [{ total: number }];
  const rows = await ctx.tx
    .select()
    .from(orderReference)
    .where(where)
    .orderBy(asc(sql`lower(${orderReference.name})`))
    .limit(criteria.limit)
    .offset((criteria.page - 1) * criteria.limit);
  return { data: await toOrderReferences(ctx.tx, rows), pager: pagerOf(criteria, total) };
}

/** A search term as a LIKE pattern matches it literally. */

export async function getOrderReference(ctx: RequestContext, id: string): Promise<OrderReference> {
  const user = requireCustomer(ctx);
  const [reference] = await toOrderReferences(ctx.tx, [await findReference(ctx.tx, user.companyId, id)]);
  return reference!;
}

async function assertNameFree(tx: Tx, companyId: string, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: orderReference.id })
    .from(orderReference)
    .where(
      and(
        eq(orderReference.companyId, companyId),
        sql`lower(${orderReference.name}) = ${name.toLowerCase()}`,
        except ? ne(orderReference.id, except) : undefined,
      ),
    );
  if (taken) {
    throw nameTaken(errorCodes.orderReferenceNameNotUnique, 'Another order reference has this name');
  }
}

function referenceValues(input: ReferenceInput) {
  return {
    name: input.name,
    active: input.active,
    ...budgetPeriodValues(input),
    approveFrom: approveFromValue(input),
  };
}

async function assertMembers(tx: Tx, companyId: string, input: ReferenceInput) {
  await assertCompanyUsers(tx, companyId, input.approverIds, 'approverIds', true);
  await assertCompanyUsers(tx, companyId, input.userIds, 'userIds', false);
}

async function writeApprovers(tx: Tx, referenceId: string, approverIds: readonly string[]) {
  await tx.delete(orderReferenceApprover).where(eq(orderReferenceApprover.referenceId, referenceId));
  if (approverIds.length > 0) {
    await tx
      .insert(orderReferenceApprover)
      .values([...new Set(approverIds)].map((customerId) => ({ referenceId, customerId })));
  }
}

async function writeMembers(tx: Tx, referenceId: string, input: ReferenceInput) {
  await writeApprovers(tx, referenceId, input.approverIds);
  await tx.delete(orderReferenceUser).where(eq(orderReferenceUser.referenceId, referenceId));
  const userIds = [...new Set(input.userIds)];
  if (userIds.length > 0) {
    await tx.insert(orderReferenceUser).values(userIds.map((customerId) => ({ referenceId, customerId })));
  }
}

export async function createOrderReference(
  ctx: RequestContext,
  input: ReferenceInput,
): Promise<OrderReference> {
  const user = requireCustomer(ctx);
  await assertNameFree(ctx.tx, user.companyId, input.name);
  await assertMembers(ctx.tx, user.companyId, input);
  const id = crypto.randomUUID();
  await ctx.tx
    .insert(orderReference)
    .values({ id, companyId: user.companyId, createdBy: user.id, ...referenceValues(input) });
  await writeMembers(ctx.tx, id, input);
  return getOrderReference(ctx, id);
}

export async function updateOrderReference(
  ctx: RequestContext,
  id: string,
  input: ReferenceInput,
): Promise<OrderReference> {
  const user = requireCustomer(ctx);
  await findReference(ctx.tx, user.companyId, id);
  await assertNameFree(ctx.tx, user.companyId, input.name, id);
  await assertMembers(ctx.tx, user.companyId, input);
  await ctx.tx.update(orderReference).set(referenceValues(input)).where(eq(orderReference.id, id));
  await writeMembers(ctx.tx, id, input);
  return getOrderReference(ctx, id);
}

/**
 * Changes a reference's budget (amount, period, renewal), its approval (amount and approvers) or
 * both, for the users who may change only one of them; what the body leaves out stays.
 */
export async function changeOrderReferenceParts(
  ctx: RequestContext,
  id: string,
  parts: ReferencePartsInput,
): Promise<OrderReference> {
  const user = requirePartRights(ctx, parts, 'ROLE_MANAGE_ORDER_REFERENCES');
  await findReference(ctx.tx, user.companyId, id);
  const { budget, approval } = parts;
  if (budget) {
    await ctx.tx.update(orderReference).set(budgetPeriodValues(budget)).where(eq(orderReference.id, id));
  }
  if (approval) {
    await assertCompanyUsers(ctx.tx, user.companyId, approval.approverIds, 'approval/approverIds', true);
    await ctx.tx
      .update(orderReference)
      .set({ approveFrom: approveFromValue(approval) })
      .where(eq(orderReference.id, id));
    await writeApprovers(ctx.tx, id, approval.approverIds);
  }
  return getOrderReference(ctx, id);
}

/**
 * Deletes a reference: orders placed under it keep its name, carts that chose it lose the choice.
 * Refused while its orders wait for approval.
 */
export async function deleteOrderReference(ctx: RequestContext, id: string): Promise<{ success: true }> {
  const user = requireCustomer(ctx);
  await findReference(ctx.tx, user.companyId, id);
  await assertNoPendingOrders(
    ctx.tx,
    { orderReferenceId: id },
    errorCodes.orderReferenceHasPendingOrders,
    'Orders under this reference wait for approval: decide them first.',
  );
  await ctx.tx.delete(orderReference).where(eq(orderReference.id, id));
  return { success: true };
}

/**
 * The references a user may order under: active ones of the company that list the user, or that
 * list nobody and so are open to every user who may use references.
 */
function usableBy(user: SessionCustomer): SQL {
  const listed = (customerId: string | undefined) =>
    sql`exists (select 1 from ${orderReferenceUser} where ${orderReferenceUser.referenceId} = ${orderReference.id}${
      customerId ? sql` and ${orderReferenceUser.customerId} = ${customerId}` : sql``
    })`;
  return and(
    eq(orderReference.companyId, user.companyId),
    eq(orderReference.active, true),
    or(listed(user.id), not(listed(undefined))),
  )!;
}

/** GET /dexis/order-reference/search/{term}: the user's references whose name holds the term. */
export async function searchOrderReferences(
  ctx: RequestContext,
  term: string,
): Promise<UsableOrderReference[]> {
  const user = requireCustomer(ctx);
  const rows = await ctx.tx
    .select()
    .from(orderReference)
    .where(and(usableBy(user), ilike(orderReference.name, containing(term.trim()))))
    .orderBy(asc(sql`lower(${orderReference.name})`))
    .limit(20);
  const now = new Date();
  const found: UsableOrderReference[] = [];
  for (const row of rows) found.push(await toUsable(ctx.tx, row, now));
  return found;
}

/** The reference if the user may order under it now (which also takes the right to use references). */
async function findUsable(tx: Tx, user: SessionCustomer, id: string, lock = false) {
  if (!hasRight(user.rights, 'ROLE_ADD_ORDER_REFERENCES')) return null;
  const query = tx
    .select()
    .from(orderReference)
    .where(and(eq(orderReference.id, id), usableBy(user)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** PUT /dexis/order-reference/cart/{id}: the reference the cart's order will carry. */
export async function chooseCartReference(ctx: RequestContext, id: string): Promise<UsableOrderReference> {
  const user = requireCustomer(ctx);
  const row = await findUsable(ctx.tx, user, id);
  if (!row) throw referenceNotFound(id);
  await chooseForCart(ctx, { orderReferenceId: id });
  return toUsable(ctx.tx, row, new Date());
}

/** DELETE /dexis/order-reference/cart: the order goes without a company reference. */
export async function clearCartReference(ctx: RequestContext): Promise<null> {
  requireCustomer(ctx);
  await chooseForCart(ctx, { orderReferenceId: null });
  return null;
}

/**
 * GET /dexis/order-reference/cart: the cart's reference with what is left of its budget; a
 * reference the user may no longer use is dropped from the cart.
 */
export async function cartReference(ctx: RequestContext): Promise<UsableOrderReference | null> {
  const user = requireCustomer(ctx);
  const own = await findCart(ctx);
  if (!own?.orderReferenceId) return null;
  const row = await findUsable(ctx.tx, user, own.orderReferenceId);
  if (!row) {
    await chooseForCart(ctx, { orderReferenceId: null });
    return null;
  }
  return toUsable(ctx.tx, row, new Date());
}

/**
 * The order reference rule of checkout: the reference's row is locked, so checkouts of all its
 * users count each other's orders; above what is left of its budget the order is blocked, at or
 * above approveFrom it waits for one of the reference's approvers.
 */
export async function orderReferenceDecision(
  tx: Tx,
  user: SessionCustomer,
  referenceId: string,
  total: Money,
): Promise<{ name: string; needsApproval: boolean }> {
  const row = await findUsable(tx, user, referenceId, true);
  if (!row) {
    throw new ApiProblem(
      409,
      errorCodes.orderReferenceNotAvailable,
      'The order reference of the cart can no longer be used: choose another.',
      { id: referenceId },
    );
  }
  const approveFrom = row.approveFrom === null ? null : toMoney(row.approveFrom);
  const { remaining } = await remainingOfReference(tx, row, new Date());
  const decision = referenceBudgetDecision(
    total,
    row.budgetAmount === null ? null : { remaining, overBudget: row.overBudget as OverBudgetRule },
    approveFrom,
  );
  if (decision === 'blocked') {
    throw new ApiProblem(
      409,
      errorCodes.orderReferenceBudgetBlocked,
      'The order total exceeds the remaining budget of the order reference.',
      {
        total: moneyToNumber(total),
        remainingBudget: remaining === null ? 0 : moneyToNumber(remaining),
        orderReference: row.name,
      },
    );
  }
  return { name: row.name, needsApproval: decision === 'approval' };
}
