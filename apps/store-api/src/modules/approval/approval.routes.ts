import {
  approvalActionsRequest,
  approvalActionsResponse,
  approvalDecisionRequest,
  approvalListRequest,
  approvalListResponse,
  approvalOrderResponse,
  cartApproversResponse,
  id,
  pendingApprovalsResponse,
  withdrawOrderResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  cartApprovers,
  decideApprovals,
  getApproval,
  listApprovals,
  pendingApprovals,
  withdrawOrder,
} from './approval.service.ts';

const approve = { access: withRight('ROLE_APPROVE_ORDER_FLOWS') };
const tags = ['Approvals'];
const orderParams = z.object({ id });

/** Orders waiting for approval under the flows a user approves, and their decisions. */
export async function approvalRoutes(app: StoreApi) {
  app.get(
    '/dexis/order-flow/pending',
    {
      config: approve,
      schema: {
        tags,
        summary:
          'How many orders wait for the logged-in approver’s decision (not counting their own), and the five newest.',
        response: { 200: pendingApprovalsResponse },
      },
    },
    async (request) => ({ data: await pendingApprovals(request.ctx) }),
  );

  app.get(
    '/dexis/order-flow/approvers',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'Who would decide the cart’s order if it waits for approval: the approvers of the user’s flow and of the cart’s order reference who may approve, else the company’s lead buyers who may; empty when nobody besides the user may (such an order is refused with DEXIS__ORDER_WITHOUT_APPROVER).',
        response: { 200: cartApproversResponse },
      },
    },
    async (request) => ({ data: await cartApprovers(request.ctx) }),
  );

  app.post(
    '/dexis/order/approvals',
    {
      config: approve,
      schema: {
        tags,
        summary:
          'The orders of the flows the user approves (pending, approved or declined), newest first, with buyer, flow and budgets.',
        body: approvalListRequest.prefault({}),
        response: { 200: approvalListResponse },
      },
    },
    async (request) => listApprovals(request.ctx, request.body),
  );

  app.post(
    '/dexis/order/approvals/actions',
    {
      config: approve,
      schema: {
        tags,
        summary:
          'Approves or declines several orders, all or none (DEXIS__OWN_ORDER_APPROVAL, DEXIS__ORDER_NOT_PENDING). Approving places the order: stock reserved, confirmation mailed; declining frees the budget.',
        body: approvalActionsRequest,
        response: { 200: approvalActionsResponse },
      },
    },
    async (request) => ({ data: await decideApprovals(request.ctx, request.body.actions) }),
  );

  app.get(
    '/dexis/order/:id',
    {
      config: approve,
      schema: {
        tags,
        summary: 'An order of a flow the user approves, with all its fields and lines.',
        params: orderParams,
        response: { 200: approvalOrderResponse },
      },
    },
    async (request) => ({ data: await getApproval(request.ctx, request.params.id) }),
  );

  app.patch(
    '/dexis/order/:id',
    {
      config: approve,
      schema: {
        tags,
        summary: 'Approves or declines one order of a flow the user approves.',
        params: orderParams,
        body: approvalDecisionRequest,
        response: { 200: approvalOrderResponse },
      },
    },
    async (request) => {
      const action = request.body.approvalStatus === 'approved' ? 'approve' : 'decline';
      const [decided] = await decideApprovals(request.ctx, [{ orderId: request.params.id, action }]);
      return { data: decided! };
    },
  );

  app.post(
    '/dexis/sw/order/:id/withdraw',
    {
      config: { access: withRight('ROLE_PLACE_ORDERS') },
      schema: {
        tags: ['Checkout'],
        summary:
          'Withdraws the user’s own order while it waits for approval: cancelled, its budget freed (DEXIS__ORDER_NOT_PENDING once decided).',
        params: z.object({ id }),
        response: { 200: withdrawOrderResponse },
      },
    },
    async (request) => ({ data: await withdrawOrder(request.ctx, request.params.id) }),
  );
}
