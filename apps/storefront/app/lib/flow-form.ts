import {
  type BudgetHolder,
  type OrderFlow,
  type OrderFlowInput,
  orderFlowInput,
} from '@tradeshop/api-client';
import {
  type BudgetPeriod,
  budgetPeriods,
  dateFormat,
  defaultOverBudgetRule,
  formatNetPrice,
  isCalendarDate,
  type OverBudgetRule,
} from '@tradeshop/domain';
import type { z } from 'zod';
import { contractIssueMessage } from './form-errors';
import type { MessageKey, Translate } from './i18n';

/** The steps of the creation wizard; `assign` comes after the flow exists. */
export const flowWizardSteps = ['name', 'budget', 'approvers', 'assign'] as const;
export type FlowWizardStep = (typeof flowWizardSteps)[number];
export type FlowFormStep = Exclude<FlowWizardStep, 'assign'>;

/** The fields each form step asks for; later steps carry the earlier ones in hidden inputs. */
export const fieldsOfFlowStep = {
  name: ['name'],
  budget: ['budgetAmount', 'period', 'startDate', 'endDate', 'mode', 'overBudget'],
  approvers: ['approverIds', 'approveFrom'],
} as const satisfies Record<FlowFormStep, readonly string[]>;

/** A flow as its forms post it: strings as typed, the approvers as a list of ids. */
export type FlowAnswers = {
  name: string;
  budgetAmount: string;
  period: string;
  startDate: string;
  endDate: string;
  mode: string;
  overBudget: string;
  approveFrom: string;
  approverIds: string[];
};

export const emptyFlowAnswers: FlowAnswers = {
  name: '',
  budgetAmount: '',
  period: 'monthly',
  startDate: '',
  endDate: '',
  mode: 'renewable',
  overBudget: defaultOverBudgetRule,
  approveFrom: '',
  approverIds: [],
};

export function flowFormStepOf(value: FormDataEntryValue | null): FlowFormStep {
  return value === 'budget' || value === 'approvers' ? value : 'name';
}

/** The answers in a posted form (a step with its hidden earlier answers, or the whole edit form). */
export function flowAnswersOf(form: FormData): FlowAnswers {
  const text = (field: Exclude<keyof FlowAnswers, 'approverIds'>) =>
    String(form.get(field) ?? emptyFlowAnswers[field]).trim();
  return {
    name: text('name'),
    budgetAmount: text('budgetAmount'),
    period: text('period'),
    startDate: text('startDate'),
    endDate: text('endDate'),
    mode: text('mode'),
    overBudget: text('overBudget'),
    approveFrom: text('approveFrom'),
    approverIds: [...new Set(form.getAll('approverIds').map(String).filter(Boolean))],
  };
}

/** A stored flow or order reference as its edit form shows it (no budget: an empty amount). */
export function budgetHolderAnswersOf(holder: BudgetHolder & { budgetAmount: number | null }): FlowAnswers {
  return {
    name: holder.name,
    budgetAmount: holder.budgetAmount === null ? '' : amountText(holder.budgetAmount),
    period: holder.period,
    startDate: holder.startDate,
    endDate: holder.endDate ?? '',
    mode: holder.mode,
    overBudget: holder.overBudget,
    approveFrom: holder.approveFrom === null ? '' : amountText(holder.approveFrom),
    approverIds: holder.approvers.map((approver) => approver.id),
  };
}

/** An amount as a Belgian types it: a decimal comma, no thousands dots. */
export function amountText(amount: number): string {
  return String(amount).replace('.', ',');
}

/**
 * A typed euro amount: "1000", "1000,50", "1.000,50" or "1000.5". Anything else is NaN, which the
 * contract refuses as not a number.
 */
export function parseEuroAmount(text: string): number {
  const compact = text.replace(/[\s€]/g, '');
  const decimalComma = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(compact);
  const normalized = decimalComma ? compact.replaceAll('.', '').replace(',', '.') : compact;
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * What a flow's and an order reference's answers give alike, in the shape of the Store API: an
 * empty approveFrom means that no order needs approval.
 */
export function budgetHolderInputOf(answers: FlowAnswers, active: boolean) {
  return {
    name: answers.name,
    active,
    period: answers.period as BudgetPeriod,
    startDate: answers.startDate,
    endDate: answers.period === 'custom' ? answers.endDate || null : null,
    mode: answers.mode as OrderFlowInput['mode'],
    overBudget: answers.overBudget as OverBudgetRule,
    approveFrom: answers.approveFrom === '' ? null : parseEuroAmount(answers.approveFrom),
    approverIds: answers.approverIds,
  };
}

/** A flow's answers as the Store API takes them: its budget per user is required. */
function flowInputOf(answers: FlowAnswers, active: boolean): OrderFlowInput {
  return {
    ...budgetHolderInputOf(answers, active),
    budgetAmount: answers.budgetAmount === '' ? Number.NaN : parseEuroAmount(answers.budgetAmount),
  };
}

/** A failed check of a flow's or an order reference's budget fields worded for the user. */
function budgetIssueMessage(issue: z.core.$ZodIssue, answers: FlowAnswers, t: Translate): string {
  const field = String(issue.path[0] ?? '');
  if (field === 'budgetAmount' || field === 'approveFrom') {
    if (field === 'budgetAmount' && answers.budgetAmount === '') return t('form.required');
    if (issue.code === 'too_big') return t('flows.amountTooHigh');
    if (issue.code === 'custom') return t('flows.amountAboveZero');
    return t('flows.amountInvalid');
  }
  if (field === 'startDate' || field === 'endDate') {
    const value = answers[field];
    if (value === '') return t('form.required');
    if (!isCalendarDate(value)) return t('flows.invalidDate');
    return t('flows.endDateAfterStart');
  }
  if (field === 'approverIds') return t('flows.approverRequired');
  return contractIssueMessage(issue, t);
}

/** Field errors of a flow's or an order reference's answers, or null when the contract takes them. */
export function checkBudgetAnswers<Schema extends z.ZodType>(
  schema: Schema,
  input: z.input<Schema>,
  answers: FlowAnswers,
  t: Translate,
): { input: z.output<Schema>; fieldErrors: null } | { input: null; fieldErrors: Record<string, string> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { input: parsed.data, fieldErrors: null };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    fieldErrors[field] ??= budgetIssueMessage(issue, answers, t);
  }
  return { input: null, fieldErrors };
}

