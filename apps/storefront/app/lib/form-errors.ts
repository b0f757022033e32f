import type { z } from 'zod';
import type { Translate } from './i18n';

/** The first message per form field of a failed validation; `messageOf` words each issue for the shopper. */
export function fieldErrorsOf(
  error: z.ZodError,
  messageOf: (issue: z.core.$ZodIssue) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= messageOf(issue);
  }
  return errors;
}

const phoneFields = new Set(['phone', 'mobile', 'fax']);

/**
 * The usual wording of an issue of the shared contracts: required (empty), too long, not an e-mail
 * address, not a phone number, not one of the options. Forms word the rest themselves.
 */
export function contractIssueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'too_big') return t('account.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'too_small') return t('form.required');
  if (field === 'email') return t('account.invalidEmail');
  if (phoneFields.has(field)) return t('account.invalidPhone');
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union') return t('account.invalidChoice');
  return t('form.required');
}
