import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleWithOnePrice, newBuyer, orderPieces } from '../../test/ordering.ts';
import { readPdf } from '../../test/pdf-pages.ts';
import { startTestShop, type TestShop, testAccessKey } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string };
let article: { id: string };

const history = (token: string, query = '') =>
  shop.call('GET', `/store-api/dexis/sw/order/history${query ? `?${query}` : ''}`, token);

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  article = await articleWithOnePrice(shop);
});
afterAll(() => shop?.close());

describe('order history of the shop', () => {
  it('lists the user’s own orders newest first with reference, status, total, lines and buyer', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const colleague = await newBuyer(shop, lead.token);
    const first = (await orderPieces(shop, buyer.token, article, 1)).json();
    const second = (await orderPieces(shop, buyer.token, article, 2)).json();
    await orderPieces(shop, colleague.token, article, 1);

    const listed = (await history(buyer.token)).json();
    expect(listed.pager).toMatchObject({ currentPage: 1, totalResults: 2, totalPages: 1 });
    expect(listed.data).toEqual([
      expect.objectContaining({
        orderNumber: second.orderNumber,
        status: 'open',
        amountTotal: second.amountTotal,
        lineCount: 1,
        buyer: expect.objectContaining({ id: buyer.id }),
      }),
      expect.objectContaining({ orderNumber: first.orderNumber }),
    ]);
  });

  it('shows the company’s orders to a user with ROLE_MANAGE_COMPANY_ORDER_HISTORY, by status and term', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const placed = (await orderPieces(shop, buyer.token, article, 1)).json();
    const found = (await history(lead.token, `term=${placed.orderNumber}`)).json();
    expect(found.data.map((entry: { id: string }) => entry.id)).toEqual([placed.id]);
    const open = (await history(lead.token, 'status=open&limit=100')).json();
    expect(open.data.every((entry: { status: string }) => entry.status === 'open')).toBe(true);
    const none = (await history(lead.token, `status=cancelled&term=${placed.orderNumber}`)).json();
    expect(none).toMatchObject({ data: [], pager: { totalResults: 0, totalPages: 1 } });
  });

  it('opens an order by its number with its lines, never one of someone else', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const colleague = await newBuyer(shop, lead.token);
    const placed = (await orderPieces(shop, buyer.token, article, 3)).json();
    const detail = await shop.call(
      'GET',
      `/store-api/dexis/sw/order/history/detail?orderNumber=${placed.orderNumber}`,
      buyer.token,
    );
    expect(detail.json().data).toMatchObject({
      id: placed.id,
      buyer: { id: buyer.id },
      lineItems: [expect.objectContaining({ quantity: 3 })],
    });
    const other = await shop.login('other.lead');
    for (const token of [colleague.token, other.token]) {
      const refused = await shop.call(
        'GET',
        `/store-api/dexis/sw/order/history/detail?orderNumber=${placed.orderNumber}`,
        token,
      );
      expect(refused.json().errors[0].code).toBe('CHECKOUT__ORDER_NOT_FOUND');
    }
  });

  it('refuses an unknown status with a violation', async () => {
    const response = await history(lead.token, 'status=lost');
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations[0].propertyPath).toContain('status');
  });
});

describe('order confirmation PDF', () => {
  const confirmation = (orderId: string, headers: Record<string, string>) =>
    shop.app.inject({
      url: `/store-api/dexis/order/${orderId}/confirmation`,
      headers: { 'sw-access-key': testAccessKey, ...headers },
    });

  it('hands the buyer and the company’s order manager the confirmation of an order, in the request’s language', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const placed = (await orderPieces(shop, buyer.token, article, 2)).json();
    for (const token of [buyer.token, lead.token]) {
      const pdf = await confirmation(placed.id, { 'sw-context-token': token });
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect((await readPdf(pdf.rawPayload)).pages[0]).toContain(placed.orderNumber);
    }
    const english = await confirmation(placed.id, {
      'sw-context-token': buyer.token,
      'sw-language-id': shop.languageIds['en-GB']!,
    });
    expect((await readPdf(english.rawPayload)).pages[0]).toContain(
      `Order confirmation ${placed.orderNumber}`,
    );
  });

  it('answers 404 for the order of a colleague or of another company, and 403 to a visitor', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const colleague = await newBuyer(shop, lead.token);
    const placed = (await orderPieces(shop, buyer.token, article, 1)).json();
    const other = await shop.login('other.lead');
    for (const token of [colleague.token, other.token]) {
      const refused = await confirmation(placed.id, { 'sw-context-token': token });
      expect([refused.statusCode, refused.json().errors[0].code]).toEqual([404, 'CHECKOUT__ORDER_NOT_FOUND']);
    }
    expect((await confirmation(placed.id, {})).statusCode).toBe(403);
  });

  it('leaves the ERP’s order history beside it in place', async () => {
    expect((await shop.call('GET', '/store-api/dexis/order/history', lead.token)).status).toBe(200);
  });
});
