// npm run create-staff-user -- --username anna.peeters --email anna@distributor.example --name "Anna Peeters" \
//   --language nl --role admin
// Makes a member of the back-office's staff with one or more preset roles (admin, customer-service,
// content-editor, integration-manager), asking for the password on a terminal; without a terminal
// it reads the password from the first line of standard input. With --require-two-factor the member
// sets up an authenticator app at the first sign-in. Once an administrator can sign in, the others
// are better invited from the back-office (POST /admin-api/staff-member): they choose their own
// password.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { staffMemberInput, staffPasswordRules } from '@tradeshop/api-client/contracts';
import { type StaffRolePreset, staffRolePresetNames } from '@tradeshop/domain';
import { z } from 'zod';
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { askHidden } from '../../platform/terminal.ts';
import { hashPassword } from '../account/index.ts';
import { createStaffMember } from './staff-members.ts';

const staffInput = staffMemberInput.omit({ roleIds: true }).extend({
  presets: z.array(z.enum(staffRolePresetNames as [StaffRolePreset, ...StaffRolePreset[]])).min(1),
});

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    language: { type: 'string', default: 'nl' },
    role: { type: 'string', multiple: true },
    'require-two-factor': { type: 'boolean', default: false },
  },
});
const parsed = staffInput.safeParse({
  ...values,
  presets: values.role ?? [],
  twoFactorRequired: values['require-two-factor'],
});
if (!parsed.success) {
  for (const issue of parsed.error.issues)
    console.error(`--${issue.path[0] === 'presets' ? 'role' : String(issue.path[0])}: ${issue.message}`);
  console.error(
    'Usage: npm run create-staff-user -- --username <name> --email <address> --name <full name> ' +
      `[--language nl|fr|en] --role <${staffRolePresetNames.join('|')}> [--role ...] [--require-two-factor]`,
  );
  process.exit(2);
}

async function choosePassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  for (;;) {
    const value = await askHidden('Password (10 characters or more): ');
    if (!staffPasswordRules.safeParse(value).success) console.error('Too short or too long; try again.');
    else if ((await askHidden('Once more: ')) !== value) console.error('The two differ; try again.');
    else return value;
  }
}

const password = await choosePassword();
if (!staffPasswordRules.safeParse(password).success) {
  console.error('The password must have 10 characters or more.');
  process.exit(2);
}
const database = await openDatabase(readConfig());
try {
  await database.migrate();
  await createStaffMember(database.db, { ...parsed.data, passwordHash: await hashPassword(password) });
  console.log(
    `${parsed.data.username} may now sign in to the back-office as ${parsed.data.presets.join(', ')}.`,
  );
} catch (error) {
  if (!(error instanceof ApiProblem)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
