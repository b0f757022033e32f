import { StoreApiError } from '@tradeshop/api-client/errors';
import { errorCodes } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { checkContactForm, contactRefusal } from './contact-form';
import { translator } from './i18n';

const t = translator('nl-NL');

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const complete = {
  name: 'An Claes',
  email: 'an@bouw.example',
  subject: 'Levering',
  message: 'Kan de levering op dinsdag komen?',
  consent: 'on',
  formToken: '1764130000000.c2lnbmVk',
  website: '',
};

describe('the contact form', () => {
  it('becomes the Store API request, with the hidden field and the form token as posted', () => {
    const checked = checkContactForm(posted(complete), t, 'https://shop.example');
    expect(checked).toEqual({
      request: expect.objectContaining({
        name: 'An Claes',
        consent: true,
        website: '',
        formToken: complete.formToken,
        storefrontUrl: 'https://shop.example',
      }),
    });
  });

  it('names each wrong field in the sender’s language', () => {
    const checked = checkContactForm(
      posted({ ...complete, email: 'geen-adres', message: 'Kort', customerNumber: 'AB12', consent: '' }),
      t,
      'https://shop.example',
    );
    expect(checked).toEqual({
      fieldErrors: {
        email: t('account.invalidEmail'),
        message: t('contact.messageTooShort', { min: 10 }),
        customerNumber: t('contact.customerNumberDigits'),
        consent: t('contact.consentRequired'),
      },
    });
  });

  it('says why the shop refused a message, and when its form expired', () => {
    const refused = (code: string, status = 400) =>
      new StoreApiError(status, [
        { status: String(status), code, title: '', detail: '', meta: { parameters: {} } },
      ]);
    expect(contactRefusal(refused(errorCodes.contactTooMany, 429), t)).toEqual({
      message: t('contact.error.tooMany'),
      expired: false,
    });
    expect(contactRefusal(refused(errorCodes.contactFormExpired), t).expired).toBe(true);
    expect(() => contactRefusal(refused(errorCodes.unknown, 500), t)).toThrow(StoreApiError);
  });
});
