import { z } from 'zod';
import {
  budgetAndApprovalParts,
  budgetHolder,
  budgetPeriodFields,
  budgetPeriodInput,
  euro,
  companyPerson as flowPerson,
  overBudgetRule,
  withBudgetPeriodRules,
  withPeriodRules,
} from './budget.ts';
import { id } from './common.ts';

/** An order flow with its approvers and users, each user with their budget of the current period. */
export const orderFlow = budgetHolder.extend({
  /** Budget per user per period, in euro without VAT. */
  budgetAmount: z.number(),
  users: z.array(flowPerson.extend({ remainingBudget: z.number().nullable() })),
  apiAlias: z.literal('dexis_order_flow'),
});
export type OrderFlow = z.infer<typeof orderFlow>;

/** A flow's budget per user: above 0. */
const flowBudgetAmount = euro.refine((amount) => amount > 0, 'The budget must be above 0');

/** POST /dexis/order-flow and PUT /dexis/order-flow/{id}. */
export const orderFlowInput = withBudgetPeriodRules(
  z.object({
    name: z.string().trim().min(1).max(100),
    active: z.boolean().default(true),
    ...budgetPeriodInput,
    budgetAmount: flowBudgetAmount,
    /** The users who order under the flow (moved from any flow they had). */
    userIds: z.array(id).max(500).optional(),
  }),
);
export type OrderFlowInput = z.input<typeof orderFlowInput>;

/** The budget part of a flow: amount per user, period and renewal. */
export const orderFlowBudgetInput = withPeriodRules(
  z.object({ ...budgetPeriodFields, budgetAmount: flowBudgetAmount }),
);

/** PATCH /dexis/order-flow/{id}: the budget (ROLE_MANAGE_BUDGETS), the approval (ROLE_MANAGE_APPROVERS). */
export const orderFlowPartsInput = budgetAndApprovalParts(orderFlowBudgetInput);
export type OrderFlowPartsInput = z.input<typeof orderFlowPartsInput>;

export const orderFlowResponse = z.object({ data: orderFlow });
export const orderFlowListResponse = z.object({ data: z.array(orderFlow) });

/** POST /dexis/order-flow/{id}/assign: a flow and at least one user. */
export const assignFlowRequest = z.object({ customerIds: z.array(id).min(1).max(500) });

/** The logged-in user's flow as the cart shows it: what is left and what an order would need. */
export const userFlowStatus = z.object({
  flow: z.object({ id, name: z.string() }).nullable(),
  budgetAmount: z.number().nullable(),
  remainingBudget: z.number().nullable(),
  overBudget: overBudgetRule.nullable(),
  approveFrom: z.number().nullable(),
  /** The current period, `YYYY-MM-DD` from and to (exclusive). */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type UserFlowStatus = z.infer<typeof userFlowStatus>;
export const userFlowStatusResponse = z.object({ data: userFlowStatus });

/**
 * GET /dexis/order-flow/approvers: who would decide the cart's order if it has to wait for approval.
 * Empty when nobody besides the user may, and then such an order is refused.
 */
export const cartApproversResponse = z.object({
  data: z.object({
    approvers: z.array(flowPerson),
    /** None of the flow's or order reference's approvers may decide it: the company's lead buyers do. */
    leadBuyers: z.boolean(),
  }),
});
export type CartApprovers = z.infer<typeof cartApproversResponse>['data'];
