import type { StaffRole } from '@tradeshop/api-client/contracts';
import {
  permissionsOfRoles,
  type StaffRolePreset,
  staffRolePresetNames,
  staffRolePresets,
} from '@tradeshop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import { verifyPassword } from '../account/index.ts';
import { staffMember, staffMemberRole, staffRole } from './staff.tables.ts';

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

export class StaffMemberRefused extends Error {}

/** A new staff member with preset roles (`npm run create-staff-user`, the demo seed). */
export async function createStaffMember(tx: Tx | Db, input: NewStaffMember): Promise<string> {
  const [taken] = await tx
    .select({ id: staffMember.id })
    .from(staffMember)
    .where(
      sql`lower(${staffMember.username}) = ${input.username.toLowerCase()} or lower(${staffMember.email}) = ${input.email.toLowerCase()}`,
    );
  if (taken) throw new StaffMemberRefused('A staff member with this username or e-mail address exists.');
  const roleIds = await ensurePresetRoles(tx);
  const id = crypto.randomUUID();
  await tx.insert(staffMember).values({
    id,
    username: input.username,
    email: input.email,
    name: input.name,
    language: input.language,
    passwordHash: input.passwordHash,
    twoFactorRequired: input.twoFactorRequired ?? false,
  });
  if (input.presets.length > 0)
    await tx
      .insert(staffMemberRole)
      .values(input.presets.map((preset) => ({ staffId: id, roleId: roleIds.get(preset)! })));
  return id;
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
  for (const row of rows) if (await verifyPassword(password, row.passwordHash)) exposed.push(row.username);
  return exposed;
}

/** Every role of the back-office by name, with the permissions it holds. */
export async function staffRoles(tx: Tx): Promise<StaffRole[]> {
  const rows = await tx.select().from(staffRole).orderBy(sql`lower(${staffRole.name})`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    preset: row.preset as StaffRolePreset | null,
    permissions: permissionsOfRoles([row]),
  }));
}
