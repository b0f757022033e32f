import { openAsUser } from './support/account';
import { expect, type Page, test } from './support/test';

async function fillAddress(
  page: Page,
  address: { name: string; street: string; zipcode: string; city: string },
) {
  await page.getByLabel('Naam').fill(address.name);
  await page.getByLabel('Straat').fill(address.street);
  await page.getByLabel('Huisnummer').fill('7');
  await page.getByLabel('Postcode').fill(address.zipcode);
  await page.getByLabel('Gemeente').fill(address.city);
}

test('a lead buyer adds an address and makes it the default delivery address', async ({ page }) => {
  await openAsUser(page, '/account/addressbook', 'demo.lead');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adresboek');
  await expect(page.getByText('Factuuradres', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Adres toevoegen' }).click();
  await expect(page).toHaveURL('/account/addressbook/create');
  await expect(page.getByRole('combobox', { name: 'Land' })).toHaveValue('BE');
  await fillAddress(page, {
    name: 'Werf Antwerpen-Noord',
    street: 'Kaaistraat',
    zipcode: '200',
    city: 'Antwerpen',
  });
  await page.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(
    'Een Belgische postcode heeft 4 cijfers.',
  );
  await expect(page.getByLabel('Naam')).toHaveValue('Werf Antwerpen-Noord');

  await page.getByLabel('Postcode').fill('2030');
  await page.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(page).toHaveURL('/account/addressbook?notice=saved');
  await expect(page.getByRole('status')).toHaveText('Het adres is opgeslagen.');

  const card = page.getByRole('listitem').filter({ hasText: 'Werf Antwerpen-Noord' });
  await card.getByRole('button', { name: 'Standaard leveradres maken' }).click();
  await expect(page.getByRole('status')).toHaveText('Dit is nu uw standaard leveradres.');
  await expect(card.getByText('Uw standaard leveradres')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const shipping = page.getByRole('region', { name: 'Standaard leveradres' });
  await expect(shipping).toContainText('Werf Antwerpen-Noord');
  await expect(shipping).toContainText('2030 Antwerpen');
  await expect(shipping).toContainText('België');
});

test('an address is deleted only after confirming, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await openAsUser(page, '/account/addressbook/create', 'demo.lead');
  await fillAddress(page, { name: 'Werf Brugge', street: 'Kanaalweg', zipcode: '8000', city: 'Brugge' });
  await page.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(page.getByRole('status')).toHaveText('Het adres is opgeslagen.');

  await expect(page.getByRole('link', { name: 'Demo Bouw & Techniek NV verwijderen' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Werf Brugge verwijderen' }).click();
  await expect(page.getByRole('heading', { name: 'Dit adres verwijderen?' })).toBeVisible();
  await page.getByRole('link', { name: 'Annuleren' }).click();
  await expect(page.getByRole('heading', { name: 'Dit adres verwijderen?' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Werf Brugge' })).toHaveCount(1);

  await page.getByRole('link', { name: 'Werf Brugge verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByRole('status')).toHaveText('Het adres is verwijderd.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Werf Brugge' })).toHaveCount(0);
  await context.close();
});

test('a user without the right to manage addresses is told so on the address book and its pages', async ({
  page,
}) => {
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  const sidebar = page.getByRole('navigation', { name: 'Mijn account' });
  await expect(sidebar.getByRole('link', { name: 'Profiel' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Adresboek' })).toHaveCount(0);
  for (const path of ['/account/addressbook', '/account/addressbook/create']) {
    expect((await page.goto(path))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adresboek');
    await expect(page.getByTestId('missing-right')).toContainText(
      'U hebt niet het recht om deze pagina te openen.',
    );
  }
});

test('in French, a lead buyer changes an address and an unknown one is not found', async ({ page }) => {
  await openAsUser(page, '/fr/account/addressbook', 'other.lead');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Carnet d'adresses");
  await page.getByRole('link', { name: 'Modifier Other Industrie BV – magazijn' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Modifier l'adresse");
  await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('BE');
  await expect(page.getByRole('combobox', { name: 'Pays' }).locator('option').first()).toHaveText('Belgique');
  await page.getByLabel('Localité').fill('Herstal');
  await page.getByLabel('Code postal').fill('4040');
  await page.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(page.getByRole('status')).toHaveText("L'adresse a été enregistrée.");
  await expect(page.getByRole('listitem').filter({ hasText: 'magazijn' })).toContainText('4040 Herstal');

  await page.goto('/fr/account/addressbook/details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
});
