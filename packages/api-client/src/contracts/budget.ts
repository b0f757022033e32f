import { budgetPeriods, isCalendarDate } from '@tradeshop/domain';
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

/** The period of a budget as the input of a flow or an order reference gives it. */
export const budgetPeriodInput = {
  period: z.enum(budgetPeriods),
  startDate: calendarDate,
  endDate: calendarDate.nullable().optional(),
  mode: z.enum(['renewable', 'transferable']),
  approveFrom: euro.nullable().optional(),
  approverIds: z.array(id).max(50).default([]),
};

interface BudgetPeriodShape {
  period: string;
  startDate: string;
  endDate?: string | null;
  approveFrom?: number | null;
  approverIds: string[];
}

/** The rules of a budget period's input: custom periods end after they start; approval needs an approver. */
export function withBudgetPeriodRules<T extends z.ZodType<BudgetPeriodShape>>(schema: T): T {
  return schema
    .refine((input) => input.period !== 'custom' || Boolean(input.endDate), {
      message: 'A custom period needs an end date',
      path: ['endDate'],
    })
    .refine((input) => input.period !== 'custom' || !input.endDate || input.endDate > input.startDate, {
      message: 'The end date must be later than the start date',
      path: ['endDate'],
    })
    .refine((input) => input.approveFrom == null || input.approverIds.length > 0, {
      message: 'Orders that need approval need an approver',
      path: ['approverIds'],
    });
}
