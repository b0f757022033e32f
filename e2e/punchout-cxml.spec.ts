import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateAgainstCxmlDtd } from '../apps/store-api/src/test/cxml-dtd';
import { setupRequest } from '../apps/store-api/src/test/cxml-setup';
import { useSession } from './support/account';
import { saleArticles } from './support/articles';
import { callAs, sessionOf } from './support/store-api';
import { expect, test } from './support/test';

/** The shop as the procurement system knows it: its cXML endpoint and the domain its start pages name. */
const shop = 'http://localhost:3100';

/** Ariba's side: it posts setup requests to the shop and receives the carts on its BrowserFormPost. */
async function startProcurementSystem() {
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST') {
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
      received.push(new URLSearchParams(body).get('cxml-urlencoded') ?? '');
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end('<!doctype html><h1>Cart received</h1>');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { browserFormPost: `http://127.0.0.1:${port}/punchout`, received, close: () => server.close() };
}

/** A new user of the demo company whom the lead buyer connects by cXML; answers the sender's identity and secret. */
async function cxmlUser() {
  const lead = await sessionOf('demo.lead');
  const username = `ariba.${crypto.randomUUID().slice(0, 8)}`;
  const { data: user } = await callAs<{ data: { id: string } }>(
    lead,
    'POST',
    '/dexis/companies/customers/create',
    {
      firstName: 'Ariba',
      lastName: 'Koper',
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
      storefrontUrl: shop,
    },
  );
  const secret = `secret-${crypto.randomUUID()}`;
  const identity = `AN${Date.now()}`;
  await callAs(lead, 'PUT', `/dexis/punchout/account/${user.id}`, {
    protocol: 'cxml',
    cxmlDomain: 'NetworkID',
    cxmlIdentity: identity,
    cxmlSecret: secret,
    allowedHosts: ['127.0.0.1'],
  });
  return { secret, identity };
}

/** Posts a setup request to the shop's cXML endpoint, as Ariba does server to server. */
async function postSetup(request: string) {
  const response = await fetch(`${shop}/cxml/setup`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml' },
    body: request,
  });
  return { status: response.status, answer: await response.text() };
}

const startPageOf = (answer: string) => /<URL>([^<]+)<\/URL>/.exec(answer)![1]!.replaceAll('&amp;', '&');

