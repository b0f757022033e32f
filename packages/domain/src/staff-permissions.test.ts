import { describe, expect, it } from 'vitest';
import { permissionsOfRoles, staffMay, staffPermissions, staffRolePresets } from './staff-permissions.ts';

describe('staff permissions', () => {
  it.each([
    ['admin', 'staff.manage', true],
    ['admin', 'settings.manage', true],
    ['customer-service', 'customers.login-as', true],
    ['customer-service', 'orders.manage', true],
    ['customer-service', 'users.privacy', true],
    ['customer-service', 'staff.manage', false],
    ['customer-service', 'content.manage', false],
    ['content-editor', 'content.manage', true],
    ['content-editor', 'orders.read', false],
    ['content-editor', 'companies.read', false],
    ['integration-manager', 'users.privacy', false],
    ['integration-manager', 'integrations.manage', true],
    ['integration-manager', 'customers.login-as', false],
    ['integration-manager', 'operations.read', true],
    ['customer-service', 'operations.read', false],
  ] as const)('the %s preset may %s: %s', (preset, permission, may) => {
    expect(staffMay(staffRolePresets[preset], permission)).toBe(may);
  });

  it('lets managing an area include reading it, and nothing else', () => {
    expect(staffMay(['orders.manage'], 'orders.read')).toBe(true);
    expect(staffMay(['orders.read'], 'orders.manage')).toBe(false);
    expect(staffMay(['companies.manage'], 'orders.read')).toBe(false);
  });

  it('gives a member of several roles the union of their permissions, each once and in order', () => {
    const held = permissionsOfRoles([
      { permissions: ['content.manage', 'dashboard.read'] },
      { permissions: ['dashboard.read', 'integrations.manage', 'no.such-permission'] },
    ]);
    expect(held).toEqual(['dashboard.read', 'content.manage', 'integrations.manage']);
  });

  it('gives the admin preset every permission', () => {
    expect(permissionsOfRoles([{ permissions: staffRolePresets.admin }])).toEqual(staffPermissions);
  });
});
