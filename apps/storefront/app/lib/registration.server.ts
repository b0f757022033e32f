import {
  addressCountries,
  registerCompanyRequest,
  registerCustomerRequest,
  type StoreApiClient,
  StoreApiError,
} from '@tradeshop/api-client';
import {
  branchCodes,
  errorCodes,
  industries,
  isValidVatNumber,
  registrationErrorCodes,
  storefrontLocales,
} from '@tradeshop/domain';
import { z } from 'zod';
import { accountErrorMessage } from './account-errors';
import type { StorefrontLanguage, Translate } from './i18n';
import {
  type Answers,
  companyFields,
  type FormStep,
  fieldsOfStep,
  personalFields,
  type RegistrationOptions,
  type RegistrationSwitches,
  registrationSwitches,
} from './registration';
import type { ShopInfo } from './store-api.server';

type FieldErrors = Record<string, string>;

function pickShape<Shape extends z.ZodRawShape, Key extends keyof Shape & string>(
  shape: Shape,
  keys: readonly Key[],
): Pick<Shape, Key> {
  return Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<Shape, Key>;
}

const companyShape = registerCompanyRequest.shape;

/** Each step validates the contract's own rules for its fields. */
const stepSchemas = {
  check: z.object(pickShape(companyShape, ['country', 'vatNumber'])),
  // The country of the company check is asked again with the address.
  company: z.object(pickShape(companyShape, ['country', ...companyFields])),
  personal: z.object(pickShape(companyShape, personalFields)),
} satisfies Record<FormStep, z.ZodType>;

const checkboxFields = new Set(['acceptedPrivacy', 'acceptedTerms']);
const phoneFields = new Set(['phone', 'mobile', 'fax']);
const optionalChoices = new Set(['industry', 'preferredBranch', 'languageId']);

/**
 * The request body the contracts expect from the answers: yes/no and checkboxes as booleans,
 * unchosen options left out. Passwords and checkboxes come from the posted form itself.
 */
export function requestInputOf(answers: Answers, form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = { ...answers };
  for (const field of optionalChoices) if (!answers[field]) delete input[field];
  input.isNew = answers.isNew !== 'no';
  for (const field of checkboxFields) input[field] = form.get(field) === 'on';
  for (const field of ['password', 'passwordConfirm']) input[field] = String(form.get(field) ?? '');
  return input;
}

/** A contract issue worded for the shopper; an empty field is always "required". */
function issueMessage(issue: z.core.$ZodIssue, input: Record<string, unknown>, t: Translate): string {
  const field = String(issue.path[0] ?? '');
  const value = input[field];
  if (checkboxFields.has(field)) return t('register.mustBeChecked');
  if (value === undefined || value === '' || (typeof value === 'string' && value.trim() === ''))
    return t('form.required');
  if (issue.code === 'too_small') return t('register.minLength', { min: Number(issue.minimum) });
  if (issue.code === 'too_big') return t('register.maxLength', { max: Number(issue.maximum) });
  if (field === 'email' || field === 'invoiceEmail') return t('register.invalidEmail');
  if (phoneFields.has(field)) return t('register.invalidPhone');
  if (field === 'companyNumber') return t('register.companyNumberDigits');
  if (field === 'clientNumber') return t('register.digitsOnly');
  if (field === 'zipcode') return t('register.postalCodeBelgian');
  return t('register.invalidValue');
}

function issuesToErrors(error: z.ZodError, input: Record<string, unknown>, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueMessage(issue, input, t);
  }
  return errors;
}

/** The storefront's rules on top of the contract: VAT check digits, Belgian postal codes, flags. */
function extraErrors(
  fields: readonly string[],
  input: Record<string, unknown>,
  switches: RegistrationSwitches,
  t: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  const text = (field: string) => String(input[field] ?? '').trim();
  const asked = (field: string) => fields.includes(field);
  if (asked('vatNumber') && text('vatNumber') && !isValidVatNumber(text('vatNumber'), text('country'))) {
    errors.vatNumber = t('error.invalidVatNumber');
  }
  if (asked('zipcode') && text('country') === 'BE' && text('zipcode') && !/^\d{4}$/.test(text('zipcode'))) {
    errors.zipcode = t('register.postalCodeBelgian');
  }
  if (asked('preferredBranch') && switches.requireBranch && !text('preferredBranch')) {
    errors.preferredBranch = t('form.required');
  }
  if (
    asked('clientNumber') &&
    switches.askIsNew &&
    switches.askClientNumber &&
    input.isNew === false &&
    !text('clientNumber')
  ) {
    errors.clientNumber = t('form.required');
  }
  if (asked('passwordConfirm') && input.password && input.password !== input.passwordConfirm) {
    errors.passwordConfirm = t('register.passwordMismatch');
  }
  return errors;
}

/** The errors of one step of the company registration; empty when the step may be left. */
export function companyStepErrors(
  step: FormStep,
  input: Record<string, unknown>,
  switches: RegistrationSwitches,
  t: Translate,
): FieldErrors {
  const parsed = stepSchemas[step].safeParse(input);
  const errors = parsed.success ? {} : issuesToErrors(parsed.error, input, t);
  return { ...extraErrors(fieldsOfStep[step], input, switches, t), ...errors };
}

/** The whole company registration body, or the errors of its fields. */
export function parseCompanyRegistration(
  input: Record<string, unknown>,
  switches: RegistrationSwitches,
  t: Translate,
) {
  const parsed = registerCompanyRequest.safeParse(input);
  const fields = Object.values(fieldsOfStep).flat();
  const errors = {
    ...extraErrors(fields, input, switches, t),
    ...(parsed.success ? {} : issuesToErrors(parsed.error, input, t)),
  };
  return parsed.success && Object.keys(errors).length === 0
    ? { body: parsed.data, errors: null }
    : { body: null, errors };
}

