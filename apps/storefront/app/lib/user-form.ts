import { StoreApiError } from '@tradeshop/api-client';
import { errorCodes, storefrontLocales } from '@tradeshop/domain';
import type { z } from 'zod';
import { accountErrorMessage } from './account-errors';
import { contractIssueMessage, fieldErrorsOf } from './form-errors';
import type { Translate } from './i18n';

/** The contact fields of a user as the create and detail forms post them. */
const userContactFields = [
  'salutation',
  'firstName',
  'lastName',
  'username',
  'email',
  'phone',
  'mobile',
  'languageId',
] as const;
export type UserContactValues = Record<(typeof userContactFields)[number], string>;

export function userContactValuesOf(form: FormData): UserContactValues {
  return Object.fromEntries(
    userContactFields.map((field) => [field, String(form.get(field) ?? '').trim()]),
  ) as UserContactValues;
}

/** The values in the shape of the Store API: empty choices left out, empty numbers cleared. */
export function userContactInput(values: UserContactValues) {
  return {
    ...values,
    salutation: values.salutation === 'mr' || values.salutation === 'ms' ? values.salutation : null,
    languageId: values.languageId || undefined,
  };
}

/** Field errors of a failed check, worded for the user. */
export function userFieldErrors(error: z.ZodError, t: Translate): Record<string, string> {
  return fieldErrorsOf(error, (issue) => {
    if (issue.path[0] === 'username' && issue.code === 'invalid_format') return t('users.usernameNoSpaces');
    if (issue.path[0] === 'username' && issue.code === 'too_small') return t('users.usernameTooShort');
    return contractIssueMessage(issue, t);
  });
}

const usernameCodes = new Set<string>([errorCodes.usernameExists, errorCodes.usernameNotUnique]);

/** Who already has the address a refusal of a shared e-mail address names: "Tom Janssens (demo.buyer)". */
function emailUsersOf(error: StoreApiError): string {
  const people = error.errors[0]?.meta.parameters.usedBy;
  if (!Array.isArray(people)) return '';
  return people
    .flatMap((person: Partial<Record<'firstName' | 'lastName' | 'username', unknown>>) =>
      typeof person?.username === 'string'
        ? [`${person.firstName} ${person.lastName} (${person.username})`]
        : [],
    )
    .join(', ');
}

/**
 * A failed Store API call as the form shows it: a taken username or an e-mail address another user
 * has at its field (the latter may be confirmed as shared: `sharedEmail`), the rest on top.
 */
export function userCallErrors(error: unknown, t: Translate) {
  if (error instanceof StoreApiError && error.code === errorCodes.emailAlreadyUsed) {
    const message = t('users.error.emailAlreadyUsed', { users: emailUsersOf(error) });
    return {
      formError: message,
      fieldErrors: { email: message } as Record<string, string>,
      sharedEmail: true,
    };
  }
  const formError = accountErrorMessage(error, t);
  const fieldErrors: Record<string, string> =
    error instanceof StoreApiError && usernameCodes.has(error.code) ? { username: formError } : {};
  return { formError, fieldErrors, sharedEmail: false };
}

/** The shop's languages as choices, for a user's language. */
export function shopLanguageOptions(languageIds: Record<string, string>) {
  return storefrontLocales.flatMap((locale) => {
    const id = languageIds[locale.code];
    return id ? [{ value: id, label: locale.name }] : [];
  });
}
