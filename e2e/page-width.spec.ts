import { expect, type Page, test } from '@playwright/test';
import { openAsUser } from './support/account';
import { saleArticles } from './support/articles';
import { categoryListing, categoryWithProducts, languageIds, seoPathIn } from './support/store-api';

const widths = [375, 768, 1024, 1280, 1440];

/** Whether the page fits the window, without sideways scrolling. */
async function expectNoSidewaysScrolling(page: Page, label: string) {
  const size = await page.evaluate(() => {
    // The innermost elements that reach past the window, to say what is too wide.
    const tooWide = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          !Array.from(element.children).some(
            (child) => child.getBoundingClientRect().right > window.innerWidth + 1,
          ),
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, tooWide };
  });
  expect(size.scrollWidth, `${label}: ${size.tooWide.join(' | ')}`).toBeLessThanOrEqual(size.innerWidth);
}

test('no page is wider than the window at phone, tablet and desktop widths', async ({ page }) => {
  const nl = (await languageIds())['nl-NL']!;
  const { category } = await categoryWithProducts(5);
  const [product] = (await categoryListing(category.id, { limit: 1 })).elements;
  const pages = ['/', '/search?query=bout', seoPathIn(category, nl), seoPathIn(product!, nl)];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expectNoSidewaysScrolling(page, `${path} at ${width} px`);
    }
  }
});

test('the checkout with its reference and cost centre choices and the account screens fit a phone', async ({
  page,
  browser,
}) => {
  const [article] = await saleArticles();
  await openAsUser(page, '/account/dashboard', 'demo.lead');
  await page.goto(`/search?${new URLSearchParams({ query: article!.productNumber })}`);
  const card = page.getByTestId('product-card').filter({ hasText: article!.productNumber }).first();
  await card.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();
  const pages = [
    '/checkout',
    '/account/dashboard',
    '/account/orders',
    '/account/orderreferences',
    '/account/orderreferences/create',
    '/account/costcenter',
    '/account/flows',
    '/account/approvals',
  ];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expectNoSidewaysScrolling(page, `${path} at ${width} px`);
    }
  }
  // Before (or without) JavaScript the checkout shows delivery and pickup fields at once.
  const withoutScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: 'http://127.0.0.1:3100',
    viewport: { width: 375, height: 900 },
  });
  const plain = await withoutScript.newPage();
  await plain.goto('/checkout');
  await expectNoSidewaysScrolling(plain, '/checkout at 375 px without JavaScript');
  await withoutScript.close();
});
