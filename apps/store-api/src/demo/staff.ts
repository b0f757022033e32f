import type { StaffRolePreset } from '@tradeshop/domain';
import { count, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import { staffMember } from '../db/schema.ts';
import { hashPassword } from '../modules/account/index.ts';
import { createStaffMember, staffWithPassword } from '../modules/staff/index.ts';
import { demoPassword } from './accounts.ts';

/** The back-office's demo staff, one per preset role a demo shows (password `demo1234`). */
const demoStaff: { username: string; name: string; preset: StaffRolePreset }[] = [
  { username: 'staff.admin', name: 'Ada Admin', preset: 'admin' },
  { username: 'staff.service', name: 'Sven Service', preset: 'customer-service' },
  { username: 'staff.editor', name: 'Eva Editor', preset: 'content-editor' },
  { username: 'staff.integration', name: 'Ivo Integration', preset: 'integration-manager' },
];

/** Adds the demo staff to a shop that has no staff yet; false when it has. */
export async function insertDemoStaff(tx: Tx): Promise<boolean> {
  const [staff] = await tx.select({ count: count() }).from(staffMember);
  if (staff?.count) return false;
  const passwordHash = await hashPassword(demoPassword);
  for (const member of demoStaff)
    await createStaffMember(tx, {
      username: member.username,
      email: `${member.username}@tradeshop.example`,
      name: member.name,
      language: 'nl',
      passwordHash,
      presets: [member.preset],
    });
  return true;
}

/** The demo staff logins as printed at start. */
export const demoStaffLogins = () =>
  demoStaff.map((member) => `${member.username.padEnd(14)} back-office, role ${member.preset}`);

/** Gives every demo staff member this password hash instead of the demo password's. */
export async function setDemoStaffPasswordHash(db: Db, passwordHash: string) {
  await db
    .update(staffMember)
    .set({ passwordHash })
    .where(
      inArray(
        staffMember.username,
        demoStaff.map((member) => member.username),
      ),
    );
}

/** The demo staff members that can still sign in with the demo password: a production start refuses them. */
export const staffWithDemoPassword = (db: Db) =>
  staffWithPassword(
    db,
    demoStaff.map((member) => member.username),
    demoPassword,
  );
