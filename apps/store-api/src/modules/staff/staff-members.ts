import type {
  StaffMember,
  StaffRole,
  staffMemberChange,
  staffMemberInput,
  staffRoleChange,
  staffRoleInput,
} from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  permissionsOfRoles,
  type StaffRolePreset,
  staffRolePresetNames,
  staffRolePresets,
} from '@tradeshop/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/index.ts';
import type { Mailer } from '../../platform/ports.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { verifyPassword } from '../account/index.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/index.ts';
import { mailAllowed } from '../mail/index.ts';
import { staffMember, staffMemberRole, staffRole } from './staff.tables.ts';
import { mailPasswordLink } from './staff-password-links.ts';
import { endStaffSessionsOf } from './staff-sessions.ts';

/** The names the preset roles are made with; the distributor may rename them later. */
const presetRoleNames: Record<StaffRolePreset, string> = {
  admin: 'Administrator',
  'customer-service': 'Customer service',
  'content-editor': 'Content editor',
  'integration-manager': 'Integration manager',
};

/** Makes the preset roles a back-office starts with, where missing; answers their ids by preset. */
export async function ensurePresetRoles(tx: Tx | Db): Promise<Map<StaffRolePreset, string>> {
  await tx
    .insert(staffRole)
    .values(
      staffRolePresetNames.map((preset) => ({
        id: crypto.randomUUID(),
        name: presetRoleNames[preset],
        preset,
        permissions: [...staffRolePresets[preset]],
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: staffRole.id, preset: staffRole.preset })
    .from(staffRole)
    .where(inArray(staffRole.preset, staffRolePresetNames));
  return new Map(rows.map((row) => [row.preset as StaffRolePreset, row.id]));
}

export interface NewStaffMember {
  username: string;
  email: string;
  name: string;
  language: 'nl' | 'fr' | 'en';
  /** Made by `hashPassword` of the account module. */
  passwordHash: string;
  presets: StaffRolePreset[];
  /** Sign-in asks a second factor, which the member sets up at their first sign-in. */
  twoFactorRequired?: boolean;
}

/** Whether a member other than `except` has this username or e-mail address, whatever its case. */
async function heldByAnother(tx: Tx | Db, field: 'username' | 'email', value: string, except?: string) {
  const [holder] = await tx
    .select({ id: staffMember.id })
    .from(staffMember)
    .where(
      sql`lower(${staffMember[field]}) = ${value.toLowerCase()}${except ? sql` and ${staffMember.id} <> ${except}` : sql``}`,
    );
  return holder !== undefined;
}

/** A new member holding `roleIds`; 409 when another has the username or the e-mail address. */
async function insertStaffMember(
  tx: Tx | Db,
  member: Omit<typeof staffMember.$inferInsert, 'id'>,
  roleIds: readonly string[],
): Promise<string> {
  const [inserted] = await tx
    .insert(staffMember)
    .values({ id: crypto.randomUUID(), ...member })
    // The unique indexes decide, so that two requests at once cannot both take a name.
    .onConflictDoNothing()
    .returning({ id: staffMember.id });
  if (!inserted) {
    if (await heldByAnother(tx, 'username', member.username))
      throw new ApiProblem(409, errorCodes.adminUsernameTaken, 'Another staff member has this username.');
    throw new ApiProblem(409, errorCodes.adminEmailTaken, 'Another staff member has this e-mail address.');
  }
  if (roleIds.length)
    await tx
      .insert(staffMemberRole)
      .values([...new Set(roleIds)].map((roleId) => ({ staffId: inserted.id, roleId })));
  return inserted.id;
}

/** A new staff member with preset roles and a password (`npm run create-staff-user`, the demo seed). */
export async function createStaffMember(tx: Tx | Db, input: NewStaffMember): Promise<string> {
  const presetRoleIds = await ensurePresetRoles(tx);
  const { presets, twoFactorRequired, ...member } = input;
  return insertStaffMember(
    tx,
    { ...member, twoFactorRequired: twoFactorRequired ?? false },
    presets.map((preset) => presetRoleIds.get(preset)!),
  );
}

/** The staff members among `usernames` who can still sign in with `password` (a demo password). */
export async function staffWithPassword(db: Db, usernames: string[], password: string): Promise<string[]> {
  const rows = await db
    .select({ username: staffMember.username, passwordHash: staffMember.passwordHash })
    .from(staffMember)
    .where(
      inArray(
        sql`lower(${staffMember.username})`,
        usernames.map((name) => name.toLowerCase()),
      ),
    );
  const exposed: string[] = [];
  for (const row of rows)
    if (row.passwordHash && (await verifyPassword(password, row.passwordHash))) exposed.push(row.username);
  return exposed;
}

/** Every role of the back-office by name (or the one of `id`), with the permissions it holds. */
export async function staffRoles(tx: Tx, id?: string): Promise<StaffRole[]> {
  const rows = await tx
    .select()
    .from(staffRole)
    .where(id ? eq(staffRole.id, id) : undefined)
    .orderBy(sql`lower(${staffRole.name})`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    preset: row.preset as StaffRolePreset | null,
    permissions: permissionsOfRoles([row]),
  }));
}

