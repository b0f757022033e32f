import {
  type OrderReference,
  type OrderReferenceInput,
  orderReferenceInput,
  type UsableOrderReference,
} from '@tradeshop/api-client';
import { formatNetPrice } from '@tradeshop/domain';
import {
  budgetHolderAnswersOf,
  budgetHolderInputOf,
  budgetHolderInputOfStored,
  checkBudgetAnswers,
  emptyFlowAnswers,
  type FlowAnswers,
  flowAnswersOf,
  flowBudgetText,
  parseEuroAmount,
} from './flow-form';
import type { Translate } from './i18n';

/** An order reference as its form posts it: the flow's budget fields, plus who may use it. */
export type ReferenceAnswers = FlowAnswers & { userIds: string[] };

export const emptyReferenceAnswers: ReferenceAnswers = { ...emptyFlowAnswers, userIds: [] };

export function referenceAnswersOf(form: FormData): ReferenceAnswers {
  return {
    ...flowAnswersOf(form),
    userIds: [...new Set(form.getAll('userIds').map(String).filter(Boolean))],
  };
}

/** A reference of the Store API as the edit form shows it. */
export function referenceAnswersOfReference(reference: OrderReference): ReferenceAnswers {
  return { ...budgetHolderAnswersOf(reference), userIds: reference.users.map((user) => user.id) };
}

/** The answers in the shape of the Store API: an empty budget means none. */
function referenceInputOf(answers: ReferenceAnswers, active: boolean): OrderReferenceInput {
  return {
    ...budgetHolderInputOf(answers, active),
    budgetAmount: answers.budgetAmount === '' ? null : parseEuroAmount(answers.budgetAmount),
    userIds: answers.userIds,
  };
}

/** Field errors of the whole reference, or null when the contract takes it. */
export function checkReference(answers: ReferenceAnswers, active: boolean, t: Translate) {
  return checkBudgetAnswers(orderReferenceInput, referenceInputOf(answers, active), answers, t);
}

/** A stored reference as the Store API takes it back, e.g. to switch it on or off and keep the rest. */
export function referenceInputOfReference(
  reference: OrderReference,
  changes: Partial<OrderReferenceInput> = {},
): OrderReferenceInput {
  return {
    ...budgetHolderInputOfStored(reference),
    userIds: reference.users.map((user) => user.id),
    ...changes,
  };
}

/** "€ 1.000,00 per maand" for a reference with a budget, "Geen budget" without. */
export function referenceBudgetText(
  reference: Pick<OrderReference, 'budgetAmount' | 'period' | 'startDate' | 'endDate'>,
  t: Translate,
  localeCode: string,
): string {
  if (reference.budgetAmount === null) return t('orderReferences.noBudget');
  return flowBudgetText({ ...reference, budgetAmount: reference.budgetAmount }, t, localeCode);
}

/** What is left of a usable reference's budget as the checkout shows it. */
export function remainingBudgetText(
  reference: UsableOrderReference,
  t: Translate,
  localeCode: string,
): string {
  if (reference.budgetAmount === null) return t('orderReferences.noBudget');
  return t('orderReferences.remainingOf', {
    remaining: formatNetPrice(reference.remainingBudget ?? 0, localeCode),
    budget: formatNetPrice(reference.budgetAmount, localeCode),
  });
}
