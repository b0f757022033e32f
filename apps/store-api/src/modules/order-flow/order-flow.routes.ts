import {
  assignFlowRequest,
  id,
  orderFlowInput,
  orderFlowListResponse,
  orderFlowPartsInput,
  orderFlowResponse,
  userFlowStatusResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  assignFlow,
  listBudgets,
  mayManageBudgetParts,
  orderFlows,
  registerBudgetRoutes,
} from '../budget/index.ts';
import { userFlowStatus } from './order-flow.service.ts';

const path = '/dexis/order-flow';
const tags = ['Order flows'];

/** Order flows of a company: budgets per user and period, approvers from an amount on. */
export async function orderFlowRoutes(app: StoreApi) {
  app.get(
    path,
    {
      config: mayManageBudgetParts(orderFlows),
      schema: {
        tags,
        summary:
          'The order flows of the own company with their approvers and users (each with the remaining budget).',
        response: { 200: orderFlowListResponse },
      },
    },
    async (request) => ({ data: (await listBudgets(request.ctx, orderFlows)).data }),
  );

  app.get(
    `${path}/status`,
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'The logged-in user’s flow for the cart: budget, what is left in the current period and from which total an order needs approval.',
        response: { 200: userFlowStatusResponse },
      },
    },
    async (request) => ({ data: await userFlowStatus(request.ctx) }),
  );

  registerBudgetRoutes(app, {
    kind: orderFlows,
    path,
    tags,
    input: orderFlowInput,
    parts: orderFlowPartsInput,
    response: orderFlowResponse,
    summaries: {
      get: 'An order flow of the own company.',
      create:
        'Creates an order flow: name, budget per user and period (daily, weekly, monthly, yearly or custom dates), renewable or transferable, approvers, approveFrom, and optionally its users.',
      update: 'Changes an order flow of the own company, including activating or deactivating it.',
      changeParts:
        'Changes the budget of a flow of the own company (amount per user, period, renewal; ROLE_MANAGE_BUDGETS), its approval (approveFrom and approvers; ROLE_MANAGE_APPROVERS) or both; ROLE_MANAGE_ORDER_FLOWS may change either. A part left out stays.',
      delete:
        'Deletes an order flow; its users then order without a budget. Refused while its orders wait for approval.',
    },
  });

  app.post(
    `${path}/:id/assign`,
    {
      config: { access: withRight(orderFlows.wholeRight) },
      schema: {
        tags,
        summary: 'Puts users of the own company under the flow (moving them from another flow).',
        params: z.object({ id }),
        body: assignFlowRequest,
        response: { 200: orderFlowResponse },
      },
    },
    async (request) => ({
      data: await assignFlow(request.ctx, request.params.id, request.body.customerIds),
    }),
  );
}
