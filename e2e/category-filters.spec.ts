import { expect, test } from '@playwright/test';
import { categoryListing, categoryWithProducts, languageIds, seoPathIn } from './support/store-api';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('filtering a category by manufacturer shows only that brand and leads to its products', async ({
  page,
}) => {
  const ids = await languageIds();
  const { category } = await categoryWithProducts(10);
  const { aggregations } = await categoryListing(category.id, { limit: 1 });
  const brand = aggregations.manufacturer.entities.find((bucket) => bucket.count > 0);
  expect(brand, 'a manufacturer in the category').toBeTruthy();

  await page.goto(seoPathIn(category, ids['nl-NL']!));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.translated.name);
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link').first()).toHaveText(
    'Home',
  );

  const brandFilter = page.getByRole('group', { name: 'Merk' });
  await brandFilter
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand!.translated.name)}\\s+\\d+$`) })
    .check();
  await page.getByRole('button', { name: 'Toepassen' }).click();

  await expect(page).toHaveURL(new RegExp(`manufacturer=${brand!.id}`));
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(Math.min(24, brand!.count));
  for (const subtitle of await cards.getByTestId('product-card-subtitle').allInnerTexts()) {
    expect(subtitle.startsWith(`${brand!.translated.name} · `)).toBe(true);
  }

  await cards.first().getByRole('link').click();
  await expect(page.getByTestId('product-manufacturer')).toHaveText(brand!.translated.name);
});
