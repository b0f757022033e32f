import { type CompanyUser, updateCompanyUserRequest } from '@tradeshop/api-client';
import { errorCodes, isRightPreset, type RightCode, rightCodes, rightPresets } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AccountSection } from '../components/account/AccountSection';
import { primaryButtonClass, textLinkClass } from '../components/account/AuthPanel';
import { CheckboxField } from '../components/account/CheckboxField';
import { ConfirmationPanel } from '../components/account/ConfirmationPanel';
import { Notice } from '../components/account/Notice';
import { ErrorPage } from '../components/layout/ErrorPage';
import { RightsToggles } from '../components/users/RightsToggles';
import { UserContactFields } from '../components/users/UserContactFields';
import { requireCustomer } from '../lib/account.server';
import { accountErrorMessage } from '../lib/account-errors';
import { localizedPath, type MessageKey, translator, useTranslation } from '../lib/i18n';
import { metaTags } from '../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import {
  shopLanguageOptions,
  type UserContactValues,
  userCallErrors,
  userContactInput,
  userContactValuesOf,
  userFieldErrors,
} from '../lib/user-form';
import type { Route } from './+types/account-user';

const notices: Record<string, MessageKey> = {
  created: 'users.created',
  saved: 'users.saved',
  'rights-saved': 'users.rightsSaved',
  'status-saved': 'users.statusSaved',
};

/** Rights nobody may switch off for themselves: the users screens would be gone for them. */
const ownLockedRights: RightCode[] = ['ROLE_MANAGE_CONTACTS'];

