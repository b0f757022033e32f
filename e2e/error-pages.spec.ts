import { apiId } from '@tradeshop/api-client';
import { languageIds } from './support/store-api';
import { type StorefrontBehindProxy, startStorefrontBehindProxy } from './support/storefront-behind-proxy';
import { expect, type Page, type Response, test } from './support/test';

/**
 * Error pages, maintenance mode and the footer content page, each seen through a storefront of its
 * own whose Store API calls go through a proxy the tests steer (see support/storefront-behind-proxy).
 */

/** Short, so that a Store API that never answers gives the 408 page quickly. */
const timeoutMs = 2_000;

let failing: StorefrontBehindProxy;
let withFooterPage: StorefrontBehindProxy;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const ids = await languageIds();
  // Settled one by one, so that afterAll stops the one that started when the other did not.
  const [first, second] = await Promise.allSettled([
    startStorefrontBehindProxy({ port: 3150, timeoutMs }),
    startStorefrontBehindProxy({ port: 3151 }),
  ]);
  if (first.status === 'fulfilled') failing = first.value;
  if (second.status === 'fulfilled') withFooterPage = second.value;
  for (const started of [first, second]) if (started.status === 'rejected') throw started.reason;
  // The footer storefront's shop has a footer content page in Dutch and French.
  const pages: Record<string, unknown> = {};
  if (ids['nl-NL']) pages[ids['nl-NL']] = { sections: dutchFooter };
  if (ids['fr-FR']) pages[ids['fr-FR']] = { sections: frenchFooter };
  withFooterPage.rules.push({
    method: 'GET',
    path: '/dexis/cms/footer',
    override: {
      kind: 'json',
      change: (json, request) => {
        // The storefront names the language by its id as stored, the Store API's answers in Shopware's form.
        const page = pages[apiId(String(request.headers['sw-language-id']))];
        return page ? { cmsPage: page } : json;
      },
    },
  });
});

test.afterAll(async () => {
  await Promise.all([failing?.stop(), withFooterPage?.stop()]);
});

test.afterEach(async () => {
  failing?.overrideAll(null);
  await failing?.goOnline();
});

