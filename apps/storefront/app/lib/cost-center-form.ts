import {
  type CostCenter,
  type CostCenterInput,
  costCenterInput,
  costCenterRowLimit,
  StoreApiError,
} from '@tradeshop/api-client';
import { errorCodes, isCalendarDate } from '@tradeshop/domain';
import type { z } from 'zod';
import { accountErrorMessage } from './account-errors';
import { contractIssueMessage } from './form-errors';
import type { MessageKey, Translate } from './i18n';

/** A contact row as the form posts it; `id` is empty for a new row. */
export interface ContactAnswers {
  id: string;
  identifier: string;
  name: string;
  email: string;
}

/** A contract row as the form posts it; dates as typed (`YYYY-MM-DD` from a date input). */
export interface ContractAnswers {
  id: string;
  number: string;
  description: string;
  validFrom: string;
  validTo: string;
}

/** A cost centre as its form posts it. */
export interface CostCenterAnswers {
  code: string;
  name: string;
  active: boolean;
  contacts: ContactAnswers[];
  contracts: ContractAnswers[];
}

export const emptyContact: ContactAnswers = { id: '', identifier: '', name: '', email: '' };
export const emptyContract: ContractAnswers = {
  id: '',
  number: '',
  description: '',
  validFrom: '',
  validTo: '',
};

/** A new cost centre's form: active, with one empty contact row to fill in. */
export const emptyCostCenterAnswers: CostCenterAnswers = {
  code: '',
  name: '',
  active: true,
  contacts: [emptyContact],
  contracts: [],
};

/** The form's field names of a row list: `contact.identifier` is posted once per row, in order. */
const contactFields = ['id', 'identifier', 'name', 'email'] as const;
const contractFields = ['id', 'number', 'description', 'validFrom', 'validTo'] as const;

function rowsOf<Field extends string>(
  form: FormData,
  prefix: string,
  fields: readonly Field[],
): Record<Field, string>[] {
  const columns = fields.map((field) =>
    form.getAll(`${prefix}.${field}`).map((value) => String(value).trim()),
  );
  const count = Math.min(Math.max(...columns.map((column) => column.length)), costCenterRowLimit + 1);
  return Array.from(
    { length: count },
    (_, index) =>
      Object.fromEntries(fields.map((field, column) => [field, columns[column]?.[index] ?? ''])) as Record<
        Field,
        string
      >,
  );
}

/** The answers in a posted form. */
export function costCenterAnswersOf(form: FormData): CostCenterAnswers {
  return {
    code: String(form.get('code') ?? '').trim(),
    name: String(form.get('name') ?? '').trim(),
    active: form.get('active') === 'on',
    contacts: rowsOf(form, 'contact', contactFields),
    contracts: rowsOf(form, 'contract', contractFields),
  };
}

/** A stored cost centre as the edit form shows it. */
export function costCenterAnswersOfCostCenter(center: CostCenter): CostCenterAnswers {
  return {
    code: center.code,
    name: center.name,
    active: center.active,
    contacts: center.contacts.map(({ id, identifier, name, email }) => ({ id, identifier, name, email })),
    contracts: center.contracts.map((contract) => ({
      id: contract.id,
      number: contract.number,
      description: contract.description,
      validFrom: contract.validFrom ?? '',
      validTo: contract.validTo ?? '',
    })),
  };
}

/**
 * What the row buttons of the form ask for: save, add an empty contact or contract row, or remove
 * the row at an index. Without JavaScript each is a submit that shows the form again.
 */
export type CostCenterFormIntent =
  | { kind: 'save' }
  | { kind: 'add'; list: 'contacts' | 'contracts' }
  | { kind: 'remove'; list: 'contacts' | 'contracts'; index: number };

export function costCenterIntentOf(value: FormDataEntryValue | null): CostCenterFormIntent | null {
  const text = String(value ?? '');
  if (text === 'save') return { kind: 'save' };
  if (text === 'addContact') return { kind: 'add', list: 'contacts' };
  if (text === 'addContract') return { kind: 'add', list: 'contracts' };
  const remove = /^remove(Contact|Contract):(\d{1,3})$/.exec(text);
  if (remove) {
    return {
      kind: 'remove',
      list: remove[1] === 'Contact' ? 'contacts' : 'contracts',
      index: Number(remove[2]),
    };
  }
  return null;
}

/** The answers with a row added or removed, as the intent asks. */
export function changeRows(answers: CostCenterAnswers, intent: CostCenterFormIntent): CostCenterAnswers {
  if (intent.kind === 'add') {
    if (answers[intent.list].length >= costCenterRowLimit) return answers;
    return intent.list === 'contacts'
      ? { ...answers, contacts: [...answers.contacts, emptyContact] }
      : { ...answers, contracts: [...answers.contracts, emptyContract] };
  }
  if (intent.kind === 'remove') {
    return intent.list === 'contacts'
      ? { ...answers, contacts: answers.contacts.filter((_, index) => index !== intent.index) }
      : { ...answers, contracts: answers.contracts.filter((_, index) => index !== intent.index) };
  }
  return answers;
}

/** A row that is entirely empty is left out on saving: an unused "add" is no mistake. */
const isBlank = (row: object) => Object.values(row).every((value) => value === '');

