import { adminReasonRequest, type PersonalDataErasure, StoreApiError } from '@tradeshop/api-client';
import { errorCodes, staffMay } from '@tradeshop/domain';
import { data, Form, Link, redirect } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { FactList } from '../../components/admin/FactList';
import { IntentButton } from '../../components/admin/IntentButton';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { ReasonForm } from '../../components/admin/ReasonForm';
import { StateBadge } from '../../components/admin/StateBadge';
import { secondaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { Notice } from '../../components/ui/Notice';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { type AdminTranslate, adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/user';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'companies.read');
  const [{ data: user }, history] = await Promise.all([
    client.customerUser(params.id),
    objectHistory(client, me, 'customer-user', params.id),
  ]);
  const erased = user.erasedAt !== null;
  return {
    user,
    history,
    mayManage: staffMay(me.permissions, 'users.manage') && !erased,
    mayLogInAs: staffMay(me.permissions, 'customers.login-as') && user.active && user.company.active,
    mayHandlePersonalData: staffMay(me.permissions, 'users.privacy') && !erased,
  };
}

/**
 * Erases the person with a reason, once staff confirmed it is for good: what was kept, removed and
 * made anonymous, or why it was refused, in the member's words.
 */
async function erase(form: FormData, userId: string, url: URL, context: Route.ActionArgs['context']) {
  const { client, me } = await requirePermission(context, url, 'users.privacy');
  const t = adminTranslator(me.language);
  const refused = (field: 'reason' | 'confirm' | 'form', message: string, status: number) =>
    data({ done: null, error: null, erased: null, eraseError: { field, message } }, { status });
  const reason = adminReasonRequest.safeParse({ reason: form.get('reason') });
  if (!reason.success) return refused('reason', t('form.reasonNeeded'), 400);
  if (!form.has('confirm')) return refused('confirm', t('user.eraseConfirmNeeded'), 400);
  try {
    const { data: erased } = await client.eraseCustomerUser(userId, reason.data.reason);
    return { done: t('user.erasedNow'), error: null, erased, eraseError: null };
  } catch (error) {
    const refusal = refusalOf(error, t, {
      [errorCodes.lastLeadBuyer]: 'user.eraseLastLeadBuyer',
      [errorCodes.adminAlreadyErased]: 'user.eraseAlreadyErased',
      [errorCodes.adminReasonNamesPerson]: 'user.eraseReasonNamesPerson',
    });
    const ofReason = error instanceof StoreApiError && error.code === errorCodes.adminReasonNamesPerson;
    return refused(ofReason ? 'reason' : 'form', refusal.message, refusal.status);
  }
}

/**
 * Activates or deactivates the user, makes them a lead buyer or not, or mails their link again; or,
 * with a reason, opens the shop as the user (in the tab the form opened), or erases the person.
 */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'erase') return erase(form, params.id, url, context);
  if (intent === 'login-as') {
    const { client, me } = await requirePermission(context, url, 'customers.login-as');
    const reason = adminReasonRequest.safeParse({ reason: form.get('reason') });
    if (!reason.success)
      return data({ done: null, error: adminTranslator(me.language)('form.reasonNeeded') }, { status: 400 });
    const { data: link } = await client.loginAsCustomerUser(params.id, reason.data.reason);
    // On this server's own origin, which the form may lead to (CSP form-action 'self'): the shop
    // answers there as on its domain.
    const { pathname, search } = new URL(link.url);
    return redirect(`${pathname}${search}`);
  }
  const { client, me } = await requirePermission(context, url, 'users.manage');
  const t = adminTranslator(me.language);
  switch (intent) {
    case 'activate':
    case 'deactivate':
    case 'lead-buyer':
    case 'no-lead-buyer': {
      await client.changeCustomerUser(
        params.id,
        intent.endsWith('activate')
          ? { active: intent === 'activate' }
          : { leadBuyer: intent === 'lead-buyer' },
      );
      return { done: t('user.saved'), error: null };
    }
    case 'send-link': {
      const { data: sent } = await client.sendCustomerUserLink(params.id);
      return {
        done: t(sent.sent === 'invitation' ? 'user.invitationSent' : 'user.passwordLinkSent', {
          email: sent.to,
        }),
      };
    }
    default:
      return data({ done: null, error: null }, { status: 400 });
  }
}

function ActionButton({ intent, children }: { intent: string; children: string }) {
  return (
    <Form method="post">
      <IntentButton intent={intent} className={secondaryButtonClass}>
        {children}
      </IntentButton>
    </Form>
  );
}

/**
 * Opens the shop as the user in a new tab, for a reason the audit log keeps. A plain form with a
 * target: the browser posts it into the new tab, which the action leads to the one-time address.
 */
function LogInAsCustomerForm({ error }: { error?: string | undefined }) {
  const { t } = useAdminTranslation();
  return (
    <form method="post" target="_blank" className="flex max-w-xl flex-col gap-3">
      <input type="hidden" name="intent" value="login-as" />
      <TextAreaField
        name="reason"
        label={t('user.loginAsWhy')}
        hint={t('user.loginAsHint')}
        error={error}
        rows={2}
        minLength={3}
        maxLength={500}
        required
      />
      <button type="submit" className={`self-start ${secondaryButtonClass}`}>
        {t('user.loginAs')}
      </button>
    </form>
  );
}

