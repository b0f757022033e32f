import { type StaffPermission, staffMay } from '@tradeshop/domain';
import { data, type RouterContextProvider } from 'react-router';
import { requireStaff } from './staff-session.server';

/** Error code of a back-office page the member's roles do not open (403). */
export const staffForbiddenCode = 'STOREFRONT__STAFF_FORBIDDEN';

/**
 * The signed-in member and their calls when their roles allow `permission`; a 403 page otherwise,
 * so that a typed address opens no more than the menu shows.
 */
export async function requirePermission(
  context: Readonly<RouterContextProvider>,
  url: URL,
  permission: StaffPermission,
) {
  const staff = await requireStaff(context, url);
  if (!staffMay(staff.me.permissions, permission))
    throw data({ code: staffForbiddenCode, permission }, { status: 403 });
  return staff;
}
