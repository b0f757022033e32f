import { openAsUser } from './support/account';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

for (const width of [1440, 375]) {
  test(`the order history filters by status and has no serious accessibility violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsUser(page, '/account/orders', 'demo.lead');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellingen');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('main').getByLabel('Status').selectOption({ label: 'Geannuleerd' });
    await page.getByRole('main').getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    const rows = page.getByRole('row');
    if ((await rows.count()) > 0) {
      for (const row of await rows.all()) {
        if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText('Geannuleerd');
      }
    } else {
      await expect(page.getByText('Geen bestellingen gevonden.')).toBeVisible();
    }
  });
}

test('control characters typed into the address are dropped from list searches', async ({ page }) => {
  await openAsUser(page, '/account/orders', 'demo.lead');
  const orders = await page.goto('/account/orders?term=a%00b');
  expect(orders?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellingen');
  await expect(page.getByRole('main').getByLabel('Bestelnummer of referentie')).toHaveValue('ab');

  const users = await page.goto('/account/customer?search=demo%00.lead%07');
  expect(users?.status()).toBe(200);
  await expect(page.getByRole('searchbox', { name: 'Zoeken', exact: true })).toHaveValue('demo.lead');
  await expect(page.getByRole('main').getByText('demo.lead', { exact: true }).first()).toBeVisible();
});
