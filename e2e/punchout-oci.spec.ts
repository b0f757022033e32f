import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { saleArticles } from './support/articles';
import { callAs, sessionOf } from './support/store-api';
import { expect, test } from './support/test';

/** A page of the procurement system that posts its fields to the shop at once, as SAP SRM's catalogue call does. */
const autoPost = (action: string, fields: Record<string, string>) =>
  `<!doctype html><form id="oci" method="post" action="${action}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('')}<button>Catalogue</button></form><script>document.getElementById('oci').submit()</script>`;

/**
 * A procurement system as SAP SRM plays it: `/start` posts the buyer's OCI credentials and its
 * HOOK_URL to the shop's /oci; `/start-by-id?FUNCTION=…` first fetches a one-time id server to
 * server and opens the entry with it and OCI's function parameters; its hook receives what the
 * shop posts back.
 */
async function startProcurementSystem(credentials: { username: string; password: string }) {
  const received: URLSearchParams[] = [];
  const server: Server = createServer(async (request, response) => {
    const { port } = server.address() as AddressInfo;
    const hook = `http://127.0.0.1:${port}/hook?sap-client=100&~OkCode=ADDI&~CALLER=CTLG`;
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (request.method === 'GET' && url.pathname === '/start') {
      response.end(
        autoPost('http://127.0.0.1:3100/oci', {
          USERNAME: credentials.username,
          PASSWORD: credentials.password,
          HOOK_URL: hook,
          returntarget: '_top',
        }),
      );
      return;
    }
    if (request.method === 'GET' && url.pathname === '/start-by-id') {
      const issued = await fetch('http://127.0.0.1:3100/oci/one-time-id', {
        method: 'POST',
        body: new URLSearchParams({ USERNAME: credentials.username, PASSWORD: credentials.password }),
      });
      const { url: entry } = (await issued.json()) as { url: string };
      response.end(autoPost(entry, { HOOK_URL: hook, ...Object.fromEntries(url.searchParams) }));
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/hook') {
      response.statusCode = 404;
      response.end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(new URLSearchParams(body));
      response.end('<!doctype html><h1>Shopping cart received</h1>');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

/** A new user of the demo company whom the lead buyer connects by OCI; answers the OCI credentials. */
async function ociUser(lead: string, ociLogin: 'password' | 'one-time-id') {
  const username = `srm.${crypto.randomUUID().slice(0, 8)}`;
  const { data: user } = await callAs<{ data: { id: string } }>(
    lead,
    'POST',
    '/dexis/companies/customers/create',
    {
      firstName: 'Inkoop',
      lastName: 'Systeem',
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
      storefrontUrl: 'http://localhost:3100',
    },
  );
  const credentials = { username: `oci-${username}`, password: 'a-long-oci-password' };
  await callAs(lead, 'PUT', `/dexis/punchout/account/${user.id}`, {
    protocol: 'oci',
    ociUsername: credentials.username,
    ociPassword: credentials.password,
    ociLogin,
    allowedHosts: ['127.0.0.1'],
  });
  return { username, credentials };
}

test('an OCI buyer enters from the procurement system, adds three articles and transfers them to its hook', async ({
  page,
}) => {
  const lead = await sessionOf('demo.lead');
  const { username, credentials } = await ociUser(lead, 'password');
  const articles = (await saleArticles())
    .filter((article) => article.min === 1 && article.step === 1)
    .slice(0, 3);
  // The company's own number for the second article: it goes back as MATNR.
  await callAs(lead, 'POST', '/dexis/article-links', {
    productNumber: articles[1]!.productNumber,
    customerSku: `BOUW-${username.slice(4)}`,
  });
  const procurement = await startProcurementSystem(credentials);
  try {
    await page.goto(`${procurement.url}/start`);
    await expect(page).toHaveURL('http://127.0.0.1:3100/');
    await expect(page.getByTestId('punchout-banner')).toContainText('127.0.0.1');

    // The buyer searches and adds the articles as anyone does.
    for (const [index, article] of articles.entries()) {
      await page.goto(`/search?${new URLSearchParams({ query: article.productNumber })}`);
      const buyBox = page.getByTestId('add-to-cart-form').first();
      await buyBox.getByRole('textbox', { name: 'Aantal' }).fill(String(index + 2));
      await buyBox.getByRole('button', { name: 'In winkelmandje' }).click();
      await expect(page.getByTestId('cart-badge')).toHaveText(String(index + 1));
    }
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Naar uw inkoopsysteem overbrengen' }).click();
    await expect(page.getByRole('heading', { name: 'Shopping cart received' })).toBeVisible();

    expect(procurement.received).toHaveLength(1);
    const fields = procurement.received[0]!;
    // The HOOK_URL's own parameters come back as they were sent.
    expect(fields.get('sap-client')).toBe('100');
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect(fields.get('~CALLER')).toBe('CTLG');
    const items = [...fields.keys()].filter((name) => name.startsWith('NEW_ITEM-'));
    expect(new Set(items.map((name) => /\[(\d*)\]$/.exec(name)![1]).filter(Boolean))).toEqual(
      new Set(['1', '2', '3']),
    );
    for (const [index, article] of articles.entries()) {
      const n = index + 1;
      expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(article.productNumber);
      expect(fields.get(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`)).toBe(article.productNumber);
      expect(fields.get(`NEW_ITEM-QUANTITY[${n}]`)).toBe(String(n + 1));
      expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe('EUR');
      expect(fields.get(`NEW_ITEM-PRICE[${n}]`)).toMatch(/^\d+\.\d{2,3}$/);
      expect(fields.get(`NEW_ITEM-UNIT[${n}]`)).toMatch(/^[A-Z0-9]{2,3}$/);
    }
    expect(fields.get('NEW_ITEM-MATNR[2]')).toBe(`BOUW-${username.slice(4)}`);
    expect(fields.has('NEW_ITEM-DESCRIPTION[2]')).toBe(false);
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBeTruthy();
    expect(fields.has('NEW_ITEM-MATNR[1]')).toBe(false);

    // What went back left the cart: the next punch-out starts with an empty one.
    await page.goto(`${procurement.url}/start`);
    await expect(page.getByTestId('punchout-banner')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  } finally {
    procurement.close();
  }
});

test('a procurement system on one-time ids validates an article in the background, then opens another’s details', async ({
  page,
}) => {
  const { credentials } = await ociUser(await sessionOf('demo.lead'), 'one-time-id');
  const [validated, detailed] = await saleArticles();
  const procurement = await startProcurementSystem(credentials);
  try {
    // VALIDATE: no page to use, the article goes straight back with the quantity asked and today's price.
    await page.goto(
      `${procurement.url}/start-by-id?${new URLSearchParams({ FUNCTION: 'VALIDATE', PRODUCTID: validated!.productNumber, QUANTITY: '4' })}`,
    );
    await expect(page.getByRole('heading', { name: 'Shopping cart received' })).toBeVisible();
    const fields = procurement.received[0]!;
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(validated!.productNumber);
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('4');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2,3}$/);
    expect(fields.has('NEW_ITEM-VENDORMAT[2]')).toBe(false);

    // DETAIL: the article of PRODUCTID opens, inside a punch-out session.
    await page.goto(
      `${procurement.url}/start-by-id?${new URLSearchParams({ FUNCTION: 'DETAIL', PRODUCTID: detailed!.productNumber })}`,
    );
    // The entry address the shop handed out names its own domain.
    await expect(page).toHaveURL(`http://localhost:3100${detailed!.path}`);
    await expect(page.getByTestId('punchout-banner')).toBeVisible();
  } finally {
    procurement.close();
  }
});

test('the OCI entry refuses wrong credentials and a foreign HOOK_URL in the buyer’s language and opens no session', async ({
  page,
}) => {
  await page.goto('/oci?USERNAME=nobody&PASSWORD=wrong&HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook');
  await expect(page.getByRole('alert')).toContainText('De aanmelding van uw inkoopsysteem is geweigerd');
  const { credentials } = await ociUser(await sessionOf('demo.lead'), 'password');
  await page.goto(
    `/fr/oci?${new URLSearchParams({ USERNAME: credentials.username, PASSWORD: credentials.password, HOOK_URL: 'https://evil.example/hook' })}`,
  );
  await expect(page.getByRole('alert')).toContainText(
    'Votre système d’achat a demandé le panier à une adresse à laquelle cette boutique',
  );
  await page.goto('/checkout');
  await expect(page.getByTestId('punchout-banner')).toHaveCount(0);
});
