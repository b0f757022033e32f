import type { orderReferenceListRequest, UsableOrderReference } from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  hasRight,
  type Money,
  moneyToNumber,
  type OverBudgetRule,
  referenceBudgetDecision,
  toMoney,
} from '@tradeshop/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import type { RequestContext, SessionCustomer } from '../../platform/context.ts';
import { pagerOf } from '../../platform/pager.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import {
  asUsableReference,
  listBudgets,
  orderReferences,
  referencesUsableBy,
  referenceUsableBy,
  remainingOfReference,
} from '../budget/index.ts';
import { chooseForCart, findCart } from '../cart/index.ts';

/** The company's references by name, 20 a page, optionally only (in)active ones or matching a term. */
export async function listOrderReferences(
  ctx: RequestContext,
  criteria: z.output<typeof orderReferenceListRequest>,
) {
  const { data, total } = await listBudgets(ctx, orderReferences, {
    term: criteria.term,
    active: criteria.filter.active,
    page: criteria,
  });
  return { data, pager: pagerOf(criteria, total) };
}

/** GET /dexis/order-reference/search/{term}: the user's references whose name holds the term. */
export async function searchOrderReferences(
  ctx: RequestContext,
  term: string,
): Promise<UsableOrderReference[]> {
  const user = requireCustomer(ctx);
  const now = new Date();
  const found: UsableOrderReference[] = [];
  for (const row of await referencesUsableBy(ctx.tx, user, term.trim())) {
    found.push(await asUsableReference(ctx.tx, row, now));
  }
  return found;
}

/** The reference if the user may order under it now (which also takes the right to use references). */
async function findUsable(tx: Tx, user: SessionCustomer, id: string, lock = false) {
  if (!hasRight(user.rights, 'ROLE_ADD_ORDER_REFERENCES')) return null;
  return referenceUsableBy(tx, user, id, lock);
}

/** PUT /dexis/order-reference/cart/{id}: the reference the cart's order will carry. */
export async function chooseCartReference(ctx: RequestContext, id: string): Promise<UsableOrderReference> {
  const user = requireCustomer(ctx);
  const row = await findUsable(ctx.tx, user, id);
  if (!row) throw notFound(orderReferences.notFound.code, orderReferences.notFound.detail, { id });
  await chooseForCart(ctx, { orderReferenceId: id });
  return asUsableReference(ctx.tx, row, new Date());
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
  return asUsableReference(ctx.tx, row, new Date());
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
