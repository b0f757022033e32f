import {
  categoryListing,
  categoryWithProducts,
  languageIds,
  mainNavigation,
  productIn,
  seoPathIn,
} from './support/store-api';
import { expect, test } from './support/test';

test('English and French pages show translated product names and interface texts', async ({ page }) => {
  const ids = await languageIds();
  const { category } = await categoryWithProducts(1);
  const [listed] = (await categoryListing(category.id, { limit: 1 })).elements;
  const english = await productIn(ids['en-GB']!, listed!.id);
  const french = await productIn(ids['fr-FR']!, listed!.id);

  await page.goto(`/en${seoPathIn(english, ids['en-GB']!)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.translated.name);
  await expect(page.getByRole('term').getByText('Article number', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Choose language' }).getByRole('link', { name: 'FR' }).click();
  await expect(page).toHaveURL(`/fr${seoPathIn(french, ids['fr-FR']!)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.translated.name);
  await expect(page.getByRole('term').getByText("Numéro d'article", { exact: true })).toBeVisible();
});

test('the main navigation and search page follow the language of the address', async ({ page }) => {
  const ids = await languageIds();
  const [firstFrench] = await mainNavigation(1, ids['fr-FR']);
  const [firstEnglish] = await mainNavigation(1, ids['en-GB']);

  await page.goto('/fr');
  await expect(
    page
      .getByRole('navigation', { name: 'Catégories principales' })
      .getByText(firstFrench!.translated.name, { exact: true }),
  ).toBeVisible();

  await page.goto('/en/search?query=zzqxqzzqxq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “zzqxqzzqxq”');
  await expect(
    page
      .getByRole('navigation', { name: 'Main categories' })
      .getByText(firstEnglish!.translated.name, { exact: true }),
  ).toBeVisible();
});
