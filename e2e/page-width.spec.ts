import { openAsUser, useSession } from './support/account';
import {
  fillCart,
  fractionalArticle,
  partlyStockedArticle,
  saleArticles,
  searchListing,
} from './support/articles';
import {
  categoryWithProducts,
  languageIds,
  productIn,
  searchProducts,
  seoPathIn,
  sessionOf,
} from './support/store-api';
import { expect, type Page, test } from './support/test';

/** Whether the page fits the window, without sideways scrolling. */
async function expectNoSidewaysScrolling(page: Page, label: string, check = expect) {
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
  check(size.scrollWidth, `${label}: ${size.tooWide.join(' | ')}`).toBeLessThanOrEqual(size.innerWidth);
}

/** Sets the window's width and waits for the frame in which the page took it (media-query listeners included). */
async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
}

test('the checkout with its reference and cost centre choices, the account screens and the quick order fit a phone', async ({
  page,
  browser,
}) => {
  // Twelve screens at two widths: more than a minute on a slow machine.
  test.setTimeout(150_000);
  const [article] = await saleArticles();
  await openAsUser(page, '/account/dashboard', 'demo.lead');
  await page.goto(searchListing(article!.productNumber));
  const card = page.getByTestId('product-card').filter({ hasText: article!.productNumber }).first();
  await card.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();
  const pages = [
    '/checkout',
    '/account/dashboard',
    '/account/orders',
    '/account/orderreferences',
    '/account/orderreferences/create',
    '/account/costcenter',
    '/account/costposts',
    '/account/flows',
    '/account/approvals',
    '/account/orderlist',
    '/account/articlelinks',
    '/account/articlelinks/import',
    '/quick-order',
  ];
  for (const path of pages) {
    await page.goto(path);
    for (const width of [375, 1440]) {
      await atWidth(page, width);
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

/**
 * Whatever in the page's main content does not fit: a control, label or price whose text is wider or
 * taller than its box, an element that reaches past its container (outside regions that scroll
 * sideways on purpose), and content that a box with hidden overflow cuts off. Screen-reader-only
 * text (a clipped box of 1 px) is skipped.
 */
async function misfitsIn(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const testId = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const clips = (style: CSSStyleDeclaration) =>
      [style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip');
    const scrolls = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX);
    /** The nearest ancestor that has a box of its own (`display: contents` has none). */
    const containerOf = (element: Element) => {
      let parent = element.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
      return parent;
    };
    const walk = (element: Element, insideScrolling: boolean) => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      const box = element.getBoundingClientRect();
      if (style.position === 'absolute' && box.width <= 1 && box.height <= 1) return;
      const container = containerOf(element);
      const positioned = style.position === 'absolute' || style.position === 'fixed';
      if (
        element !== main &&
        container &&
        !insideScrolling &&
        !positioned &&
        !scrolls(style) &&
        box.width > 0
      ) {
        const outer = container.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) {
          found.push(
            `${describe(element)} reaches past ${describe(container).slice(0, 30)} (${Math.round(box.width)} px in ${Math.round(outer.width)} px)`,
          );
        }
      }
      const checked = element.matches(
        'button, a, label, input, textarea, [data-testid*="price"], [data-testid*="stock"]',
      );
      if (
        element instanceof HTMLElement &&
        style.display !== 'inline' &&
        (checked || clips(style)) &&
        !scrolls(style) &&
        (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
      ) {
        found.push(
          `${describe(element)} is cut (${element.scrollWidth}×${element.scrollHeight} px in ${element.clientWidth}×${element.clientHeight} px)`,
        );
      }
      if (element instanceof SVGElement) return;
      for (const child of Array.from(element.children)) walk(child, insideScrolling || scrolls(style));
    };
    walk(main, false);
    return found;
  });
}

const allWidths = [320, 375, 768, 1024, 1440, 1920];
/**
 * French has the longest words and labels: it is measured at every width. Dutch and English, whose
 * texts are shorter, at the phone and tablet widths where a longer text would break the layout first.
 */
const languagesToFit = [
  { code: 'fr-FR', prefix: '/fr', fitWidths: allWidths },
  { code: 'nl-NL', prefix: '', fitWidths: [320, 768] },
  { code: 'en-GB', prefix: '/en', fitWidths: [320, 768] },
];

for (const { fitWidths, ...language } of languagesToFit) {
  test(`home, cards, rows, product pages, cart and checkout fit from ${fitWidths[0]} to ${fitWidths.at(-1)} px in ${language.code}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const ids = await languageIds();
    const languageId = ids[language.code]!;
    // A buyer's view has the most to fit: stock figures, warehouses, the order form.
    const token = await sessionOf('demo.lead');
    await useSession(page.context(), token);
    const partly = await partlyStockedArticle(token);
    const fractional = await fractionalArticle();
    await fillCart(token, [
      { productNumber: partly.productNumber, quantity: partly.min },
      { productNumber: fractional.productNumber, quantity: fractional.min },
    ]);
    const { category } = await categoryWithProducts(5);
    const { elements } = await searchProducts({ limit: 100 }, languageId);
    const family = elements.find((product) => product.childCount > 1)!;
    const paths = [
      '/',
      seoPathIn(category, languageId),
      '/search?query=DIN',
      seoPathIn(await productIn(languageId, partly.id), languageId),
      seoPathIn(family, languageId),
      `${seoPathIn(family, languageId)}?showVariantsTable=true`,
      '/checkout',
    ].map((path) => `${language.prefix}${path}`);
    // Each page is loaded once and the window then takes every width, as a buyer turning a tablet
    // would: the server renders the same page for every width.
    for (const path of paths) {
      await page.goto(path);
      for (const width of fitWidths) {
        await atWidth(page, width);
        // Every page at every width is measured, so that one run names all that does not fit.
        await expectNoSidewaysScrolling(page, `${path} at ${width} px`, expect.soft);
        expect.soft(await misfitsIn(page), `${path} at ${width} px`).toEqual([]);
      }
    }
    // The compact rows, as a visitor who chose them.
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'listing-view', value: 'list', url: 'http://127.0.0.1:3100' }]);
    for (const path of paths.slice(1, 3)) {
      await page.goto(path);
      await expect(page.getByTestId('product-row').first()).toBeVisible();
      for (const width of fitWidths) {
        await atWidth(page, width);
        await expectNoSidewaysScrolling(page, `rows of ${path} at ${width} px`, expect.soft);
        expect.soft(await misfitsIn(page), `rows of ${path} at ${width} px`).toEqual([]);
      }
    }
  });
}
