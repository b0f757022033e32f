import { StoreApiError } from '@tradeshop/api-client';
import { normalizeVatNumber, registrationErrorCodes } from '@tradeshop/domain';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AuthPanel, textLinkClass } from '../../components/account/AuthPanel';
import { CompanyDataFields } from '../../components/account/CompanyDataFields';
import { HiddenAnswers } from '../../components/account/HiddenAnswers';
import { PersonalDataFields } from '../../components/account/PersonalDataFields';
import { RegistrationChoice } from '../../components/account/RegistrationChoice';
import { RegistrationSent } from '../../components/account/RegistrationSent';
import { StepIndicator } from '../../components/account/StepIndicator';
import { VatNumberFields } from '../../components/account/VatNumberFields';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import {
  type Answers,
  answersOf,
  companySteps,
  type FormStep,
  fieldsOfStep,
  registrationSwitches,
} from '../../lib/registration';
import {
  cityPairError,
  companyStepErrors,
  confirmationStorefrontUrl,
  parseCompanyRegistration,
  registrationFailure,
  registrationOptions,
  requestInputOf,
  stepOfFields,
} from '../../lib/registration.server';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/register-company';

const allFields = Object.values(fieldsOfStep).flat();

export async function loader({ url, context }: Route.LoaderArgs) {
  const { customer, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  if (await customer()) throw redirect(localizedPath(language, '/account/dashboard'));
  const requested = url.searchParams.get('step');
  const view: 'choice' | 'check' | 'sent' =
    requested === 'check' || requested === 'sent' ? requested : 'choice';
  return {
    view,
    options: registrationOptions(shop, language, t),
    meta: { title: `${t('register.companyTitle')} | ${shop.name}`, noindex: true },
  };
}

interface StepState {
  step: FormStep;
  answers: Answers;
  fieldErrors: Record<string, string>;
  formError: string | null;
  /** The company check found the VAT number among the customers. */
  companyExists: boolean;
}

function stepOfForm(value: FormDataEntryValue | null): FormStep {
  return value === 'company' || value === 'personal' ? value : 'check';
}

/**
 * Every step posts here with `step` and the earlier answers in hidden inputs; each step is checked
 * with the contract's rules for its fields, the last one sends the whole registration.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language, languageId, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const switches = registrationSwitches(shop.featureFlags);
  const form = await request.formData();
  const step = stepOfForm(form.get('step'));
  const answers = answersOf(form, allFields);
  const state = (next: FormStep, rest: Partial<StepState> = {}): StepState => ({
    step: next,
    answers,
    fieldErrors: {},
    formError: null,
    companyExists: false,
    ...rest,
  });
  const invalid = (next: FormStep, fieldErrors: Record<string, string>) =>
    data(state(next, { fieldErrors, formError: t('form.errorSummary') }), { status: 400 });

  if (form.get('intent') === 'back') return state(step === 'personal' ? 'company' : 'check');

  const input = requestInputOf(answers, form);
  if (step === 'check' || step === 'company') {
    const fieldErrors = companyStepErrors(step, input, switches, t);
    if (Object.keys(fieldErrors).length > 0) return invalid(step, fieldErrors);
  }
  if (step === 'check') {
    answers.vatNumber = normalizeVatNumber(answers.vatNumber ?? '');
    const { data: found } = await client
      .companyExists({ vatNumber: answers.vatNumber })
      .catch(throwAsRouteError);
    return state(found.exists ? 'check' : 'company', { companyExists: found.exists });
  }
  if (step === 'company') {
    if (switches.requireCitySearch && answers.country === 'BE') {
      const cityError = await cityPairError(client, answers.zipcode ?? '', answers.city ?? '', t).catch(
        throwAsRouteError,
      );
      if (cityError) return invalid('company', { city: cityError });
    }
    return state('personal');
  }

  const storefrontUrl = confirmationStorefrontUrl(shop, language, input.languageId);
  if (!storefrontUrl) {
    console.error(`No sales channel domain for ${language.code}: confirmation links cannot be sent`);
    return data(state('personal', { formError: t('error.tryAgain') }), { status: 502 });
  }
  const { body, errors } = parseCompanyRegistration(
    { ...input, storefrontUrl, languageId: input.languageId ?? languageId ?? undefined },
    switches,
    t,
  );
  if (!body) return invalid(stepOfFields(Object.keys(errors)), errors);
  try {
    await client.registerCompany(body);
  } catch (error) {
    const { fieldErrors, formError } = registrationFailure(error, t, allFields);
    const fields = Object.keys(fieldErrors);
    return data(
      state(fields.length > 0 ? stepOfFields(fields) : 'personal', {
        fieldErrors,
        formError: formError ?? t('form.errorSummary'),
        companyExists:
          error instanceof StoreApiError && error.code === registrationErrorCodes.vatNumberAlreadyExists,
      }),
      { status: 400 },
    );
  }
  throw redirect(`${localizedPath(language, '/register/company')}?step=sent`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** The company check found the VAT number: this company registers its users, not itself. */
function CompanyAlreadyCustomer() {
  const { t, language } = useTranslation();
  return (
    <Notice tone="error">
      <p>{t('register.companyExists')}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={localizedPath(language, '/register/customer')} className={textLinkClass}>
          {t('register.companyExistsNewUser')}
        </Link>
        <Link to={localizedPath(language, '/auth')} className={textLinkClass}>
          {t('register.choice.login')}
        </Link>
      </p>
    </Notice>
  );
}

export default function RegisterCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const { options } = loaderData;
  const step = actionData?.step ?? (loaderData.view === 'choice' ? null : loaderData.view);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownResult = useRef(actionData);
  // Each answer of the server (next step or errors) moves the focus to the step heading, as a page would.
  useEffect(() => {
    if (shownResult.current === actionData) return;
    shownResult.current = actionData;
    stepHeading.current?.focus();
  }, [actionData]);

  if (!step) {
    return (
      <AuthPanel wide title={t('register.companyTitle')} intro={t('register.choiceIntro')}>
        <RegistrationChoice />
      </AuthPanel>
    );
  }
  const stepNames = companySteps.map((name) => t(`register.step.${name}`));
  const indicator = (
    <>
      <StepIndicator steps={stepNames} current={companySteps.indexOf(step)} />
      <h2 ref={stepHeading} tabIndex={-1} className="font-semibold text-gray-900 text-xl">
        {t(`register.step.${step}`)}
      </h2>
    </>
  );
  if (step === 'sent') {
    return (
      <AuthPanel wide title={t('register.companyTitle')}>
        {indicator}
        <RegistrationSent text={t('register.sentCompany')} />
      </AuthPanel>
    );
  }
  const answers = actionData?.answers ?? {};
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  const country = options.countries.find((option) => option.value === answers.country);
  return (
    <AuthPanel wide title={t('register.companyTitle')}>
      {indicator}
      {actionData?.companyExists && <CompanyAlreadyCustomer />}
      {actionData?.formError && !actionData.companyExists && (
        <Notice tone="error">{actionData.formError}</Notice>
      )}
      <Form key={step} method="post" noValidate className="flex flex-col gap-6">
        <input type="hidden" name="step" value={step} />
        <HiddenAnswers answers={answers} except={fieldsOfStep[step]} />
        {step === 'check' && (
          <>
            <p className="text-gray-700">{t('register.checkIntro')}</p>
            <VatNumberFields
              countries={options.countries}
              defaultCountry={answers.country}
              defaultVatNumber={answers.vatNumber}
              countryError={errors.country}
              vatNumberError={errors.vatNumber}
            />
          </>
        )}
        {step === 'company' && (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-gray-50 px-4 py-3 text-sm">
              <dt className="text-gray-600">{t('register.vatNumber')}</dt>
              <dd className="font-medium text-gray-900">{answers.vatNumber}</dd>
              <dt className="text-gray-600">{t('register.country')}</dt>
              <dd className="font-medium text-gray-900">{country?.label ?? answers.country}</dd>
            </dl>
            <CompanyDataFields answers={answers} errors={errors} options={options} />
          </>
        )}
        {step === 'personal' && <PersonalDataFields answers={answers} errors={errors} options={options} />}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
          <button type="submit" disabled={submitting} className={primaryButtonClass}>
            {step === 'personal' ? t('register.submit') : t('register.next')}
          </button>
          {step === 'check' ? (
            <Link
              to={localizedPath(language, '/register/company')}
              className={`text-center ${secondaryButtonClass}`}
            >
              {t('register.back')}
            </Link>
          ) : (
            <button
              type="submit"
              name="intent"
              value="back"
              formNoValidate
              disabled={submitting}
              className={secondaryButtonClass}
            >
              {t('register.back')}
            </button>
          )}
        </div>
      </Form>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
