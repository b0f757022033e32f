import { Secret, TOTP } from 'otpauth';
import { saleArticles } from './support/articles';
import { seriousViolations } from './support/axe';
import { openBackOffice } from './support/back-office';
import { importUsers, placePickupOrder, sessionOf } from './support/store-api';
import { expect, test } from './support/test';

test.use({ locale: 'nl-BE' });

test('customer service finds a company, blocks it with a reason and unblocks it', async ({ page }) => {
  await openBackOffice(page, '/admin/companies', 'staff.service');
  await page.getByLabel(/^Een bedrijf zoeken/).fill('Other');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await page.getByRole('link', { name: '100002' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Other Industrie BV');

  await page.getByRole('button', { name: 'Bedrijf blokkeren' }).click();
  await expect(page.getByText('Geef een reden van minstens 3 tekens.')).toBeVisible();
  await page.getByLabel(/^Waarom blokkeren/).fill('Invoices unpaid for 90 days');
  await page.getByRole('button', { name: 'Bedrijf blokkeren' }).click();
  await expect(page.getByRole('status')).toContainText('Het bedrijf is geblokkeerd');
  await expect(page.getByText('Geblokkeerd: Invoices unpaid for 90 days')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText('Sven Service blokkeerde');

  await page.getByLabel(/^Waarom deblokkeren/).fill('Paid in full');
  await page.getByRole('button', { name: 'Bedrijf deblokkeren' }).click();
  await expect(page.getByRole('status')).toContainText('Het bedrijf is weer actief.');
});

test('customer service sends an invited shop user their invitation again', async ({ page }) => {
  const username = `invited.${Date.now().toString(36)}`;
  await importUsers(await sessionOf('demo.lead'), [
    {
      firstName: 'Ines',
      lastName: 'Uitgenodigd',
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
    },
  ]);
  await openBackOffice(page, '/admin/companies?term=100001', 'staff.service');
  await page.getByRole('link', { name: '100001' }).click();
  await page.getByRole('link', { name: 'Ines Uitgenodigd' }).click();
  await page.getByRole('button', { name: 'Uitnodiging opnieuw sturen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Er ging een nieuwe uitnodiging naar ${username}@demo.example.`,
  );
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText(
    'Sven Service stuurde de uitnodiging',
  );
});

test('customer service exports a shop user’s personal data, then erases the person with a reason', async ({
  page,
}) => {
  const username = `erase.${Date.now().toString(36)}`;
  await importUsers(await sessionOf('demo.lead'), [
    { firstName: 'Emma', lastName: 'Wisbaar', username, email: `${username}@demo.example`, preset: 'buyer' },
  ]);
  await openBackOffice(page, '/admin/companies?term=100001', 'staff.service');
  await page.getByRole('link', { name: '100001' }).click();
  await page.getByRole('link', { name: 'Emma Wisbaar' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Persoonsgegevens exporteren' }).click();
  const exported = await (await download).createReadStream();
  let text = '';
  for await (const chunk of exported) text += chunk;
  expect(text).toContain(`${username}@demo.example`);

  await page.getByRole('button', { name: 'Deze persoon wissen' }).click();
  await expect(page.getByText('Geef een reden van minstens 3 tekens.')).toBeVisible();
  await page.getByLabel(/^Waarom deze persoon wissen/).fill('Asked for by mail, ticket 4711');
  await page.getByLabel('Ik begrijp dat de gegevens van deze persoon voorgoed gewist worden.').check();
  await page.getByRole('button', { name: 'Deze persoon wissen' }).click();
  await expect(page.getByRole('status')).toContainText('Deze persoon werd gewist.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Erased person');
  await expect(page.getByText('Gewist', { exact: true })).toBeVisible();
  await expect(page.getByText(`${username}@demo.example`)).toHaveCount(0);
});

test('a content editor adds search synonyms, a wrong line named, and tries them as a visitor finds them', async ({
  page,
}) => {
  await openBackOffice(page, '/admin/search-synonyms?locale=en&try=zzspanner', 'staff.editor');
  await expect(page.getByText('Niets gevonden.')).toBeVisible();
  const field = page.getByLabel(/^Synoniemen, één set per regel/);
  await field.fill('zzspanner');
  await page.getByRole('button', { name: 'Synoniemen bewaren' }).click();
  await expect(page.getByRole('alert')).toContainText('Regel 1: een set heeft minstens twee termen.');
  await field.fill('# tried in the back-office\nzzspanner => screw');
  await page.getByRole('button', { name: 'Synoniemen bewaren' }).click();
  await expect(page.getByRole('status')).toContainText(
    '1 set bewaard: ze gelden vanaf de volgende zoekopdracht.',
  );
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByText(/artikelen? gevonden/)).toBeVisible();
  await expect(field).toHaveValue('zzspanner => screw');
});

test('a content editor sees neither companies nor orders in the menu, nor their pages', async ({ page }) => {
  await openBackOffice(page, '/admin', 'staff.editor');
  const menu = page.getByRole('navigation', { name: 'Menu van de back-office' });
  await expect(menu.getByRole('link')).toHaveText([
    'Overzicht',
    "Inhoudspagina's",
    'Zoeksynoniemen',
    'Mediabibliotheek',
    'Merken',
    'Bestandencatalogus',
    'Navigatie',
  ]);
  for (const path of ['/admin/companies', '/admin/orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      'Je rollen openen deze pagina niet',
    );
  }
});

test('an administrator makes a role of their own and deletes it', async ({ page }) => {
  await openBackOffice(page, '/admin/roles', 'staff.admin');
  await page.getByLabel(/^Naam/).fill('Order desk');
  await page.getByRole('checkbox', { name: 'Bestellingen zien' }).check();
  await page.getByRole('checkbox', { name: 'Bedrijven en hun gebruikers zien' }).check();
  await page.getByRole('button', { name: 'Rol aanmaken' }).click();
  await expect(page.getByRole('status')).toHaveText('De rol Order desk is aangemaakt.');
  await page.getByRole('link', { name: 'Order desk' }).click();
  await expect(page.getByRole('checkbox', { name: 'Bestellingen zien' })).toBeChecked();
  await page.getByRole('button', { name: 'Rol verwijderen' }).click();
  await expect(page).toHaveURL('/admin/roles');
  await expect(page.getByRole('link', { name: 'Order desk' })).toHaveCount(0);
});

test('the back-office’s pages have no serious accessibility findings', async ({ page }) => {
  // Thirty pages, each analysed by axe.
  test.setTimeout(120_000);
  await page.goto('/admin/sign-in');
  const findings: Record<string, unknown> = {};
  const check = async (name: string) => {
    const violations = await seriousViolations(page);
    if (violations.length > 0) findings[name] = violations;
  };
  await check('sign-in');
  await openBackOffice(page, '/admin/companies?term=100001', 'staff.admin');
  await check('companies');
  for (const [name, link] of [
    ['company', page.getByRole('link', { name: '100001' })],
    ['user', page.getByRole('link', { name: 'Tom Janssens' })],
  ] as const) {
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(name);
  }
  for (const path of [
    '/admin',
    '/admin/staff',
    '/admin/roles',
    '/admin/audit-log',
    '/admin/two-factor',
    '/admin/orders',
    '/admin/contact-messages',
    '/admin/offer-requests',
    '/admin/mails',
    '/admin/health',
    '/admin/search-synonyms?locale=en&try=screw',
    '/admin/integrations',
    '/admin/punchout',
    '/admin/content',
    '/admin/media',
    '/admin/brands',
    '/admin/files',
    '/admin/navigation',
    '/admin/settings',
    '/admin/nowhere',
  ]) {
    await page.goto(path);
    await check(path);
  }
  await page
    .getByRole('navigation', { name: 'Menu van de back-office' })
    .getByRole('link', { name: 'Medewerkers' })
    .click();
  await page.getByRole('link', { name: 'Ada Admin' }).click();
  await check('staff member');
  await page.goto('/admin/roles');
  await page.getByRole('link', { name: 'Administrator' }).click();
  await check('role');
  await page.goto('/admin/mails');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Tekst' })).toBeVisible();
  await check('mail');
  for (const [list, name] of [
    ['/admin/brands', 'brand'],
    ['/admin/files', 'file'],
    ['/admin/content', 'content page'],
  ] as const) {
    await page.goto(list);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(name);
  }
  expect(findings).toEqual({});
});

test('an administrator invites a staff member who must sign in in two steps, and they set it up', async ({
  page,
  browser,
}) => {
  await openBackOffice(page, '/admin/staff', 'staff.admin');
  await page.getByLabel(/^Gebruikersnaam/).fill('staff.quality');
  await page.getByLabel(/^Naam/).fill('Quinten Kwaliteit');
  await page.getByLabel(/^E-mail/).fill('quinten@tradeshop.example');
  await page.getByRole('checkbox', { name: 'Customer service' }).check();
  await page.getByRole('checkbox', { name: 'Aanmelden in twee stappen verplichten' }).check();
  await page.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(page.getByRole('status')).toHaveText('De uitnodiging ging naar quinten@tradeshop.example.');

  const invited = await (await browser.newContext({ locale: 'nl-BE' })).newPage();
  await invited.goto('/dev/outbox');
  const mail = invited.getByRole('article').filter({ hasText: 'quinten@tradeshop.example' }).first();
  await mail.getByRole('link', { name: /set-password\?token=/ }).click();
  await expect(invited.getByRole('heading', { level: 1 })).toHaveText('Kies je wachtwoord');
  expect(await seriousViolations(invited)).toEqual([]);
  await invited.getByLabel(/^Nieuw wachtwoord/).fill('kwaliteit-boven-alles');
  await invited.getByLabel(/^Hetzelfde wachtwoord/).fill('kwaliteit-boven-alles');
  await invited.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(invited.getByRole('status')).toHaveText('Je wachtwoord is ingesteld: meld je ermee aan.');

  await invited.getByLabel(/^Gebruikersnaam/).fill('staff.quality');
  await invited.getByLabel(/^Wachtwoord/).fill('kwaliteit-boven-alles');
  await invited.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(invited).toHaveURL(/\/admin\/two-factor$/);
  await expect(invited.getByRole('alert')).toHaveText(
    'Aanmelden in twee stappen is voor jou verplicht: stel het in om verder te gaan.',
  );
  await invited.getByRole('button', { name: 'Aanmelden in twee stappen instellen' }).click();
  const key = await invited.locator('code').textContent();
  const totp = new TOTP({ secret: Secret.fromBase32(key ?? '') });
  await invited.getByLabel(/^Code van je app/).fill(totp.generate());
  await invited.getByRole('button', { name: 'Inschakelen' }).click();
  await expect(invited.getByRole('list', { name: 'Je herstelcodes' }).getByRole('listitem')).toHaveCount(10);
  await invited
    .getByRole('navigation', { name: 'Menu van de back-office' })
    .getByRole('link', { name: 'Bedrijven' })
    .click();
  await expect(invited.getByRole('heading', { level: 1 })).toHaveText('Bedrijven');
});

test('customer service finds a company’s order and reads its lines and its events for the ERP', async ({
  page,
}) => {
  const [article] = await saleArticles();
  const order = await placePickupOrder(await sessionOf('other.lead'), article!.productNumber, article!.min);
  await openBackOffice(page, '/admin/companies?term=100002', 'staff.service');
  await page.getByRole('link', { name: '100002' }).click();
  await page.getByRole('link', { name: 'De bestellingen van het bedrijf' }).click();
  await page.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestelling ${order.orderNumber}`);
  await expect(page.getByRole('table', { name: 'Regels' })).toContainText(article!.productNumber);
  await expect(page.getByRole('region', { name: 'Gebeurtenissen voor het ERP' })).toContainText(
    'order.placed',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('customer service logs in as a customer with a reason and sees the banner naming them', async ({
  page,
  context,
}) => {
  await openBackOffice(page, '/admin/companies?term=100001', 'staff.service');
  await page.getByRole('link', { name: '100001' }).click();
  await page.getByRole('link', { name: 'Sophie Dubois' }).click();
  await page.getByLabel(/^Waarom aanmelden als deze klant/).fill('Helps with an order on the phone');
  const [shop] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Aanmelden als deze klant' }).click(),
  ]);
  // The shop opens in the user's language, French.
  await shop.getByRole('button', { name: 'Ouvrir la session du client' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'Vous êtes connecté en tant que' })).toContainText(
    'Vous êtes connecté en tant que Sophie Dubois par Sven Service',
  );
  await shop.getByRole('button', { name: 'Terminer la session' }).click();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText(
    'Helps with an order on the phone',
  );
});
