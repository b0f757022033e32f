import { storedId } from '@tradeshop/api-client';
import { categoryListing, categoryWithProducts, languageIds, seoPathIn } from './support/store-api';
import { expect, type Page, test } from './support/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A brand's checkbox, named by the brand and its count. */
const brandCheckbox = (page: Page, brand: string) =>
  page
    .getByRole('group', { name: 'Merk' })
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand)}\\s+\\d+$`) });

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

  // Ticking applies the filter at once: there is no button to look for.
  await expect(page.getByRole('button', { name: 'Toepassen' })).toHaveCount(0);
  await brandCheckbox(page, brand!.translated.name).check();

  // The Store API writes ids as 32 hex characters; the storefront names them as stored (dashed).
  await expect(page).toHaveURL(new RegExp(`manufacturer=${storedId(brand!.id)}`));
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(Math.min(24, brand!.count));
  for (const subtitle of await cards.getByTestId('product-card-subtitle').allInnerTexts()) {
    expect(subtitle.startsWith(`${brand!.translated.name} · `)).toBe(true);
  }

  await cards.first().getByRole('link').click();
  await expect(page.getByTestId('product-manufacturer')).toHaveText(brand!.translated.name);
});

test('without scripts the filters apply through their button', async ({ browser }) => {
  const ids = await languageIds();
  const { category } = await categoryWithProducts(10);
  const { aggregations } = await categoryListing(category.id, { limit: 1 });
  const brand = aggregations.manufacturer.entities.find((bucket) => bucket.count > 0)!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(seoPathIn(category, ids['nl-NL']!));
  await brandCheckbox(page, brand.translated.name).check();
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page).toHaveURL(new RegExp(`manufacturer=${storedId(brand.id)}`));
  await context.close();
});
