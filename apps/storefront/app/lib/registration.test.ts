import { StoreApiError } from '@tradeshop/api-client';
import {
  belgianVat,
  defaultDeliverySettings,
  defaultFeatureFlags,
  storefrontLocales,
} from '@tradeshop/domain';
import './i18n.server';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { registrationSwitches } from './registration';
import {
  companyStepErrors,
  confirmationStorefrontUrl,
  parseCompanyRegistration,
  registrationFailure,
  requestInputOf,
  stepOfFields,
} from './registration.server';

const dutch = translator('nl-NL');
const french = translator('fr-FR');
const switches = registrationSwitches(defaultFeatureFlags);

function apiError(code: string, propertyPath?: string): StoreApiError {
  return new StoreApiError(400, [
    {
      status: '400',
      code,
      title: 'Bad Request',
      detail: code,
      meta: { parameters: {} },
      ...(propertyPath ? { violations: [{ propertyPath, type: code, title: code }] } : {}),
    },
  ]);
}

const completeAnswers = {
  country: 'BE',
  vatNumber: belgianVat('01234567'),
  companyName: 'Peeters NV',
  street: 'Kerkstraat',
  houseNumber: '1',
  zipcode: '9000',
  city: 'Gent',
  preferredBranch: 'IMM_MEL',
  salutation: 'ms',
  firstName: 'Sofie',
  lastName: 'Peeters',
  email: 'sofie@example.com',
  phone: '+32 9 123 45 67',
};

function postedForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('the steps of a company registration', () => {
  it('checks the VAT number with its check digits in the shopper language', () => {
    const input = requestInputOf({ country: 'BE', vatNumber: 'BE0123456788' }, new FormData());
    expect(companyStepErrors('check', input, switches, french)).toEqual({
      vatNumber: "Ce numéro de TVA n'est pas valide.",
    });
    const valid = requestInputOf({ country: 'BE', vatNumber: belgianVat('01234567') }, new FormData());
    expect(companyStepErrors('check', valid, switches, dutch)).toEqual({});
  });

  it('asks for a Belgian postal code of four digits and the preferred branch when the shop requires it', () => {
    const input = requestInputOf({ ...completeAnswers, zipcode: '900', preferredBranch: '' }, new FormData());
    expect(companyStepErrors('company', input, switches, dutch)).toEqual({
      zipcode: 'Een Belgische postcode bestaat uit 4 cijfers.',
      preferredBranch: 'Dit veld is verplicht.',
    });
    const withoutFlag = registrationSwitches([]);
    expect(companyStepErrors('company', input, withoutFlag, dutch)).not.toHaveProperty('preferredBranch');
  });

  it('words required fields, passwords that differ and unchecked agreements on the last step', () => {
    const form = postedForm({ password: 'geheim123', passwordConfirm: 'geheim124', acceptedTerms: 'on' });
    const input = requestInputOf({ ...completeAnswers, firstName: '', email: 'sofie@' }, form);
    const { body, errors } = parseCompanyRegistration(
      { ...input, storefrontUrl: 'http://localhost:3000' },
      switches,
      dutch,
    );
    expect(body).toBeNull();
    expect(errors).toEqual({
      firstName: 'Dit veld is verplicht.',
      email: 'Vul een geldig e-mailadres in.',
      passwordConfirm: 'De wachtwoorden komen niet overeen.',
      acceptedPrivacy: 'Vink dit vakje aan om verder te gaan.',
    });
  });

  it('builds the request body with booleans and without unchosen options', () => {
    const form = postedForm({
      password: 'geheim123',
      passwordConfirm: 'geheim123',
      acceptedPrivacy: 'on',
      acceptedTerms: 'on',
    });
    const { body } = parseCompanyRegistration(
      {
        ...requestInputOf({ ...completeAnswers, industry: '' }, form),
        storefrontUrl: 'http://localhost:3000',
      },
      switches,
      dutch,
    );
    expect(body).toMatchObject({ isNew: true, acceptedPrivacy: true, acceptedTerms: true, country: 'BE' });
    expect(body).not.toHaveProperty('industry');
  });

  it('returns to the first step that asks for a field in error', () => {
    expect(stepOfFields(['email', 'vatNumber'])).toBe('check');
    expect(stepOfFields(['city'])).toBe('company');
    expect(stepOfFields(['storefrontUrl'])).toBe('personal');
  });
});

describe('registration errors of the Store API', () => {
  const fields = ['companyNumber', 'username', 'email'];

  it('shows a code next to the field its violation points at', () => {
    expect(registrationFailure(apiError('DUPLICATE_USERNAME', '/username'), dutch, fields)).toEqual({
      fieldErrors: { username: 'Deze gebruikersnaam is al in gebruik. Kies een andere.' },
      formError: null,
    });
    expect(registrationFailure(apiError('CLIENT_IS_BLOCKED'), french, fields)).toEqual({
      fieldErrors: {
        companyNumber: 'Ce numéro de client est bloqué. Veuillez contacter notre service clientèle.',
      },
      formError: null,
    });
  });

  it('shows schema violations at their fields and the rest as an alert', () => {
    expect(registrationFailure(apiError('FRAMEWORK__INVALID_REQUEST', 'body/email'), dutch, fields)).toEqual({
      fieldErrors: { email: 'Deze waarde is niet geldig.' },
      formError: 'Controleer het formulier.',
    });
    expect(registrationFailure(apiError('VAT_NUMBER_ALREADY_EXISTS', '/vatNumber'), dutch, fields)).toEqual({
      fieldErrors: {},
      formError: 'Er is al een bedrijf met dit btw-nummer geregistreerd.',
    });
    expect(registrationFailure(apiError('SOMETHING_NEW'), dutch, fields).formError).toBe(
      'Er ging iets mis. Probeer het opnieuw.',
    );
  });
});

describe('the address of the confirmation link', () => {
  const shop = {
    delivery: defaultDeliverySettings,
    name: 'Trade Shop',
    maintenance: false,
    maintenanceActive: false,
    maintenanceMessages: {},
    featureFlags: [],
    languageIds: { 'nl-NL': 'language-nl', 'en-GB': 'language-en', 'fr-FR': 'language-fr' },
    domainUrls: {
      'nl-NL': 'https://shop.example',
      'en-GB': 'https://shop.example/en',
      'fr-FR': 'https://shop.example/fr',
    },
  };
  const [dutchPage] = storefrontLocales;

  it('leads to the shop in the language chosen for the mails, else in the language of the page', () => {
    expect(confirmationStorefrontUrl(shop, dutchPage, 'language-fr')).toBe('https://shop.example/fr');
    expect(confirmationStorefrontUrl(shop, dutchPage, undefined)).toBe('https://shop.example');
    expect(confirmationStorefrontUrl(shop, dutchPage, 'unknown')).toBe('https://shop.example');
  });
});
