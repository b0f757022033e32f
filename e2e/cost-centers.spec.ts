import { mkdirSync } from 'node:fs';
import { openAsUser } from './support/account';
import { seriousViolations } from './support/axe';
import { callAs, sessionOf } from './support/store-api';
import { expect, type Page, test } from './support/test';

/** Screenshots to look at, kept out of the repository. */
const screenshotDir = new URL('../.tmp/cost-centers-screenshots/', import.meta.url).pathname;
mkdirSync(screenshotDir, { recursive: true });
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });

interface ContactGroup {
  code: string;
  contacts: { id: string }[];
  contracts: { id: string; number: string }[];
}

const row = (page: Page, code: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: code, exact: true }) });

test('a lead buyer creates a cost centre with a contact and a contract, edits it and deletes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const code = `E2E-${Date.now()}`;
  const name = 'Werf Brugge';
  const named = `${code} – ${name}`;

  await openAsUser(page, '/account/costcenter', 'demo.lead');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kostenplaatsen');
  await expect(row(page, 'KP-100')).toContainText('Onderhoud Gent');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Nieuwe kostenplaats' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwe kostenplaats');
  await page.getByRole('button', { name: 'Kostenplaats aanmaken' }).click();
  await expect(page.getByRole('alert')).toHaveText('Controleer het formulier.');
  await expect(page.getByLabel('Code')).toHaveAccessibleDescription('Dit veld is verplicht.');
  // The form comes back as a new one (keyed by its answers) once the submission has settled: typing
  // before then may reach a field that is about to be replaced.
  await page.waitForLoadState('networkidle');

  await page.getByLabel('Code').fill(code);
  await page.locator('#field-name').fill(name);
  const contact = page.getByRole('group', { name: 'Contactpersoon 1' });
  await contact.getByLabel('Identificatie').fill('EXT-501');
  await contact.getByLabel('Naam').fill('Pieter De Smet');
  await contact.getByLabel('E-mailadres').fill('pieter.desmet@havenbedrijf.example');
  await page.getByRole('button', { name: 'Contract toevoegen' }).click();
  // The row came back with the form; what was typed stays.
  await expect(page.getByLabel('Code')).toHaveValue(code);
  const contract = page.getByRole('group', { name: 'Contract 1' });
  await contract.getByLabel('Contractnummer').fill('RC-2026-01');
  await contract.getByLabel('Omschrijving').fill('Raamcontract onderhoud');
  await contract.getByLabel('Geldig vanaf').fill('2026-01-01');
  await contract.getByLabel('Geldig tot en met').fill('2030-12-31');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Kostenplaats aanmaken' }).click();

  await expect(page).toHaveURL(/\/account\/costcenter\?notice=created$/);
  await expect(page.getByRole('status')).toHaveText('De kostenplaats is aangemaakt.');
  await expect(row(page, code)).toContainText(name);
  await expect(row(page, code)).toContainText('Actief');
  await expect(row(page, code).getByRole('cell')).toHaveText([code, name, 'Actief', '1', '1', /Bewerken/]);
  await screenshot(page, 'list-1440');

  await row(page, code)
    .getByRole('link', { name: `${named} bewerken` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(named);
  await expect(page.getByRole('group', { name: 'Contract 1' }).getByLabel('Contractnummer')).toHaveValue(
    'RC-2026-01',
  );
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  const second = page.getByRole('group', { name: 'Contactpersoon 2' });
  await second.getByLabel('Identificatie').fill('EXT-502');
  await second.getByLabel('Naam').fill('Nathalie Claes');
  await second.getByLabel('E-mailadres').fill('nathalie.claes@havenbedrijf.example');
  await page.getByRole('checkbox', { name: /^Actief/ }).uncheck();
  await page.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByRole('status')).toHaveText('De kostenplaats is bewaard.');
  await expect(page.getByRole('group', { name: 'Contactpersoon 2' }).getByLabel('Naam')).toHaveValue(
    'Nathalie Claes',
  );
  await expect(page.getByRole('checkbox', { name: /^Actief/ })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'detail-1440');

  // The demo company's KP-100 has this code already, whatever the case.
  await page.getByLabel('Code').fill('kp-100');
  await page.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Een andere kostenplaats van uw bedrijf heeft deze code al.',
  );
  await expect(page.getByLabel('Code')).toHaveAccessibleDescription(
    'Een andere kostenplaats van uw bedrijf heeft deze code al.',
  );
  await expect(page.getByLabel('Code')).toHaveValue('kp-100');

  await page.getByRole('link', { name: 'Terug naar de kostenplaatsen' }).click();
  await expect(row(page, code)).toContainText('Inactief');
  await expect(row(page, code).getByRole('cell').nth(3)).toHaveText('2');
  await row(page, code)
    .getByRole('link', { name: `${named} verwijderen` })
    .click();
  const question = page.getByRole('alertdialog', { name: `Kostenplaats ${named} verwijderen?` });
  await expect(question).toBeFocused();
  await question.getByRole('link', { name: 'Annuleren' }).click();
  await expect(question).toBeHidden();
  await row(page, code)
    .getByRole('link', { name: `${named} verwijderen` })
    .click();
  await question.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByRole('status')).toHaveText('De kostenplaats is verwijderd.');
  await expect(row(page, code)).toHaveCount(0);
});

