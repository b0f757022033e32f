import { changePasswordRequest, profileRequest, StoreApiError } from '@tradeshop/api-client';
import { errorCodes, hasRight, salutationCodeOfKey } from '@tradeshop/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AccountSection } from '../../components/account/AccountSection';
import { NewsletterFields } from '../../components/account/NewsletterFields';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { PasswordField } from '../../components/ui/PasswordField';
import { SelectField } from '../../components/ui/SelectField';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { contractIssueMessage, fieldErrorsOf } from '../../lib/form-errors';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { newsletterLanguageOf, newsletterStatusLabels, parseNewsletterForm } from '../../lib/newsletter-form';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import { shopLanguageOptions } from '../../lib/user-form';
import type { Route } from './+types/profile';

const notices: Record<string, MessageKey> = {
  'profile-saved': 'profile.saved',
  'password-changed': 'profile.passwordChanged',
  'newsletter-requested': 'newsletter.ownRequested',
  'newsletter-saved': 'newsletter.ownSaved',
  'newsletter-unsubscribed': 'newsletter.ownUnsubscribed',
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const notice = url.searchParams.get('notice') ?? '';
  const { data: newsletter } = await client.ownNewsletter().catch(throwAsRouteError);
  return {
    newsletter,
    profile: {
      username: customer.username,
      salutation: salutationCodeOfKey(customer.salutation.salutationKey) ?? '',
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone ?? '',
      mobile: customer.mobile ?? '',
      fax: customer.fax ?? '',
      languageId: customer.languageId ?? shop.languageIds[language.code] ?? '',
    },
    canEdit: hasRight(customer.rights, 'ROLE_MANAGE_OWN_CONTACT_INFO'),
    canChangePassword: hasRight(customer.rights, 'ROLE_MANAGE_OWN_ACCOUNT'),
    showMobile: shop.featureFlags.includes('DISPLAY_MOBILE'),
    showFax: shop.featureFlags.includes('DISPLAY_FAX'),
    languages: shopLanguageOptions(shop.languageIds),
    notice: notices[notice] ?? null,
    meta: { title: `${translator(language.code)('profile.title')} | ${shop.name}`, noindex: true },
  };
}

type ProfileValues = Awaited<ReturnType<typeof loader>>['profile'];

/** The forms post here, told apart by `intent`: the contact data, the password and the newsletter. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'profile') return saveProfile(url, context, form);
  if (intent === 'password') return changePassword(url, context, form);
  if (intent === 'newsletter' || intent === 'newsletter-unsubscribe') {
    return changeNewsletter(url, context, form, intent);
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}

async function saveProfile(url: URL, context: Route.ActionArgs['context'], form: FormData) {
  const customer = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const text = (name: string) => String(form.get(name) ?? '');
  // Fields the shop does not show keep what they hold: the Store API empties what is left out.
  const values = {
    salutation: text('salutation'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    mobile: shop.featureFlags.includes('DISPLAY_MOBILE') ? text('mobile') : (customer.mobile ?? ''),
    fax: shop.featureFlags.includes('DISPLAY_FAX') ? text('fax') : (customer.fax ?? ''),
    languageId: text('languageId'),
  };
  const result = { intent: 'profile' as const, values, fieldErrors: {} as Record<string, string> };
  if (!hasRight(customer.rights, 'ROLE_MANAGE_OWN_CONTACT_INFO')) {
    return data({ ...result, formError: t('account.missingRight') }, { status: 403 });
  }
  const parsed = profileRequest.safeParse({
    ...values,
    salutation: values.salutation || null,
    languageId: values.languageId || undefined,
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, (issue) => contractIssueMessage(issue, t));
    return data({ ...result, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
  }
  try {
    await client.changeProfile(parsed.data);
  } catch (error) {
    const status = error instanceof StoreApiError && error.status === 403 ? 403 : 400;
    return data({ ...result, formError: accountErrorMessage(error, t) }, { status });
  }
  return redirect(`${localizedPath(language, '/account/profile')}?notice=profile-saved`);
}

async function changePassword(url: URL, context: Route.ActionArgs['context'], form: FormData) {
  const customer = await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const result = { intent: 'password' as const, values: null };
  if (!hasRight(customer.rights, 'ROLE_MANAGE_OWN_ACCOUNT')) {
    return data({ ...result, fieldErrors: {}, formError: t('account.missingRight') }, { status: 403 });
  }
  const parsed = changePasswordRequest.safeParse({
    password: String(form.get('password') ?? ''),
    newPassword: String(form.get('newPassword') ?? ''),
    newPasswordConfirm: String(form.get('newPasswordConfirm') ?? ''),
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, (issue) => {
      if (issue.code === 'too_big') return contractIssueMessage(issue, t);
      if (issue.path[0] === 'password') return t('form.required');
      if (issue.path[0] === 'newPassword') return t('passwordSet.tooShort');
      return t('passwordSet.mismatch');
    });
    return data({ ...result, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
  }
  try {
    await client.changePassword(parsed.data);
  } catch (error) {
    if (error instanceof StoreApiError && error.code === errorCodes.passwordNotCorrect) {
      const message = t('error.passwordNotCorrect');
      return data({ ...result, fieldErrors: { password: message }, formError: message }, { status: 400 });
    }
    return data({ ...result, fieldErrors: {}, formError: accountErrorMessage(error, t) }, { status: 400 });
  }
  return redirect(`${localizedPath(language, '/account/profile')}?notice=password-changed`);
}

async function changeNewsletter(
  url: URL,
  context: Route.ActionArgs['context'],
  form: FormData,
  intent: 'newsletter' | 'newsletter-unsubscribe',
) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const parsed = intent === 'newsletter' ? parseNewsletterForm(form, t) : null;
  const result = { intent: 'newsletter' as const, values: parsed?.values ?? null };
  if (parsed && !parsed.input) {
    return data(
      { ...result, fieldErrors: parsed.fieldErrors ?? {}, formError: t('form.errorSummary') },
      { status: 400 },
    );
  }
  let notice = 'newsletter-unsubscribed';
  try {
    if (parsed?.input) {
      const { data: subscription } = await client.subscribeOwnNewsletter(parsed.input);
      notice = subscription?.status === 'active' ? 'newsletter-saved' : 'newsletter-requested';
    } else {
      await client.unsubscribeOwnNewsletter();
    }
  } catch (error) {
    return data({ ...result, fieldErrors: {}, formError: accountErrorMessage(error, t) }, { status: 400 });
  }
  return redirect(`${localizedPath(language, '/account/profile')}?notice=${notice}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** What a user without ROLE_MANAGE_OWN_CONTACT_INFO sees of their contact data. */
