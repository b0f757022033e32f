import { expect, test } from '@playwright/test';
import { openAsUser } from './support/account';
import { seriousViolations } from './support/axe';

for (const width of [1440, 375]) {
  test(`the order history filters by status and has no serious accessibility violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsUser(page, '/account/orders', 'demo.lead');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellingen');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('main').getByLabel('Status').selectOption({ label: 'Geannuleerd' });
    await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
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
