import { type StaffRole, staffRoleInput } from '@tradeshop/api-client';
import { staffPermissions } from '@tradeshop/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { PageTitle } from '../../components/admin/PageTitle';
import { primaryButtonClass } from '../../components/ui/buttons';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { requirePermission } from '../../lib/admin/access.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { permissionOptions, roleOfForm } from '../../lib/admin/roles';
import type { Route } from './+types/roles';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'staff.manage');
  return { roles: (await client.staffRoles()).data };
}

/** Makes a role of the distributor's own from a name and permissions. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'staff.manage');
  const t = adminTranslator(me.language);
  const role = staffRoleInput.safeParse(roleOfForm(await request.formData()));
  if (!role.success) return data({ error: t('roles.nameNeeded'), created: null }, { status: 400 });
  const { data: created } = await client.createStaffRole(role.data);
  return { error: null, created: created.name };
}

export default function Roles({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{t('roles.title')}</PageTitle>
      <DataGrid<StaffRole>
        caption={t('roles.title')}
        rows={loaderData.roles}
        rowKey={(role) => role.id}
        columns={[
          {
            id: 'name',
            header: t('roles.name'),
            cell: ({ row }) => (
              <Link to={`/admin/roles/${row.original.id}`} className="font-semibold text-brand-700 underline">
                {row.original.name}
              </Link>
            ),
          },
          {
            id: 'kind',
            header: t('roles.kind'),
            cell: ({ row }) => t(row.original.preset ? 'roles.preset' : 'roles.own'),
          },
          {
            id: 'permissions',
            header: t('roles.permissions'),
            cell: ({ row }) =>
              t('roles.permissionCount', {
                count: row.original.permissions.length,
                all: staffPermissions.length,
              }),
          },
        ]}
      />
      <section aria-labelledby="new-role-title" className="flex max-w-3xl flex-col gap-4">
        <h2 id="new-role-title" className="font-semibold text-gray-900 text-lg">
          {t('roles.new')}
        </h2>
        {actionData?.created ? (
          <Notice tone="success">{t('roles.created', { name: actionData.created })}</Notice>
        ) : null}
        <Form method="post" noValidate className="flex flex-col gap-4">
          <FormField name="name" label={t('roles.name')} error={actionData?.error ?? undefined} required />
          <CheckboxGroup name="permissions" label={t('roles.permissions')} options={permissionOptions(t)} />
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t('roles.create')}
          </button>
        </Form>
      </section>
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
