import type {
  BudgetHolder,
  CompanyPerson,
  OrderFlow,
  OrderReference,
  UsableOrderReference,
} from '@tradeshop/api-client/contracts';
import {
  type BudgetMode,
  type BudgetPeriod,
  brusselsDate,
  budgetWindow,
  errorCodes,
  type FlowBudget,
  type Money,
  moneyToNumber,
  type OverBudgetRule,
  type RightCode,
  startOfBrusselsDay,
  toMoney,
} from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { companyPeople } from '../account/index.ts';
import { type OrderScope, spentUnder } from '../order/index.ts';
import type { BudgetKindName } from './budget.tables.ts';
import { assignToFlow, listReferenceUsers, type NamedPeople } from './budget-people.ts';
import type { BudgetRow } from './budget-queries.ts';

/**
 * What sets one kind of budget apart from the other (decision 0048); everything else about flows and
 * references is handled once, for both.
 */
export interface BudgetKind<View> {
  name: BudgetKindName;
  /** What the audit log calls one. */
  objectType: 'order-flow' | 'order-reference';
  /** The right to manage them whole; changing only their budget or their approval takes less. */
  wholeRight: RightCode;
  notFound: { code: string; detail: string };
  nameTaken: { code: string; title: string };
  /** Why one cannot be deleted while its orders wait for approval. */
  pendingOrders: { code: string; detail: string };
  /** The orders placed under the flow or reference `budgetId`. */
  ordersUnder(budgetId: string): OrderScope;
  /** Applies the users one is saved with: a flow takes them in, a reference's list becomes them. */
  saveUsers(tx: Tx, budgetId: string, userIds: readonly string[]): Promise<void>;
  /** These rows as the kind's routes answer them. */
  present(tx: Tx, rows: readonly BudgetRow[], named: NamedPeople): Promise<View[]>;
}

/** A stored amount in euro, as the answers (and the audit log) give it. */
export const euros = (amount: string | null) => (amount === null ? null : moneyToNumber(toMoney(amount)));
const remainingEuros = (remaining: Money | null) => (remaining === null ? null : moneyToNumber(remaining));

/** The budget a flow's or a reference's row sets, or null when it sets none. */
function budgetOf(row: BudgetRow): FlowBudget | null {
  if (row.budgetAmount === null) return null;
  return {
    period: row.period as BudgetPeriod,
    startDate: row.startDate,
    endDate: row.endDate,
    mode: row.mode as BudgetMode,
    amount: toMoney(row.budgetAmount),
  };
}

/**
 * What is left of a budget at `now`: the window's budget minus what the orders of `scope` spent in
 * that window, both without VAT. Null when the budget does not run today.
 */
async function remainingIn(tx: Tx, budget: FlowBudget | null, scope: OrderScope, now: Date) {
  const window = budget && budgetWindow(budget, brusselsDate(now));
  if (!window) return { window: null, remaining: null };
  const spent = await spentUnder(tx, scope, startOfBrusselsDay(window.start), startOfBrusselsDay(window.end));
  return { window, remaining: Math.max(0, window.available - spent) };
}

/** What the answers of both kinds say alike. */
function holderFields(row: BudgetRow, approvers: CompanyPerson[]): BudgetHolder {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    period: row.period as BudgetPeriod,
    startDate: row.startDate,
    endDate: row.endDate,
    mode: row.mode as BudgetMode,
    overBudget: row.overBudget as OverBudgetRule,
    approveFrom: euros(row.approveFrom),
    approvers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Order flows: each of its users has the whole budget per period for their own orders. */
export const orderFlows: BudgetKind<OrderFlow> = {
  name: 'flow',
  objectType: 'order-flow',
  wholeRight: 'ROLE_MANAGE_ORDER_FLOWS',
  notFound: { code: errorCodes.orderFlowNotFound, detail: 'No order flow with this id in your company.' },
  nameTaken: { code: errorCodes.orderFlowNameNotUnique, title: 'Another flow has this name' },
  pendingOrders: {
    code: errorCodes.orderFlowHasPendingOrders,
    detail: 'Orders of this flow wait for approval: decide them first.',
  },
  ordersUnder: (flowId) => ({ flowId }),
  saveUsers: assignToFlow,
  async present(tx, rows, { approversOf, usersOf }) {
    const now = new Date();
    // One query at a time: they share the request's transaction.
    const flows: OrderFlow[] = [];
    for (const row of rows) {
      const users = [];
      for (const user of usersOf.get(row.id) ?? []) {
        const { remaining } = await remainingOfFlow(tx, row, user.id, now);
        users.push({ ...user, remainingBudget: remainingEuros(remaining) });
      }
      flows.push({
        ...holderFields(row, approversOf.get(row.id) ?? []),
        // A flow always has one (order_budget_flow_amount_check).
        budgetAmount: euros(row.budgetAmount)!,
        users,
        apiAlias: 'dexis_order_flow',
      });
    }
    return flows;
  },
};

/** What a user has left of their flow's budget at `now`. */
export function remainingOfFlow(tx: Tx, flow: BudgetRow, customerId: string, now: Date) {
  return remainingIn(tx, budgetOf(flow), { ...orderFlows.ordersUnder(flow.id), customerId }, now);
}

/**
 * Order references: one optional budget per period for all their orders, whoever placed them; the
 * users they list may use them, and everybody may when they list nobody.
 */
export const orderReferences: BudgetKind<OrderReference> = {
  name: 'reference',
  objectType: 'order-reference',
  wholeRight: 'ROLE_MANAGE_ORDER_REFERENCES',
  notFound: {
    code: errorCodes.orderReferenceNotFound,
    detail: 'No order reference with this id in your company.',
  },
  nameTaken: { code: errorCodes.orderReferenceNameNotUnique, title: 'Another order reference has this name' },
  pendingOrders: {
    code: errorCodes.orderReferenceHasPendingOrders,
    detail: 'Orders under this reference wait for approval: decide them first.',
  },
  ordersUnder: (orderReferenceId) => ({ orderReferenceId }),
  saveUsers: listReferenceUsers,
  async present(tx, rows, { approversOf, usersOf }) {
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
      references.push({
        ...(await asUsableReference(tx, row, now)),
        ...holderFields(row, approversOf.get(row.id) ?? []),
        users: usersOf.get(row.id) ?? [],
        createdBy: row.createdBy ? (creators.get(row.createdBy) ?? null) : null,
        apiAlias: 'dexis_order_reference',
      });
    }
    return references;
  },
};

/** What is left of a reference's budget at `now`; null remaining without a budget or outside its dates. */
export function remainingOfReference(tx: Tx, reference: BudgetRow, now: Date) {
  return remainingIn(tx, budgetOf(reference), orderReferences.ordersUnder(reference.id), now);
}

/** A reference as the checkout offers and shows it: what is left and what an order would need. */
export async function asUsableReference(tx: Tx, row: BudgetRow, now: Date): Promise<UsableOrderReference> {
  const { window, remaining } = await remainingOfReference(tx, row, now);
  return {
    id: row.id,
    name: row.name,
    budgetAmount: euros(row.budgetAmount),
    remainingBudget: remainingEuros(remaining),
    overBudget: row.overBudget as OverBudgetRule,
    approveFrom: euros(row.approveFrom),
    periodStart: window?.start ?? null,
    periodEnd: window?.end ?? null,
  };
}