const roleNotFound = (id: string) =>
  notFound(errorCodes.adminStaffRoleNotFound, 'No role with this id.', { id });

/** A role's name is unique whatever its case: 400 at `body/name`. */
async function assertRoleNameFree(tx: Tx, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: staffRole.id })
    .from(staffRole)
    .where(
      sql`lower(${staffRole.name}) = ${name.toLowerCase()}${except ? sql` and ${staffRole.id} <> ${except}` : sql``}`,
    );
  if (taken)
    throw invalidRequest([
      { propertyPath: 'body/name', type: errorCodes.adminRoleNameTaken, title: 'Another role has this name' },
    ]);
}

/** A role of the distributor's own, from any set of permissions. Recorded in the audit log. */
export async function createStaffRole(
  tx: Tx,
  actor: AuditActor,
  input: z.output<typeof staffRoleInput>,
): Promise<StaffRole> {
  await assertRoleNameFree(tx, input.name);
  const id = crypto.randomUUID();
  const permissions = permissionsOfRoles([input]);
  await tx.insert(staffRole).values({ id, name: input.name, permissions });
  await recordAudit(tx, actor, {
    objectType: 'staff-role',
    objectId: id,
    action: 'created',
    changes: { name: [null, input.name], permissions: [null, permissions] },
  });
  return (await staffRoles(tx, id))[0]!;
}

/** Renames a role, or changes an own role's permissions (a preset keeps its own). Recorded in the audit log. */
export async function changeStaffRole(
  tx: Tx,
  actor: AuditActor,
  id: string,
  change: z.output<typeof staffRoleChange>,
): Promise<StaffRole> {
  const [before] = await staffRoles(tx, id);
  if (!before) throw roleNotFound(id);
  if (change.permissions && before.preset)
    throw new ApiProblem(
      409,
      errorCodes.adminPresetRole,
      'A preset role keeps its permissions: make a role of your own.',
    );
  if (change.name) await assertRoleNameFree(tx, change.name, id);
  const permissions = change.permissions && permissionsOfRoles([{ permissions: change.permissions }]);
  const columns = { ...(change.name ? { name: change.name } : {}), ...(permissions ? { permissions } : {}) };
  // An empty change changes nothing.
  if (Object.keys(columns).length) await tx.update(staffRole).set(columns).where(eq(staffRole.id, id));
  const after = (await staffRoles(tx, id))[0]!;
  const changes = changedFields(
    { name: before.name, permissions: before.permissions },
    { name: after.name, permissions: after.permissions },
  );
  if (Object.keys(changes).length)
    await recordAudit(tx, actor, { objectType: 'staff-role', objectId: id, action: 'changed', changes });
  return after;
}

/** Deletes an own role nobody holds; a preset stays. Recorded in the audit log. */
export async function deleteStaffRole(tx: Tx, actor: AuditActor, id: string): Promise<void> {
  const [role] = await staffRoles(tx, id);
  if (!role) throw roleNotFound(id);
  if (role.preset) throw new ApiProblem(409, errorCodes.adminPresetRole, 'A preset role cannot be deleted.');
  const [held] = await tx
    .select({ staffId: staffMemberRole.staffId })
    .from(staffMemberRole)
    .where(eq(staffMemberRole.roleId, id))
    .limit(1);
  if (held)
    throw new ApiProblem(
      409,
      errorCodes.adminRoleInUse,
      'Staff members hold this role: give them another first.',
    );
  await tx.delete(staffRole).where(eq(staffRole.id, id));
  await recordAudit(tx, actor, {
    objectType: 'staff-role',
    objectId: id,
    action: 'deleted',
    changes: { name: [role.name, null], permissions: [role.permissions, null] },
  });
}

const memberNotFound = (id: string) =>
  notFound(errorCodes.adminStaffMemberNotFound, 'No staff member with this id.', { id });

/** Refuses role ids that name no role: 400 at `body/roleIds/<index>`. */
async function assertRolesExist(tx: Tx, roleIds: readonly string[]) {
  const known = await tx
    .select({ id: staffRole.id })
    .from(staffRole)
    .where(inArray(staffRole.id, [...roleIds]));
  const wrong = roleIds.flatMap((roleId, index) => (known.some((role) => role.id === roleId) ? [] : [index]));
  if (wrong.length)
    throw invalidRequest(
      wrong.map((index) => ({
        propertyPath: `body/roleIds/${index}`,
        type: errorCodes.notFound,
        title: 'No such role',
      })),
    );
}

/** What the audit log records of a member's account. */
const auditedFields = (member: StaffMember) => ({
  name: member.name,
  email: member.email,
  language: member.language,
  active: member.active,
  roles: member.roles.map((role) => role.name),
  twoFactorRequired: member.twoFactor.required,
});

