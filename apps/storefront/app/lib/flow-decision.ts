import type { UsableOrderReference, UserFlowStatus } from '@tradeshop/api-client';
import {
  type BudgetDecision,
  budgetDecision,
  defaultOverBudgetRule,
  referenceBudgetDecision,
  toMoney,
} from '@tradeshop/domain';

const moneyOrNull = (amount: number | null) => (amount === null ? null : toMoney(amount));

/**
 * What the order button does for this net total under the user's flow: place it, request approval,
 * or nothing (blocked). The Store API decides again when the order is sent; this only words the button.
 */
export function flowDecisionFor(flow: UserFlowStatus | null, netTotal: number | null): BudgetDecision {
  if (!flow?.flow || netTotal === null) return 'place';
  return budgetDecision(
    toMoney(netTotal),
    { remaining: moneyOrNull(flow.remainingBudget), overBudget: flow.overBudget ?? defaultOverBudgetRule },
    moneyOrNull(flow.approveFrom),
  );
}

/** The same for the order reference chosen for the cart; one without a budget only asks approval. */
export function referenceDecisionFor(
  reference: UsableOrderReference | null,
  netTotal: number | null,
): BudgetDecision {
  if (!reference || netTotal === null) return 'place';
  return referenceBudgetDecision(
    toMoney(netTotal),
    reference.budgetAmount === null
      ? null
      : { remaining: moneyOrNull(reference.remainingBudget), overBudget: reference.overBudget },
    moneyOrNull(reference.approveFrom),
  );
}
