import type { CompanyPerson } from '@tradeshop/api-client/contracts';
import type { Tx } from '../../db/index.ts';
import { orderApproversOf } from '../account/index.ts';
import { approverIdsOfBudgets } from '../budget/index.ts';

/** Whom an order concerns when its deciders are worked out: a stored order, or a cart's order to be. */
export interface OrderToDecide {
  companyId: string;
  buyerId: string;
  flowId: string | null;
  orderReferenceId: string | null;
}

export interface Deciders {
  /** Who may decide the order now, by name. */
  people: CompanyPerson[];
  /** True when they are the lead buyers, because no approver the order names may decide it. */
  leadBuyers: boolean;
}

/**
 * Who may decide each order: never its buyer; the approvers its flow or order reference names who
 * may approve today; and when none of those is left (the buyer named themselves, the others were
 * deactivated, deleted or lost the right), the company's lead buyers who may approve. Worked out when
 * asked, so an order never waits for somebody who can no longer act. Two queries for any number.
 */
export async function decidersOf(tx: Tx, orders: readonly OrderToDecide[]): Promise<Deciders[]> {
  const approvers = await orderApproversOf(
    tx,
    orders.map((order) => order.companyId),
  );
  const budgetsOf = (order: OrderToDecide) =>
    [order.flowId, order.orderReferenceId].flatMap((id) => id ?? []);
  const namedApprovers = await approverIdsOfBudgets(tx, orders.flatMap(budgetsOf));
  return orders.map((order) => {
    const candidates = (approvers.get(order.companyId) ?? []).filter((person) => person.id !== order.buyerId);
    const named = candidates.filter((person) =>
      budgetsOf(order).some((budgetId) => namedApprovers.get(budgetId)?.has(person.id)),
    );
    const deciders = named.length > 0 ? named : candidates.filter((person) => person.leadBuyer);
    return {
      people: deciders.map(({ leadBuyer: _, ...person }) => person),
      leadBuyers: named.length === 0,
    };
  });
}
