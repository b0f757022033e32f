import { moneyToNumber, toMoney } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import type { UserBudgets } from '../account/index.ts';
import { activeFlowOf, remainingOf } from './order-flow.service.ts';
import { orderFlow, orderFlowUser } from './order-flow.tables.ts';

/** The users' flow budgets for the users screens of the account module. */
export const userBudgets: UserBudgets = {
  async of(tx, customerId, now) {
    const flow = await activeFlowOf(tx, customerId);
    if (!flow) return null;
    const { remaining } = await remainingOf(tx, flow, customerId, now);
    return {
      flow: { id: flow.id, name: flow.name },
      budget: moneyToNumber(toMoney(flow.budgetAmount)),
      remaining: remaining === null ? null : moneyToNumber(remaining),
    };
  },
  between: (customerId, range) =>
    sql`exists (select 1 from ${orderFlowUser} join ${orderFlow} on ${orderFlow.id} = ${orderFlowUser.flowId}
      where ${orderFlowUser.customerId} = ${customerId} and ${orderFlow.active}
        and ${orderFlow.budgetAmount} between ${range.min ?? 0} and ${range.max ?? 1e12})`,
};
