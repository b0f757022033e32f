import { budgetPeriods, isCalendarDate, overBudgetRules } from '@tradeshop/domain';
import { z } from 'zod';
import { id } from './common.ts';

export const calendarDate = z.string().refine(isCalendarDate, 'Not a date (YYYY-MM-DD)');
export const euro = z.number().min(0).max(10_000_000);

/** A person of the company as a flow or an order reference names them. */
export const companyPerson = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
});
export type CompanyPerson = z.infer<typeof companyPerson>;

/** GET /dexis/company-people: the company's active users whom a flow or an order reference may name. */
export const companyPeopleRequest = z.object({
  term: z.string().trim().max(100).default(''),
  /** Only those who may approve orders (ROLE_APPROVE_ORDER_FLOWS). */
  approvers: z.stringbool().default(false),
});
/** The query as a caller gives it (the query string carries `approvers` as text). */
export type CompanyPeopleRequest = { term?: string; approvers?: boolean };
export const companyPeopleResponse = z.object({ data: z.array(companyPerson) });

/** The period of a budget as the input of a flow or an order reference gives it. */
export const budgetPeriodFields = {
  period: z.enum(budgetPeriods),
  startDate: calendarDate,
  endDate: calendarDate.nullable().optional(),
  mode: z.enum(['renewable', 'transferable']),
  /**
   * What an order over the budget does: wait for approval or be blocked. Left out, a new flow or
   * reference asks approval and a changed one keeps its rule.
   */
  overBudget: z.enum(overBudgetRules).optional(),
};

/** The rule a flow or an order reference answers with. */
export const overBudgetRule = z.enum(overBudgetRules);

/**
 * What a flow and an order reference answer alike: name, state, the period of their budget, the
 * over-budget rule and from which order total an approver decides.
 */
export const budgetHolder = z.object({
  id,
  name: z.string(),
  active: z.boolean(),
  period: z.enum(budgetPeriods),
  startDate: z.string(),
  endDate: z.string().nullable(),
  mode: z.enum(['renewable', 'transferable']),
  overBudget: overBudgetRule,
  /** Orders at or above this total wait for one of the approvers; null: none does. */
  approveFrom: z.number().nullable(),
  approvers: z.array(companyPerson),
  createdAt: z.string(),
});
export type BudgetHolder = z.infer<typeof budgetHolder>;

/** From which order total the orders of a flow or an order reference wait, and for whom. */
export const approvalFields = {
  approveFrom: euro.nullable().optional(),
  approverIds: z.array(id).max(50).default([]),
};

export const budgetPeriodInput = { ...budgetPeriodFields, ...approvalFields };

interface BudgetPeriodShape {
  period: string;
  startDate: string;
  endDate?: string | null;
}

interface ApprovalShape {
  approveFrom?: number | null;
  approverIds: string[];
}

/** Custom periods end after they start. */
export function withPeriodRules<T extends z.ZodType<BudgetPeriodShape>>(schema: T): T {
  return schema
    .refine((input) => input.period !== 'custom' || Boolean(input.endDate), {
      message: 'A custom period needs an end date',
      path: ['endDate'],
    })
    .refine((input) => input.period !== 'custom' || !input.endDate || input.endDate > input.startDate, {
      message: 'The end date must be later than the start date',
      path: ['endDate'],
    });
}

/** Orders that need approval need an approver. */
export function withApprovalRule<T extends z.ZodType<ApprovalShape>>(schema: T): T {
  return schema.refine((input) => input.approveFrom == null || input.approverIds.length > 0, {
    message: 'Orders that need approval need an approver',
    path: ['approverIds'],
  });
}

/** The rules of a budget period's input: custom periods end after they start; approval needs an approver. */
export function withBudgetPeriodRules<T extends z.ZodType<BudgetPeriodShape & ApprovalShape>>(schema: T): T {
  return withApprovalRule(withPeriodRules(schema));
}

/** The approval part of a flow or an order reference, which ROLE_MANAGE_APPROVERS may change. */
export const approvalInput = withApprovalRule(z.object(approvalFields));
export type ApprovalInput = z.input<typeof approvalInput>;

/**
 * PATCH of a flow or an order reference: its budget, its approval, or both, for users who may change
 * only one of them (ROLE_MANAGE_BUDGETS, ROLE_MANAGE_APPROVERS). What the body leaves out stays.
 */
export function budgetAndApprovalParts<Budget extends z.ZodType>(budget: Budget) {
  return z
    .object({ budget: budget.optional(), approval: approvalInput.optional() })
    .refine((parts) => parts.budget !== undefined || parts.approval !== undefined, {
      message: 'Give the budget, the approval or both',
    });
}