function contactValuesOf(user: CompanyUser): UserContactValues {
  return {
    salutation: user.salutation ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
    mobile: user.mobile ?? '',
    languageId: user.languageId ?? '',
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const manager = await requireCustomer(request, context);
  const { client, shop } = context.get(storeApiContext);
  const { data: user } = await client.companyUser(params.slug ?? '').catch(throwAsRouteError);
  const search = new URL(request.url).searchParams;
  return {
    user,
    isSelf: user.id === manager.id,
    confirmDelete: search.get('delete') === '1' && user.id !== manager.id,
    notice: notices[search.get('notice') ?? ''] ?? null,
    languages: shopLanguageOptions(shop.languageIds),
    showMobile: shop.featureFlags.includes('DISPLAY_MOBILE'),
    meta: { title: `${user.firstName} ${user.lastName} | ${shop.name}`, noindex: true },
  };
}

type Intent = 'contact' | 'status' | 'rights' | 'delete';

/** Four forms post here, told apart by `intent`: contact data, status, rights and deleting. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const manager = await requireCustomer(request, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = String(form.get('intent')) as Intent;
  const id = params.slug ?? '';
  const here = localizedPath(language, `/account/customer/details/${id}`);
  const failed = (error: unknown, values: UserContactValues | null = null) =>
    data({ intent, values, ...userCallErrors(error, t) }, { status: 400 });
  try {
    if (intent === 'contact') {
      const values = userContactValuesOf(form);
      const parsed = updateCompanyUserRequest.safeParse(userContactInput(values));
      if (!parsed.success) {
        const fieldErrors = userFieldErrors(parsed.error, t);
        return data({ intent, values, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
      }
      try {
        await client.updateCompanyUser(id, parsed.data);
      } catch (error) {
        return failed(error, values);
      }
      return redirect(`${here}?notice=saved`);
    }
    if (intent === 'status') {
      await client.updateCompanyUser(id, {
        active: form.get('active') === 'on',
        leadBuyer: form.get('leadBuyer') === 'on',
      });
      return redirect(`${here}?notice=status-saved`);
    }
    if (intent === 'rights') {
      const preset = String(form.get('preset') ?? '');
      const granted = new Set<string>(
        isRightPreset(preset) ? rightPresets[preset] : form.getAll('right').map(String),
      );
      const locked = id === manager.id ? ownLockedRights : [];
      await client.updateUserRoles(id, {
        roles: rightCodes
          .filter((code) => !locked.includes(code))
          .map((code) => ({ code, enabled: granted.has(code) })),
      });
      return redirect(`${here}?notice=rights-saved`);
    }
    if (intent === 'delete') {
      await client.deleteCompanyUsers([id]);
      return redirect(`${localizedPath(language, '/account/customer')}?notice=deleted`);
    }
  } catch (error) {
    return data(
      {
        intent,
        values: null,
        fieldErrors: {} as Record<string, string>,
        formError: accountErrorMessage(error, t),
      },
      { status: 400 },
    );
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function SubmitButton({ intent, children }: { intent: Intent; children: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
      {children}
    </button>
  );
}

/** An error of one of the forms, shown above that form. */
function FormError({
  actionData,
  intent,
}: {
  actionData: Route.ComponentProps['actionData'];
  intent: Intent;
}) {
  if (actionData?.intent !== intent || !actionData.formError) return null;
  return <Notice tone="error">{actionData.formError}</Notice>;
}

function DeleteSection({ user }: { user: CompanyUser }) {
  const { t, language } = useTranslation();
  return (
    <ConfirmationPanel
      title={t('users.confirmDeleteOne', { name: `${user.firstName} ${user.lastName}` })}
      text={t('users.confirmDeleteText')}
      fields={[]}
      submitLabel={t('users.confirmDelete', { count: 1 })}
      cancelLabel={t('users.cancel')}
      cancelHref={localizedPath(language, `/account/customer/details/${user.id}`)}
    />
  );
}

export default function UserDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { user, isSelf, confirmDelete, notice } = loaderData;
  const contactErrors = actionData?.intent === 'contact' ? actionData.fieldErrors : {};
  const contactValues = (actionData?.intent === 'contact' && actionData.values) || contactValuesOf(user);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizedPath(language, '/account/customer')} className={textLinkClass}>
          {t('users.backToList')}
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
            {user.firstName} {user.lastName}
          </h1>
          <p className="text-gray-700 text-sm">
            {user.username}
            {!user.passwordSet && ` · ${t('users.invited')}`}
          </p>
        </div>
        {!isSelf && !confirmDelete && (
          <Link
            to="?delete=1"
            className="rounded-md border border-red-300 bg-white px-3 py-2 font-medium text-red-800 text-sm hover:bg-red-50"
          >
            {t('users.deleteUser')}
          </Link>
        )}
      </div>
      {notice && !actionData && (
        <div className="mb-6">
          <Notice tone="success">{t(notice, { email: user.email })}</Notice>
        </div>
      )}
      {confirmDelete && (
        <div className="mb-6">
          <FormError actionData={actionData} intent="delete" />
          <DeleteSection user={user} />
        </div>
      )}
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <AccountSection title={t('users.contactData')}>
          <FormError actionData={actionData} intent="contact" />
          <Form method="post" noValidate className="flex flex-col gap-4" key={JSON.stringify(user)}>
            <input type="hidden" name="intent" value="contact" />
            <UserContactFields
              values={contactValues}
              errors={contactErrors}
              languages={loaderData.languages}
              showMobile={loaderData.showMobile}
            />
            <SubmitButton intent="contact">{t('users.save')}</SubmitButton>
          </Form>
        </AccountSection>
        <div className="flex flex-col gap-6">
          <AccountSection title={t('users.statusTitle')}>
            <FormError actionData={actionData} intent="status" />
            <Form method="post" className="flex flex-col gap-4" key={`${user.active}-${user.leadBuyer}`}>
              <input type="hidden" name="intent" value="status" />
              <CheckboxField name="active" defaultChecked={user.active}>
                {t('users.activeLabel')}
              </CheckboxField>
              <CheckboxField name="leadBuyer" defaultChecked={user.leadBuyer}>
                {t('users.leadBuyerLabel')}
              </CheckboxField>
              {isSelf && <p className="text-gray-600 text-sm">{t('users.selfStatusHint')}</p>}
              <SubmitButton intent="status">{t('users.saveStatus')}</SubmitButton>
            </Form>
          </AccountSection>
          <AccountSection title={t('users.flowTitle')}>
            <label htmlFor="field-flow" className="font-medium text-gray-900 text-sm">
              {t('users.flow')}
            </label>
            <select
              id="field-flow"
              disabled
              aria-describedby="field-flow-hint"
              className="rounded-md border border-gray-300 bg-gray-50 px-3 py-2 text-base text-gray-700"
            >
              <option>{user.flow?.name ?? t('users.noFlow')}</option>
            </select>
            <p id="field-flow-hint" className="text-gray-600 text-sm">
              {t('users.flowHint')}
            </p>
          </AccountSection>
        </div>
        <AccountSection title={t('users.rights')} className="xl:col-span-2">
          <FormError actionData={actionData} intent="rights" />
          <Form method="post" className="flex flex-col gap-5" key={JSON.stringify(user.rights)}>
            <input type="hidden" name="intent" value="rights" />
            <RightsToggles rights={user.rights} disabled={isSelf ? ownLockedRights : []} />
            <SubmitButton intent="rights">{t('users.saveRights')}</SubmitButton>
          </Form>
        </AccountSection>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
