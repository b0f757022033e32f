import { logIn, logInAsNewBuyer } from './support/account';
import { seriousViolations } from './support/axe';
import { categoryWithProducts, languageIds, mainNavigation, seoPathIn } from './support/store-api';
import { expect, type Page, test } from './support/test';

const viewButton = (page: Page, name: 'Tegels' | 'Lijst') =>
  page.getByRole('group', { name: 'Weergave' }).getByRole('button', { name });

async function categoryPath(): Promise<string> {
  const ids = await languageIds();
  const { category } = await categoryWithProducts(10);
  return seoPathIn(category, ids['nl-NL']!);
}

test('a buyer switches listings to compact rows, orders from a row, and finds rows again at the next login', async ({
  page,
  browser,
}) => {
  const path = await categoryPath();
  // A buyer of their own: the demo buyer's view stays cards for the other tests.
  const { username } = await logInAsNewBuyer(page, 'Rijen', 'rows');
  await page.goto(path);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(viewButton(page, 'Tegels')).toHaveAttribute('aria-pressed', 'true');

  await viewButton(page, 'Lijst').click();
  await expect(viewButton(page, 'Lijst')).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('product-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);

  // A row: number, name leading to the article, one stock statement, price, counter and button.
  const row = rows.filter({ has: page.getByTestId('add-to-cart-form') }).first();
  await expect(row.getByTestId('product-row-number')).toHaveText(/^Artikelnummer: \S+$/);
  await expect(row.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/.+/);
  await expect(row.getByTestId('stock-notice')).toHaveCount(1);
  await expect(row.getByTestId('product-price')).toBeVisible();
  await expect(row.getByRole('textbox', { name: 'Aantal' })).toBeVisible();
  await row.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByText(/Toegevoegd aan uw winkelmandje/)).toBeVisible();
  // From the top: scrolled down, the sticky header covers the view switch, which axe counts as too small.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);

  // Search results follow the same choice.
  await page.goto('/search?query=moer');
  await expect(page.getByTestId('product-row').first()).toBeVisible();

  // Another browser, the same user: still rows. A visitor there sees cards.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(path);
  await expect(otherPage.getByTestId('product-card').first()).toBeVisible();
  await otherPage.goto(`/auth?redirectTo=${encodeURIComponent(path)}`);
  await logIn(otherPage, username, 'rows-koper-1');
  await expect(otherPage).toHaveURL(path);
  await expect(otherPage.getByTestId('product-row').first()).toBeVisible();
  await other.close();
});

test('without JavaScript a visitor switches to rows and back, and the browser keeps the choice', async ({
  browser,
}) => {
  const path = await categoryPath();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await viewButton(page, 'Lijst').click();
  await expect(page).toHaveURL(path);
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await page.reload();
  await expect(viewButton(page, 'Lijst')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await viewButton(page, 'Tegels').click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await context.close();
});

test('cards tell their products apart: each reads its name, brand and sizes or material once', async ({
  page,
}) => {
  await page.goto(await categoryPath());
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const readings = await cards.evaluateAll((elements) =>
    elements.map((card) =>
      [
        card.querySelector('h2, h3')?.textContent,
        card.querySelector('[data-testid="product-features"]')?.textContent,
        card.querySelector('[data-testid="product-card-subtitle"]')?.textContent?.split(' · ')[0],
      ].join(' | '),
    ),
  );
  expect(new Set(readings).size).toBe(readings.length);
  await expect(page.getByTestId('product-features').first()).toHaveText(/\S/);
});

test('a top category shows its sub-categories as tiles with pictures, each leading to its page', async ({
  page,
}) => {
  const nl = (await languageIds())['nl-NL']!;
  const top = (await mainNavigation(2)).find(
    (candidate) => candidate.type === 'page' && candidate.children.length > 0,
  )!;
  await page.goto(seoPathIn(top, nl));
  const tiles = page.getByRole('navigation', { name: 'Subcategorieën' }).getByRole('link');
  await expect(tiles).toHaveCount(top.children.filter((child) => child.type !== 'link').length);
  const first = top.children[0]!;
  await expect(tiles.first()).toHaveText(first.translated.name);
  await expect(tiles.first().locator('img')).toHaveAttribute('src', /\.svg$/);
  await tiles.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.translated.name);
});
