/**
 * What the distributor's staff may do in the back-office, one permission per area and action. A
 * role is a set of them; a staff member holds the union of their roles'. The Admin API's routes,
 * the back-office menu and its buttons all ask `staffMay`, so that they agree.
 */
export const staffPermissions = [
  'dashboard.read',
  'companies.read',
  'companies.manage',
  'users.manage',
  /** A shop user's personal data: its export, and erasing the person (GDPR). */
  'users.privacy',
  'registrations.manage',
  'orders.read',
  'orders.manage',
  'carts.read',
  'customers.login-as',
  'contact-messages.manage',
  'offer-requests.manage',
  'mails.manage',
  'content.manage',
  'integrations.manage',
  'settings.manage',
  'operations.read',
  'staff.manage',
  'audit.read',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

export const isStaffPermission = (value: string): value is StaffPermission =>
  (staffPermissions as readonly string[]).includes(value);

/** The roles every back-office starts with; more can be made from any set of permissions. */
export const staffRolePresets = {
  admin: staffPermissions,
  /** Everything the customers’ side needs; no content, integrations, settings, operations or staff. */
  'customer-service': staffPermissions.filter(
    (permission) => !/^(content|integrations|settings|operations|staff)\./.test(permission),
  ),
  'content-editor': ['dashboard.read', 'content.manage'],
  'integration-manager': ['dashboard.read', 'integrations.manage', 'orders.read', 'operations.read'],
} satisfies Record<string, readonly StaffPermission[]>;
export type StaffRolePreset = keyof typeof staffRolePresets;
export const staffRolePresetNames = Object.keys(staffRolePresets) as StaffRolePreset[];

/** The permissions of a staff member with these roles: each once, in the order of the list above. */
export function permissionsOfRoles(roles: readonly { permissions: readonly string[] }[]): StaffPermission[] {
  const held = new Set(roles.flatMap((role) => role.permissions));
  return staffPermissions.filter((permission) => held.has(permission));
}

/** Whether these permissions allow `permission`. Managing an area includes reading it. */
export function staffMay(held: readonly StaffPermission[], permission: StaffPermission): boolean {
  if (held.includes(permission)) return true;
  const [area, action] = permission.split('.') as [string, string];
  return action === 'read' && held.includes(`${area}.manage` as StaffPermission);
}
