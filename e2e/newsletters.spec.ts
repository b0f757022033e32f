import { openAsUser } from './support/account';
import { importUsers, sendNewsletter, sessionOf } from './support/store-api';
import { type Browser, expect, hydrated, type Page, test } from './support/test';

/** The storefront path (with its language prefix) of a link in the newest mail to `email` in the outbox. */
async function mailedPath(page: Page, email: string, subject: string, link: RegExp): Promise<string> {
  await page.goto('/dev/outbox');
  const mail = page.getByRole('article').filter({ hasText: email }).filter({ hasText: subject }).first();
  const href = await mail.getByRole('link', { name: link }).first().getAttribute('href');
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

/** A browser without the manager's session: the unsubscribe link works without logging in. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3100' });
  return context.newPage();
}

/** Follows a newsletter link and presses the page's one button. */
async function follow(page: Page, path: string, button: string) {
  await page.goto(path);
  const submit = page.getByRole('button', { name: button });
  await hydrated(submit);
  await submit.click();
}

test('a colleague subscribed by a manager confirms, then unsubscribes with the link of a newsletter mail', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const username = `lezer.${stamp}`;
  const email = `${username}@demo.example`;
  await importUsers(await sessionOf('demo.lead'), [
    { firstName: 'Léa', lastName: `Lezer${stamp}`, username, email, preset: 'buyer' },
  ]);

  const manager = `/account/newsletters?search=${username}`;
  await openAsUser(page, manager, 'demo.lead');
  const row = page.getByRole('row').filter({ hasText: username });
  const status = row.getByTestId('newsletter-status');
  await expect(status).toHaveText('Niet ingeschreven');
  const subscribe = row.locator('summary');
  await hydrated(subscribe);
  await subscribe.click();
  await row.getByLabel('Taal').selectOption({ label: 'Frans' });
  await row.getByRole('checkbox', { name: 'Evenementen' }).check();
  await row.getByRole('checkbox', { name: 'Nieuwe artikelen' }).check();
  await row.getByRole('button', { name: 'Bevestigingsmail versturen' }).click();
  await expect(page.getByRole('status')).toContainText('De inschrijving wacht op bevestiging');
  await expect(status).toHaveText('Wacht op bevestiging');
  await expect(row).toContainText('Nieuwe artikelen, Evenementen');

  const outbox = await page.context().newPage();
  const confirmation = await mailedPath(
    outbox,
    email,
    'Confirmez votre inscription à notre newsletter',
    /\/fr\/newsletter\/confirm\?token=/,
  );
  const reader = await visitor(browser);
  await follow(reader, confirmation, 'Confirmer l’inscription');
  await expect(reader.getByRole('status')).toHaveText(
    'Votre inscription est confirmée. Vous recevrez désormais notre newsletter.',
  );
  await page.reload();
  await expect(status).toHaveText('Ingeschreven');

  const subject = `Évènements ${stamp}`;
  expect(await sendNewsletter('events', subject)).toBeGreaterThanOrEqual(1);
  const unsubscribe = await mailedPath(outbox, email, subject, /\/fr\/newsletter\/unsubscribe\?token=/);
  const stranger = await visitor(browser);
  await follow(stranger, unsubscribe, 'Se désinscrire');
  await expect(stranger.getByRole('status')).toHaveText(
    'Vous êtes désinscrit. Vous ne recevrez plus notre newsletter.',
  );

  await page.reload();
  await expect(status).toHaveText('Uitgeschreven');
  await expect(row.locator('summary')).toContainText('Inschrijven');

  await follow(stranger, unsubscribe, 'Se désinscrire');
  await expect(stranger.getByRole('alert')).toHaveText('Ce lien a déjà été utilisé.');
});