/** The registration of a new user of an existing company, or the errors of its fields. */
export function parseCustomerRegistration(input: Record<string, unknown>, t: Translate) {
  const parsed = registerCustomerRequest.safeParse(input);
  const errors = {
    ...extraErrors([...personalFields, 'companyNumber'], input, registrationSwitches([]), t),
    ...(parsed.success ? {} : issuesToErrors(parsed.error, input, t)),
  };
  return parsed.success && Object.keys(errors).length === 0
    ? { body: parsed.data, errors: null }
    : { body: null, errors };
}

/** The step that asks for the first of these fields (the last step when none is known). */
export function stepOfFields(fields: readonly string[]): FormStep {
  for (const step of ['check', 'company', 'personal'] as const) {
    if (fields.some((field) => fieldsOfStep[step].includes(field))) return step;
  }
  return 'personal';
}

const normalizedPlace = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * With REQUIRE_CITY_SEARCH a Belgian postal code and place must be a pair of the bpost list. Answers
 * the error for the city field, naming the places of that postal code, or null when the pair is known.
 */
export async function cityPairError(
  client: StoreApiClient,
  zipcode: string,
  city: string,
  t: Translate,
): Promise<string | null> {
  const { data: places } = await client.searchCities(zipcode.trim(), 50);
  const ofZipcode = places.filter((place) => place.postalCode === zipcode.trim());
  if (ofZipcode.some((place) => normalizedPlace(place.city) === normalizedPlace(city))) return null;
  if (ofZipcode.length === 0) return t('register.unknownPostalCode');
  return t('register.cityNotOfPostalCode', {
    zipcode: zipcode.trim(),
    places: ofZipcode.map((place) => place.city).join(', '),
  });
}

/** The field a registration error code is about when its violations do not say. */
const fieldOfCode: Record<string, string> = {
  [registrationErrorCodes.invalidVatNumber]: 'vatNumber',
  [registrationErrorCodes.vatNumberUnknownToVies]: 'vatNumber',
  [registrationErrorCodes.vatNumberAlreadyExists]: 'vatNumber',
  [registrationErrorCodes.duplicateUsername]: 'username',
  [registrationErrorCodes.companyDoesntExist]: 'companyNumber',
  [registrationErrorCodes.clientIsBlocked]: 'companyNumber',
  [registrationErrorCodes.alreadyExistingData]: 'clientNumber',
  [registrationErrorCodes.unknownCity]: 'city',
};

/** `/email`, `body/email` and `/address/0/street` name the fields `email` and `address`. */
function fieldOfPath(propertyPath: string): string {
  return (
    propertyPath
      .replace(/^\/+/, '')
      .replace(/^body\/?/, '')
      .split(/[/.[]/)[0] ?? ''
  );
}

/**
 * A failed registration as the form shows it: next to the field the error points at when the form
 * has that field, else as an alert above the form.
 */
export function registrationFailure(
  error: unknown,
  t: Translate,
  formFields: readonly string[],
): { fieldErrors: FieldErrors; formError: string | null } {
  if (!(error instanceof StoreApiError)) throw error;
  const first = error.errors[0];
  const violationFields = (first?.violations ?? []).map((violation) => fieldOfPath(violation.propertyPath));
  const shown = (field: string | undefined): field is string => !!field && formFields.includes(field);
  if (error.code === errorCodes.invalidRequest) {
    const fieldErrors: FieldErrors = {};
    for (const field of violationFields.filter(shown)) fieldErrors[field] = t('register.invalidValue');
    const formError = Object.keys(fieldErrors).length > 0 ? t('form.errorSummary') : t('error.tryAgain');
    if (Object.keys(fieldErrors).length === 0) console.error(`Registration refused: ${error.message}`);
    return { fieldErrors, formError };
  }
  const message = accountErrorMessage(error, t);
  const field = violationFields.find(shown) ?? fieldOfCode[error.code];
  if (shown(field)) return { fieldErrors: { [field]: message }, formError: null };
  return { fieldErrors: {}, formError: message };
}

/**
 * The shop address the confirmation link leads to: the domain of the language the shopper chose for
 * the shop and its mails, else the one of the page.
 */
export function confirmationStorefrontUrl(
  shop: ShopInfo,
  language: StorefrontLanguage,
  chosenLanguageId: unknown,
): string | undefined {
  const chosen = storefrontLocales.find((locale) => shop.languageIds[locale.code] === chosenLanguageId);
  return (chosen && shop.domainUrls[chosen.code]) || shop.domainUrls[language.code];
}

/** Countries by their name in the shopper's language, Belgium first. */
function countryOptions(language: StorefrontLanguage) {
  const names = new Intl.DisplayNames([language.code], { type: 'region' });
  const collator = new Intl.Collator(language.code);
  return addressCountries
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => (a.value === 'BE' ? -1 : b.value === 'BE' ? 1 : collator.compare(a.label, b.label)));
}

export function registrationOptions(
  shop: ShopInfo,
  language: StorefrontLanguage,
  t: Translate,
): RegistrationOptions {
  const languages = storefrontLocales.flatMap((locale) => {
    const id = shop.languageIds[locale.code];
    return id ? [{ value: id, label: locale.name }] : [];
  });
  return {
    switches: registrationSwitches(shop.featureFlags),
    countries: countryOptions(language),
    languages,
    branches: branchCodes.map((code) => ({ value: code, label: t(`register.branch.${code}`) })),
    industries: industries.map((code) => ({ value: code, label: t(`register.industry.${code}`) })),
    defaultLanguageId: shop.languageIds[language.code] ?? languages[0]?.value ?? '',
  };
}
