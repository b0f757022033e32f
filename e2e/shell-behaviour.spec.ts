import { logIn } from './support/account';
import { saleArticles } from './support/articles';
import { addToCart } from './support/cart';
import { categoryWithProducts, languageIds, seoPathIn } from './support/store-api';
import { expect, hydrated, type Page, test } from './support/test';

async function categoryPath(): Promise<string> {
  const ids = await languageIds();
  const { category } = await categoryWithProducts(30);
  return seoPathIn(category, ids['nl-NL']!);
}

/** The tag manager's script never leaves the machine: it is answered with an empty script. */
async function stubTagManager(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

function virtualRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'virtualRoute')
      .map((entry) => String(entry.virtualPageURL)),
  );
}

for (const width of [1440, 375]) {
  test.describe(`page shell at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ page }) => stubTagManager(page));

    test('paging a listing keeps the scroll position; opening a product starts at the top', async ({
      page,
    }) => {
      await page.goto(await categoryPath());
      const pagination = page.getByRole('navigation', { name: "Pagina's" });
      await pagination.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(300);
      await pagination.getByRole('link', { name: 'Volgende' }).click();
      await expect(page).toHaveURL(/[?&]p=2\b/);
      await expect(pagination.locator('[aria-current="page"]')).toContainText('Pagina 2');
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(200);

      await page.getByTestId('product-card').last().getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('skip links come first: to the main navigation, the search and the content, shown when focused', async ({
      page,
    }) => {
      const skipLink = async (tabs: number, name: string) => {
        await page.goto('/');
        for (let tab = 0; tab < tabs; tab += 1) await page.keyboard.press('Tab');
        const link = page.getByRole('link', { name, exact: true });
        await expect(link).toBeFocused();
        await expect(link).toBeInViewport({ ratio: 1 });
        expect((await link.boundingBox())!.width).toBeGreaterThan(40);
        await page.keyboard.press('Enter');
      };
      await skipLink(1, 'Naar het hoofdmenu');
      if (width === 1440) {
        await expect(
          page.getByRole('navigation', { name: 'Hoofdcategorieën' }).getByRole('link').first(),
        ).toBeFocused();
      } else {
        await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
      }
      await skipLink(2, 'Naar het zoekveld');
      await expect(
        page.getByRole('banner').getByRole('combobox', { name: 'Producten zoeken' }),
      ).toBeFocused();
      await skipLink(3, 'Naar de inhoud');
      await expect(page.getByRole('main')).toBeFocused();
    });

    test('after a page change the focus is on its heading; not on the first load, nor while sorting', async ({
      page,
    }) => {
      await page.goto(await categoryPath());
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      // A click before hydration is a document load, which by design leaves the focus alone.
      const nextPage = page
        .getByRole('navigation', { name: "Pagina's" })
        .getByRole('link', { name: 'Volgende' });
      await hydrated(nextPage);
      await nextPage.click();
      await expect(page).toHaveURL(/[?&]p=2\b/);
      await expect(heading).toBeFocused();

      const sorting = page.getByLabel('Sorteren op');
      await sorting.focus();
      await sorting.selectOption({ index: 1 });
      await expect(page).toHaveURL(/[?&]order=/);
      await expect(sorting).toBeFocused();

      await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(heading).toBeFocused();

      const search = page.getByRole('banner').getByRole('combobox', { name: 'Producten zoeken' });
      await search.fill('moer');
      await search.press('Enter');
      await expect(heading).toContainText('moer');
      await expect(heading).toBeFocused();

      await page.goto('/auth');
      await hydrated(page.getByRole('button', { name: 'Inloggen' }));
      await logIn(page, 'demo.buyer');
      await expect(page).toHaveURL('/account/dashboard');
      await expect(heading).toBeFocused();
    });

    test('a slow navigation shows the progress bar until the page is there', async ({ page }) => {
      await page.goto('/');
      await page.route('**/*.data*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      const bar = page.getByTestId('progress-bar');
      await expect(bar).toHaveCount(0);
      await page.locator('main').getByRole('link').first().click();
      await expect(bar).toBeVisible();
      await expect(bar).toHaveCount(0, { timeout: 10_000 });
    });

    test('notifications show a title and sanitized HTML text and close', async ({ page }) => {
      await page.goto('/');
      const area = page.getByRole('region', { name: 'Meldingen' });
      // Until the page is interactive nobody listens: notify until the first message shows.
      await expect(async () => {
        await page.evaluate(() =>
          window.dispatchEvent(
            new CustomEvent('shop:notify', { detail: { type: 'success', title: 'Gelukt' } }),
          ),
        );
        await expect(area.getByTestId('notification-success').first()).toBeVisible({ timeout: 250 });
      }).toPass();
      await page.evaluate(() => {
        window.dispatchEvent(
          new CustomEvent('shop:notify', {
            detail: {
              type: 'warn',
              title: 'Let op',
              text: 'Levering <strong>morgen</strong><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
            },
          }),
        );
        window.dispatchEvent(new CustomEvent('shop:notify', { detail: { type: 'bogus', title: 'Nooit' } }));
      });
      const warning = area.getByTestId('notification-warn');
      await expect(warning).toContainText('Let op');
      await expect(warning.locator('strong')).toHaveText('morgen');
      await expect(warning.locator('img, script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      await expect(area.getByTestId('notification-success').first()).toContainText('Gelukt');
      await expect(area.getByText('Nooit')).toHaveCount(0);
      await warning.getByRole('button', { name: 'Melding sluiten' }).click();
      await expect(warning).toHaveCount(0);
    });

    test('the tag manager gets a virtualRoute page view after each route change', async ({ page }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        const host = new URL(request.url()).hostname;
        if (host !== '127.0.0.1' && host !== 'localhost') outside.push(request.url());
      });
      await page.goto('/');
      await expect.poll(() => virtualRoutes(page)).toEqual(['/']);
      await page.goto('/search?query=schroef');
      await expect.poll(() => virtualRoutes(page)).toEqual(['/search?query=schroef']);
      await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect.poll(async () => (await virtualRoutes(page)).length).toBe(2);
      expect((await virtualRoutes(page))[1]).not.toContain('/search');
      // Only the stubbed tag manager script was asked for, nothing else went out.
      expect(
        outside.every((url) => url.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-TEST')),
      ).toBe(true);
    });

    test('the live chat launcher floats 150 px from the right on desktops, sits in the footer on phones, and offers the contact options', async ({
      page,
    }) => {
      await page.goto('/');
      const floating = page.getByTestId('live-chat');
      const docked = page.getByRole('contentinfo').getByRole('button', { name: 'Chat met ons' });
      const launcher = width === 1440 ? floating.getByRole('button', { name: 'Chat met ons' }) : docked;
      if (width === 1440) {
        const box = await launcher.boundingBox();
        expect(box && Math.round(width - (box.x + box.width))).toBe(150);
        await expect(docked).toBeHidden();
      } else {
        await expect(floating).toBeHidden();
        await docked.scrollIntoViewIfNeeded();
      }
      await launcher.click();
      const panel = page.getByRole('dialog', { name: 'Waarmee kunnen we helpen?' });
      await expect(panel.getByRole('link', { name: /Bel ons/ })).toHaveAttribute('href', /^tel:/);
      await expect(panel.getByRole('link', { name: /Stuur ons een e-mail/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(launcher).toBeFocused();
    });
  });
}

/** What the floating chat launcher covers now: the controls and prices beneath it, by their text. */
function coveredByChat(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('[data-testid="live-chat"]')!;
    if (getComputedStyle(launcher).visibility === 'hidden') return [];
    const spot = launcher.getBoundingClientRect();
    const under = (box: DOMRect) =>
      box.width > 0 &&
      box.left < spot.right &&
      spot.left < box.right &&
      box.top < spot.bottom &&
      spot.top < box.bottom;
    const controls = Array.from(document.querySelectorAll('a[href], button, input, select, textarea'))
      .filter((element) => !launcher.contains(element) && under(element.getBoundingClientRect()))
      .map(
        (element) =>
          `${element.tagName} ${element.textContent?.trim() || element.getAttribute('aria-label')}`,
      );
    const prices: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!(node as Text).data.includes('€')) continue;
      range.selectNodeContents(node);
      if (under(range.getBoundingClientRect())) prices.push((node as Text).data);
    }
    return [...controls, ...prices];
  });
}

test('on desktops the floating chat launcher never covers a counter, a button or a price, down to the last row', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await stubTagManager(page);
  const [article] = await saleArticles();
  await addToCart(page, article!);
  for (const path of [await categoryPath(), article!.path, '/checkout']) {
    await page.goto(path);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let top = 0; top < end + 150; top += 150) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect.poll(() => coveredByChat(page), { message: `${path} at ${top} px` }).toEqual([]);
    }
  }
});

test('the page’s language, canonical and hreflang links for the three languages on every page, robots by page kind', async ({
  page,
}) => {
  const origin = 'http://127.0.0.1:3100';
  const cases = [
    { path: '/', lang: 'nl-BE', robots: 'index, follow', canonical: '/', alternates: ['/', '/en', '/fr'] },
    {
      path: '/en/auth',
      lang: 'en',
      robots: 'noindex, follow',
      canonical: '/en/auth',
      alternates: ['/auth', '/en/auth', '/fr/auth'],
    },
    {
      path: '/fr/search?query=vis',
      lang: 'fr-BE',
      robots: 'noindex, follow',
      canonical: '/fr/search',
      alternates: ['/search', '/en/search', '/fr/search'],
    },
  ];
  for (const { path, lang, robots, canonical, alternates } of cases) {
    await page.goto(path);
    // The Dutch and French of Belgium, and English for every reader of it.
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', robots);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${canonical}`);
    for (const [index, hrefLang] of ['nl-BE', 'en', 'fr-BE'].entries()) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hrefLang}"]`)).toHaveAttribute(
        'href',
        `${origin}${alternates[index]}`,
      );
    }
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('it registers at the site root, answers the build files and serves the offline page without network, whose button reloads', async ({
    page,
    context,
  }) => {
    await stubTagManager(page);
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe('http://127.0.0.1:3100/');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const [script] = await Promise.all([
      page.waitForResponse((response) => /\/assets\/.+\.js$/.test(response.url())),
      page.reload(),
    ]);
    expect(script.fromServiceWorker()).toBe(true);
    await context.setOffline(true);
    // The navigation's fetch is the service worker's, and the emulated loss of network can reach it a
    // moment after setOffline: one run's first navigation still got the search page from the shop.
    await expect(async () => {
      await page.goto('/search?query=boor');
      await expect(page.getByRole('heading', { name: 'Geen verbinding' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await context.setOffline(false);
    await page.getByRole('button', { name: /Try again/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('boor');
  });
});

test('the web app manifest and its icons are served', async ({ request, page }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; start_url: string; icons: { src: string }[] };
  expect(body.start_url).toBe('/');
  expect(body.icons.map((icon) => icon.src)).toEqual([
    '/icons/icon.svg',
    '/icons/icon-192.png',
    '/icons/icon-512.png',
  ]);
  for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);
  await stubTagManager(page);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});
