import { logIn } from './support/account';
import { orderWaitingForTheLead } from './support/approvals';
import { type SaleArticle, saleArticles } from './support/articles';
import { seriousViolations } from './support/axe';
import { addToCart } from './support/cart';
import { categoryWithProducts, languageIds, searchProducts, seoPathIn } from './support/store-api';
import { expect, type Page, test } from './support/test';

/**
 * axe with the WCAG 2.2 A and AA rules on the shop's main pages, as a visitor and as a lead buyer, on a
 * desktop and a phone: each page is opened once per state and width, the set-up is done once per state.
 */

const viewports = [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
];

/** Opens every page at both widths; answers the serious and critical findings by page and width. */
async function findingsOn(page: Page, pages: Record<string, string>) {
  const findings: Record<string, unknown> = {};
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      const violations = await seriousViolations(page);
      if (violations.length > 0) findings[`${name} at ${viewport.width} px`] = violations;
    }
  }
  return findings;
}

/** The catalogue pages both states see. */
async function cataloguePages(article: SaleArticle) {
  const nl = (await languageIds())['nl-NL']!;
  const { category } = await categoryWithProducts(5);
  const withVariants = (await searchProducts({ limit: 100 }, nl)).elements.find(
    (product) => product.childCount > 1,
  )!;
  return {
    home: '/',
    listing: seoPathIn(category, nl),
    search: '/search?query=moer',
    product: article.path,
    variants: `${seoPathIn(withVariants, nl)}?showVariantsTable=true`,
    cart: '/checkout',
    'French cart': '/fr/checkout',
  };
}

test('axe finds nothing serious on the main pages of a visitor, on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [article] = await saleArticles();
  await addToCart(page, article!);
  const pages = {
    ...(await cataloguePages(article!)),
    login: '/auth',
    'company registration': '/register/company',
    'customer registration': '/register/customer',
    'not found': '/deze-pagina-bestaat-niet',
  };
  expect(await findingsOn(page, pages)).toEqual({});
});

test('axe finds nothing serious on the content pages, the blog, the brands and the downloads', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/blog');
  const post = await page
    .getByTestId('blog-post-card')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto('/brands');
  const brand = await page.getByTestId('brand-card').first().getAttribute('href');
  const pages = {
    'parts and products': '/parts-products/',
    services: '/en/services/',
    'terms of sale': '/fr/conditions-generales',
    blog: '/blog',
    'blog post': post!,
    brands: '/brands',
    brand: brand!,
    downloads: '/files?q=veiligheid',
  };
  expect(await findingsOn(page, pages)).toEqual({});
});

test('axe finds nothing serious on the main and account pages of a lead buyer, on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const [article] = await saleArticles();
  const order = await orderWaitingForTheLead(page, article!);
  await page.goto('/auth');
  await logIn(page, 'demo.lead');
  await expect(page).toHaveURL('/account/dashboard');
  await addToCart(page, article!);
  // Of the catalogue, the pages whose content changes for a buyer: prices, stock, the order form.
  const { listing, product, cart } = await cataloguePages(article!);
  const pages = {
    listing,
    product,
    cart,
    // The users, order references and order history lists have their own axe tests at both widths.
    dashboard: '/account/dashboard',
    flows: '/account/flows',
    'cost centres': '/account/costcenter',
    'cost posts': '/account/costposts',
    newsletters: '/account/newsletters',
    'order detail': `/account/orders/details/${order.orderNumber}`,
    invoices: '/account/invoices',
    offers: '/account/offers',
    'order confirmation': `/checkout/success?order=${order.id}`,
    approvals: '/account/approvals',
    'approval detail': `/account/approvals/${order.id}`,
  };
  expect(await findingsOn(page, pages)).toEqual({});
});
