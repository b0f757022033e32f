import { type CompanyUser, type StoreApiClient, updateCompanyUserRequest } from '@tradeshop/api-client';
import {
  isRightCode,
  isRightPreset,
  type RightCode,
  rightCodes,
  rightPresets,
  rightsOf,
} from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AccountSection } from '../../components/account/AccountSection';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import {
  primaryButtonClass,
  secondaryButtonClass,
  smallDangerButtonClass,
} from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { Notice } from '../../components/ui/Notice';
import { PunchoutConnection } from '../../components/users/PunchoutConnection';
import { RightsToggles } from '../../components/users/RightsToggles';
import { UserContactFields } from '../../components/users/UserContactFields';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import {
  localizedPath,
  type MessageKey,
  type StorefrontLanguage,
  type Translate,
  translator,
  useTranslation,
} from '../../lib/i18n';
import {
  checkPunchoutAccount,
  type PunchoutAccountFormValues,
  postedPunchoutValuesOf,
  punchoutCallErrors,
  punchoutFormValuesOf,
} from '../../lib/punchout-account-form';
import { confirmationStorefrontUrl } from '../../lib/registration.server';
import { metaTags } from '../../lib/route-meta';
import { type ShopInfo, storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import {
  shopLanguageOptions,
  type UserContactValues,
  userCallErrors,
  userContactInput,
  userContactValuesOf,
  userFieldErrors,
} from '../../lib/user-form';
import type { Route } from './+types/user';

const notices: Record<string, MessageKey> = {
  created: 'users.created',
  saved: 'users.saved',
  punchoutSaved: 'users.punchout.saved',
  punchoutRemoved: 'users.punchout.removed',
  invitationSent: 'users.invitationSent',
};

/** Rights nobody may switch off for themselves: the users screens would be gone for them. */
const ownLockedRights: RightCode[] = ['ROLE_MANAGE_CONTACTS'];

/** The one form of the user's page as posted: contact data, status and the rights switched on. */
interface UserFormValues {
  contact: UserContactValues;
  active: boolean;
  leadBuyer: boolean;
  granted: string[];
}

function formValuesOf(user: CompanyUser): UserFormValues {
  return {
    contact: {
      salutation: user.salutation ?? '',
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
      phone: user.phone ?? '',
      mobile: user.mobile ?? '',
      languageId: user.languageId ?? '',
    },
    active: user.active,
    leadBuyer: user.leadBuyer,
    granted: user.rights.filter((right) => right.enabled).map((right) => right.code),
  };
}

function postedValuesOf(form: FormData): UserFormValues {
  return {
    contact: userContactValuesOf(form),
    active: form.get('active') === 'on',
    leadBuyer: form.get('leadBuyer') === 'on',
    granted: form.getAll('right').map(String),
  };
}

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const manager = await requireCustomer(url, context);
  const { client, shop } = context.get(storeApiContext);
  const id = params.slug ?? '';
  const [{ data: user }, { data: punchout }] = await Promise.all([
    client.companyUser(id),
    client.punchoutAccount(id),
  ]).catch(throwAsRouteError);
  const search = url.searchParams;
  return {
    user,
    punchout,
    isSelf: user.id === manager.id,
    confirmDelete: search.get('delete') === '1' && user.id !== manager.id,
    notice: notices[search.get('notice') ?? ''] ?? null,
    languages: shopLanguageOptions(shop.languageIds),
    showMobile: shop.featureFlags.includes('DISPLAY_MOBILE'),
    meta: { title: `${user.firstName} ${user.lastName} | ${shop.name}`, noindex: true },
  };
}

