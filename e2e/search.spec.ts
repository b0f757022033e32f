import { categoryListing, categoryWithProducts } from './support/store-api';
import { expect, test } from './support/test';

test('searching by a word and opening a result shows the product name and article number', async ({
  page,
}) => {
  const { category } = await categoryWithProducts(5);
  const { elements } = await categoryListing(category.id, { limit: 5 });
  const word = elements
    .flatMap((product) => product.translated.name.split(/\s+/))
    .find((candidate) => /^\p{L}{4,}$/u.test(candidate));
  expect(word, 'a product name with a word of four letters or more').toBeTruthy();

  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Producten zoeken' });
  await search.fill(word!);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=/);

  const firstCard = page.getByTestId('product-card').first();
  const name = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
  const subtitle = (await firstCard.getByTestId('product-card-subtitle').textContent()) ?? '';
  const articleNumber = subtitle.split(' · ').at(-1)!.trim();
  await firstCard.getByRole('link', { name, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('product-number')).toHaveText(articleNumber);
});

test('an exact article number or EAN opens the article', async ({ page }) => {
  const { category } = await categoryWithProducts(10);
  const { elements } = await categoryListing(category.id, { limit: 5, p: 2 });
  const product = elements.at(-1) ?? (await categoryListing(category.id, { limit: 1 })).elements[0]!;

  for (const typed of [product.productNumber.toLowerCase(), product.ean].filter(Boolean)) {
    await page.goto(`/search?query=${encodeURIComponent(` ${typed} `)}`);
    await expect(page).not.toHaveURL(/\/search/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.translated.name);
    await expect(page.getByTestId('product-number')).toHaveText(product.productNumber);
  }
});

test('a search without results says so', async ({ page }) => {
  await page.goto('/search?query=zzqxqzzqxq');
  await expect(page.getByText('Geen producten gevonden voor “zzqxqzzqxq”', { exact: false })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
});

test('a mistyped search shows the results of the word it stands for, and searches as typed on request', async ({
  page,
}) => {
  await page.goto('/search?query=houtschrof');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor “houtschroef”');
  await expect(page.getByTestId('search-correction')).toContainText(
    'Niets gevonden voor “houtschrof”, daarom ziet u de resultaten voor “houtschroef”.',
  );
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toContainText('Houtschroef');

  await page.getByRole('link', { name: 'Zoek in plaats daarvan naar “houtschrof”' }).click();
  await expect(page.getByText('Geen producten gevonden voor “houtschrof”', { exact: false })).toBeVisible();
  const closeWords = page.getByTestId('search-close-words');
  await expect(closeWords.getByRole('link').first()).toBeVisible();
  await closeWords.getByRole('link', { name: 'houtschroef' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor “houtschroef”');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('the quick search leads to the categories of what it finds, by keyboard too', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Producten zoeken' });
  await search.fill('houtschroeven');
  const categories = page.getByRole('group', { name: 'Categorieën' });
  await expect(categories.getByRole('option', { name: 'Houtschroeven' })).toBeVisible();
  const options = page.getByRole('listbox', { name: 'Gevonden producten' }).getByRole('option');
  const products = await page
    .getByRole('listbox')
    .getByRole('option')
    .evaluateAll((all) => all.findIndex((option) => option.closest('[role="group"]')));
  for (let step = 0; step <= products; step += 1) await search.press('ArrowDown');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(products).getAttribute('id'))!,
  );
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houtschroeven');
});
