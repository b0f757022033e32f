import { createCompanyUserRequest } from '@tradeshop/api-client';
import { isRightPreset, rightPresetNames } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AccountSection } from '../../components/account/AccountSection';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { UserContactFields } from '../../components/users/UserContactFields';
import { requireCustomer } from '../../lib/account.server';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { confirmationStorefrontUrl } from '../../lib/registration.server';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import {
  shopLanguageOptions,
  type UserContactValues,
  userCallErrors,
  userContactInput,
  userContactValuesOf,
  userFieldErrors,
} from '../../lib/user-form';
import type { Route } from './+types/user-create';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { language, shop } = context.get(storeApiContext);
  const values: UserContactValues = {
    salutation: '',
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    phone: '',
    mobile: '',
    languageId: shop.languageIds[language.code] ?? '',
  };
  return {
    values,
    languages: shopLanguageOptions(shop.languageIds),
    showMobile: shop.featureFlags.includes('DISPLAY_MOBILE'),
    meta: { title: `${translator(language.code)('users.createTitle')} | ${shop.name}`, noindex: true },
  };
}

/** Creates the user; the Store API mails them a link to choose their password. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const values = userContactValuesOf(form);
  const preset = String(form.get('preset') ?? '');
  const options = { preset, leadBuyer: form.get('leadBuyer') === 'on', active: form.get('active') === 'on' };
  const result = { values, options };
  const parsed = createCompanyUserRequest.safeParse({
    ...userContactInput(values),
    ...(isRightPreset(preset) ? { preset } : {}),
    leadBuyer: options.leadBuyer,
    active: options.active,
    // The link in the invitation opens the shop in the user's language.
    storefrontUrl: confirmationStorefrontUrl(shop, language, values.languageId),
    confirmSharedEmail: form.get('confirmSharedEmail') === '1',
  });
  if (!parsed.success) {
    return data(
      {
        ...result,
        fieldErrors: userFieldErrors(parsed.error, t),
        formError: t('form.errorSummary'),
        sharedEmail: false,
      },
      { status: 400 },
    );
  }
  try {
    const { data: user } = await client.createCompanyUser(parsed.data);
    return redirect(`${localizedPath(language, `/account/customer/details/${user.id}`)}?notice=created`);
  } catch (error) {
    return data({ ...result, ...userCallErrors(error, t) }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function CreateUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const values = actionData?.values ?? loaderData.values;
  const options = actionData?.options ?? { preset: 'buyer', leadBuyer: false, active: true };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizedPath(language, '/account/customer')} className={textLinkClass}>
          {t('users.backToList')}
        </Link>
      </p>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('users.createTitle')}</h1>
      <p className="mb-6 text-gray-700">{t('users.createIntro')}</p>
      {actionData?.formError && (
        <div className="mb-6">
          <Notice tone="error">{actionData.formError}</Notice>
        </div>
      )}
      <Form method="post" noValidate className="grid max-w-5xl grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <AccountSection title={t('users.contactData')}>
          <UserContactFields
            values={values}
            errors={actionData?.fieldErrors ?? {}}
            languages={loaderData.languages}
            showMobile={loaderData.showMobile}
          />
        </AccountSection>
        <AccountSection title={t('users.access')}>
          <SelectField
            name="preset"
            label={t('users.presetLabel')}
            hint={t('users.presetCreateHint')}
            defaultValue={options.preset}
            options={[
              ...rightPresetNames.map((preset) => ({
                value: preset,
                label: t(`users.preset.${preset}` as MessageKey),
              })),
              { value: '', label: t('users.preset.ownAccount') },
            ]}
          />
          <CheckboxField name="active" defaultChecked={options.active}>
            {t('users.activeLabel')}
          </CheckboxField>
          <CheckboxField name="leadBuyer" defaultChecked={options.leadBuyer}>
            {t('users.leadBuyerLabel')}
          </CheckboxField>
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t('users.createSubmit')}
          </button>
          {actionData?.sharedEmail && (
            <div className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
              <p className="text-amber-950">{t('users.sharedEmailQuestion')}</p>
              <button
                type="submit"
                name="confirmSharedEmail"
                value="1"
                disabled={submitting}
                className={`self-start ${secondaryButtonClass}`}
              >
                {t('users.createWithSharedEmail')}
              </button>
            </div>
          )}
        </AccountSection>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
