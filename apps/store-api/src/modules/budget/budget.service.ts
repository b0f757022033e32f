import type { CompanyPerson } from '@tradeshop/api-client/contracts';
import {
  type BudgetPeriod,
  brusselsDate,
  budgetWindow,
  errorCodes,
  type FlowBudget,
  moneyToDecimalString,
  type OverBudgetRule,
  type RightCode,
  startOfBrusselsDay,
  toMoney,
} from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { requireAnyRight, requireCustomer } from '../../platform/access.ts';
import type { RequestContext, SessionCustomer } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { companyPeople, liveCompanyUserIds } from '../account/index.ts';
import { hasPendingOrders, type OrderScope, spentUnder } from '../order/index.ts';

/** The budget columns a flow and an order reference both have; a reference may go without one. */
interface BudgetColumns {
  period: string;
  startDate: string;
  endDate: string | null;
  mode: string;
  budgetAmount: string | null;
}

/** The budget a flow's or a reference's row sets, or null when it sets none. */
export function budgetOf(row: BudgetColumns): FlowBudget | null {
  if (row.budgetAmount === null) return null;
  return {
    period: row.period as BudgetPeriod,
    startDate: row.startDate,
    endDate: row.endDate,
    mode: row.mode as FlowBudget['mode'],
    amount: toMoney(row.budgetAmount),
  };
}

/**
 * What is left of a budget at `now`: the window's budget minus what the orders of `scope` spent in
 * that window, both without VAT. Null when the budget does not run today.
 */
export async function remainingIn(tx: Tx, budget: FlowBudget, scope: OrderScope, now: Date) {
  const window = budgetWindow(budget, brusselsDate(now));
  if (!window) return { window: null, remaining: null };
  const spent = await spentUnder(tx, scope, startOfBrusselsDay(window.start), startOfBrusselsDay(window.end));
  return { window, remaining: Math.max(0, window.available - spent) };
}

/** Refuses to delete a flow or reference while orders under it wait for approval. */
export async function assertNoPendingOrders(tx: Tx, scope: OrderScope, code: string, detail: string) {
  if (await hasPendingOrders(tx, scope)) throw new ApiProblem(409, code, detail);
}

/** A name another flow or order reference of the company has already: 400 at `body/name`. */
export function nameTaken(code: string, title: string) {
  return new ApiProblem(400, code, `${title}.`, {}, [{ propertyPath: 'body/name', type: code, title }]);
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
  const known = await liveCompanyUserIds(
    tx,
    companyId,
    ids,
    needsApproveRight ? 'ROLE_APPROVE_ORDER_FLOWS' : undefined,
  );
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

/**
 * The people each flow or reference names (its approvers or its users), by name; deleted users are
 * left out.
 */
export async function peopleByHolder(
  tx: Tx,
  links: readonly { holderId: string; customerId: string }[],
): Promise<Map<string, CompanyPerson[]>> {
  const byHolder = new Map<string, CompanyPerson[]>();
  for (const person of await companyPeople(
    tx,
    links.map((link) => link.customerId),
  )) {
    for (const link of links) {
      if (link.customerId === person.id)
        byHolder.set(link.holderId, [...(byHolder.get(link.holderId) ?? []), person]);
    }
  }
  return byHolder;
}

/** The parts of a flow or an order reference that a PATCH changes; a part left out stays. */
export interface BudgetAndApprovalParts<Budget> {
  budget?: Budget;
  approval?: { approveFrom?: number | null; approverIds: string[] };
}

/**
 * The user who may change these parts of a flow or an order reference: the budget takes
 * ROLE_MANAGE_BUDGETS, the approval ROLE_MANAGE_APPROVERS, each also allowed by `wholeRight` (the
 * right to manage flows or references whole). A refusal names the part's own right.
 */
export function requirePartRights(
  ctx: RequestContext,
  parts: BudgetAndApprovalParts<unknown>,
  wholeRight: RightCode,
): SessionCustomer {
  if (parts.budget !== undefined) requireAnyRight(ctx, 'ROLE_MANAGE_BUDGETS', [wholeRight]);
  if (parts.approval !== undefined) requireAnyRight(ctx, 'ROLE_MANAGE_APPROVERS', [wholeRight]);
  return requireCustomer(ctx);
}

/** The budget columns a budget part writes (a custom period's end; other periods have none). */
export function budgetPeriodValues(budget: {
  period: string;
  startDate: string;
  endDate?: string | null;
  mode: string;
  overBudget?: OverBudgetRule;
  budgetAmount?: number | null;
}) {
  return {
    period: budget.period,
    startDate: budget.startDate,
    endDate: budget.period === 'custom' ? (budget.endDate ?? null) : null,
    mode: budget.mode,
    // Left out, the column keeps its rule (a new row: its default, approval).
    ...(budget.overBudget ? { overBudget: budget.overBudget } : {}),
    budgetAmount: budget.budgetAmount == null ? null : moneyToDecimalString(toMoney(budget.budgetAmount)),
  };
}

/** The approval column an approval part writes. */
export function approveFromValue(approval: { approveFrom?: number | null }) {
  return approval.approveFrom == null ? null : moneyToDecimalString(toMoney(approval.approveFrom));
}