test('on a phone the cost centres are cards and the form shows its errors per row', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAsUser(page, '/account/costcenter', 'demo.lead');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^KP-100/ }) });
  await expect(card).toContainText('Onderhoud Gent');
  await expect(card).toContainText('Contactpersonen: 2');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'list-375');

  await page.getByRole('link', { name: 'Nieuwe kostenplaats' }).click();
  await page.getByLabel('Code').fill(`TEL-${Date.now()}`);
  await page.locator('#field-name').fill('Telefoon');
  const contact = page.getByRole('group', { name: 'Contactpersoon 1' });
  await contact.getByLabel('Identificatie').fill('EXT-1');
  await contact.getByLabel('Naam').fill('Anna');
  await contact.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByRole('button', { name: 'Contract toevoegen' }).click();
  const contract = page.getByRole('group', { name: 'Contract 1' });
  await contract.getByLabel('Contractnummer').fill('C-1');
  await contract.getByLabel('Geldig vanaf').fill('2026-05-10');
  await contract.getByLabel('Geldig tot en met').fill('2026-05-01');
  await page.getByRole('button', { name: 'Kostenplaats aanmaken' }).click();
  await expect(page.getByRole('alert')).toHaveText('Controleer het formulier.');
  await expect(contact.getByLabel('E-mailadres')).toHaveAccessibleDescription(
    'Geef een geldig e-mailadres in.',
  );
  await expect(contract.getByLabel('Geldig tot en met')).toHaveAccessibleDescription(
    'De einddatum mag niet voor de begindatum liggen.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'form-errors-375');

  await contract.getByRole('button', { name: 'C-1 verwijderen' }).click();
  await expect(page.getByRole('group', { name: 'Contract 1' })).toHaveCount(0);
  await expect(page.getByText('Nog geen contracten.')).toBeVisible();
});

test('the checkout’s cost centre choice goes through its resource route, also without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  const token = await sessionOf('demo.buyer');
  const { data: groups } = await callAs<{ data: ContactGroup[] }>(
    token,
    'GET',
    '/dexis/cost-center/external-contact',
  );
  const maintenance = groups.find((group) => group.code === 'KP-100')!;
  const building = groups.find((group) => group.code === 'KP-200')!;
  // The expired demo contract is not offered.
  expect(maintenance.contracts.map((contract) => contract.number)).toEqual(['RC-2025-014']);
  // With the Origin the checkout's own form sends.
  const choose = (form: Record<string, string>) =>
    page.request.post('/checkout/cost-center', {
      form,
      maxRedirects: 0,
      headers: { origin: 'http://127.0.0.1:3100' },
    });
  const cartChoice = async () =>
    (
      await callAs<{ data: { contact: { id: string }; contract: { id: string } | null } | null }>(
        token,
        'GET',
        '/dexis/cost-center/cart/external-contact',
      )
    ).data;

  const assigned = await choose({
    intent: 'assign',
    externalContactId: maintenance.contacts[0]!.id,
    contractId: maintenance.contracts[0]!.id,
  });
  expect(assigned.status()).toBe(302);
  expect(assigned.headers().location).toBe('/checkout#cost-center');
  expect(await cartChoice()).toMatchObject({
    contact: { id: maintenance.contacts[0]!.id },
    contract: { id: maintenance.contracts[0]!.id },
  });

  const refused = await choose({
    intent: 'assign',
    externalContactId: maintenance.contacts[0]!.id,
    contractId: building.contracts[0]!.id,
  });
  expect(refused.headers().location).toBe(
    '/checkout?costCenterError=DEXIS__COST_CENTER_CONTRACT_NOT_FOUND#cost-center',
  );
  expect((await cartChoice())?.contract?.id).toBe(maintenance.contracts[0]!.id);

  const dismissed = await choose({ intent: 'dismiss' });
  expect(dismissed.headers().location).toBe('/checkout#cost-center');
  expect(await cartChoice()).toBeNull();
  await context.close();
});
