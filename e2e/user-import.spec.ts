import { readFile } from 'node:fs/promises';
import { logIn, openAsUser } from './support/account';
import { seriousViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

const header = 'voornaam;achternaam;gebruikersnaam;e-mail;rol';

/** Chooses a CSV file in the upload form and has it checked. */
async function uploadCsv(page: Page, lines: string[]) {
  await page.getByLabel(/^CSV-bestand\s*\*?$/).setInputFiles({
    name: 'gebruikers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
  });
  await page.getByRole('button', { name: 'Bestand controleren' }).click();
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a lead buyer sees the problems of a file, fixes it and imports the users with an invitation mail', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const first = `import.${stamp}.a`;
    const second = `import.${stamp}.b`;
    await openAsUser(page, '/account/customer/import', 'demo.lead');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gebruikers importeren');

    await uploadCsv(page, [
      header,
      `Ann;Maes;${first};${first}@demo.example;koper`,
      'Bert;Smet;demo.buyer;bert.smet@demo.example;beheerder',
      `Chris;Wouters;${second};geen-adres;kijker`,
    ]);
    await expect(page.getByText('3 rijen, 2 met problemen')).toBeVisible();
    const table = page.getByRole('table', { name: 'Gebruikers in gebruikers.csv' });
    const takenRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2' }) });
    await expect(takenRow.getByRole('cell').nth(2)).toContainText('Deze gebruikersnaam is al in gebruik.');
    const badMailRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3' }) });
    await expect(badMailRow.getByRole('cell').nth(3)).toContainText('Geef een geldig e-mailadres in.');
    await expect(page.getByRole('alert')).toContainText('Er kan niets geïmporteerd worden');
    await expect(page.getByRole('link', { name: 'Rij 3: e-mail' })).toHaveAttribute('href', '#import-row-3');
    await expect(page.getByRole('button', { name: /importeren$/ })).toHaveCount(0);

    await page.getByLabel(/^Taal van de uitnodigingsmails/).selectOption({ label: 'Français' });
    await uploadCsv(page, [
      header,
      `Ann;Maes;${first};${first}@demo.example;koper`,
      `Chris;Wouters;${second};${second}@demo.example;kijker`,
    ]);
    await expect(page.getByText('2 rijen, geen problemen')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: '2 gebruikers importeren' }).click();

    await expect(page.getByRole('status')).toHaveText(
      '2 gebruikers aangemaakt; elk kreeg een e-mail om een wachtwoord te kiezen.',
    );
    await page.getByRole('link', { name: 'Naar de gebruikers' }).click();
    await expect(page).toHaveURL('/account/customer');
    await page.goto(`/account/customer?search=${encodeURIComponent(`import.${stamp}`)}`);
    await expect(page.getByText(first, { exact: true })).toBeVisible();
    await expect(page.getByText(second, { exact: true })).toBeVisible();

    await page.goto('/dev/outbox');
    const mail = page
      .getByRole('article')
      .filter({ hasText: `${second}@demo.example` })
      .first();
    await expect(mail.getByRole('heading')).toHaveText("Votre compte pour l'e-shop");
    await expect(mail).toContainText(`Votre nom d'utilisateur est ${second}.`);
  });

  test('rows whose e-mail address another user already has are imported only when confirmed as shared', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await openAsUser(page, '/account/customer/import', 'demo.lead');
    await uploadCsv(page, [
      header,
      `Dirk;Peeters;gedeeld.${stamp}.a;demo.approver@demo.example;koper`,
      `Els;Peeters;gedeeld.${stamp}.b;magazijn.${stamp}@demo.example;koper`,
      `Fien;Peeters;gedeeld.${stamp}.c;magazijn.${stamp}@demo.example;koper`,
    ]);
    await expect(page.getByText('3 rijen, 2 met problemen')).toBeVisible();
    const table = page.getByRole('table', { name: 'Gebruikers in gebruikers.csv' });
    const sharedRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3' }) });
    await expect(sharedRow.getByRole('cell').nth(3)).toContainText(
      'Een andere gebruiker van uw bedrijf, of een andere rij, heeft dit e-mailadres.',
    );
    await expect(page.getByRole('alert')).toContainText('als deze gebruikers hun adres delen');
    await page.getByRole('button', { name: 'Alle rijen importeren met de gedeelde adressen' }).click();
    await expect(page.getByRole('status')).toHaveText(
      '3 gebruikers aangemaakt; elk kreeg een e-mail om een wachtwoord te kiezen.',
    );
  });

  test('in French, the template downloads with a French header and an example row', async ({ page }) => {
    await openAsUser(page, '/fr/account/customer/import', 'demo.lead');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: "Télécharger le fichier d'exemple" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('importer-utilisateurs.csv');
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.split('\r\n')).toEqual([
      "\uFEFFprénom;nom;nom d'utilisateur;e-mail;rôle",
      'Marie;Dubois;marie.dubois;marie.dubois@exemple.be;acheteur',
      '',
    ]);
  });

  test('a user without the right to manage users is told so and whom to ask', async ({ page }) => {
    await page.goto('/account/customer/import');
    await logIn(page, 'demo.buyer');
    await expect(page).toHaveURL('/account/customer/import');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gebruikers');
    await expect(page.getByTestId('missing-right')).toContainText('Lien Peeters (');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a file that is no CSV is refused, and the preview scrolls its table within the page without axe findings', async ({
    page,
  }) => {
    await openAsUser(page, '/account/customer/import', 'demo.lead');
    await page.getByLabel(/^CSV-bestand\s*\*?$/).setInputFiles({
      name: 'gebruikers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
    });
    await page.getByRole('button', { name: 'Bestand controleren' }).click();
    await expect(page.getByLabel(/^CSV-bestand\s*\*?$/)).toHaveAccessibleDescription(
      /^Dit is geen geldig CSV-bestand/,
    );

    await uploadCsv(page, [header, 'Ann;Maes;demo.buyer;ann.maes@demo.example;koning']);
    await expect(page.getByText('1 rij, 1 met problemen')).toBeVisible();
    await expect(page.getByRole('table')).toContainText(
      'Onbekende rol; gebruik kijker, koper, goedkeurder, beheerder.',
    );
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
