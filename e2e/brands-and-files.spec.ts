import { seriousViolations } from './support/axe';
import { brandList, searchProducts } from './support/store-api';
import { expect, test } from './support/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a visitor opens the brands list, opens a brand and narrows its articles with a listing filter', async ({
  page,
}) => {
  const [brand] = (await brandList()).sort((a, b) => b.productCount - a.productCount);
  const { aggregations } = await searchProducts({
    filter: [{ type: 'equals', field: 'manufacturerId', value: brand!.id }],
    limit: 1,
  });
  const { properties } = aggregations as unknown as {
    properties: {
      entities: {
        translated: { name: string };
        options: { translated: { name: string }; count: number }[];
      }[];
    };
  };
  const group = properties.entities.find((entry) =>
    entry.options.some((option) => option.count > 0 && option.count < brand!.productCount),
  )!;
  const option = group.options.find((entry) => entry.count > 0 && entry.count < brand!.productCount)!;

  await page.goto('/brands');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merken');
  expect(await seriousViolations(page)).toEqual([]);
  const letter = brand!.name.charAt(0).toUpperCase();
  await page
    .getByRole('navigation', { name: 'Merken per letter' })
    .getByRole('link', { name: letter, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`#brands-${letter}$`));
  await page.getByTestId('brand-card').filter({ hasText: brand!.name }).click();

  await expect(page).toHaveURL(new RegExp(`/brands/${brand!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand!.name);
  await expect(page.getByRole('img', { name: `${brand!.name} logo` })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(`${brand!.productCount} producten`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/brands/${brand!.slug}$`),
  );

  await page
    .getByRole('group', { name: group.translated.name })
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(option.translated.name)}\\s+\\d+$`) })
    .check();
  await expect(page).toHaveURL(/properties=/);
  await expect(page.getByTestId('result-count')).toHaveText(
    option.count === 1 ? '1 product' : `${option.count} producten`,
  );
  for (const subtitle of await page.getByTestId('product-card-subtitle').allInnerTexts()) {
    expect(subtitle.startsWith(`${brand!.name} · `)).toBe(true);
  }

  await page.goto('/brands/no-such-brand');
  await expect(page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
});

test('a visitor searches the files catalogue and downloads a PDF', async ({ page }) => {
  await page.goto('/files');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole('search', { name: 'Downloads zoeken' });
  await form.getByLabel('Zoekterm').fill('kravento');
  await form.getByRole('checkbox', { name: /^Handleiding/ }).check();
  await form.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/q=kravento&kind=manual/);
  const entries = page.getByTestId('file-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first().getByRole('heading')).toHaveText('Handleiding Kravento accuboormachine');

  const link = entries.first().getByRole('link', { name: /^Downloaden/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Every language shows the French and English editions too.
  await form.getByLabel('Taal').selectOption('all');
  await form.getByRole('button', { name: 'Zoeken' }).click();
  await expect(entries).toHaveCount(3);
});
