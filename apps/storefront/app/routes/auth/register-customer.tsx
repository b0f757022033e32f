import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AuthPanel, textLinkClass } from '../../components/account/AuthPanel';
import { PersonalDataFields } from '../../components/account/PersonalDataFields';
import { RegistrationSent } from '../../components/account/RegistrationSent';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FieldGroup } from '../../components/ui/FieldGroup';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { answersOf, personalFields } from '../../lib/registration';
import {
  confirmationStorefrontUrl,
  parseCustomerRegistration,
  registrationFailure,
  registrationOptions,
  requestInputOf,
} from '../../lib/registration.server';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/register-customer';

const formFields = ['companyNumber', ...personalFields];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { customer, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  if (await customer()) throw redirect(localizedPath(language, '/account/dashboard'));
  return {
    sent: url.searchParams.get('step') === 'sent',
    options: registrationOptions(shop, language, t),
    meta: { title: `${t('register.customerTitle')} | ${shop.name}`, noindex: true },
  };
}

/** A new user of an existing company: one form, checked with the contract, then sent. */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language, languageId, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const answers = answersOf(form, formFields);
  const input = requestInputOf(answers, form);
  const storefrontUrl = confirmationStorefrontUrl(shop, language, input.languageId);
  if (!storefrontUrl) {
    console.error(`No sales channel domain for ${language.code}: confirmation links cannot be sent`);
    return data({ answers, fieldErrors: {}, formError: t('error.tryAgain') }, { status: 502 });
  }
  const { body, errors } = parseCustomerRegistration(
    { ...input, storefrontUrl, languageId: input.languageId ?? languageId ?? undefined },
    t,
  );
  if (!body) {
    return data({ answers, fieldErrors: errors, formError: t('form.errorSummary') }, { status: 400 });
  }
  try {
    await client.registerCustomer(body);
  } catch (error) {
    const { fieldErrors, formError } = registrationFailure(error, t, formFields);
    return data({ answers, fieldErrors, formError: formError ?? t('form.errorSummary') }, { status: 400 });
  }
  throw redirect(`${localizedPath(language, '/register/customer')}?step=sent`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function RegisterCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  if (loaderData.sent) {
    return (
      <AuthPanel wide title={t('register.customerTitle')}>
        <RegistrationSent text={t('register.sentCustomer')} />
      </AuthPanel>
    );
  }
  const answers = actionData?.answers ?? {};
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <AuthPanel wide title={t('register.customerTitle')} intro={t('register.customerIntro')}>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" noValidate className="flex flex-col gap-6">
        <FieldGroup legend={t('register.company')}>
          <FormField
            name="companyNumber"
            label={t('register.companyNumber')}
            hint={t('register.companyNumberHint')}
            defaultValue={answers.companyNumber}
            error={errors.companyNumber}
            inputMode="numeric"
            maxLength={6}
            required
          />
        </FieldGroup>
        <PersonalDataFields answers={answers} errors={errors} options={loaderData.options} />
        <button type="submit" disabled={submitting} className={`sm:self-end ${primaryButtonClass}`}>
          {t('register.submit')}
        </button>
      </Form>
      <p className="border-gray-200 border-t pt-4 text-gray-700 text-sm">
        {t('register.newCompanyInstead')}{' '}
        <Link to={localizedPath(language, '/register/company')} className={textLinkClass}>
          {t('register.registerCompany')}
        </Link>
      </p>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
