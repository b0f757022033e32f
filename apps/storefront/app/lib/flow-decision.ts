import type { UsableOrderReference, UserFlowStatus } from '@tradeshop/api-client';
import { type BudgetDecision, budgetDecision, referenceBudgetDecision, toMoney } from '@tradeshop/domain';

const moneyOrNull = (amount: number | null) => (amount === null ? null : toMoney(amount));

/**
 * What the order button does for this total under the user's flow: place it, request approval, or
 * nothing (blocked). The Store API decides again when the order is sent; this only words the button.
 */
export function flowDecisionFor(flow: UserFlowStatus | null, total: number | null): BudgetDecision {
  if (!flow?.flow || total === null) return 'place';
  return budgetDecision(toMoney(total), moneyOrNull(flow.remainingBudget), moneyOrNull(flow.approveFrom));
}

/** The same for the order reference chosen for the cart; one without a budget only asks approval. */
export function referenceDecisionFor(
  reference: UsableOrderReference | null,
  total: number | null,
): BudgetDecision {
  if (!reference || total === null) return 'place';
  return referenceBudgetDecision(
    toMoney(total),
    reference.budgetAmount === null ? null : { remaining: moneyOrNull(reference.remainingBudget) },
    moneyOrNull(reference.approveFrom),
  );
}
