import { mkdirSync } from 'node:fs';
import { rightCodes } from '@tradeshop/domain';
import { acceptInvitation, logIn, openAsUser } from './support/account';
import { seriousViolations } from './support/axe';
import { callAs, createFlow, importUsers, sessionOf, userIdOf } from './support/store-api';
import { expect, type Page, test } from './support/test';

/** Screenshots to look at, kept out of the repository. */
const screenshotDir = new URL('../.tmp/flows-screenshots/', import.meta.url).pathname;
mkdirSync(screenshotDir, { recursive: true });
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });

/** Today in Belgium, `YYYY-MM-DD`: the first day of a flow's budget. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

const flowCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a lead buyer creates a flow in the wizard, assigns a user, edits it and deletes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const flowName = `Onderhoud ${stamp}`;
  const username = `bram.flow.${stamp}`;
  await importUsers(await sessionOf('demo.lead'), [
    {
      firstName: 'Bram',
      lastName: `Flow${stamp}`,
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
    },
  ]);

  await openAsUser(page, '/account/flows', 'demo.lead');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestelstromen');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Nieuwe bestelstroom' }).click();
  const steps = page.getByRole('navigation', { name: 'Stappen van de nieuwe bestelstroom' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Naam');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Dit veld is verplicht.')).toBeVisible();
  await page.getByLabel(/^Naam van de bestelstroom/).fill(flowName);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(steps.locator('[aria-current="step"]')).toContainText('Budget');
  await page.getByLabel(/^Budget per gebruiker/).fill('1000');
  await page.getByLabel(/^Periode/).selectOption({ label: 'Maandelijks' });
  await expect(page.getByLabel('Einddatum')).toBeHidden();
  await page.getByLabel(/^Startdatum/).fill(today());
  await page.getByRole('radio', { name: 'Hernieuwbaar' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'wizard-budget-1440');
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(steps.locator('[aria-current="step"]')).toContainText('Goedkeurders');
  await page.getByRole('checkbox', { name: /Sophie Dubois/ }).check();
  await page.getByLabel(/^Goedkeuring vanaf/).fill('500');
  await page.getByRole('button', { name: 'Bestelstroom aanmaken' }).click();

  await expect(page.getByRole('status')).toHaveText(`De bestelstroom ${flowName} is aangemaakt.`);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Gebruikers toewijzen');
  await page.getByRole('button', { name: 'Aan de bestelstroom toewijzen' }).click();
  await expect(page.getByText('Selecteer minstens één gebruiker.').first()).toBeVisible();
  await page.getByLabel('Gebruikers zoeken').fill(username);
  await page.getByLabel('Gebruikers zoeken').press('Enter');
  await expect(page.getByRole('group', { name: 'Actieve gebruikers' }).getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('checkbox', { name: new RegExp(`Bram Flow${stamp}`) }).check();
  await screenshot(page, 'wizard-assign-1440');
  await page.getByRole('button', { name: 'Aan de bestelstroom toewijzen' }).click();

  await expect(page).toHaveURL(/\/account\/flows\?notice=assigned$/);
  await expect(page.getByRole('status')).toHaveText('De gebruikers zijn aan de bestelstroom toegewezen.');
  const card = flowCard(page, flowName);
  await expect(card).toContainText('€ 1.000,00 per maand (30 dagen)');
  await expect(card).toContainText('Hernieuwbaar');
  await expect(card).toContainText('Vanaf € 500,00');
  await expect(card).toContainText('Sophie Dubois');
  await expect(card).toContainText('1 gebruiker');
  await expect(card).toContainText('Actief');
  await screenshot(page, 'list-1440');

  await card.getByRole('button', { name: `${flowName} deactiveren` }).click();
  await expect(page.getByRole('status')).toHaveText('De bestelstroom is gedeactiveerd.');
  await expect(flowCard(page, flowName)).toContainText('Inactief');
  await expect(flowCard(page, flowName)).toContainText('Vanaf € 500,00');

  await flowCard(page, flowName)
    .getByRole('link', { name: `${flowName} bewerken` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flowName);
  const flowUsers = page.getByRole('table', { name: `Gebruikers van ${flowName}` });
  await expect(flowUsers).toContainText(username);
  await expect(flowUsers).toContainText('€ 1.000,00');
  await expect(page.getByRole('group', { name: 'Actieve gebruikers' })).not.toContainText(username);
  await page.getByLabel(/^Periode/).selectOption({ label: 'Wekelijks' });
  await page.getByRole('button', { name: 'Bestelstroom opslaan' }).click();
  await expect(page.getByRole('status')).toHaveText('De bestelstroom is opgeslagen.');
  await expect(page.getByLabel(/^Periode/)).toHaveValue('weekly');
  await screenshot(page, 'edit-1440');

  await page.getByLabel(/^Periode/).selectOption({ label: 'Eigen periode' });
  await page.getByLabel(/^Startdatum/).fill('2031-03-10');
  await page.getByLabel('Einddatum').fill('2031-03-01');
  await page.getByRole('button', { name: 'Bestelstroom opslaan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Controleer het formulier.');
  await expect(page.getByLabel('Einddatum')).toHaveAccessibleDescription(
    /De einddatum moet later zijn dan de startdatum\./,
  );
  await page.getByRole('link', { name: 'Terug naar de bestelstromen' }).click();
  await expect(flowCard(page, flowName)).toContainText('€ 1.000,00 per week');

  await flowCard(page, flowName)
    .getByRole('link', { name: `${flowName} verwijderen` })
    .click();
  const question = page.getByRole('alertdialog', { name: `Bestelstroom ${flowName} verwijderen?` });
  await expect(question).toBeFocused();
  await question.getByRole('link', { name: 'Annuleren' }).click();
  await expect(question).toBeHidden();
  await expect(flowCard(page, flowName)).toBeVisible();
  await flowCard(page, flowName)
    .getByRole('link', { name: `${flowName} verwijderen` })
    .click();
  await question.getByRole('button', { name: 'Bestelstroom verwijderen' }).click();
  await expect(page.getByRole('status')).toHaveText('De bestelstroom is verwijderd.');
  await expect(flowCard(page, flowName)).toHaveCount(0);
});

test('on a phone the wizard refuses a custom period that ends before it starts, then creates the flow without approval', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const flowName = `Telefoon ${Date.now()}`;
  await openAsUser(page, '/account/flows/create', 'demo.lead');
  await expect(page.getByText('Stap 1 van 4', { exact: true })).toBeVisible();
  await page.getByLabel(/^Naam van de bestelstroom/).fill(flowName);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await page.getByLabel(/^Budget per gebruiker/).fill('250,50');
  await page.getByLabel(/^Periode/).selectOption({ label: 'Eigen periode' });
  await page.getByLabel(/^Startdatum/).fill('2031-03-10');
  await page.getByLabel('Einddatum').fill('2031-03-01');
  await page.getByRole('radio', { name: 'Overdraagbaar' }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('alert')).toHaveText('Controleer het formulier.');
  await expect(page.getByLabel('Einddatum')).toHaveAccessibleDescription(
    /De einddatum moet later zijn dan de startdatum\./,
  );
  await expect(page.getByLabel(/^Budget per gebruiker/)).toHaveValue('250,50');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'wizard-budget-error-375');

  await page.getByLabel('Einddatum').fill('2031-03-31');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: 'Bestelstroom aanmaken' }).click();
  await expect(page.getByRole('status')).toHaveText(`De bestelstroom ${flowName} is aangemaakt.`);
  await page.getByRole('link', { name: 'Later toewijzen' }).click();
  const card = flowCard(page, flowName);
  await expect(card).toContainText('€ 250,50 van 10 mrt 2031 tot 31 mrt 2031');
  await expect(card).toContainText('Overdraagbaar');
  await expect(card).toContainText('Geen goedkeuring');
  await expect(card).toContainText('0 gebruikers');
  await screenshot(page, 'list-375');
});

test('a controller with only the right to manage budgets raises a flow’s budget but cannot change its approvers', async ({
  page,
}) => {
  const stamp = Date.now();
  const lead = await sessionOf('demo.lead');
  const flowName = `Controle ${stamp}`;
  await createFlow(lead, {
    name: flowName,
    period: 'monthly',
    startDate: today(),
    mode: 'renewable',
    budgetAmount: 1000,
    approveFrom: 500,
    approverIds: [await userIdOf(lead, 'demo.approver')],
  });
  const username = `controller.${stamp}`;
  await importUsers(lead, [
    {
      firstName: 'Chris',
      lastName: `Controle${stamp}`,
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
    },
  ]);
  await callAs(lead, 'PUT', `/dexis/account/${await userIdOf(lead, username)}/role`, {
    roles: rightCodes.map((code) => ({ code, enabled: code === 'ROLE_MANAGE_BUDGETS' })),
  });
  await acceptInvitation(page, `${username}@demo.example`, 'controle-wachtwoord-1');
  await page.goto('/account/flows');
  await logIn(page, username, 'controle-wachtwoord-1');
  await expect(page).toHaveURL('/account/flows');

  // Creating, switching off and deleting flows stay with the right to manage them.
  await expect(page.getByRole('link', { name: 'Nieuwe bestelstroom' })).toHaveCount(0);
  const card = flowCard(page, flowName);
  await expect(card.getByRole('link', { name: `${flowName} verwijderen` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `${flowName} deactiveren` })).toHaveCount(0);
  await card.getByRole('link', { name: `${flowName} bewerken` }).click();

  // The approvers are shown, not offered; the budget is a form.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flowName);
  await expect(page.getByRole('checkbox', { name: /Sophie Dubois/ })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Sophie Dubois');
  await expect(page.getByLabel(/^Naam van de bestelstroom/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(/^Budget per gebruiker/).fill('1500');
  await page.getByRole('button', { name: 'Bestelstroom opslaan' }).click();
  await expect(page.getByRole('status')).toHaveText('De bestelstroom is opgeslagen.');
  await expect(page.getByLabel(/^Budget per gebruiker/)).toHaveValue('1500');
  await screenshot(page, 'controller-1440');

  await page.getByRole('link', { name: 'Terug naar de bestelstromen' }).click();
  await expect(flowCard(page, flowName)).toContainText('€ 1.500,00 per maand (30 dagen)');
  await expect(flowCard(page, flowName)).toContainText('Vanaf € 500,00');
  await expect(flowCard(page, flowName)).toContainText('Sophie Dubois');
});
