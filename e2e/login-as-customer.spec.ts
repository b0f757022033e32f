import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** A one-time link from the command line, signed with the key of the end-to-end shop's data directory. */
function loginLink(username: string): string {
  const output = execFileSync(
    process.execPath,
    [
      'apps/store-api/src/modules/account/login-as-customer.cli.ts',
      '--username',
      username,
      '--staff',
      'Jan Peeters',
      '--reason',
      'Customer asked for help with an order',
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: '.tmp/e2e-data', STOREFRONT_URL: 'http://127.0.0.1:3100' },
      encoding: 'utf8',
    },
  );
  const link = output.match(/http\S+loginascustomer\?token=\S+/)?.[0];
  if (!link) throw new Error(`No link in: ${output}`);
  return link;
}

test('a staff member opens a customer’s session once with a link from the command line', async ({ page }) => {
  const link = loginLink('demo.approver');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen als klant');
  await page.getByRole('button', { name: 'Sessie van de klant openen' }).click();
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByText('Sophie Dubois', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Sessie van de klant openen' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link aan.',
  );
});
