import type { UserFlowStatus } from '@tradeshop/api-client';
import { type BudgetDecision, budgetDecision, toMoney } from '@tradeshop/domain';

/**
 * What the order button does for this total under the user's flow: place it, request approval, or
 * nothing (blocked). The Store API decides again when the order is sent; this only words the button.
 */
export function flowDecisionFor(flow: UserFlowStatus | null, total: number | null): BudgetDecision {
  if (!flow?.flow || total === null) return 'place';
  return budgetDecision(
    toMoney(total),
    flow.remainingBudget === null ? null : toMoney(flow.remainingBudget),
    flow.approveFrom === null ? null : toMoney(flow.approveFrom),
  );
}
