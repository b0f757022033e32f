import type { CompanyPerson } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { companyPeople, liveCompanyUserIds } from '../account/index.ts';
import { orderBudgetApprover, orderBudgetUser } from './budget.tables.ts';

/** The approvers and the users each flow or reference names, by its id. */
export interface NamedPeople {
  approversOf: Map<string, CompanyPerson[]>;
  usersOf: Map<string, CompanyPerson[]>;
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

/** The approvers and users of these flows or references, by name; deleted users are left out. */
export async function namedPeople(tx: Tx, budgetIds: readonly string[]): Promise<NamedPeople> {
  const peopleIn = async (links: typeof orderBudgetApprover | typeof orderBudgetUser) =>
    peopleByBudget(
      tx,
      await tx
        .select({ budgetId: links.budgetId, customerId: links.customerId })
        .from(links)
        .where(inArray(links.budgetId, [...budgetIds])),
    );
  return { approversOf: await peopleIn(orderBudgetApprover), usersOf: await peopleIn(orderBudgetUser) };
}

async function peopleByBudget(
  tx: Tx,
  links: readonly { budgetId: string; customerId: string }[],
): Promise<Map<string, CompanyPerson[]>> {
  const byBudget = new Map<string, CompanyPerson[]>();
  for (const person of await companyPeople(
    tx,
    links.map((link) => link.customerId),
  )) {
    for (const link of links) {
      if (link.customerId === person.id)
        byBudget.set(link.budgetId, [...(byBudget.get(link.budgetId) ?? []), person]);
    }
  }
  return byBudget;
}

/** Makes these users the approvers of a flow or reference. */
export async function writeApprovers(tx: Tx, budgetId: string, approverIds: readonly string[]) {
  await tx.delete(orderBudgetApprover).where(eq(orderBudgetApprover.budgetId, budgetId));
  if (approverIds.length > 0) {
    await tx
      .insert(orderBudgetApprover)
      .values([...new Set(approverIds)].map((customerId) => ({ budgetId, customerId })));
  }
}

/** Puts users under a flow, moving each from the flow they were under; its other users stay. */
export async function assignToFlow(tx: Tx, flowId: string, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx
    .insert(orderBudgetUser)
    .values(ids.map((customerId) => ({ budgetId: flowId, kind: 'flow' as const, customerId })))
    .onConflictDoUpdate({
      // The one flow a user is under (order_budget_user_one_flow).
      target: orderBudgetUser.customerId,
      targetWhere: sql`${orderBudgetUser.kind} = 'flow'`,
      set: { budgetId: flowId, assignedAt: sql`now()` },
    });
}

/** Makes these users the ones who may order under a reference (none: everybody may). */
export async function listReferenceUsers(tx: Tx, referenceId: string, userIds: readonly string[]) {
  await tx.delete(orderBudgetUser).where(eq(orderBudgetUser.budgetId, referenceId));
  const ids = [...new Set(userIds)];
  if (ids.length > 0) {
    await tx
      .insert(orderBudgetUser)
      .values(ids.map((customerId) => ({ budgetId: referenceId, kind: 'reference' as const, customerId })));
  }
}

/** The approvers each of these flows or references names, by its id. */
export async function approverIdsOfBudgets(
  tx: Tx,
  budgetIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byBudget = new Map<string, Set<string>>();
  if (budgetIds.length === 0) return byBudget;
  for (const link of await tx
    .select()
    .from(orderBudgetApprover)
    .where(inArray(orderBudgetApprover.budgetId, [...new Set(budgetIds)]))) {
    byBudget.set(link.budgetId, (byBudget.get(link.budgetId) ?? new Set()).add(link.customerId));
  }
  return byBudget;
}

/** In a query: the ids of the approvers the flows or references `budgetIds` name. */
export const approverIdsNamedBy = (...budgetIds: (AnyColumn | SQL)[]): SQL =>
  sql`select ${orderBudgetApprover.customerId} from ${orderBudgetApprover} where ${orderBudgetApprover.budgetId} in (${sql.join(budgetIds, sql`, `)})`;

/** In a query: the ids of the flows and references that name `customerId` as approver. */
export const budgetsApprovedBy = (customerId: string): SQL =>
  sql`select ${orderBudgetApprover.budgetId} from ${orderBudgetApprover} where ${orderBudgetApprover.customerId} = ${customerId}`;
