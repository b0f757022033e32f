import { approvalStatuses } from '@tradeshop/domain';
import { z } from 'zod';
import { companyPerson as person } from './budget.ts';
import { order } from './checkout.ts';
import { id, pager } from './common.ts';

/** An order as its approvers see it: who ordered, under which flow, and what that does to the budget. */
export const approvalOrder = order.extend({
  buyer: person,
  flow: z.object({ id, name: z.string() }).nullable(),
  /** What the buyer had left before this order (while it waits) and has left now, in euro without VAT. */
  openBudget: z.number().nullable(),
  remainingBudget: z.number().nullable(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  /** The logged-in approver may approve or decline it now: it waits and is not their own. */
  decidable: z.boolean(),
});
export type ApprovalOrder = z.infer<typeof approvalOrder>;

/** POST /dexis/order/approvals: the orders of the flows the user approves, by status, newest first. */
export const approvalListRequest = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  filter: z.object({ status: z.enum(approvalStatuses).optional() }).default({}),
});
export type ApprovalListRequest = z.input<typeof approvalListRequest>;
export const approvalListResponse = z.object({ data: z.array(approvalOrder), pager });
export const approvalOrderResponse = z.object({ data: approvalOrder });

/** POST /dexis/order/approvals/actions: several decisions at once, all or none. */
export const approvalActionsRequest = z.object({
  actions: z
    .array(z.object({ orderId: id, action: z.enum(['approve', 'decline']) }))
    .min(1)
    .max(50),
});
export type ApprovalActionsRequest = z.input<typeof approvalActionsRequest>;
export const approvalActionsResponse = z.object({ data: z.array(approvalOrder) });

/** PATCH /dexis/order/{id}: one decision. */
export const approvalDecisionRequest = z.object({ approvalStatus: z.enum(['approved', 'declined']) });

/** GET /dexis/order-flow/pending: how many orders wait for the user's decision, and the newest of them. */
export const pendingApprovalsResponse = z.object({
  data: z.object({
    count: z.number().int(),
    orders: z.array(
      z.object({
        id,
        orderNumber: z.string(),
        orderDateTime: z.string(),
        amountTotal: z.number(),
        buyer: person,
      }),
    ),
  }),
});
export type PendingApprovals = z.infer<typeof pendingApprovalsResponse>['data'];
