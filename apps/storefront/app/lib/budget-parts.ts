import type { ApprovalInput } from '@tradeshop/api-client';
import { hasRight, type Right, type RightCode } from '@tradeshop/domain';
import { type FlowAnswers, fieldsOfFlowStep } from './flow-form';

/**
 * What a user may change of a flow or an order reference: all of it with the right to manage them
 * (`whole`), else its budget with ROLE_MANAGE_BUDGETS and its approval with ROLE_MANAGE_APPROVERS.
 */
export interface PartRights {
  whole: boolean;
  budget: boolean;
  approval: boolean;
}

export function partRightsOf(rights: readonly Right[], wholeRight: RightCode): PartRights {
  const whole = hasRight(rights, wholeRight);
  return {
    whole,
    budget: whole || hasRight(rights, 'ROLE_MANAGE_BUDGETS'),
    approval: whole || hasRight(rights, 'ROLE_MANAGE_APPROVERS'),
  };
}

/**
 * The stored answers with the posted ones of the parts the user may change: the whole is checked as
 * it will be after the change, and nothing else can be changed by posting more fields.
 */
export function withPostedParts<Answers extends FlowAnswers>(
  stored: Answers,
  posted: Answers,
  may: PartRights,
): Answers {
  const fields: readonly (keyof FlowAnswers)[] = [
    ...(may.budget ? fieldsOfFlowStep.budget : []),
    ...(may.approval ? fieldsOfFlowStep.approvers : []),
  ];
  return { ...stored, ...Object.fromEntries(fields.map((field) => [field, posted[field]])) };
}

/** The fields of a checked flow or reference (the contract's output) that its parts consist of. */
interface CheckedWhole {
  period: string;
  startDate: string;
  endDate?: string | null;
  mode: string;
  overBudget?: string;
  budgetAmount?: number | null;
  approveFrom?: number | null;
  approverIds: string[];
}

type BudgetPart<Input> = Pick<
  Input,
  Extract<keyof Input, 'period' | 'startDate' | 'endDate' | 'mode' | 'overBudget' | 'budgetAmount'>
>;

/** The parts of a checked flow or reference that the user may change, as the Store API's PATCH takes them. */
export function partsToChange<Input extends CheckedWhole>(
  input: Input,
  may: PartRights,
): { budget?: BudgetPart<Input>; approval?: ApprovalInput } {
  const { period, startDate, endDate, mode, overBudget, budgetAmount, approveFrom, approverIds } = input;
  const budget = { period, startDate, endDate, mode, overBudget, budgetAmount } as BudgetPart<Input>;
  return {
    ...(may.budget ? { budget } : {}),
    ...(may.approval ? { approval: { approveFrom, approverIds } } : {}),
  };
}
