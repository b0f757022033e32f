// npm run create-lead-buyer -- --company-number 300001 --company-name "Bouw NV" --street Kaai --house-number 1 \
//   --zipcode 9000 --city Gent --username jan.peeters --email jan@bouw.example --first-name Jan --last-name Peeters
// Sets up the first user of a company (or of a production shop), asking for the password on a
// terminal; with --generate-password, or without a terminal, it prints a generated one that must be
// changed at the first login.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { passwordRules } from '@tradeshop/api-client/contracts';
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { askHidden } from '../../platform/terminal.ts';
import { createLeadBuyer, LeadBuyerRefused, leadBuyerInput } from './lead-buyer.service.ts';

const fields = {
  companyNumber: 'company-number',
  companyName: 'company-name',
  vatNumber: 'vat',
  street: 'street',
  houseNumber: 'house-number',
  zipcode: 'zipcode',
  city: 'city',
  country: 'country',
  username: 'username',
  email: 'email',
  firstName: 'first-name',
  lastName: 'last-name',
  locale: 'locale',
} as const;

const { values } = parseArgs({
  options: {
    ...Object.fromEntries(Object.values(fields).map((flag) => [flag, { type: 'string' as const }])),
    'generate-password': { type: 'boolean', default: false },
  },
});
const given = values as Record<string, string | boolean | undefined>;
const parsed = leadBuyerInput.safeParse(
  Object.fromEntries(Object.entries(fields).map(([field, flag]) => [field, given[flag]])),
);
if (!parsed.success) {
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof typeof fields;
    console.error(`--${fields[field] ?? field}: ${issue.message}`);
  }
  console.error(
    'Usage: npm run create-lead-buyer -- --company-number <6 digits> --username <name> --email <address> ' +
      '--first-name <name> --last-name <name> [--locale nl-NL|en-GB|fr-FR] [--generate-password]\n' +
      '  for a company number that is new also: --company-name --street --house-number --zipcode --city ' +
      '[--country BE] [--vat BE0123456789]',
  );
  process.exit(2);
}

async function choosePassword(): Promise<{ value: string; mustChange: boolean }> {
  if (values['generate-password'] || !process.stdin.isTTY) {
    return { value: randomBytes(12).toString('base64url'), mustChange: true };
  }
  for (;;) {
    const value = await askHidden('Password (8 characters or more): ');
    const rule = passwordRules.safeParse(value);
    if (!rule.success) console.error('Too short or too long; try again.');
    else if ((await askHidden('Once more: ')) !== value) console.error('The two differ; try again.');
    else return { value, mustChange: false };
  }
}

const password = await choosePassword();
const config = readConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const created = await createLeadBuyer(database.db, parsed.data, password);
  console.log(
    `${parsed.data.username} is lead buyer of company ${parsed.data.companyNumber}` +
      `${created.companyCreated ? ' (company created)' : ''}, with every right.`,
  );
  if (password.mustChange) {
    console.log(`Generated password, to be changed at the first login: ${password.value}`);
  }
} catch (error) {
  if (!(error instanceof LeadBuyerRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
