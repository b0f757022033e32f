import { staffMemberChange } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { adminTranslator, staffLanguages, staffLocaleOf, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/staff-member';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'staff.manage');
  const [{ data: members }, { data: roles }, history] = await Promise.all([
    client.staffMembers(),
    client.staffRoles(),
    objectHistory(client, me, 'staff-member', params.id),
  ]);
  const member = members.find((candidate) => candidate.id === params.id);
  if (!member) throw data({ code: errorCodes.adminStaffMemberNotFound }, { status: 404 });
  return { member, roles, history, self: member.id === me.id };
}

/**
 * Saves the member's name, e-mail, language, roles, whether they are active and whether two-factor
 * sign-in is required; or mails them their invitation or a password link again.
 */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'staff.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'send-link') {
      const { data: sent } = await client.sendStaffPasswordLink(params.id);
      return {
        error: null,
        saved: false,
        sent: t(sent.sent === 'invitation' ? 'user.invitationSent' : 'user.passwordLinkSent', {
          email: sent.to,
        }),
      };
    }
    const change = staffMemberChange.safeParse({
      name: form.get('name'),
      email: form.get('email'),
      language: form.get('language'),
      // Nobody changes their own roles or deactivates themself: their form has neither.
      ...(form.has('own') ? {} : { roleIds: form.getAll('roleIds').map(String), active: form.has('active') }),
      twoFactorRequired: form.has('twoFactorRequired'),
    });
    if (!change.success)
      return data({ error: t('staff.invalid'), saved: false, sent: null }, { status: 400 });
    await client.changeStaffMember(params.id, change.data);
    return { error: null, saved: true, sent: null };
  } catch (error) {
    const refused = refusalOf(error, t, {
      [errorCodes.adminEmailTaken]: 'staff.emailTaken',
      [errorCodes.adminOwnAccess]: 'staff.ownAccess',
      [errorCodes.adminPasswordLinksTooMany]: 'staff.tooManyLinks',
    });
    return data({ error: refused.message, saved: false, sent: null }, { status: refused.status });
  }
}

export default function StaffMemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { member, roles, history, self } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <PageTitle>{member.name}</PageTitle>
      {actionData?.saved ? <Notice tone="success">{t('form.saved')}</Notice> : null}
      {actionData?.sent ? <Notice tone="success">{actionData.sent}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {member.active ? (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="send-link"
            disabled={submitting}
            className={secondaryButtonClass}
          >
            {t(member.passwordSet ? 'user.sendPasswordLink' : 'user.sendInvitation')}
          </button>
        </Form>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-4">
        {self ? <input type="hidden" name="own" value="1" /> : null}
        <FormField name="name" label={t('staff.name')} defaultValue={member.name} required />
        <FormField name="email" type="email" label={t('users.email')} defaultValue={member.email} required />
        <SelectField
          name="language"
          label={t('staff.language')}
          defaultValue={member.language}
          options={staffLanguages.map((code) => ({ value: code, label: staffLocaleOf(code).name }))}
        />
        <CheckboxGroup
          name="roleIds"
          label={t('staff.roles')}
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
          defaultValues={member.roles.map((role) => role.id)}
          disabled={self}
        />
        {self ? null : (
          <CheckboxField name="active" defaultChecked={member.active}>
            {t('staff.active')}
          </CheckboxField>
        )}
        <CheckboxField name="twoFactorRequired" defaultChecked={member.twoFactor.required}>
          {t('staff.requireTwoFactor')}
        </CheckboxField>
        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {t('form.save')}
        </button>
      </Form>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
