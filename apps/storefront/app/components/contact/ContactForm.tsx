import { Form, useNavigation } from 'react-router';
import { type ContactFormValues, contactFormValuesFor } from '../../lib/contact-form';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { primaryButtonClass } from '../ui/buttons';
import { CheckboxField } from '../ui/CheckboxField';
import { FormField } from '../ui/FormField';
import { Notice } from '../ui/Notice';
import { TextAreaField } from '../ui/TextAreaField';

/**
 * The shop's contact form: who writes (their company and customer number when they have one), how
 * to reach them, and the message. It works without JavaScript; a field people never see catches
 * robots, and the form's token tells the shop when it was opened.
 */
export function ContactForm({
  values = contactFormValuesFor(null),
  formToken,
  fieldErrors = {},
  formError = null,
  sent = null,
  embedded,
}: {
  values?: ContactFormValues;
  formToken: string;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
  sent?: string | null;
  /** On a content page: under the block's title, sent to the contact page, which answers. */
  embedded?: { title: string };
}) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  return (
    <div className="max-w-3xl">
      <div className="mb-6 flex flex-col gap-2">
        {embedded ? (
          <h2 className="font-bold text-2xl text-gray-900">{embedded.title}</h2>
        ) : (
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('contact.title')}</h1>
        )}
        <p className="max-w-prose text-gray-700">{t('contact.intro')}</p>
      </div>
      {sent && (
        <div className="mb-6">
          <Notice tone="success">{t('contact.sent', { reference: sent })}</Notice>
        </div>
      )}
      <Form
        method="post"
        action={embedded ? localizedPath(language, '/contact') : undefined}
        noValidate
        className="flex flex-col gap-5"
        data-testid="contact-form"
      >
        {formError && <Notice tone="error">{formError}</Notice>}
        <input type="hidden" name="formToken" value={formToken} />
        {/* Robots fill in every field; people never see this one. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="field-website">{t('contact.leaveEmpty')}</label>
          <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="name"
            label={t('contact.name')}
            defaultValue={values.name}
            error={fieldErrors.name}
            autoComplete="name"
            required
          />
          <FormField
            name="company"
            label={t('contact.company')}
            defaultValue={values.company}
            error={fieldErrors.company}
            autoComplete="organization"
          />
          <FormField
            name="customerNumber"
            label={t('contact.customerNumber')}
            hint={t('contact.customerNumberHint')}
            defaultValue={values.customerNumber}
            error={fieldErrors.customerNumber}
            inputMode="numeric"
          />
          <FormField
            name="email"
            type="email"
            label={t('contact.email')}
            defaultValue={values.email}
            error={fieldErrors.email}
            autoComplete="email"
            required
          />
          <FormField
            name="phone"
            type="tel"
            label={t('contact.phone')}
            defaultValue={values.phone}
            error={fieldErrors.phone}
            autoComplete="tel"
          />
          <FormField
            name="subject"
            label={t('contact.subject')}
            defaultValue={values.subject}
            error={fieldErrors.subject}
            required
          />
        </div>
        <TextAreaField
          name="message"
          label={t('contact.message')}
          rows={6}
          defaultValue={values.message}
          error={fieldErrors.message}
          required
        />
        <CheckboxField name="consent" defaultChecked={values.consent} error={fieldErrors.consent}>
          {t('contact.consent')}
        </CheckboxField>
        <div>
          <button type="submit" disabled={sending} className={primaryButtonClass}>
            {t('contact.send')}
          </button>
        </div>
      </Form>
    </div>
  );
}
