import { z } from 'zod';
import {
  budgetAndApprovalParts,
  budgetHolder,
  budgetPeriodFields,
  budgetPeriodInput,
  companyPerson,
  euro,
  withBudgetPeriodRules,
  withPeriodRules,
} from './budget.ts';
import { id, pager } from './common.ts';

/**
 * An order reference of the company (a project, a site, a purchase order number): buyers put it on
 * their orders; its optional budget per period is shared by all its orders.
 */
export const orderReference = budgetHolder.extend({
  /** Budget of all the reference's orders per period, in euro without VAT; null: no budget. */
  budgetAmount: z.number().nullable(),
  /** What is left of it in the current period; null without a budget or outside its dates. */
  remainingBudget: z.number().nullable(),
  /** The current period, `YYYY-MM-DD` from and to (exclusive). */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** Who may order under it; empty: every user of the company who may use order references. */
  users: z.array(companyPerson),
  createdBy: companyPerson.nullable(),
  apiAlias: z.literal('dexis_order_reference'),
});
export type OrderReference = z.infer<typeof orderReference>;

/** An order reference's budget, shared by its orders: above 0, or none. */
const referenceBudgetAmount = euro
  .refine((amount) => amount > 0, 'The budget must be above 0')
  .nullable()
  .optional();

/** POST /dexis/order-reference and PUT /dexis/order-reference/{id}. */
export const orderReferenceInput = withBudgetPeriodRules(
  z.object({
    /** The order's reference field holds 50 characters. */
    name: z.string().trim().min(1).max(50),
    active: z.boolean().default(true),
    ...budgetPeriodInput,
    budgetAmount: referenceBudgetAmount,
    userIds: z.array(id).max(500).default([]),
  }),
);

/** The budget part of an order reference: its shared amount per period (none: null), period and renewal. */
export const orderReferenceBudgetInput = withPeriodRules(
  z.object({ ...budgetPeriodFields, budgetAmount: referenceBudgetAmount }),
);

/** PATCH /dexis/order-reference/{id}: the budget (ROLE_MANAGE_BUDGETS), the approval (ROLE_MANAGE_APPROVERS). */
export const orderReferencePartsInput = budgetAndApprovalParts(orderReferenceBudgetInput);
export type OrderReferencePartsInput = z.input<typeof orderReferencePartsInput>;
export type OrderReferenceInput = z.input<typeof orderReferenceInput>;
export const orderReferenceResponse = z.object({ data: orderReference });

/** POST /dexis/order-reference/list: the company's references, by name, 20 a page. */
export const orderReferenceListRequest = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  term: z.string().trim().max(50).default(''),
  filter: z.object({ active: z.boolean().optional() }).default({}),
});
export type OrderReferenceListRequest = z.input<typeof orderReferenceListRequest>;
export const orderReferenceListResponse = z.object({ data: z.array(orderReference), pager });

/** A reference as the checkout offers and shows it: what is left and what an order would need. */
export const usableOrderReference = orderReference.pick({
  id: true,
  name: true,
  budgetAmount: true,
  remainingBudget: true,
  overBudget: true,
  approveFrom: true,
  periodStart: true,
  periodEnd: true,
});
export type UsableOrderReference = z.infer<typeof usableOrderReference>;

/** GET /dexis/order-reference/search/{term}: the references the user may order under. */
export const orderReferenceSearchResponse = z.object({ data: z.array(usableOrderReference) });
/** PUT /dexis/order-reference/cart/{id}, GET and DELETE /dexis/order-reference/cart. */
export const cartOrderReferenceResponse = z.object({ data: usableOrderReference.nullable() });
