import { demoPassword, logIn, openAsUser } from './support/account';
import { expect, type Page, test } from './support/test';

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel(/^Huidig wachtwoord/).fill(current);
  await page.getByLabel(/^Nieuw wachtwoord/).fill(next);
  await page.getByLabel(/^Herhaal het nieuwe wachtwoord/).fill(confirm);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
}

test('a lead buyer changes their phone numbers and sees them again after reloading', async ({ page }) => {
  await page.goto('/account/dashboard');
  await logIn(page, 'demo.lead');
  await page.getByLabel('Account van Lien').click();
  await page.getByRole('banner').getByRole('link', { name: 'Profiel' }).click();
  await expect(page).toHaveURL('/account/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profiel');

  await page.getByLabel('E-mail').fill('geen-adres');
  await page.getByLabel('Telefoon').fill('bel mij');
  await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(page.getByText('Geef een geldig e-mailadres in.')).toBeVisible();
  await expect(page.getByText('Geef een geldig telefoonnummer in.')).toBeVisible();

  await page.getByLabel('E-mail').fill('lien.peeters@demo.example');
  await page.getByLabel('Telefoon').fill('+32 9 555 12 34');
  await page.getByLabel('Gsm').fill('+32 470 12 34 56');
  await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(page.getByRole('status')).toHaveText('Uw gegevens zijn opgeslagen.');

  await page.reload();
  await expect(page.getByLabel('Telefoon')).toHaveValue('+32 9 555 12 34');
  await expect(page.getByLabel('Gsm')).toHaveValue('+32 470 12 34 56');
  await expect(page.getByLabel('E-mail')).toHaveValue('lien.peeters@demo.example');

  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByText('+32 9 555 12 34', { exact: true })).toBeVisible();
});

test('a user without the right to change contact data sees them read-only and changes the password', async ({
  page,
}) => {
  await openAsUser(page, '/account/profile', 'demo.approver');
  await expect(
    page.getByText('U kunt uw contactgegevens niet zelf wijzigen.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gegevens opslaan' })).toHaveCount(0);
  await expect(page.getByText('Dubois', { exact: true })).toBeVisible();

  await changePassword(page, 'niet-het-wachtwoord', 'nieuw-geheim-42');
  await expect(page.getByLabel(/^Huidig wachtwoord/)).toHaveAccessibleDescription(
    'Het ingevoerde wachtwoord is onjuist.',
  );
  await changePassword(page, demoPassword, 'kort');
  await expect(page.getByText('Het wachtwoord moet minstens 8 tekens lang zijn.')).toBeVisible();
  await changePassword(page, demoPassword, 'nieuw-geheim-42', 'nieuw-geheim-43');
  await expect(page.getByText('De wachtwoorden komen niet overeen.')).toBeVisible();

  await changePassword(page, demoPassword, 'nieuw-geheim-42');
  await expect(page.getByRole('status')).toHaveText(
    'Uw wachtwoord is gewijzigd. Op andere toestellen moet u opnieuw inloggen.',
  );

  await page.getByLabel('Account van Sophie').click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  // The logout is a form post: a navigation before its answer would cancel it.
  await expect(page.getByRole('link', { name: 'Inloggen / registreren' })).toBeVisible();
  await page.goto('/auth');
  await logIn(page, 'demo.approver');
  await expect(page.getByRole('alert')).toHaveText('Ongeldige gebruikersnaam en/of wachtwoord.');
  await openAsUser(page, '/account/profile', 'demo.approver', 'nieuw-geheim-42');

  // Back to the demo password, so that the demo login keeps working.
  await changePassword(page, 'nieuw-geheim-42', demoPassword);
  await expect(page.getByRole('status')).toContainText('Uw wachtwoord is gewijzigd.');
});

test('in French, a required field left empty is named and the saved name shows in the header', async ({
  page,
}) => {
  await openAsUser(page, '/fr/account/profile', 'other.lead');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil');
  await page.getByLabel('Prénom').fill('');
  await page.getByRole('button', { name: 'Enregistrer les coordonnées' }).click();
  await expect(page.getByLabel('Prénom')).toHaveAccessibleDescription('Ce champ est obligatoire.');

  await page.getByLabel('Prénom').fill('Marc-Antoine');
  await page.getByLabel('Civilité').selectOption({ label: 'Monsieur' });
  await page.getByRole('button', { name: 'Enregistrer les coordonnées' }).click();
  await expect(page.getByRole('status')).toHaveText('Vos coordonnées ont été enregistrées.');
  await expect(page.getByLabel('Compte de Marc-Antoine')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Marc-Antoine');
  const contactData = page.getByRole('region', { name: 'Coordonnées' });
  await expect(contactData.getByLabel(/^Langue/).locator('option:checked')).toHaveText('Français');
  // A newsletter subscription starts in the language of the page.
  await expect(page.getByLabel('Langue de la newsletter').locator('option:checked')).toHaveText('Français');
});

test('a buyer downloads what the shop keeps about them, as a file, from the profile', async ({ page }) => {
  await openAsUser(page, '/account/profile', 'demo.buyer');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Mijn gegevens downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('mijn-gegevens.json');
  let text = '';
  for await (const chunk of await file.createReadStream()) text += chunk;
  expect(JSON.parse(text)).toMatchObject({ account: expect.objectContaining({ username: 'demo.buyer' }) });
});