/**
 * The user's form saves contact data, status and rights in one change. A preset button only fills
 * in the rights of its role and shows the form again, with everything typed so far: nothing is
 * saved before "save". Deleting has a form of its own after a confirmation, and so has the
 * punch-out connection.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const manager = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const id = params.slug ?? '';
  const here = localizedPath(language, `/account/customer/details/${id}`);
  if (form.get('intent') === 'delete') {
    try {
      await client.deleteCompanyUsers([id]);
    } catch (error) {
      return data({ intent: 'delete' as const, formError: accountErrorMessage(error, t) }, { status: 400 });
    }
    return redirect(`${localizedPath(language, '/account/customer')}?notice=deleted`);
  }
  const intent = form.get('intent');
  if (intent === 'invite-again') return sendInvitationAgain({ client, t, id, here, shop, language });
  if (intent === 'punchout-save' || intent === 'punchout-remove') {
    return changePunchoutConnection(intent, form, { client, t, id, here });
  }
  const values = postedValuesOf(form);
  const preset = String(form.get('preset') ?? '');
  if (isRightPreset(preset)) {
    return {
      intent: 'preset' as const,
      values: { ...values, granted: [...rightPresets[preset]] },
      preset,
      fieldErrors: {} as Record<string, string>,
      formError: null,
    };
  }
  const failed = (fieldErrors: Record<string, string>, formError: string) =>
    data({ intent: 'save' as const, values, preset: null, fieldErrors, formError }, { status: 400 });
  const locked = id === manager.id ? ownLockedRights : [];
  const parsed = updateCompanyUserRequest.safeParse({
    ...userContactInput(values.contact),
    active: values.active,
    leadBuyer: values.leadBuyer,
    roles: rightCodes
      .filter((code) => !locked.includes(code))
      .map((code) => ({ code, enabled: values.granted.includes(code) })),
  });
  if (!parsed.success) return failed(userFieldErrors(parsed.error, t), t('form.errorSummary'));
  try {
    await client.updateCompanyUser(id, parsed.data);
  } catch (error) {
    const { fieldErrors, formError } = userCallErrors(error, t);
    return failed(fieldErrors, formError);
  }
  return redirect(`${here}?notice=saved`);
}

/**
 * The punch-out form saves or removes the user's connection to the procurement system; a refusal
 * shows that form again (without password or secret) and leaves the rest of the page as it was.
 */
async function changePunchoutConnection(
  intent: 'punchout-save' | 'punchout-remove',
  form: FormData,
  { client, t, id, here }: { client: StoreApiClient; t: Translate; id: string; here: string },
) {
  const failed = (
    values: PunchoutAccountFormValues,
    fieldErrors: Record<string, string>,
    formError: string,
  ) => data({ intent: 'punchout' as const, values, fieldErrors, formError }, { status: 400 });
  if (intent === 'punchout-remove') {
    try {
      await client.removePunchoutAccount(id);
    } catch (error) {
      return failed(postedPunchoutValuesOf(form), {}, accountErrorMessage(error, t));
    }
    return redirect(`${here}?notice=punchoutRemoved`);
  }
  const checked = checkPunchoutAccount(form);
  if (!checked.input) {
    const fieldErrors = Object.fromEntries(
      Object.entries(checked.fieldErrors).map(([field, key]) => [field, t(key)]),
    );
    return failed(checked.values, fieldErrors, t('form.errorSummary'));
  }
  try {
    await client.setPunchoutAccount(id, checked.input);
  } catch (error) {
    const { fieldErrors, formError } = punchoutCallErrors(error, checked.values, t);
    return failed(checked.values, fieldErrors, formError);
  }
  return redirect(`${here}?notice=punchoutSaved`);
}

/** A new invitation, to the shop domain of the user's own language; the earlier links end. */
async function sendInvitationAgain({
  client,
  t,
  id,
  here,
  shop,
  language,
}: {
  client: StoreApiClient;
  t: Translate;
  id: string;
  here: string;
  shop: ShopInfo;
  language: StorefrontLanguage;
}) {
  try {
    const { data: user } = await client.companyUser(id);
    const storefrontUrl = confirmationStorefrontUrl(shop, language, user.languageId);
    if (!storefrontUrl) throw new Error(`The sales channel has no domain for ${language.code}`);
    await client.resendInvitation(id, storefrontUrl);
  } catch (error) {
    return data(
      { intent: 'invite-again' as const, formError: accountErrorMessage(error, t) },
      { status: 400 },
    );
  }
  return redirect(`${here}?notice=invitationSent`);
}