/** Every staff member by name, with their roles and two-factor state. */
export async function staffMembers(tx: Tx, id?: string): Promise<StaffMember[]> {
  const members = await tx
    .select()
    .from(staffMember)
    .where(id ? eq(staffMember.id, id) : undefined)
    .orderBy(sql`lower(${staffMember.name})`);
  const links = await tx
    .select({ staffId: staffMemberRole.staffId, id: staffRole.id, name: staffRole.name })
    .from(staffMemberRole)
    .innerJoin(staffRole, eq(staffRole.id, staffMemberRole.roleId))
    .where(id ? eq(staffMemberRole.staffId, id) : undefined)
    .orderBy(staffRole.name);
  return members.map((member) => ({
    id: member.id,
    username: member.username,
    email: member.email,
    name: member.name,
    language: member.language as StaffMember['language'],
    active: member.active,
    passwordSet: member.passwordHash !== null,
    roles: links.filter((link) => link.staffId === member.id).map(({ id, name }) => ({ id, name })),
    twoFactor: { on: member.totpConfirmedAt !== null, required: member.twoFactorRequired },
    createdAt: member.createdAt.toISOString(),
  }));
}

/**
 * Changes a staff member as an administrator: name, e-mail, language, active, roles, whether two-factor
 * sign-in is required. Deactivating ends the member's sessions. Recorded in the audit log.
 */
export async function changeStaffMember(
  tx: Tx,
  actor: AuditActor,
  id: string,
  change: z.output<typeof staffMemberChange>,
): Promise<StaffMember> {
  const [before] = await staffMembers(tx, id);
  if (!before) throw memberNotFound(id);
  if (actor.id === id && (change.active === false || change.roleIds !== undefined))
    throw new ApiProblem(
      409,
      errorCodes.adminOwnAccess,
      'Another administrator must change your own roles or deactivate you.',
    );
  if (change.roleIds) await assertRolesExist(tx, change.roleIds);
  const { roleIds, ...columns } = change;
  if (columns.email && (await heldByAnother(tx, 'email', columns.email, id)))
    throw invalidRequest([
      {
        propertyPath: 'body/email',
        type: errorCodes.adminEmailTaken,
        title: 'Another staff member has this address',
      },
    ]);
  if (Object.keys(columns).length) await tx.update(staffMember).set(columns).where(eq(staffMember.id, id));
  if (columns.active === false) await endStaffSessionsOf(tx, id);
  if (roleIds) {
    await tx.delete(staffMemberRole).where(eq(staffMemberRole.staffId, id));
    if (roleIds.length)
      await tx
        .insert(staffMemberRole)
        .values([...new Set(roleIds)].map((roleId) => ({ staffId: id, roleId })));
  }
  const [after] = await staffMembers(tx, id);
  const changes = changedFields(auditedFields(before), auditedFields(after!));
  if (Object.keys(changes).length)
    await recordAudit(tx, actor, { objectType: 'staff-member', objectId: id, action: 'changed', changes });
  return after!;
}

/**
 * A new staff member made by an administrator: active, without a password, and mailed an invitation
 * with a link to choose one. Recorded in the audit log.
 */
export async function inviteStaffMember(
  tx: Tx,
  mailer: Mailer,
  actor: AuditActor,
  input: z.output<typeof staffMemberInput>,
): Promise<StaffMember> {
  await assertRolesExist(tx, input.roleIds);
  const { roleIds, ...columns } = input;
  const id = await insertStaffMember(tx, columns, roleIds);
  const [member] = await staffMembers(tx, id);
  await mailPasswordLink(tx, mailer, actor.name, member!);
  await recordAudit(tx, actor, {
    objectType: 'staff-member',
    objectId: id,
    action: 'created',
    changes: Object.fromEntries(
      Object.entries({ username: member!.username, ...auditedFields(member!) }).map(([field, value]) => [
        field,
        [null, value],
      ]),
    ),
  });
  return member!;
}

/** Password links one member may be sent in an hour: enough for a lost mail, never a flood. */
export const passwordLinksAnHour = 3;

/**
 * Mails a member a new link: an invitation while they have no password, else a link to set a new one.
 * Their earlier links end; at most `passwordLinksAnHour` an hour, counted for every process. Recorded
 * in the audit log.
 */
export async function sendPasswordLink(
  tx: Tx,
  mailer: Mailer,
  actor: AuditActor,
  id: string,
): Promise<{ sent: 'invitation' | 'password-link'; to: string }> {
  const [member] = await staffMembers(tx, id);
  if (!member) throw memberNotFound(id);
  if (!member.active)
    throw new ApiProblem(
      409,
      errorCodes.adminStaffMemberInactive,
      'This staff member is deactivated: activate them first.',
    );
  if (!(await mailAllowed(tx, [{ key: `staff-password-link:${id}`, max: passwordLinksAnHour }])))
    throw new ApiProblem(
      429,
      errorCodes.adminPasswordLinksTooMany,
      `This staff member was sent ${passwordLinksAnHour} links within the hour: try again later.`,
      { waitTime: 3600 },
    );
  const sent = await mailPasswordLink(tx, mailer, actor.name, member);
  await recordAudit(tx, actor, { objectType: 'staff-member', objectId: id, action: `${sent}-sent` });
  return { sent, to: member.email };
}
