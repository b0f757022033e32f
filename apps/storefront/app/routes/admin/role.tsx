import { staffRoleInput } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { IntentButton } from '../../components/admin/IntentButton';
import { PageTitle } from '../../components/admin/PageTitle';
import { dangerButtonClass, primaryButtonClass } from '../../components/ui/buttons';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { requirePermission } from '../../lib/admin/access.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import { permissionOptions, roleOfForm } from '../../lib/admin/roles';
import type { Route } from './+types/role';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'staff.manage');
  const role = (await client.staffRoles()).data.find((candidate) => candidate.id === params.id);
  if (!role) throw data({ code: errorCodes.adminStaffRoleNotFound }, { status: 404 });
  return { role };
}

/** Saves the role's name and (for an own role) its permissions, or deletes an own role nobody holds. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'staff.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'delete') {
      await client.deleteStaffRole(params.id);
      return redirect('/admin/roles');
    }
    const role = staffRoleInput.safeParse(roleOfForm(form));
    if (!role.success) return data({ error: t('roles.nameNeeded'), saved: false }, { status: 400 });
    // A preset's permissions are not on its form (the Admin API keeps them whatever is sent).
    await client.changeStaffRole(params.id, form.has('preset') ? { name: role.data.name } : role.data);
    return { error: null, saved: true };
  } catch (error) {
    const refused = refusalOf(error, t, {
      [errorCodes.adminRoleInUse]: 'roles.inUse',
      [errorCodes.adminRoleNameTaken]: 'roles.nameTaken',
      [errorCodes.adminPresetRole]: 'roles.presetStays',
    });
    return data({ error: refused.message, saved: false }, { status: refused.status });
  }
}

export default function Role({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { role } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <PageTitle>{role.name}</PageTitle>
      {actionData?.saved ? <Notice tone="success">{t('form.saved')}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {role.preset ? <p className="text-gray-700 text-sm">{t('roles.presetStays')}</p> : null}
      <Form method="post" noValidate className="flex flex-col gap-4">
        {role.preset ? <input type="hidden" name="preset" value={role.preset} /> : null}
        <FormField name="name" label={t('roles.name')} defaultValue={role.name} required />
        <CheckboxGroup
          name="permissions"
          label={t('roles.permissions')}
          options={permissionOptions(t)}
          defaultValues={role.permissions}
          disabled={role.preset !== null}
        />
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={submitting}
          className={`self-start ${primaryButtonClass}`}
        >
          {t('form.save')}
        </button>
      </Form>
      {role.preset ? null : (
        <Form method="post">
          <IntentButton intent="delete" className={dangerButtonClass}>
            {t('roles.delete')}
          </IntentButton>
        </Form>
      )}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