async function expectErrorPage(
  page: Page,
  response: Response | null,
  expected: { status: number; heading: string; message: string; home: string; backHome: string },
) {
  expect(response?.status()).toBe(expected.status);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
  await expect(page).toHaveTitle(expected.heading);
  const main = page.getByRole('main');
  await expect(main.getByText(expected.message)).toBeVisible();
  const home = main.getByRole('link', { name: expected.backHome });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', expected.home);
  // The error page keeps the shop's header and the fixed footer around it.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

const dutchFooter = [
  {
    type: 'links',
    title: 'Handige links',
    links: [
      { label: 'Inloggen bij de webshop', url: '/auth' },
      { label: 'Leveringsvoorwaarden', url: '/leveringsvoorwaarden' },
    ],
  },
  {
    type: 'locations',
    title: 'Onze vestigingen',
    locations: [
      {
        title: 'Vestiging Gent',
        address: 'Industrieweg 12',
        city: '9000 Gent',
        phone: '+32 9 123 45 67',
        email: 'gent@tradeshop.example',
        openingHours: 'Ma-vr 7:30-17:00',
      },
      { title: 'Vestiging Brugge', city: '8000 Brugge', phone: '+32 50 12 34 56' },
    ],
  },
  { type: 'text', title: 'Over ons', text: 'Groothandel voor vakmensen sinds 1962.' },
];

const frenchFooter = [
  {
    type: 'links',
    title: 'Liens utiles',
    links: [{ label: 'Se connecter à la boutique', url: '/fr/auth' }],
  },
  {
    type: 'locations',
    title: 'Nos sites',
    locations: [{ title: 'Site de Namur', city: '5000 Namur', phone: '+32 81 12 34 56' }],
  },
  { type: 'text', title: 'À propos', text: 'Grossiste pour les professionnels depuis 1962.' },
];

for (const width of [1440, 375]) {
  test.describe(`Store API failures at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a Store API that answers too slowly gives the Dutch 408 page with a link home', async ({
      page,
    }) => {
      failing.overrideAll({ kind: 'hang' });
      const started = Date.now();
      const response = await page.goto(`${failing.baseURL}/`);
      // The storefront gave up after its own timeout, not the browser or the proxy.
      expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs);
      await expectErrorPage(page, response, {
        status: 408,
        heading: 'Fout 408',
        message: 'De webshop reageert te traag. Probeer het zo meteen opnieuw.',
        home: '/',
        backHome: 'Terug naar de startpagina',
      });
    });

    test('a Store API that fails with 500 gives the French 502 page of a bad gateway', async ({ page }) => {
      failing.overrideAll({ kind: 'status', status: 500 });
      const response = await page.goto(`${failing.baseURL}/fr`);
      await expectErrorPage(page, response, {
        status: 502,
        heading: 'Erreur 502',
        message: 'La boutique est temporairement injoignable. Veuillez réessayer dans un instant.',
        home: '/fr',
        backHome: "Retour à la page d'accueil",
      });
    });

    test('a Store API that refuses a page’s request with 400 gives the English 400 page, not 502', async ({
      page,
    }) => {
      failing.rules.push({ method: 'POST', path: '/search', override: { kind: 'status', status: 400 } });
      const response = await page.goto(`${failing.baseURL}/en/search?query=bolt`);
      await expectErrorPage(page, response, {
        status: 400,
        heading: 'Error 400',
        message: 'The request was not valid.',
        home: '/en',
        backHome: 'Back to the home page',
      });
    });

    test('an unreachable Store API gives the Dutch 502 page with a link home', async ({ page }) => {
      await failing.goOffline();
      const response = await page.goto(`${failing.baseURL}/`);
      await expectErrorPage(page, response, {
        status: 502,
        heading: 'Fout 502',
        message: 'De webshop is tijdelijk niet bereikbaar. Probeer het zo meteen opnieuw.',
        home: '/',
        backHome: 'Terug naar de startpagina',
      });
    });

    test('a Store API that answers 503 gives the French 503 page with Retry-After', async ({ page }) => {
      failing.overrideAll({ kind: 'status', status: 503 });
      const response = await page.goto(`${failing.baseURL}/fr`);
      await expectErrorPage(page, response, {
        status: 503,
        heading: 'Erreur 503',
        message: 'La boutique est temporairement indisponible.',
        home: '/fr',
        backHome: "Retour à la page d'accueil",
      });
      expect(response?.headers()['retry-after']).toBe('300');
    });
  });

  test.describe(`maintenance mode at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    const screens = [
      {
        path: '/',
        title: 'We voeren onderhoud uit',
        subtitle: 'De webshop is zo dadelijk terug. Bedankt voor uw geduld.',
      },
      {
        path: '/fr/auth',
        title: 'Maintenance en cours',
        subtitle: 'La boutique sera bientôt de retour. Merci de votre patience.',
      },
      {
        path: '/en/search?search=drill',
        title: 'We are carrying out maintenance',
        subtitle: 'The shop will be back shortly. Thank you for your patience.',
      },
      {
        path: '/fr/cette-page-nexiste-pas',
        title: 'Maintenance en cours',
        subtitle: 'La boutique sera bientôt de retour. Merci de votre patience.',
      },
    ];

    test('a sales channel in maintenance answers every page with 503, Retry-After and the maintenance screen in its language; switched off, the shop is back', async ({
      page,
    }) => {
      failing.rules.push({
        method: 'GET',
        path: '/context',
        override: {
          kind: 'json',
          change: (json) => {
            const context = json as { salesChannel: { maintenance: boolean } };
            return { ...context, salesChannel: { ...context.salesChannel, maintenance: true } };
          },
        },
      });
      for (const screen of screens) {
        const response = await page.goto(`${failing.baseURL}${screen.path}`);
        expect(response?.status(), screen.path).toBe(503);
        expect(response?.headers()['retry-after'], screen.path).toBe('300');
        const main = page.getByRole('main');
        await expect(main.locator('svg')).toBeVisible();
        await expect(main.getByText('Trade Shop', { exact: true })).toBeVisible();
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(screen.title);
        await expect(main.getByText(screen.subtitle)).toBeVisible();
        // Instead of the whole shop: no header, navigation or footer.
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      }

      failing.overrideAll(null);
      const response = await page.goto(`${failing.baseURL}/fr`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['retry-after']).toBeUndefined();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Maintenance en cours' })).toHaveCount(0);
      await expect(
        page.getByRole('contentinfo').getByRole('heading', { name: 'Nos magasins' }),
      ).toBeVisible();
    });
  });

  test.describe(`footer content page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the Dutch footer shows the sections of the footer content page instead of the fixed footer', async ({
      page,
    }) => {
      await page.goto(`${withFooterPage.baseURL}/`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByTestId('footer-content')).toBeVisible();
      await expect(footer.getByTestId('footer-fixed')).toHaveCount(0);
      await expect(footer.getByRole('heading', { name: 'Onze winkels' })).toHaveCount(0);
      for (const heading of ['Handige links', 'Onze vestigingen', 'Over ons']) {
        await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(footer.getByText('Groothandel voor vakmensen sinds 1962.')).toBeVisible();
      await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    });

    test('links of the footer content page open in a new tab', async ({ page }) => {
      await page.goto(`${withFooterPage.baseURL}/`);
      const footer = page.getByRole('contentinfo');
      const terms = footer.getByRole('link', { name: 'Leveringsvoorwaarden (opent in een nieuw tabblad)' });
      await expect(terms).toHaveAttribute('target', '_blank');
      await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
      const login = footer.getByRole('link', {
        name: 'Inloggen bij de webshop (opent in een nieuw tabblad)',
      });
      const [tab] = await Promise.all([page.waitForEvent('popup'), login.click()]);
      await tab.waitForLoadState('domcontentloaded');
      expect(new URL(tab.url()).pathname).toBe('/auth');
      // The shop itself stays where it was.
      expect(new URL(page.url()).pathname).toBe('/');
      await tab.close();
    });

    test('location groups of the footer content page open and close', async ({ page }) => {
      await page.goto(`${withFooterPage.baseURL}/`);
      const footer = page.getByRole('contentinfo');
      const ghent = footer
        .getByTestId('footer-group')
        .filter({ has: page.locator('summary', { hasText: 'Vestiging Gent' }) });
      const phone = ghent.getByRole('link', { name: 'Telefoon: +32 9 123 45 67' });
      await expect(phone).toBeHidden();
      await ghent.locator('summary').click();
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute('href', /^tel:\+329/);
      await expect(ghent.getByText('Industrieweg 12')).toBeVisible();
      await expect(ghent.getByText('Ma-vr 7:30-17:00')).toBeVisible();
      await expect(ghent.getByRole('link', { name: 'E-mail: gent@tradeshop.example' })).toHaveAttribute(
        'href',
        'mailto:gent@tradeshop.example',
      );
      await ghent.locator('summary').click();
      await expect(phone).toBeHidden();
    });

    test('the French page shows the French footer content page', async ({ page }) => {
      await page.goto(`${withFooterPage.baseURL}/fr`);
      const footer = page.getByRole('contentinfo');
      for (const heading of ['Liens utiles', 'Nos sites', 'À propos']) {
        await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(footer.getByRole('heading', { name: 'Handige links' })).toHaveCount(0);
      const login = footer.getByRole('link', {
        name: "Se connecter à la boutique (s'ouvre dans un nouvel onglet)",
      });
      await expect(login).toHaveAttribute('target', '_blank');
      await expect(login).toHaveAttribute('href', '/fr/auth');
      const namur = footer
        .getByTestId('footer-group')
        .filter({ has: page.locator('summary', { hasText: 'Site de Namur' }) });
      await expect(namur.getByText('5000 Namur')).toBeHidden();
      await namur.locator('summary').click();
      await expect(namur.getByText('5000 Namur')).toBeVisible();
    });
  });
}