test('a cXML buyer creates a cart, edits it again, inspects it read-only, and every message validates against the DTD', async ({
  page,
}) => {
  const { secret, identity } = await cxmlUser();
  const procurement = await startProcurementSystem();
  const punchOut = async (
    operation: 'create' | 'edit' | 'inspect',
    items: { number: string; quantity: number }[] = [],
  ) => {
    const request = setupRequest({
      operation,
      secret,
      browserFormPost: procurement.browserFormPost,
      items,
    }).replaceAll('AN01000000001', identity);
    const { status, answer } = await postSetup(request);
    expect(status, answer).toBe(200);
    expect(await validateAgainstCxmlDtd(answer)).toEqual([]);
    await page.goto(startPageOf(answer));
  };
  try {
    const [article] = (await saleArticles()).filter(
      (candidate) => candidate.min === 1 && candidate.step === 1,
    );
    await punchOut('create');
    await expect(page.getByTestId('punchout-banner')).toBeVisible();
    await page.goto(`${shop}/search?${new URLSearchParams({ query: article!.productNumber })}`);
    const buyBox = page.getByTestId('add-to-cart-form').first();
    await buyBox.getByRole('textbox', { name: 'Aantal' }).fill('3');
    await buyBox.getByRole('button', { name: 'In winkelmandje' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto(`${shop}/checkout`);
    await page.getByRole('button', { name: 'Naar uw inkoopsysteem overbrengen' }).click();
    await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible();
    const created = procurement.received.at(-1)!;
    expect(await validateAgainstCxmlDtd(created)).toEqual([]);
    expect(created).toContain(`<SupplierPartID>${article!.productNumber}</SupplierPartID>`);
    expect(created).toContain('<BuyerCookie>cookie-4711</BuyerCookie>');

    // Edit: the procurement system sends the cart back and the buyer finds it in the shop's cart.
    await punchOut('edit', [{ number: article!.productNumber, quantity: 3 }]);
    await expect(page).toHaveURL(`${shop}/checkout`);
    await expect(page.getByTestId('cart-line-number')).toHaveText([article!.productNumber]);
    await page.getByRole('button', { name: 'Naar uw inkoopsysteem overbrengen' }).click();
    await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible();
    expect(await validateAgainstCxmlDtd(procurement.received.at(-1)!)).toEqual([]);

    // Inspect: read-only, nothing to send back.
    await punchOut('inspect', [{ number: article!.productNumber, quantity: 3 }]);
    await expect(page).toHaveURL(`${shop}/cxml/inspect`);
    await expect(page.getByTestId('inspected-line')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Naar uw inkoopsysteem overbrengen' })).toHaveCount(0);
    expect(procurement.received).toHaveLength(2);
  } finally {
    procurement.close();
  }
});

test('the cXML endpoint answers a wrong secret, a foreign BrowserFormPost and entity-laden XML with a cXML status, and a start page works once', async ({
  page,
}) => {
  const { secret, identity } = await cxmlUser();
  const request = (options: { secret?: string; browserFormPost?: string } = {}) =>
    setupRequest({
      operation: 'create',
      secret: options.secret ?? secret,
      browserFormPost: options.browserFormPost ?? 'http://127.0.0.1:9/punchout',
    }).replaceAll('AN01000000001', identity);
  const statusOf = (answer: string) => /<Status code="(\d+)"/.exec(answer)?.[1];

  const wrongSecret = await postSetup(request({ secret: 'not-the-shared-secret' }));
  expect([wrongSecret.status, statusOf(wrongSecret.answer)]).toEqual([401, '401']);
  const foreign = await postSetup(request({ browserFormPost: 'https://evil.example/punchout' }));
  expect([foreign.status, statusOf(foreign.answer)]).toEqual([403, '403']);
  // An external entity would read the server's files: the document is refused before it is parsed.
  const entityLaden = request().replace(
    '<cXML',
    '<!DOCTYPE cXML [<!ENTITY secret SYSTEM "file:///etc/passwd">]><cXML',
  );
  const xxe = await postSetup(entityLaden.replace('<BuyerCookie>', '<BuyerCookie>&secret;'));
  expect([xxe.status, statusOf(xxe.answer)]).toEqual([400, '400']);
  expect(xxe.answer).not.toContain('root:');
  for (const answer of [wrongSecret.answer, foreign.answer, xxe.answer])
    expect(await validateAgainstCxmlDtd(answer)).toEqual([]);

  const { answer } = await postSetup(request());
  await page.goto(startPageOf(answer));
  await expect(page.getByTestId('punchout-banner')).toBeVisible();
  await page.context().clearCookies();
  await page.goto(startPageOf(answer));
  await expect(page.getByRole('alert')).toContainText('Deze startlink van uw inkoopsysteem is niet geldig');
  await expect(page.getByTestId('punchout-banner')).toHaveCount(0);
});

test('a logged-in user without a punch-out session who opens the inspection learns how a punch-out starts', async ({
  page,
  context,
}) => {
  await useSession(context, await sessionOf('demo.lead'));
  const response = await page.goto('/fr/cxml/inspect');
  // The Store API's 403 PUNCHOUT__NO_SESSION, not a shop that seems unreachable.
  expect(response?.status()).toBe(403);
  await expect(page).toHaveTitle('Aucune session punch-out');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aucune session punch-out');
  await expect(page.getByText('ouvrez-y le catalogue de ce fournisseur (punch-out)')).toBeVisible();
});
