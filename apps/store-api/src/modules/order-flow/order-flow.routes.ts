import {
  assignFlowRequest,
  id,
  orderFlowInput,
  orderFlowListResponse,
  orderFlowPartsInput,
  orderFlowResponse,
  successResponse,
  userFlowStatusResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyRight, loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  assignOrderFlow,
  changeOrderFlowParts,
  createOrderFlow,
  deleteOrderFlow,
  userFlowStatus as flowStatusOf,
  getOrderFlow,
  listOrderFlows,
  updateOrderFlow,
} from './order-flow.service.ts';

const flowParams = z.object({ id });
const manageFlows = { access: withRight('ROLE_MANAGE_ORDER_FLOWS') };
/** Reading a flow, and changing the part one's right covers: the budget or the approval. */
const manageFlowParts = {
  access: anyRight('ROLE_MANAGE_ORDER_FLOWS', 'ROLE_MANAGE_BUDGETS', 'ROLE_MANAGE_APPROVERS'),
};
const tags = ['Order flows'];

/** Order flows of a company: budgets per user and period, approvers from an amount on. */
export async function orderFlowRoutes(app: StoreApi) {
  app.get(
    '/dexis/order-flow',
    {
      config: manageFlowParts,
      schema: {
        tags,
        summary:
          'The order flows of the own company with their approvers and users (each with the remaining budget).',
        response: { 200: orderFlowListResponse },
      },
    },
    async (request) => ({ data: await listOrderFlows(request.ctx) }),
  );

  app.get(
    '/dexis/order-flow/status',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'The logged-in user’s flow for the cart: budget, what is left in the current period and from which total an order needs approval.',
        response: { 200: userFlowStatusResponse },
      },
    },
    async (request) => ({ data: await flowStatusOf(request.ctx) }),
  );

  app.get(
    '/dexis/order-flow/:id',
    {
      config: manageFlowParts,
      schema: {
        tags,
        summary: 'An order flow of the own company.',
        params: flowParams,
        response: { 200: orderFlowResponse },
      },
    },
    async (request) => ({ data: await getOrderFlow(request.ctx, request.params.id) }),
  );

  app.post(
    '/dexis/order-flow',
    {
      config: manageFlows,
      schema: {
        tags,
        summary:
          'Creates an order flow: name, budget per user and period (daily, weekly, monthly, yearly or custom dates), renewable or transferable, approvers, approveFrom, and optionally its users.',
        body: orderFlowInput,
        response: { 200: orderFlowResponse },
      },
    },
    async (request) => ({ data: await createOrderFlow(request.ctx, request.body) }),
  );

  app.put(
    '/dexis/order-flow/:id',
    {
      config: manageFlows,
      schema: {
        tags,
        summary: 'Changes an order flow of the own company, including activating or deactivating it.',
        params: flowParams,
        body: orderFlowInput,
        response: { 200: orderFlowResponse },
      },
    },
    async (request) => ({ data: await updateOrderFlow(request.ctx, request.params.id, request.body) }),
  );

  app.patch(
    '/dexis/order-flow/:id',
    {
      config: manageFlowParts,
      schema: {
        tags,
        summary:
          'Changes the budget of a flow of the own company (amount per user, period, renewal; ROLE_MANAGE_BUDGETS), its approval (approveFrom and approvers; ROLE_MANAGE_APPROVERS) or both; ROLE_MANAGE_ORDER_FLOWS may change either. A part left out stays.',
        params: flowParams,
        body: orderFlowPartsInput,
        response: { 200: orderFlowResponse },
      },
    },
    async (request) => ({
      data: await changeOrderFlowParts(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    '/dexis/order-flow/:id/assign',
    {
      config: manageFlows,
      schema: {
        tags,
        summary: 'Puts users of the own company under the flow (moving them from another flow).',
        params: flowParams,
        body: assignFlowRequest,
        response: { 200: orderFlowResponse },
      },
    },
    async (request) => ({
      data: await assignOrderFlow(request.ctx, request.params.id, request.body.customerIds),
    }),
  );

  app.delete(
    '/dexis/order-flow/:id',
    {
      config: manageFlows,
      schema: {
        tags,
        summary:
          'Deletes an order flow; its users then order without a budget. Refused while its orders wait for approval.',
        params: flowParams,
        response: { 200: successResponse },
      },
    },
    async (request) => deleteOrderFlow(request.ctx, request.params.id),
  );
}