/** What erasing the person did, as the Admin API answered it. */
function ErasureOutcome({ erased, t }: { erased: PersonalDataErasure; t: AdminTranslate }) {
  return (
    <FactList
      facts={[
        { label: t('user.erasedOrdersKept'), value: erased.ordersKept },
        { label: t('user.erasedOrderListsRemoved'), value: erased.orderListsRemoved },
        {
          label: t('user.erasedNewsletterRemoved'),
          value: t(erased.newsletterRemoved ? 'user.erasedYes' : 'user.erasedNo'),
        },
        { label: t('user.erasedContactMessages'), value: erased.contactMessagesAnonymised },
        { label: t('user.erasedOfferRequests'), value: erased.offerRequestsAnonymised },
        { label: t('user.erasedMails'), value: erased.mailsRemoved },
        { label: t('user.erasedAuditEntries'), value: erased.auditEntriesAnonymised },
      ]}
    />
  );
}

/**
 * The person's data under the GDPR: the export as a file (a plain link, so that it downloads without
 * JavaScript) and the erasure, with a reason and a confirmation that it is for good.
 */
function PersonalData({
  userId,
  error,
}: {
  userId: string;
  error: { field: 'reason' | 'confirm' | 'form'; message: string } | null;
}) {
  const { t } = useAdminTranslation();
  return (
    <section aria-labelledby="personal-data-title" className="flex flex-col gap-4">
      <h2 id="personal-data-title" className="font-semibold text-gray-900 text-lg">
        {t('user.personalData')}
      </h2>
      <p className="max-w-2xl text-gray-700 text-sm">{t('user.personalDataHint')}</p>
      <a
        href={`/admin/users/${userId}/personal-data`}
        download
        className={`self-start ${secondaryButtonClass}`}
      >
        {t('user.exportPersonalData')}
      </a>
      <p className="max-w-2xl text-gray-800 text-sm">{t('user.eraseWarning')}</p>
      {error?.field === 'form' ? <Notice tone="error">{error.message}</Notice> : null}
      <ReasonForm
        intent="erase"
        label={t('user.eraseWhy')}
        submit={t('user.erase')}
        error={error?.field === 'reason' ? error.message : undefined}
        danger
      >
        <CheckboxField name="confirm" error={error?.field === 'confirm' ? error.message : undefined}>
          {t('user.eraseConfirm')}
        </CheckboxField>
      </ReasonForm>
    </section>
  );
}

export default function User({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { user, history, mayManage, mayLogInAs, mayHandlePersonalData } = loaderData;
  const erasure = actionData && 'erased' in actionData ? actionData : null;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>{user.name}</PageTitle>
        {user.erasedAt ? (
          <StateBadge good={false}>{t('user.erasedBadge')}</StateBadge>
        ) : (
          <StateBadge good={user.active}>{t(user.active ? 'users.active' : 'users.inactive')}</StateBadge>
        )}
        {user.leadBuyer ? <StateBadge good>{t('users.leadBuyer')}</StateBadge> : null}
      </div>
      {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      {erasure?.erased ? <ErasureOutcome erased={erasure.erased} t={t} /> : null}
      {mayLogInAs ? <LogInAsCustomerForm error={actionData?.error ?? undefined} /> : null}
      {mayManage ? (
        <div className="flex flex-wrap gap-3">
          <ActionButton intent={user.active ? 'deactivate' : 'activate'}>
            {t(user.active ? 'user.deactivate' : 'user.activate')}
          </ActionButton>
          <ActionButton intent={user.leadBuyer ? 'no-lead-buyer' : 'lead-buyer'}>
            {t(user.leadBuyer ? 'user.noLeadBuyer' : 'user.makeLeadBuyer')}
          </ActionButton>
          <ActionButton intent="send-link">
            {t(user.passwordSet ? 'user.sendPasswordLink' : 'user.sendInvitation')}
          </ActionButton>
        </div>
      ) : null}
      <FactList
        facts={[
          {
            label: t('user.company'),
            value: (
              <Link to={`/admin/companies/${user.company.id}`} className="text-brand-700 underline">
                {user.company.name} ({user.company.number})
              </Link>
            ),
          },
          { label: t('users.username'), value: user.username },
          { label: t('users.email'), value: user.email },
          { label: t('user.phone'), value: user.phone ?? '—' },
          { label: t('user.password'), value: t(user.passwordSet ? 'user.passwordChosen' : 'users.invited') },
          { label: t('user.createdAt'), value: figures.moment(user.createdAt) },
          ...(user.erasedAt ? [{ label: t('user.erasedAt'), value: figures.moment(user.erasedAt) }] : []),
        ]}
      />
      <section aria-labelledby="rights-title" className="flex flex-col gap-3">
        <h2 id="rights-title" className="font-semibold text-gray-900 text-lg">
          {t('user.rights')}
        </h2>
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {user.rights.map((right) => (
            <li key={right.code} className={right.enabled ? 'text-gray-900' : 'text-gray-500 line-through'}>
              <span className="sr-only">{t(right.enabled ? 'user.rightOn' : 'user.rightOff')} </span>
              {right.code}
            </li>
          ))}
        </ul>
      </section>
      {mayHandlePersonalData ? <PersonalData userId={user.id} error={erasure?.eraseError ?? null} /> : null}
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
