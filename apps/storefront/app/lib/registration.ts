import type { FeatureFlag } from '@tradeshop/domain';

/** The steps of a company registration after the choice of deciders; `sent` is the e-mail notice. */
export const companySteps = ['check', 'company', 'personal', 'sent'] as const;
export type CompanyStep = (typeof companySteps)[number];
export type FormStep = Exclude<CompanyStep, 'sent'>;

export const personalFields = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'username',
  'phone',
  'mobile',
  'fax',
  'customerFunction',
  'languageId',
  'password',
  'passwordConfirm',
  'acceptedPrivacy',
  'acceptedTerms',
] as const;

export const companyFields = [
  'companyName',
  'isNew',
  'clientNumber',
  'street',
  'houseNumber',
  'box',
  'zipcode',
  'city',
  'invoiceEmail',
  'industry',
  'preferredBranch',
] as const;

/** The fields each step of the company registration asks for. */
export const fieldsOfStep: Record<FormStep, readonly string[]> = {
  check: ['country', 'vatNumber'],
  company: companyFields,
  personal: personalFields,
};

/** Never carried from step to step in hidden inputs: the last step asks for them. */
const secretFields: readonly string[] = ['password', 'passwordConfirm'];

/** What the shopper answered so far, as the strings of the form. */
export type Answers = Record<string, string>;

/** The answers of `fields` in a posted form, passwords left out. */
export function answersOf(form: FormData, fields: readonly string[]): Answers {
  const answers: Answers = {};
  for (const field of fields) {
    if (secretFields.includes(field)) continue;
    const value = form.get(field);
    if (typeof value === 'string' && value !== '') answers[field] = value;
  }
  return answers;
}

/** The feature flags that change the registration form, as switches. */
export interface RegistrationSwitches {
  askIsNew: boolean;
  askClientNumber: boolean;
  askMobile: boolean;
  askFax: boolean;
  askInvoiceEmail: boolean;
  askIndustry: boolean;
  askFunction: boolean;
  requireBranch: boolean;
  requireCitySearch: boolean;
}

export function registrationSwitches(flags: readonly FeatureFlag[]): RegistrationSwitches {
  const on = (flag: FeatureFlag) => flags.includes(flag);
  return {
    askIsNew: on('DISPLAY_IS_NEW'),
    askClientNumber: on('DISPLAY_EXISTING_COMPANY_NUMBER'),
    askMobile: on('DISPLAY_MOBILE'),
    askFax: on('DISPLAY_FAX'),
    askInvoiceEmail: on('DISPLAY_EMAIL_FOR_INVOICE'),
    askIndustry: on('DISPLAY_BRANCH_INDUSTRY'),
    askFunction: on('DISPLAY_CUSTOMER_FUNCTION'),
    requireBranch: on('REQUIRE_SETTING_PREFERRED_SITE'),
    requireCitySearch: on('REQUIRE_CITY_SEARCH'),
  };
}

export interface Option {
  value: string;
  label: string;
}

/** What the registration forms offer to choose from, in the shopper's language. */
export interface RegistrationOptions {
  switches: RegistrationSwitches;
  countries: Option[];
  languages: Option[];
  branches: Option[];
  industries: Option[];
  /** The language id the shop's mails default to: the one of the page. */
  defaultLanguageId: string;
}

/** A place of the city search: what `/register/cities` answers. */
export interface CitySuggestion {
  postalCode: string;
  city: string;
}