/** The answers in the shape of the Store API (empty rows dropped, empty dates none). */
function costCenterInputOf(answers: CostCenterAnswers): CostCenterInput {
  return {
    code: answers.code,
    name: answers.name,
    active: answers.active,
    contacts: answers.contacts
      .filter((row) => !isBlank(row))
      .map(({ id, identifier, name, email }) => ({ ...(id ? { id } : {}), identifier, name, email })),
    contracts: answers.contracts
      .filter((row) => !isBlank(row))
      .map(({ id, number, description, validFrom, validTo }) => ({
        ...(id ? { id } : {}),
        number,
        description,
        validFrom: validFrom || null,
        validTo: validTo || null,
      })),
  };
}

/** The answers without their blank rows: what is saved. */
function withoutBlankRows(answers: CostCenterAnswers): CostCenterAnswers {
  return {
    ...answers,
    contacts: answers.contacts.filter((row) => !isBlank(row)),
    contracts: answers.contracts.filter((row) => !isBlank(row)),
  };
}

/**
 * The form's key of a field named by a path of the saved input (`code`, `contacts.1.email`): rows
 * are counted in the form as shown, blank rows included, so the error lands next to its row.
 */
function formFieldKey(answers: CostCenterAnswers, path: readonly PropertyKey[]): string {
  const [list, index, ...rest] = path.map(String);
  if ((list === 'contacts' || list === 'contracts') && index !== undefined) {
    const shown = answers[list].flatMap((row, position) => (isBlank(row) ? [] : [position]));
    return [list, String(shown[Number(index)] ?? index), ...rest].join('.');
  }
  return path.map(String).join('.');
}

function issueMessage(issue: z.core.$ZodIssue, answers: CostCenterAnswers, t: Translate): string {
  const [list, index, field] = issue.path.map(String);
  if (list === 'contacts' && field === 'identifier' && issue.code === 'custom') {
    return t('costCenter.error.identifierNotUnique');
  }
  if (list === 'contacts' && field === 'email' && issue.code !== 'too_small') {
    if (answers.contacts[Number(index)]?.email === '') return t('form.required');
    return issue.code === 'too_big' ? t('account.tooLong', { max: 200 }) : t('account.invalidEmail');
  }
  if (list === 'contracts' && field === 'number' && issue.code === 'custom') {
    return t('costCenter.error.numberNotUnique');
  }
  if (list === 'contracts' && (field === 'validFrom' || field === 'validTo')) {
    const value = answers.contracts[Number(index)]?.[field] ?? '';
    if (!isCalendarDate(value)) return t('costCenter.error.invalidDate');
    return t('costCenter.error.validToBeforeFrom');
  }
  if (issue.code === 'too_big') return t('account.tooLong', { max: Number(issue.maximum) });
  return contractIssueMessage(issue, t);
}

/** The field errors of the answers (blank rows dropped first), or the input the Store API takes. */
export function checkCostCenter(
  answers: CostCenterAnswers,
  t: Translate,
):
  | { input: z.output<typeof costCenterInput>; fieldErrors: null }
  | { input: null; fieldErrors: Record<string, string> } {
  const kept = withoutBlankRows(answers);
  const parsed = costCenterInput.safeParse(costCenterInputOf(kept));
  if (parsed.success) return { input: parsed.data, fieldErrors: null };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fieldErrors[formFieldKey(answers, issue.path)] ??= issueMessage(issue, kept, t);
  }
  return { input: null, fieldErrors };
}

const messageOfCode: Record<string, MessageKey> = {
  [errorCodes.costCenterCodeNotUnique]: 'costCenter.error.codeNotUnique',
  [errorCodes.costCenterNotFound]: 'costCenter.error.notFound',
  [errorCodes.costCenterContactNotFound]: 'costCenter.error.contactNotFound',
  [errorCodes.costCenterContractNotFound]: 'costCenter.error.contractNotFound',
  [errorCodes.costCenterContractNotValid]: 'costCenter.error.contractNotValid',
};

/** A failed cost centre call in the user's language (the account messages for the rest). */
export function costCenterErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof StoreApiError && messageOfCode[error.code]) return t(messageOfCode[error.code]!);
  return accountErrorMessage(error, t);
}

/** A cost centre error code (from `?costCenterError=`) in the user's language. */
export function costCenterCodeMessage(code: string, t: Translate): string {
  const key = messageOfCode[code];
  if (key) return t(key);
  if (code === errorCodes.missingRight) return t('account.missingRight');
  if (code === errorCodes.notLoggedIn) return t('checkout.error.notLoggedIn');
  return t('error.tryAgain');
}

/**
 * A failed save as the form shows it: the taken code at its field, violations of rows at theirs,
 * the message on top.
 */
export function costCenterCallErrors(error: unknown, answers: CostCenterAnswers, t: Translate) {
  if (!(error instanceof StoreApiError)) throw error;
  const formError = costCenterErrorMessage(error, t);
  const fieldErrors: Record<string, string> = {};
  if (error.code === errorCodes.costCenterCodeNotUnique) fieldErrors.code = formError;
  for (const violation of error.errors[0]?.violations ?? []) {
    const path = violation.propertyPath.replace(/^body\//, '').split('/');
    if (path.length !== 3 || path[2] !== 'id') continue;
    const field = path[0] === 'contacts' ? 'identifier' : 'number';
    fieldErrors[formFieldKey(answers, [path[0]!, path[1]!, field])] ??= t('costCenter.error.rowGone');
  }
  return { formError, fieldErrors };
}