function ReadOnlyProfile({ profile, rows }: { profile: ProfileValues; rows: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="rounded-md border border-gray-200 bg-gray-50 px-4 py-3 text-gray-700 text-sm">
        {t('profile.readOnly')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {[[t('profile.username'), profile.username] as const, ...rows].map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-words text-gray-900">{value || t('dashboard.notGiven')}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function ProfileForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  const own = actionData?.intent === 'profile' ? actionData : null;
  const values = own?.values ?? loaderData.profile;
  const fieldErrors: Record<string, string | undefined> = own?.fieldErrors ?? {};
  const salutations = [
    { value: '', label: t('profile.noSalutation') },
    { value: 'mr', label: t('profile.mr') },
    { value: 'ms', label: t('profile.ms') },
  ];
  const { languages } = loaderData;
  if (!loaderData.canEdit) {
    const rows: [string, string][] = [
      [t('profile.salutation'), salutations.find((s) => s.value === values.salutation)?.label ?? ''],
      [t('profile.firstName'), values.firstName],
      [t('profile.lastName'), values.lastName],
      [t('profile.email'), values.email],
      [t('profile.phone'), values.phone],
      ...(loaderData.showMobile ? [[t('profile.mobile'), values.mobile] as [string, string]] : []),
      ...(loaderData.showFax ? [[t('profile.fax'), values.fax] as [string, string]] : []),
      [t('profile.language'), languages.find((l) => l.value === values.languageId)?.label ?? ''],
    ];
    return <ReadOnlyProfile profile={loaderData.profile} rows={rows} />;
  }
  return (
    <>
      {own?.formError && <Notice tone="error">{own.formError}</Notice>}
      <Form method="post" noValidate className="flex flex-col gap-4" key={JSON.stringify(loaderData.profile)}>
        <input type="hidden" name="intent" value="profile" />
        <p className="text-gray-700 text-sm">
          {t('profile.username')}:{' '}
          <span className="font-medium text-gray-900">{loaderData.profile.username}</span>
        </p>
        <SelectField
          name="salutation"
          label={t('profile.salutation')}
          options={salutations}
          defaultValue={values.salutation}
          error={fieldErrors.salutation}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            name="firstName"
            label={t('profile.firstName')}
            defaultValue={values.firstName}
            error={fieldErrors.firstName}
            autoComplete="given-name"
            required
          />
          <FormField
            name="lastName"
            label={t('profile.lastName')}
            defaultValue={values.lastName}
            error={fieldErrors.lastName}
            autoComplete="family-name"
            required
          />
        </div>
        <FormField
          name="email"
          type="email"
          label={t('profile.email')}
          defaultValue={values.email}
          error={fieldErrors.email}
          autoComplete="email"
          required
        />
        <FormField
          name="phone"
          type="tel"
          label={t('profile.phone')}
          defaultValue={values.phone}
          error={fieldErrors.phone}
          autoComplete="tel"
        />
        {loaderData.showMobile && (
          <FormField
            name="mobile"
            type="tel"
            label={t('profile.mobile')}
            defaultValue={values.mobile}
            error={fieldErrors.mobile}
            autoComplete="mobile tel"
          />
        )}
        {loaderData.showFax && (
          <FormField
            name="fax"
            type="tel"
            label={t('profile.fax')}
            defaultValue={values.fax}
            error={fieldErrors.fax}
            autoComplete="fax tel"
          />
        )}
        <SelectField
          name="languageId"
          label={t('profile.language')}
          hint={t('profile.languageHint')}
          options={languages}
          defaultValue={values.languageId}
          error={fieldErrors.languageId}
          required
        />
        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {t('profile.save')}
        </button>
      </Form>
    </>
  );
}

function PasswordForm({ actionData }: Pick<Route.ComponentProps, 'actionData'>) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';
  const own = actionData?.intent === 'password' ? actionData : null;
  const fieldErrors: Record<string, string | undefined> = own?.fieldErrors ?? {};
  return (
    <>
      {own?.formError && <Notice tone="error">{own.formError}</Notice>}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          name="password"
          label={t('profile.currentPassword')}
          error={fieldErrors.password}
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          label={t('profile.newPassword')}
          hint={t('passwordSet.rules')}
          error={fieldErrors.newPassword}
          autoComplete="new-password"
        />
        <PasswordField
          name="newPasswordConfirm"
          label={t('profile.newPasswordConfirm')}
          error={fieldErrors.newPasswordConfirm}
          autoComplete="new-password"
        />
        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {t('profile.passwordSubmit')}
        </button>
      </Form>
    </>
  );
}

function NewsletterForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().formData?.get('intent')?.toString().startsWith('newsletter') ?? false;
  const own = actionData?.intent === 'newsletter' ? actionData : null;
  const subscription = loaderData.newsletter;
  const values = own?.values ?? {
    language: subscription?.language ?? newsletterLanguageOf(language.code),
    topics: subscription?.topics ?? [],
  };
  const listening = subscription && subscription.status !== 'unsubscribed';
  return (
    <>
      {own?.formError && <Notice tone="error">{own.formError}</Notice>}
      <p className="text-gray-700 text-sm" data-testid="own-newsletter-status">
        {subscription ? t(newsletterStatusLabels[subscription.status]!) : t('newsletter.status.none')}
      </p>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <NewsletterFields idPrefix="own-newsletter" values={values} fieldErrors={own?.fieldErrors ?? {}} />
        <button
          type="submit"
          name="intent"
          value="newsletter"
          disabled={submitting}
          className={`self-start ${primaryButtonClass}`}
        >
          {subscription?.status === 'active' ? t('newsletter.ownSave') : t('newsletter.subscribe')}
        </button>
      </Form>
      {listening && (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="newsletter-unsubscribe"
            disabled={submitting}
            className={secondaryButtonClass}
          >
            {t('newsletter.unsubscribe')}
          </button>
        </Form>
      )}
    </>
  );
}

/** The user's own copy of everything the shop holds about them: a plain link, so that it downloads without JavaScript. */
function PersonalDataDownload() {
  const { t, language } = useTranslation();
  return (
    <>
      <p className="text-gray-700 text-sm">{t('profile.personalDataHint')}</p>
      <a
        href={localizedPath(language, '/account/profile/personal-data')}
        download
        className={`self-start ${secondaryButtonClass}`}
      >
        {t('profile.personalDataDownload')}
      </a>
    </>
  );
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-6 font-bold text-2xl text-gray-900 sm:text-3xl">{t('profile.title')}</h1>
      {loaderData.notice && !actionData && (
        <div className="mb-6">
          <Notice tone="success">{t(loaderData.notice)}</Notice>
        </div>
      )}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <AccountSection title={t('profile.contactData')}>
          <ProfileForm loaderData={loaderData} actionData={actionData} />
        </AccountSection>
        {loaderData.canChangePassword && (
          <AccountSection title={t('profile.changePassword')}>
            <PasswordForm actionData={actionData} />
          </AccountSection>
        )}
        <AccountSection title={t('newsletter.ownTitle')}>
          <NewsletterForm loaderData={loaderData} actionData={actionData} />
        </AccountSection>
        <AccountSection title={t('profile.personalData')}>
          <PersonalDataDownload />
        </AccountSection>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
