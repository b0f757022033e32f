import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseWebhookSignatureHeader } from '@tradeshop/domain';
import { saleArticles } from './support/articles';
import { seriousViolations } from './support/axe';
import { openBackOffice } from './support/back-office';
import { type ShopWithErpWebhook, startShopWithErpWebhook } from './support/shop-with-erp-webhook';
import { placePickupOrder, sessionOf } from './support/store-api';
import { expect, test } from './support/test';

// A shop of its own whose ERP takes the orders by webhook: the end-to-end shop's built-in ERP never
// fails, and pointing its webhook elsewhere would take its orders from the ERP the other specs count on.
// The tests run in order: the second moves the webhook to a new receiver.
const port = 3200;
let shop: ShopWithErpWebhook;

/** The ERP's new receiver: it answers 204 only to a delivery signed with each secret it was told. */
const receiver = {
  secrets: [] as string[],
  pings: [] as { signatures: string[]; accepted: boolean }[],
  server: null as Server | null,
  url: '',
};

test.use({ locale: 'nl-BE', baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  receiver.server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const header = parseWebhookSignatureHeader(String(request.headers['x-tradeshop-signature'] ?? ''));
    const signatures = header?.signatures ?? [];
    const accepted =
      !!header &&
      receiver.secrets.every((secret) =>
        signatures.includes(createHmac('sha256', secret).update(`${header.timestamp}.${body}`).digest('hex')),
      );
    receiver.pings.push({ signatures, accepted });
    response.writeHead(accepted ? 204 : 401).end();
  });
  receiver.server.listen(0, '127.0.0.1');
  await once(receiver.server, 'listening');
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/erp/events`;
  shop = await startShopWithErpWebhook(port);
});

test.afterAll(async () => {
  await shop?.stop();
  receiver.server?.closeAllConnections();
  await new Promise<void>((done) => (receiver.server ? receiver.server.close(() => done()) : done()));
});

test('customer service delivers an order again that the ERP refused while it was down', async ({ page }) => {
  shop.setErpDown(true);
  const [article] = await saleArticles(shop.storeApi);
  const buyer = await sessionOf('demo.buyer', undefined, shop.storeApi);
  const order = await placePickupOrder(buyer, article!.productNumber, article!.min, shop.storeApi);

  await openBackOffice(page, '/admin', 'staff.service');
  const failing = page.getByRole('link', { name: 'Mislukte leveringen aan het ERP' });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('listitem').filter({ has: failing })).toHaveText(/^1\D/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await failing.click();
  await expect(page).toHaveURL(/\/admin\/orders\?erpDelivery=failed/);
  await page.getByRole('link', { name: order.orderNumber }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  await expect(page.getByText('Mislukt', { exact: true })).toBeVisible();
  // The buyer's choices at checkout, in the staff member's words.
  await expect(page.getByText('Afhalen', { exact: true })).toBeVisible();
  await expect(page.getByText('Op factuur', { exact: true })).toBeVisible();
  // Each attempt with the ERP's answer (the shop tries again by itself, 10 s after the first).
  const attempts = page.getByRole('listitem').filter({ hasText: 'verstuurd · mislukt' });
  await expect(attempts.first()).toContainText('The ERP webhook answered 503.');

  shop.setErpDown(false);
  await page.getByRole('button', { name: 'Opnieuw naar het ERP sturen' }).click();
  await expect(page.getByRole('status')).toContainText('De bestelling gaat opnieuw naar het ERP.');
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Genomen', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Opnieuw naar het ERP sturen' })).toHaveCount(0);
  expect(shop.received).toEqual([
    expect.objectContaining({
      type: 'order.placed',
      order: expect.objectContaining({ number: order.orderNumber }),
    }),
  ]);

  // The retry is the staff member's, in the order's history.
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText('Sven Service');
});

test('an integration manager creates a client, sees its secret once, rotates the webhook secret and tests the webhook', async ({
  page,
}) => {
  const receivedBefore = shop.received.length;
  await openBackOffice(page, '/admin/integrations', 'staff.integration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integraties');

  // A client: its secret is shown this once, and it signs in to the integration API.
  await page.getByLabel(/^Naam van een nieuwe client/).fill('Middleware e2e');
  await page.getByRole('button', { name: 'Client aanmaken' }).click();
  await expect(page.getByText('Kopieer dit geheim nu: het wordt niet meer getoond.')).toBeVisible();
  const clientSecret = await page.getByLabel(/^Geheim van client/).inputValue();
  const clientId = /erp_[0-9a-f]{16}/.exec(
    await page.getByText(/Client Middleware e2e aangemaakt/).innerText(),
  )![0];
  const token = await fetch(`${shop.storeApi.replace('/store-api', '')}/integration-api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });
  expect(token.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('row', { name: /Middleware e2e/ })).toBeVisible();
  expect(await page.content()).not.toContain(clientSecret);

  // The webhook moves to the new receiver and keeps the secret of the server's settings.
  await page.getByLabel(/^Adres van de webhook/).fill(receiver.url);
  await page.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByText('Het adres van de webhook is bewaard.')).toBeVisible();
  await expect(page.getByText('Gebeurtenissen gaan naar het adres dat hier is ingesteld.')).toBeVisible();

  // A new secret, the previous one signing beside it for a day: the receiver checks both.
  await page.getByLabel(/^Het vorige geheim blijft ondertekenen gedurende/).selectOption('24');
  await page.getByRole('button', { name: 'Nieuw geheim maken' }).click();
  await expect(page.getByText('Kopieer dit geheim nu: het wordt niet meer getoond.')).toBeVisible();
  const newSecret = await page.getByLabel(/^Ondertekeningsgeheim van de webhook/).inputValue();
  expect(newSecret).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByText(/Het vorige geheim ondertekent nog naast het nieuwe tot/)).toBeVisible();
  receiver.secrets = [newSecret, 'e2e-erp-webhook-secret-of-32-characters-at-least'];

  await page.getByRole('button', { name: 'Testlevering sturen' }).click();
  await expect(page.getByText(/De webhook nam de testlevering aan: status 204 in \d+ ms\./)).toBeVisible();
  expect(receiver.pings).toEqual([{ signatures: [expect.any(String), expect.any(String)], accepted: true }]);
  expect(await seriousViolations(page)).toEqual([]);
  // A ping is no event: the shop's own stand-in ERP got nothing more.
  expect(shop.received).toHaveLength(receivedBefore);
});
