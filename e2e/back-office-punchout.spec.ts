import { seriousViolations } from './support/axe';
import { openBackOffice } from './support/back-office';
import { importUsers, sessionOf } from './support/store-api';
import { expect, test } from './support/test';

test.use({ locale: 'nl-BE' });

test('an integration manager connects a demo company user by cXML and tests the setup request with the secret shown once', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const username = `ariba.${suffix}`;
  await importUsers(await sessionOf('demo.lead'), [
    {
      firstName: 'Arne',
      lastName: 'Aribagebruiker',
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
    },
  ]);
  await openBackOffice(page, '/admin/punchout', 'staff.integration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Punch-outkoppelingen');

  await page.getByLabel(/^Gebruikersnaam van de shopgebruiker/).fill(username);
  await page.getByLabel(/^Protocol/).selectOption('cxml');
  await page.getByLabel(/^Winkelwagen mag terug naar/).fill('*.ariba.example');
  await page.getByLabel(/^Identiteit/).fill(`AN${suffix.toUpperCase()}`);
  await page.getByRole('button', { name: 'Koppeling aanmaken' }).click();

  const created = page.getByRole('region', { name: 'Koppeling aangemaakt voor Arne Aribagebruiker' });
  await expect(created).toContainText('Het gedeelde geheim, alleen nu getoond:');
  const secret = (await created.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[\w-]{32}$/);
  await expect(created.getByLabel(/^Gedeeld geheim/)).toHaveValue(secret);
  await expect(created.getByLabel(/^BrowserFormPost-URL/)).toHaveValue(
    'https://punchout-test.ariba.example/punchout/return',
  );

  await created.getByRole('button', { name: 'Test-setupverzoek versturen' }).click();
  const answer = page.getByRole('region', { name: 'Het antwoord van de shop' });
  await expect(answer).toContainText('Aanvaard: het inkoopsysteem zou de startpagina openen.');
  await expect(answer).toContainText('200 OK');
  await expect(answer.locator('code')).toContainText('/cxml/auth/');
  await expect(answer.locator('pre').first()).toContainText('<PunchOutSetupResponse><StartPage><URL>');
  await expect(answer).not.toContainText(secret);

  // The shop keeps only the secret's hash: on the connection's page staff type it, and a wrong one is refused.
  await page.getByLabel(/^Gedeeld geheim/).fill('not-the-shared-secret');
  await page.getByRole('button', { name: 'Test-setupverzoek versturen' }).click();
  await expect(answer).toContainText('Geweigerd: het inkoopsysteem zou deze status tonen.');
  await expect(answer).toContainText('401 Unauthorized');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Alle punch-outkoppelingen' }).click();
  await expect(page.getByRole('link', { name: `Arne Aribagebruiker (${username})` })).toBeVisible();
});
