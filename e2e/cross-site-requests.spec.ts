import { logIn } from './support/account';
import { saleArticles } from './support/articles';
import { callAs } from './support/store-api';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * A state-changing request acts only when it comes from the shop's own pages: its Origin (or without
 * one its Referer) must be the shop's. Anything else is answered with the 403 error page and changes
 * nothing, for resource routes, pages and React Router's data requests alike.
 */

const shopOrigin = 'http://127.0.0.1:3100';

/** What another site's request may name: a foreign origin, the opaque `null`, or nothing at all. */
const crossSite: { name: string; headers: Record<string, string> }[] = [
  { name: 'a foreign Origin', headers: { origin: 'https://evil.example' } },
  { name: 'Origin null', headers: { origin: 'null' } },
  { name: 'a foreign Referer', headers: { referer: 'https://evil.example/shop' } },
  { name: 'neither Origin nor Referer', headers: {} },
];

async function contextTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sw-context-token');
  if (!cookie) throw new Error('No session cookie');
  return cookie.value;
}

/** How much of the product the cart holds (an earlier test may have put some there). */
const quantityInCart = async (token: string, productId: string) =>
  (
    await callAs<{ lineItems: { referencedId: string; quantity: number }[] }>(token, 'GET', '/checkout/cart')
  ).lineItems
    .filter((line) => line.referencedId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);

const costCenterChoice = async (token: string) =>
  (
    await callAs<{ data: { contact: { id: string } } | null }>(
      token,
      'GET',
      '/dexis/cost-center/cart/external-contact',
    )
  ).data?.contact.id ?? null;

const loggedIn = (token: string) =>
  callAs(token, 'GET', '/account/customer').then(
    () => true,
    () => false,
  );

function post(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string>,
) {
  return request.post(path, { form, headers, maxRedirects: 0 });
}

test('cross-site posts to the cart, the logout and the cost centre answer 403 and change nothing; the shop’s own act', async ({
  page,
}) => {
  await page.goto('/auth');
  await logIn(page, 'demo.lead');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const token = await contextTokenOf(page);
  const product = (await saleArticles())[0]!;
  const { data: groups } = await callAs<{ data: { contacts: { id: string }[] }[] }>(
    token,
    'GET',
    '/dexis/cost-center/external-contact',
  );
  const contactId = groups.flatMap((group) => group.contacts)[0]!.id;
  const add = { productId: product.id, quantity: String(product.min), redirectTo: '/' };
  const assign = { intent: 'assign', externalContactId: contactId, contractId: '' };

  // Starts from no cost centre, so that an assignment would show.
  await post(page.request, '/checkout/cost-center', { intent: 'dismiss' }, { origin: shopOrigin });
  const quantityBefore = await quantityInCart(token, product.id);
  expect(await costCenterChoice(token)).toBeNull();

  for (const { name, headers } of crossSite) {
    for (const [path, form] of [
      ['/cart/add', add],
      ['/cart/add.data', { ...add, enhanced: '1' }],
      ['/checkout/cost-center', assign],
      ['/auth/logout', {}],
    ] as const) {
      const response = await post(page.request, path, form, headers);
      expect(response.status(), `${path} with ${name}`).toBe(403);
    }
  }
  const refused = await post(page.request, '/cart/add', add, { origin: 'https://evil.example' });
  expect(await refused.text()).toContain('Dit verzoek kwam niet van de pagina&#x27;s van de shop');
  expect(await quantityInCart(token, product.id)).toBe(quantityBefore);
  expect(await costCenterChoice(token)).toBeNull();
  expect(await loggedIn(token)).toBe(true);

  // The same requests from the shop's own pages act: with their Origin, or with only a Referer.
  const added = await post(page.request, '/cart/add', add, { origin: shopOrigin });
  expect(added.status()).toBe(302);
  expect(added.headers().location).toBe('/checkout?added=1');
  expect(await quantityInCart(token, product.id)).toBe(quantityBefore + product.min);
  const assigned = await post(page.request, '/checkout/cost-center', assign, {
    referer: `${shopOrigin}/checkout`,
  });
  expect(assigned.headers().location).toBe('/checkout#cost-center');
  expect(await costCenterChoice(token)).toBe(contactId);
  await post(page.request, '/checkout/cost-center', { intent: 'dismiss' }, { origin: shopOrigin });
  const loggedOut = await post(page.request, '/auth/logout', {}, { origin: shopOrigin });
  expect(loggedOut.headers().location).toBe('/');
  expect(await loggedIn(token)).toBe(false);
});

test('a page’s own action (the login form) refuses another site too', async ({ request }) => {
  const login = { username: 'demo.lead', password: 'demo1234' };
  const foreign = await post(request, '/en/auth', login, { origin: 'https://evil.example' });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain('This request did not come from the shop&#x27;s own pages');
  expect(foreign.headers()['set-cookie'] ?? '').not.toContain('sw-context-token');
  const own = await post(request, '/en/auth', login, { origin: shopOrigin });
  expect(own.status()).toBe(302);
});

test('another site’s form that posts to the cart ends on the 403 page in the page’s language', async ({
  page,
}) => {
  const product = (await saleArticles())[0]!;
  await page.route('https://evil.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${shopOrigin}/fr/cart/add">
        <input type="hidden" name="productId" value="${product.id}">
        <input type="hidden" name="quantity" value="${product.min}">
        <button>Gagner un prix</button>
      </form>`,
    }),
  );
  await page.goto('https://evil.example/');
  const answer = page.waitForResponse(`${shopOrigin}/fr/cart/add`);
  await page.getByRole('button', { name: 'Gagner un prix' }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erreur 403');
  await expect(page.getByRole('main')).toContainText('ne vient pas des pages de la boutique');
  await expect(
    page.getByRole('main').getByRole('link', { name: "Retour à la page d'accueil" }),
  ).toHaveAttribute('href', '/fr');
});
