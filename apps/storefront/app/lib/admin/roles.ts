import { staffPermissions } from '@tradeshop/domain';
import type { AdminTranslate } from './i18n';

/** Every permission as a checkbox, named in the member's language. */
export const permissionOptions = (t: AdminTranslate) =>
  staffPermissions.map((permission) => ({ value: permission, label: t(`permission.${permission}`) }));

/** A role's name and its ticked permissions, as its form sends them. */
export const roleOfForm = (form: FormData) => ({
  name: String(form.get('name') ?? ''),
  permissions: form.getAll('permissions').map(String),
});
