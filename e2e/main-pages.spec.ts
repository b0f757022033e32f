import { logIn } from './support/account';
import { saleArticles } from './support/articles';
import { categoryWithProducts, languageIds, seoPathIn } from './support/store-api';
import { expect, type Page, test } from './support/test';

/**
 * The shop's main pages under its Content-Security-Policy, with scripts running: none of them may log
 * an error (a violation of the policy included) or throw. The tag manager is configured in the
 * end-to-end shop; its script is answered here, so that a failed load does not hide other errors.
 */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function answerTagManager(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.tagManagerLoaded = true;' }),
  );
}

/** Opens a page under the policy and waits until its scripts have run (the tag manager's included). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self' 'nonce-");
  await expect
    .poll(() => page.evaluate(() => (window as { tagManagerLoaded?: boolean }).tagManagerLoaded))
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

test('home, search, listing, product, cart and checkout run without a console error', async ({ page }) => {
  const errors = collectErrors(page);
  await answerTagManager(page);
  const ids = await languageIds();
  const { category } = await categoryWithProducts(5);
  const article = (await saleArticles())[0]!;

  await open(page, '/');
  await open(page, '/search?query=bout');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await open(page, seoPathIn(category, ids['nl-NL']!));
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await open(page, '/en');

  await open(page, article.path);
  await page.getByRole('button', { name: 'In winkelmandje' }).first().click();
  await expect(page.getByTestId('cart-badge')).toHaveText(/\d+/);
  await open(page, '/checkout');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();

  await page.goto('/auth');
  await logIn(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await open(page, '/checkout');
  await expect(page.getByTestId('checkout-form')).toBeVisible();

  expect(errors).toEqual([]);
});

const accountPages = [
  '/account/dashboard',
  '/account/profile',
  '/account/addressbook',
  '/account/addressbook/create',
  '/account/customer',
  '/account/customer/create',
  '/account/customer/import',
  '/account/approvals',
  '/account/flows',
  '/account/flows/create',
  '/account/orders',
  '/account/invoices',
  '/account/offers',
  '/account/orderreferences',
  '/account/orderreferences/create',
  '/account/costcenter',
  '/account/costcenter/create',
];

test('the account pages of a lead buyer run without a console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await answerTagManager(page);
  await page.goto('/auth');
  await logIn(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  for (const path of accountPages) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});
