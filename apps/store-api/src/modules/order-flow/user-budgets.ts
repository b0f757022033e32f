import { moneyToNumber, toMoney } from '@tradeshop/domain';
import type { UserBudgets } from '../account/index.ts';
import { activeFlowBudgetBetween, activeFlowOf, remainingOfFlow } from '../budget/index.ts';

/** The users' flow budgets for the users screens of the account module. */
export const userBudgets: UserBudgets = {
  async of(tx, customerId, now) {
    const flow = await activeFlowOf(tx, customerId);
    if (!flow) return null;
    const { remaining } = await remainingOfFlow(tx, flow, customerId, now);
    return {
      flow: { id: flow.id, name: flow.name },
      budget: moneyToNumber(toMoney(flow.budgetAmount)),
      remaining: remaining === null ? null : moneyToNumber(remaining),
    };
  },
  between: activeFlowBudgetBetween,
};
