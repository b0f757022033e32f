import { StoreApiError } from '@tradeshop/api-client';
import { costPostInput } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { accountErrorMessage } from './account-errors';
import { fieldErrorsOf } from './form-errors';
import type { Translate } from './i18n';

/** What the cost post form posted, to show again when it did not go through. */
export interface CostPostAnswers {
  code: string;
  name: string;
  active: boolean;
}

export const costPostAnswersOf = (form: FormData): CostPostAnswers => ({
  code: String(form.get('code') ?? '').slice(0, 200),
  name: String(form.get('name') ?? '').slice(0, 500),
  active: form.get('active') === 'on',
});

/**
 * The form's answers as the Store API's cost post, or the field errors in the user's language
 * (the contract's rules, checked before sending).
 */
export function costPostInputOf(answers: CostPostAnswers, t: Translate) {
  const parsed = costPostInput.safeParse(answers);
  if (parsed.success) return { input: parsed.data, fieldErrors: null };
  return {
    input: null,
    fieldErrors: fieldErrorsOf(parsed.error, (issue) =>
      t(issue.path[0] === 'code' ? 'costPosts.row.invalidCode' : 'costPosts.row.invalidName'),
    ),
  };
}

/** A refused save: a code the company has already is the code field's; anything else is the form's. */
export function costPostCallErrors(error: unknown, t: Translate) {
  const message = accountErrorMessage(error, t);
  const codeTaken = error instanceof StoreApiError && error.code === errorCodes.costPostCodeNotUnique;
  return {
    formError: codeTaken ? t('form.errorSummary') : message,
    fieldErrors: codeTaken ? { code: message } : {},
  };
}

/** Why the import refused a row, worded for the user. */
export function costPostRowMessage(problem: string | null, t: Translate): string {
  switch (problem) {
    case null:
      return '';
    case 'VIOLATION::INVALID_CODE':
      return t('costPosts.row.invalidCode');
    case 'VIOLATION::INVALID_NAME':
      return t('costPosts.row.invalidName');
    case 'VIOLATION::INVALID_ACTIVE':
      return t('costPosts.row.invalidActive');
    case errorCodes.costPostCodeNotUnique:
      return t('costPosts.row.codeTwice');
    default:
      return t('csvImport.row.invalid');
  }
}
