import type { UserFlowStatus } from '@tradeshop/api-client/contracts';
import { moneyToNumber, type OverBudgetRule, toMoney } from '@tradeshop/domain';
import { requireCustomer } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { activeFlowOf, remainingOfFlow } from '../budget/index.ts';

/** The logged-in user's flow as the cart shows it. */
export async function userFlowStatus(ctx: RequestContext): Promise<UserFlowStatus> {
  const user = requireCustomer(ctx);
  const flow = await activeFlowOf(ctx.tx, user.id);
  if (!flow) {
    return {
      flow: null,
      budgetAmount: null,
      remainingBudget: null,
      overBudget: null,
      approveFrom: null,
      periodStart: null,
      periodEnd: null,
    };
  }
  const { window, remaining } = await remainingOfFlow(ctx.tx, flow, user.id, new Date());
  return {
    flow: { id: flow.id, name: flow.name },
    budgetAmount: moneyToNumber(toMoney(flow.budgetAmount)),
    remainingBudget: remaining === null ? null : moneyToNumber(remaining),
    overBudget: flow.overBudget as OverBudgetRule,
    approveFrom: flow.approveFrom === null ? null : moneyToNumber(toMoney(flow.approveFrom)),
    periodStart: window?.start ?? null,
    periodEnd: window?.end ?? null,
  };
}