/** Field errors of the whole flow, or null when the contract takes it. */
export function checkFlow(answers: FlowAnswers, active: boolean, t: Translate) {
  return checkBudgetAnswers(orderFlowInput, flowInputOf(answers, active), answers, t);
}

/**
 * The errors of a wizard step: the whole flow is checked, and the issues of this step's and earlier
 * steps' fields count (later steps are not answered yet).
 */
export function flowStepErrors(
  step: FlowFormStep,
  answers: FlowAnswers,
  t: Translate,
): Record<string, string> {
  const { fieldErrors } = checkFlow(answers, true, t);
  const upToStep = new Set<string>(
    (Object.keys(fieldsOfFlowStep) as FlowFormStep[])
      .slice(0, Object.keys(fieldsOfFlowStep).indexOf(step) + 1)
      .flatMap((name) => fieldsOfFlowStep[name]),
  );
  return Object.fromEntries(Object.entries(fieldErrors ?? {}).filter(([field]) => upToStep.has(field)));
}

/** The wizard step that asks for the first of these fields (where a failed final check sends the user). */
export function flowStepOfFields(fields: readonly string[]): FlowFormStep {
  const steps = Object.keys(fieldsOfFlowStep) as FlowFormStep[];
  return (
    steps.find((step) =>
      fields.some((field) => (fieldsOfFlowStep[step] as readonly string[]).includes(field)),
    ) ?? 'approvers'
  );
}

const periodLabels: Record<BudgetPeriod, MessageKey> = {
  daily: 'flows.period.daily',
  weekly: 'flows.period.weekly',
  monthly: 'flows.period.monthly',
  yearly: 'flows.period.yearly',
  custom: 'flows.period.custom',
};

export const periodOptions = (t: Translate) =>
  budgetPeriods.map((period) => ({ value: period, label: t(periodLabels[period]) }));

/** A stored flow or order reference as the Store API takes it back, e.g. to switch it on or off and keep the rest. */
export function budgetHolderInputOfStored<Budget extends number | null>(
  holder: BudgetHolder & { budgetAmount: Budget },
) {
  return {
    name: holder.name,
    active: holder.active,
    period: holder.period,
    startDate: holder.startDate,
    endDate: holder.endDate,
    mode: holder.mode,
    overBudget: holder.overBudget,
    budgetAmount: holder.budgetAmount,
    approveFrom: holder.approveFrom,
    approverIds: holder.approvers.map((approver) => approver.id),
  };
}

/** A stored flow as the Store API takes it back, with `changes`. */
export function flowInputOfFlow(flow: OrderFlow, changes: Partial<OrderFlowInput> = {}): OrderFlowInput {
  return { ...budgetHolderInputOfStored(flow), ...changes };
}

/** A `YYYY-MM-DD` day in the user's language, e.g. "1 apr 2025". */
function formatFlowDate(date: string, localeCode: string): string {
  return dateFormat(localeCode, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const perPeriod: Record<Exclude<BudgetPeriod, 'custom'>, MessageKey> = {
  daily: 'flows.perPeriod.daily',
  weekly: 'flows.perPeriod.weekly',
  monthly: 'flows.perPeriod.monthly',
  yearly: 'flows.perPeriod.yearly',
};

/** "€ 1.000,00 per maand", or for a custom period "€ 1.000,00 van 1 apr 2025 tot 30 jun 2025". */
export function flowBudgetText(
  flow: Pick<OrderFlow, 'budgetAmount' | 'period' | 'startDate' | 'endDate'>,
  t: Translate,
  localeCode: string,
): string {
  const amount = formatNetPrice(flow.budgetAmount, localeCode);
  if (flow.period !== 'custom') return `${amount} ${t(perPeriod[flow.period])}`;
  return `${amount} ${t('flows.perPeriod.custom', {
    start: formatFlowDate(flow.startDate, localeCode),
    end: flow.endDate ? formatFlowDate(flow.endDate, localeCode) : '…',
  })}`;
}

/** "Vanaf € 500,00", or "Geen goedkeuring" when no order needs approval. */
export function approvalText(approveFrom: number | null, t: Translate, localeCode: string): string {
  return approveFrom === null
    ? t('flows.noApproval')
    : t('flows.approvalFrom', { amount: formatNetPrice(approveFrom, localeCode) });
}

const personNames = (people: readonly { firstName: string; lastName: string }[]) =>
  people.map((person) => `${person.firstName} ${person.lastName}`).join(', ');

/** A flow's or an order reference's approval as facts: from which total, and who decides. */
export function approvalFacts(
  holder: Pick<OrderFlow, 'approveFrom' | 'approvers'>,
  t: Translate,
  localeCode: string,
): [label: string, value: string][] {
  return [
    [t('flows.approval'), approvalText(holder.approveFrom, t, localeCode)],
    [t('flows.approvers'), personNames(holder.approvers) || t('flows.noApprovers')],
  ];
}
