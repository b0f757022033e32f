import {
  type PunchoutAccount,
  type PunchoutAccountInput,
  punchoutAccountInput,
  StoreApiError,
} from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { accountErrorMessage } from './account-errors';
import type { MessageKey, Translate } from './i18n';

/**
 * A user's punch-out connection as its form posts it, without the password and shared secret:
 * those are never shown again. Both protocols' fields are posted; only the chosen one's count.
 */
export interface PunchoutAccountFormValues {
  protocol: string;
  ociUsername: string;
  ociLogin: string;
  cxmlDomain: string;
  cxmlIdentity: string;
  /** As typed: one host per line. */
  allowedHosts: string;
  classification: string;
  units: string;
  sendPrices: boolean;
}

/** A user without a connection: OCI with the contract's defaults. */
const newConnectionValues: PunchoutAccountFormValues = {
  protocol: 'oci',
  ociUsername: '',
  ociLogin: 'password',
  cxmlDomain: '',
  cxmlIdentity: '',
  allowedHosts: '',
  classification: 'unspsc',
  units: 'iso',
  sendPrices: true,
};

/** The stored connection as the form shows it. */
export function punchoutFormValuesOf(account: PunchoutAccount | null): PunchoutAccountFormValues {
  if (!account) return newConnectionValues;
  return {
    protocol: account.protocol,
    ociUsername: account.ociUsername ?? '',
    ociLogin: account.ociLogin,
    cxmlDomain: account.cxmlDomain ?? '',
    cxmlIdentity: account.cxmlIdentity ?? '',
    allowedHosts: account.allowedHosts.join('\n'),
    classification: account.classification,
    units: account.units,
    sendPrices: account.sendPrices,
  };
}

export function postedPunchoutValuesOf(form: FormData): PunchoutAccountFormValues {
  const text = (name: keyof PunchoutAccountFormValues) => String(form.get(name) ?? '').trim();
  return {
    protocol: text('protocol'),
    ociUsername: text('ociUsername'),
    ociLogin: text('ociLogin'),
    cxmlDomain: text('cxmlDomain'),
    cxmlIdentity: text('cxmlIdentity'),
    allowedHosts: text('allowedHosts'),
    classification: text('classification'),
    units: text('units'),
    sendPrices: form.get('sendPrices') === 'on',
  };
}

/** The hosts of the textarea: one a line (commas and spaces separate too), each once. */
function hostsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((host) => host.toLowerCase()),
    ),
  ];
}

/** The answers in the shape of the Store API; an empty password or secret keeps the stored one. */
function punchoutInputOf(values: PunchoutAccountFormValues, form: FormData) {
  const secret = (name: 'ociPassword' | 'cxmlSecret') => String(form.get(name) ?? '') || undefined;
  const common = {
    allowedHosts: hostsOf(values.allowedHosts),
    classification: values.classification,
    units: values.units,
    sendPrices: values.sendPrices,
  };
  if (values.protocol === 'cxml') {
    return {
      protocol: values.protocol,
      cxmlDomain: values.cxmlDomain,
      cxmlIdentity: values.cxmlIdentity,
      cxmlSecret: secret('cxmlSecret'),
      ...common,
    };
  }
  return {
    protocol: values.protocol,
    ociUsername: values.ociUsername,
    ociPassword: secret('ociPassword'),
    ociLogin: values.ociLogin,
    ...common,
  };
}

const lengthMessages: Partial<Record<string, MessageKey>> = {
  ociUsername: 'users.punchout.error.usernameLength',
  ociPassword: 'users.punchout.error.passwordLength',
  cxmlDomain: 'users.punchout.error.domainTooLong',
  cxmlIdentity: 'users.punchout.error.identityTooLong',
  cxmlSecret: 'users.punchout.error.secretLength',
};

/**
 * The message of a refused field, by its path and the issue's code (a zod code, or the same code
 * in a Store API violation): `allowedHosts` alone is the list, `allowedHosts/2` one host of it.
 */
function messageKeyOf(path: readonly string[], code: string, values: PunchoutAccountFormValues): MessageKey {
  const [field = ''] = path;
  if (field === 'allowedHosts') {
    if (path.length > 1) return 'users.punchout.error.hostInvalid';
    return code === 'too_big' ? 'users.punchout.error.tooManyHosts' : 'users.punchout.error.hostsRequired';
  }
  if (code === 'too_small' || code === 'too_big') {
    const typed = values[field as keyof PunchoutAccountFormValues];
    return typed === '' ? 'form.required' : (lengthMessages[field] ?? 'form.required');
  }
  return 'account.invalidChoice';
}

/** The posted connection for the Store API, or the field errors of the chosen protocol's fields. */
export function checkPunchoutAccount(
  form: FormData,
):
  | { values: PunchoutAccountFormValues; input: PunchoutAccountInput; fieldErrors: null }
  | { values: PunchoutAccountFormValues; input: null; fieldErrors: Record<string, MessageKey> } {
  const values = postedPunchoutValuesOf(form);
  const parsed = punchoutAccountInput.safeParse(punchoutInputOf(values, form));
  if (parsed.success) return { values, input: parsed.data, fieldErrors: null };
  const fieldErrors: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    fieldErrors[path[0] ?? 'protocol'] ??= messageKeyOf(path, issue.code, values);
  }
  return { values, input: null, fieldErrors };
}

/**
 * A refused save as the form shows it: a missing password or secret and credentials another user
 * has at their field, violations at theirs, anything else on top.
 */
export function punchoutCallErrors(
  error: unknown,
  values: PunchoutAccountFormValues,
  t: Translate,
): { fieldErrors: Record<string, string>; formError: string } {
  if (!(error instanceof StoreApiError)) throw error;
  const cxml = values.protocol === 'cxml';
  const atField = (field: string, key: MessageKey) => ({
    fieldErrors: { [field]: t(key) },
    formError: t('form.errorSummary'),
  });
  if (error.code === errorCodes.punchoutSecretRequired) {
    return cxml
      ? atField('cxmlSecret', 'users.punchout.error.secretRequired')
      : atField('ociPassword', 'users.punchout.error.passwordRequired');
  }
  if (error.code === errorCodes.punchoutCredentialsTaken) {
    return cxml
      ? atField('cxmlIdentity', 'users.punchout.error.senderTaken')
      : atField('ociUsername', 'users.punchout.error.usernameTaken');
  }
  if (error.code === errorCodes.invalidRequest) {
    const fieldErrors: Record<string, string> = {};
    for (const violation of error.errors[0]?.violations ?? []) {
      const path = violation.propertyPath.replace(/^body\/?/, '').split('/');
      const code = violation.type.replace(/^VIOLATION::/, '').toLowerCase();
      if (path[0]) fieldErrors[path[0]] ??= t(messageKeyOf(path, code, values));
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: t('form.errorSummary') };
  }
  return { fieldErrors: {}, formError: accountErrorMessage(error, t) };
}
