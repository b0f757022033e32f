import { type StaffMember, StoreApiError, staffMemberInput } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { PageTitle } from '../../components/admin/PageTitle';
import { StateBadge } from '../../components/admin/StateBadge';
import { primaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { requirePermission } from '../../lib/admin/access.server';
import { adminTranslator, staffLanguages, staffLocaleOf, useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/staff';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'staff.manage');
  const [{ data: members }, { data: roles }] = await Promise.all([
    client.staffMembers(),
    client.staffRoles(),
  ]);
  return { members, roles };
}

/** Makes a staff member, who gets an invitation to choose their password (nobody else ever sets it). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'staff.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const member = staffMemberInput.safeParse({
    username: form.get('username'),
    name: form.get('name'),
    email: form.get('email'),
    language: form.get('language'),
    roleIds: form.getAll('roleIds').map(String),
    twoFactorRequired: form.has('twoFactorRequired'),
  });
  if (!member.success) return data({ error: t('staff.newInvalid'), invited: null }, { status: 400 });
  try {
    const { data: created } = await client.createStaffMember(member.data);
    return { error: null, invited: created.email };
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status !== 409) throw error;
    return data(
      {
        error: t(error.code === errorCodes.adminEmailTaken ? 'staff.emailTaken' : 'staff.usernameTaken'),
        invited: null,
      },
      { status: 409 },
    );
  }
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageTitle>{t('staff.title')}</PageTitle>
      <DataGrid<StaffMember>
        caption={t('staff.title')}
        rows={loaderData.members}
        rowKey={(member) => member.id}
        columns={[
          {
            id: 'name',
            header: t('staff.name'),
            cell: ({ row }) => (
              <Link to={`/admin/staff/${row.original.id}`} className="font-semibold text-brand-700 underline">
                {row.original.name}
              </Link>
            ),
          },
          { id: 'username', header: t('users.username'), cell: ({ row }) => row.original.username },
          {
            id: 'roles',
            header: t('staff.roles'),
            cell: ({ row }) => row.original.roles.map((role) => role.name).join(', '),
          },
          {
            id: 'two-factor',
            header: t('staff.twoFactor'),
            cell: ({ row }) =>
              t(
                row.original.twoFactor.on
                  ? 'staff.twoFactorOn'
                  : row.original.twoFactor.required
                    ? 'staff.twoFactorPending'
                    : 'staff.twoFactorOff',
              ),
          },
          {
            id: 'state',
            header: t('companies.state'),
            cell: ({ row }) => (
              <StateBadge good={row.original.active}>
                {t(row.original.active ? 'users.active' : 'users.inactive')}
              </StateBadge>
            ),
          },
        ]}
      />
      <section aria-labelledby="new-member-title" className="flex max-w-3xl flex-col gap-4">
        <h2 id="new-member-title" className="font-semibold text-gray-900 text-lg">
          {t('staff.new')}
        </h2>
        {actionData?.invited ? (
          <Notice tone="success">{t('staff.invited', { email: actionData.invited })}</Notice>
        ) : null}
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        <Form method="post" noValidate className="flex flex-col gap-4">
          <FormField
            name="username"
            label={t('users.username')}
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormField name="name" label={t('staff.name')} required />
          <FormField name="email" type="email" label={t('users.email')} required />
          <SelectField
            name="language"
            label={t('staff.language')}
            options={staffLanguages.map((code) => ({ value: code, label: staffLocaleOf(code).name }))}
          />
          <CheckboxGroup
            name="roleIds"
            label={t('staff.roles')}
            options={loaderData.roles.map((role) => ({ value: role.id, label: role.name }))}
          />
          <CheckboxField name="twoFactorRequired">{t('staff.requireTwoFactor')}</CheckboxField>
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t('staff.invite')}
          </button>
        </Form>
      </section>
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