/** Shown while the user has not chosen a password: the invitation can go out once more. */
function InvitationPending({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <span className="text-gray-700 text-sm">{t('users.invited')}</span>
      <button type="submit" name="intent" value="invite-again" className={secondaryButtonClass}>
        {t('users.resendInvitation')}
      </button>
      {error && <Notice tone="error">{error}</Notice>}
    </Form>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

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
  const navigation = useNavigation();
  const { user, isSelf, confirmDelete, notice } = loaderData;
  const answer = actionData?.intent === 'save' || actionData?.intent === 'preset' ? actionData : null;
  const punchoutAnswer = actionData?.intent === 'punchout' ? actionData : null;
  const punchoutValues = punchoutAnswer?.values ?? punchoutFormValuesOf(loaderData.punchout);
  const values = answer?.values ?? formValuesOf(user);
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  // A locked right is shown as the user holds it: its switch is not posted, and saving keeps it.
  const locked = isSelf ? ownLockedRights : [];
  const shownRights = rightsOf([
    ...values.granted.filter((code) => !isRightCode(code) || !locked.includes(code)),
    ...locked.filter((code) => user.rights.some((right) => right.code === code && right.enabled)),
  ]);
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
          <p className="text-gray-700 text-sm">{user.username}</p>
          {!user.passwordSet && (
            <InvitationPending
              error={actionData?.intent === 'invite-again' ? actionData.formError : undefined}
            />
          )}
        </div>
        {!isSelf && !confirmDelete && (
          <Link to="?delete=1" className={smallDangerButtonClass}>
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
          {actionData?.intent === 'delete' && <Notice tone="error">{actionData.formError}</Notice>}
          <DeleteSection user={user} />
        </div>
      )}
      {answer?.formError && (
        <div className="mb-6">
          <Notice tone="error">{answer.formError}</Notice>
        </div>
      )}
      <Form method="post" noValidate className="flex flex-col gap-6" key={JSON.stringify(values)}>
        {/* Enter in a field saves: the first submit button of a form is the one it presses. */}
        <button
          type="submit"
          name="intent"
          value="save"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        />
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
          <AccountSection title={t('users.contactData')}>
            <UserContactFields
              values={values.contact}
              errors={answer?.fieldErrors ?? {}}
              languages={loaderData.languages}
              showMobile={loaderData.showMobile}
            />
          </AccountSection>
          <div className="flex flex-col gap-6">
            <AccountSection title={t('users.statusTitle')}>
              <CheckboxField name="active" defaultChecked={values.active}>
                {t('users.activeLabel')}
              </CheckboxField>
              <CheckboxField name="leadBuyer" defaultChecked={values.leadBuyer}>
                {t('users.leadBuyerLabel')}
              </CheckboxField>
              {isSelf && <p className="text-gray-600 text-sm">{t('users.selfStatusHint')}</p>}
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
            {answer?.preset && (
              <Notice tone="success">
                {t('users.presetFilled', { preset: t(`users.preset.${answer.preset}` as MessageKey) })}
              </Notice>
            )}
            <RightsToggles rights={shownRights} disabled={locked} />
          </AccountSection>
        </div>
        {/* The one save button stays in reach below the long form. */}
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-gray-200 border-t bg-white py-3">
          <button type="submit" name="intent" value="save" disabled={saving} className={primaryButtonClass}>
            {t('users.save')}
          </button>
          {answer?.preset && <p className="text-gray-700 text-sm">{t('users.unsaved')}</p>}
        </div>
      </Form>
      <div className="mt-6">
        <PunchoutConnection
          // A new answer or a saved change starts the form afresh: no typed password stays behind.
          key={`${loaderData.punchout?.updatedAt}:${JSON.stringify(punchoutValues)}`}
          account={loaderData.punchout}
          values={punchoutValues}
          fieldErrors={punchoutAnswer?.fieldErrors ?? {}}
          formError={punchoutAnswer?.formError ?? null}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
