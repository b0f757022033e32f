import { categoryWithProducts, languageIds, seoPathIn } from './support/store-api';
import { expect, test } from './support/test';

test('category pages show 24 products per page and the next page shows the following ones', async ({
  page,
}) => {
  const ids = await languageIds();
  const { category, total } = await categoryWithProducts(30);
  await page.goto(seoPathIn(category, ids['nl-NL']!));

  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  const firstPage = await cards.getByRole('heading').allInnerTexts();

  await page.getByRole('navigation', { name: "Pagina's" }).getByRole('link', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/[?&]p=2\b/);
  // The address changes just before the next page's cards are rendered.
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstPage[0]!);
  await expect(cards).toHaveCount(Math.min(24, total - 24));
  const secondPage = await cards.getByRole('heading').allInnerTexts();
  expect(secondPage.filter((name) => firstPage.includes(name))).toHaveLength(0);
});

test('an invalid page or sorting in the address falls back to the defaults with a notice', async ({
  page,
}) => {
  const ids = await languageIds();
  const { category } = await categoryWithProducts(30);
  const response = await page.goto(`${seoPathIn(category, ids['nl-NL']!)}?p=abc&order=sideways`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('status')).toContainText('ongeldig');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
});
