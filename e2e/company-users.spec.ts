import { acceptInvitation, logIn, openAsUser } from './support/account';
import { seriousViolations } from './support/axe';
import { importUsers, sessionOf } from './support/store-api';
import { type Browser, expect, hydrated, type Page, test } from './support/test';

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link');

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: 'http://127.0.0.1:3100',
  });
  return context.newPage();
}

test('a lead buyer creates a user with a preset and one extra right; the user sees exactly those links until the right is taken away', async ({
  page,
  browser,
}) => {
  const username = `tine.${Date.now()}`;
  const email = `${username}@demo.example`;
  await openAsUser(page, '/account/customer/create', 'demo.lead');
  await page.getByLabel(/^Voornaam/).fill('Tine');
  await page.getByLabel(/^Achternaam/).fill('Claes');
  await page.getByLabel(/^Gebruikersnaam/).fill(username);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel('Rechten').selectOption({ label: 'Raadpleger' });
  await page.getByRole('button', { name: 'Gebruiker aanmaken en uitnodiging versturen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tine Claes');
  await expect(page.getByRole('status')).toContainText(email);
  // The mail may get lost: the invitation goes out again, and only its newest link works.
  await expect(page.getByText('Uitgenodigd, nog geen wachtwoord gekozen')).toBeVisible();
  await page.getByRole('button', { name: 'Uitnodiging opnieuw versturen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Een nieuwe uitnodiging is onderweg naar ${email}. De link uit een vorige uitnodiging werkt niet meer.`,
  );

  const addressBookRight = page.getByRole('checkbox', { name: 'Adresboek beheren' });
  await expect(addressBookRight).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Eigen prijzen zien' })).toBeChecked();
  await addressBookRight.check();
  await page.getByRole('button', { name: 'Gebruiker opslaan' }).click();
  await expect(page.getByRole('status')).toHaveText(/De gebruiker is opgeslagen/);
  // Without the notice of this save: the next save's notice must be the next save's.
  const details = new URL(page.url()).pathname;

  const user = await newPage(browser, 1440);
  await acceptInvitation(user, email, 'welkom-tine-1');
  await user.goto('/auth');
  await logIn(user, username, 'welkom-tine-1');
  await expect(user).toHaveURL(/\/account\/dashboard$/);
  await expect(sidebarLinks(user)).toHaveText([
    'Dashboard',
    'Profiel',
    'Adresboek',
    'Bestellingen',
    'Facturen',
    'Offertes',
  ]);
  await sidebarLinks(user).getByText('Adresboek').click();
  await expect(user.getByRole('heading', { level: 1 })).toHaveText('Adresboek');

  await page.goto(details);
  await expect(page.getByRole('button', { name: 'Uitnodiging opnieuw versturen' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Adresboek beheren' }).uncheck();
  await page.getByRole('button', { name: 'Gebruiker opslaan' }).click();
  await expect(page.getByRole('status')).toHaveText(/De gebruiker is opgeslagen/);

  // The user's next request counts without the right: the address book is closed to them.
  expect((await user.reload())?.status()).toBe(403);
  await expect(user.getByTestId('missing-right')).toBeVisible();
  await user.goto('/account/dashboard');
  await expect(sidebarLinks(user)).toHaveText([
    'Dashboard',
    'Profiel',
    'Bestellingen',
    'Facturen',
    'Offertes',
  ]);
  await user.context().close();
});

test.describe('users list', () => {
  const stamp = Date.now();
  const people = Array.from({ length: 21 }, (_, index) => ({
    firstName: 'Lijst',
    lastName: `Tester ${String(index + 1).padStart(2, '0')}`,
    username: `lijst.${stamp}.${index + 1}`,
    email: `lijst.${stamp}.${index + 1}@demo.example`,
    preset: 'viewer',
  }));

  test.beforeAll(async () => {
    await importUsers(await sessionOf('demo.lead'), people);
  });

  for (const width of [1440, 375]) {
    test(`at ${width} px: searching follows the typing, sorting turns round, paging shows 20 a page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAsUser(page, '/account/customer', 'demo.lead');
      const rows = page.getByRole('table').getByRole('row');

      await page.getByRole('searchbox', { name: 'Zoeken', exact: true }).fill(`lijst.${stamp}`);
      // No button pressed: the list follows 500 ms after the last key.
      await expect(page).toHaveURL(new RegExp(`search=lijst.${stamp}`));
      await expect(page.getByText('Gevonden gebruikers: 21')).toBeVisible();
      await expect(rows).toHaveCount(21);
      await expect(rows.nth(1)).toContainText('Tester 01');

      await page.getByRole('link', { name: 'Volgende' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('Tester 21');

      await page.getByRole('link', { name: 'Sorteren op Gebruikersnaam, oplopend' }).click();
      await expect(rows.nth(1)).toContainText(`lijst.${stamp}.1`);
      await page.getByRole('link', { name: 'Sorteren op Gebruikersnaam, aflopend' }).click();
      await expect(page).toHaveURL(/field=username&order=desc|order=desc&field=username/);
      await expect(page.getByRole('columnheader', { name: /Gebruikersnaam/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      // Usernames sort as text: …9, …8, …7, …21, …20, …2, …19, …
      await expect(rows.nth(1)).toContainText(`lijst.${stamp}.9`);

      await page.goto('/account/customer?leadBuyer=yes');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('demo.lead');
    });
  }

  test('selected users are deleted after a confirmation that names them', async ({ page }) => {
    await openAsUser(page, `/account/customer?search=lijst.${stamp}&page=2`, 'demo.lead');
    await page.getByRole('checkbox', { name: `Lijst Tester 21 selecteren` }).check();
    await page.getByRole('button', { name: 'Geselecteerde gebruikers verwijderen' }).click();
    const question = page.getByRole('alertdialog', { name: 'Deze gebruikers verwijderen (1)?' });
    await expect(question).toContainText(`Lijst Tester 21 (lijst.${stamp}.21)`);
    await question.getByRole('button', { name: 'Verwijderen (1)' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'De gebruikers zijn verwijderd.' }),
    ).toBeVisible();
    await expect(page.getByText('Gevonden gebruikers: 20')).toBeVisible();
  });
});

test('a buyer follows their own orders, has no users link and is told so on the users screens', async ({
  page,
}) => {
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  await expect(sidebarLinks(page)).toContainText(['Bestellingen']);
  await expect(sidebarLinks(page)).not.toContainText(['Gebruikers']);
  expect((await page.goto('/account/customer/create'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gebruikers');
});

test('contact data, status and rights are saved with one form; a preset only fills in the rights until saved', async ({
  page,
}) => {
  const username = `een.formulier.${Date.now()}`;
  await importUsers(await sessionOf('demo.lead'), [
    { firstName: 'Ilse', lastName: 'Bogaert', username, email: `${username}@demo.example`, preset: 'viewer' },
  ]);
  await openAsUser(page, `/account/customer?search=${username}`, 'demo.lead');
  await page.getByRole('link', { name: 'Ilse Bogaert' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ilse Bogaert');
  const details = page.url();
  const placeOrders = page.getByRole('checkbox', { name: 'Bestellingen plaatsen' });
  await expect(placeOrders).not.toBeChecked();
  await hydrated(page.getByRole('button', { name: 'Aankoper', exact: true }));

  await page.getByLabel(/^Achternaam/).fill('Bogaert-Peeters');
  await page.getByRole('button', { name: 'Aankoper', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'De rechten van de rol ‘Aankoper’ zijn hieronder ingevuld. Ze gelden zodra u opslaat.',
  );
  await expect(placeOrders).toBeChecked();
  await expect(page.getByLabel(/^Achternaam/)).toHaveValue('Bogaert-Peeters');
  // Nothing was saved by the preset.
  await page.goto(details);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ilse Bogaert');
  await expect(placeOrders).not.toBeChecked();
  // Hydration sets the form's fields to what React holds: what was typed before it would be undone.
  await hydrated(page.getByRole('button', { name: 'Aankoper', exact: true }));

  await page.getByLabel(/^Achternaam/).fill('Bogaert-Peeters');
  await page.getByRole('checkbox', { name: 'Hoofdaankoper van het bedrijf' }).check();
  await page.getByRole('button', { name: 'Aankoper', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Adresboek beheren' }).check();
  // Enter in a field saves the whole form.
  await page.getByLabel(/^Voornaam/).press('Enter');
  await expect(page.getByRole('status')).toHaveText(/De gebruiker is opgeslagen/);
  await page.goto(details);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ilse Bogaert-Peeters');
  await expect(page.getByRole('checkbox', { name: 'Hoofdaankoper van het bedrijf' })).toBeChecked();
  await expect(placeOrders).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Adresboek beheren' })).toBeChecked();

  // A wrong field keeps everything as typed and saves nothing.
  await page.getByLabel(/^E-mail/).fill('geen-adres');
  await placeOrders.uncheck();
  await page.getByRole('button', { name: 'Gebruiker opslaan' }).click();
  await expect(page.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  await expect(placeOrders).not.toBeChecked();
  await page.goto(details);
  await expect(placeOrders).toBeChecked();
});

test('an e-mail address another user of the company has is refused before any invitation, and created only when confirmed as shared', async ({
  page,
}) => {
  const stamp = Date.now();
  const shared = `werkplaats.${stamp}@demo.example`;
  await importUsers(await sessionOf('demo.lead'), [
    {
      firstName: 'Eerste',
      lastName: 'Werkplaats',
      username: `werkplaats.${stamp}`,
      email: shared,
      preset: 'buyer',
    },
  ]);
  await openAsUser(page, '/account/customer/create', 'demo.lead');
  await page.getByLabel(/^Voornaam/).fill('Tweede');
  await page.getByLabel(/^Achternaam/).fill('Werkplaats');
  await page.getByLabel(/^Gebruikersnaam/).fill(`werkplaats.${stamp}.b`);
  await page.getByLabel(/^E-mail/).fill(shared.toUpperCase());
  await page.getByRole('button', { name: 'Gebruiker aanmaken en uitnodiging versturen' }).click();
  const refusal = `Dit e-mailadres wordt al gebruikt door Eerste Werkplaats (werkplaats.${stamp}).`;
  await expect(page.getByRole('alert').first()).toHaveText(refusal);
  await expect(page.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  await expect(outbox.getByRole('article').filter({ hasText: shared })).toHaveCount(1);

  await page.getByRole('button', { name: 'Gebruiker aanmaken met dit gedeelde adres' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tweede Werkplaats');
  await outbox.reload();
  await expect(outbox.getByRole('article').filter({ hasText: shared })).toHaveCount(2);
});

test('a taken username is shown at its field in French and nothing is created', async ({ page }) => {
  await openAsUser(page, '/fr/account/customer/create', 'demo.lead');
  await page.getByLabel(/^Prénom/).fill('Luc');
  await page.getByLabel(/^Nom \*?$/).fill('Martin');
  await page.getByLabel(/^Nom d'utilisateur/).fill('DEMO.BUYER');
  await page.getByLabel(/^E-mail/).fill('luc.martin@demo.example');
  await page.getByRole('button', { name: "Créer l'utilisateur et envoyer l'invitation" }).click();
  await expect(page.getByRole('alert')).toHaveText("Ce nom d'utilisateur est déjà utilisé.");
  await expect(page.getByLabel(/^Nom d'utilisateur/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Luc');
});

for (const width of [1440, 375]) {
  test(`at ${width} px the users screens have no serious accessibility findings`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsUser(page, '/account/customer', 'demo.lead');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Tom Janssens' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tom Janssens');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/account/customer/create');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
