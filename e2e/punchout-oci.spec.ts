import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { saleArticles } from './support/articles';
import { callAs, sessionOf } from './support/store-api';
import { expect, test } from './support/test';

/**
 * A procurement system as SAP SRM plays it: its start page posts the buyer's OCI credentials and
 * its HOOK_URL to the shop's /oci; its hook receives the cart the shop posts back.
 */
async function startProcurementSystem(credentials: { username: string; password: string }) {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    if (request.method === 'GET' && request.url === '/start') {
      const hook = `http://127.0.0.1:${port}/hook?sap-client=100&~OkCode=ADDI&~CALLER=CTLG`;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><form id="oci" method="post" action="http://127.0.0.1:3100/oci">
        <input type="hidden" name="USERNAME" value="${credentials.username}">
        <input type="hidden" name="PASSWORD" value="${credentials.password}">
        <input type="hidden" name="HOOK_URL" value="${hook}">
        <input type="hidden" name="returntarget" value="_top">
        <button>Catalogue</button></form><script>document.getElementById('oci').submit()</script>`);
      return;
    }
    if (request.method !== 'POST' || !request.url?.startsWith('/hook')) {
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
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end('<!doctype html><h1>Shopping cart received</h1>');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

test('an OCI buyer enters from the procurement system, adds three articles and transfers them to its hook', async ({
  page,
}) => {
  const lead = await sessionOf('demo.lead');
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
    allowedHosts: ['127.0.0.1'],
  });
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
      await buyBox.getByRole('button', { name: 'In winkelwagen' }).click();
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
  } finally {
    procurement.close();
  }
});

test('the OCI entry refuses wrong credentials in the buyer’s language and opens no session', async ({
  page,
}) => {
  await page.goto('/oci?USERNAME=nobody&PASSWORD=wrong&HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook');
  await expect(page.getByRole('alert')).toContainText('De aanmelding van uw inkoopsysteem is geweigerd');
  await page.goto('/checkout');
  await expect(page.getByTestId('punchout-banner')).toHaveCount(0);
});
