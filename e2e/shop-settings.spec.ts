import { demoPassword } from './support/account';
import { seriousViolations } from './support/axe';
import { openBackOffice } from './support/back-office';
import { expect, test } from './support/test';

test.use({ locale: 'nl-BE' });
// Maintenance closes the whole shop: nothing else may run while it is on.
test.describe.configure({ mode: 'serial' });

const adminApi = 'http://127.0.0.1:4100/admin-api';

/** Switches maintenance off through the Admin API, whatever the back-office's page did. */
async function maintenanceOff() {
  const grant = await fetch(`${adminApi}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 'administration',
      username: 'staff.admin',
      password: demoPassword,
    }),
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { data } = (await (await fetch(`${adminApi}/settings`, { headers })).json()) as {
    data: { settings: { maintenance: Record<string, unknown> } };
  };
  if (data.settings.maintenance.active !== true) return;
  const saved = await fetch(`${adminApi}/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...data.settings, maintenance: { ...data.settings.maintenance, active: false } }),
  });
  if (!saved.ok) throw new Error(`Maintenance could not be switched off: ${saved.status}`);
}

test.afterAll(maintenanceOff);

test('an administrator puts the shop in maintenance with a message, a visitor gets it with 503, and the shop comes back', async ({
  page,
  browser,
}) => {
  const maintenance = page.getByLabel('De winkel is in onderhoud');
  const save = page.getByRole('button', { name: 'Instellingen bewaren' });
  try {
    await openBackOffice(page, '/admin/settings', 'staff.admin');
    await maintenance.check();
    await page.getByLabel(/^Bericht in het Frans/).fill('Inventaire annuel : la boutique rouvre lundi.');
    await page.getByLabel(/^Bericht in het Nederlands/).fill('Jaarlijkse inventaris: maandag zijn we terug.');
    await save.click();
    await expect(page.getByRole('status')).toContainText('De instellingen zijn bewaard');
    // The back-office stays open while the shop is in maintenance.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winkelinstellingen');
    await expect(maintenance).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    const origin = new URL(page.url()).origin;
    const visitor = await browser.newContext({ locale: 'fr-BE' });
    const shop = await visitor.newPage();
    // Every process takes the settings within one catalogue version: a second at most.
    await expect.poll(async () => (await shop.goto(`${origin}/fr`))?.status()).toBe(503);
    const closed = await shop.goto(`${origin}/fr/auth`);
    expect(closed?.status()).toBe(503);
    expect(closed?.headers()['retry-after']).toBe('300');
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Maintenance en cours');
    await expect(shop.getByText('Inventaire annuel : la boutique rouvre lundi.')).toBeVisible();
    await shop.goto(origin);
    await expect(shop.getByText('Jaarlijkse inventaris: maandag zijn we terug.')).toBeVisible();

    await maintenance.uncheck();
    await save.click();
    await expect(page.getByRole('status')).toContainText('De instellingen zijn bewaard');
    await expect.poll(async () => (await shop.goto(`${origin}/fr`))?.status()).toBe(200);
    await expect(shop.getByRole('banner')).toBeVisible();
    await visitor.close();
  } finally {
    await maintenanceOff();
  }
});
