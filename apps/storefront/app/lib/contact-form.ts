import { type ContactFormRequest, type Customer, contactFormRequest } from '@tradeshop/api-client';
import { StoreApiError } from '@tradeshop/api-client/errors';
import { errorCodes } from '@tradeshop/domain';
import { contractIssueMessage, fieldErrorsOf } from './form-errors';
import type { MessageKey, Translate } from './i18n';

/** The contact form as it is shown and posted back. */
export interface ContactFormValues {
  name: string;
  company: string;
  customerNumber: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
}

/** An empty form; a logged-in user finds their name, company, customer number and e-mail filled in. */
export function contactFormValuesFor(customer: Customer | null): ContactFormValues {
  return {
    name: customer ? `${customer.firstName} ${customer.lastName}` : '',
    company: customer?.company ?? '',
    customerNumber: customer?.customerNumber ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    subject: '',
    message: '',
    consent: false,
  };
}

export function postedContactValuesOf(form: FormData): ContactFormValues {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    name: text('name'),
    company: text('company'),
    customerNumber: text('customerNumber'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message'),
    consent: form.get('consent') === 'on',
  };
}

/**
 * The posted form checked against the Store API's contract: the request to send, or a message per
 * field in the sender's language. The hidden spam field and the form's token go along as posted.
 */
export function checkContactForm(
  form: FormData,
  t: Translate,
  storefrontUrl: string,
): { request: ContactFormRequest } | { fieldErrors: Record<string, string> } {
  const values = postedContactValuesOf(form);
  const parsed = contactFormRequest.safeParse({
    ...values,
    consent: values.consent || undefined,
    website: String(form.get('website') ?? ''),
    formToken: String(form.get('formToken') ?? ''),
    storefrontUrl,
  });
  if (parsed.success) return { request: parsed.data };
  return {
    fieldErrors: fieldErrorsOf(parsed.error, (issue) => {
      const field = String(issue.path[0] ?? '');
      if (field === 'consent') return t('contact.consentRequired');
      if (field === 'customerNumber') return t('contact.customerNumberDigits');
      if (field === 'message' && issue.code === 'too_small')
        return t('contact.messageTooShort', { min: Number(issue.minimum) });
      return contractIssueMessage(issue, t);
    }),
  };
}

const refusals: Record<string, MessageKey> = {
  [errorCodes.contactSentTooFast]: 'contact.error.tooFast',
  [errorCodes.contactFormExpired]: 'contact.error.expired',
  [errorCodes.contactTooMany]: 'contact.error.tooMany',
};

/** Why the shop did not take the message, in the sender's language, and whether its form expired. */
export function contactRefusal(error: unknown, t: Translate): { message: string; expired: boolean } {
  if (!(error instanceof StoreApiError)) throw error;
  const key = refusals[error.code];
  if (!key && error.status >= 500) throw error;
  return {
    message: t(key ?? 'contact.error.notSent'),
    expired: error.code === errorCodes.contactFormExpired,
  };
}
