import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice, orderPieces } from '../../test/ordering.ts';
import { readPdf } from '../../test/pdf-pages.ts';
import { startTestShop, type TestShop, testAccessKey } from '../../test/test-app.ts';
import { builtInErp } from './builtin-erp.ts';
import { erpImports } from './erp-import.ts';

let shop: TestShop;
let lead: string;
let buyer: string;
let other: string;

const get = (path: string, token: string) => shop.call('GET', `/store-api${path}`, token);
const ok = async (path: string, token: string) => {
  const response = await get(path, token);
  expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBe(200);
  return response.json();
};

/** Sends rows in as the ERP would. */
const importRows = (kind: keyof typeof erpImports, rows: object[]) =>
  shop.database.db.transaction((tx) => erpImports[kind]({ tx, erp: builtInErp }, rows));

const line = (position: number, fields: object = {}) => ({
  position,
  article: `TS-10000${position}`,
  name: `Artikel ${position}`,
  quantity: 2,
  unit: 'PCE',
  unitPrice: 5,
  totalPrice: 10,
  ...fields,
});

beforeAll(async () => {
  shop = await startTestShop();
  lead = (await shop.login('demo.lead')).token;
  buyer = (await shop.login('demo.buyer')).token;
  other = (await shop.login('other.lead')).token;
  await importRows('erp-orders', [
    {
      number: 'H-EDI-1',
      company: '100001',
      channel: 'edi',
      orderedAt: '2026-03-02T23:30:00Z',
      status: 'ltShipped',
      reference: 'Werf Brugge',
      net: 20,
      total: 24.2,
      lines: [line(1, { firm: 'TS', warehouse: 'ANT' }), line(2, { firm: 'TS', warehouse: 'LIE' })],
      changedAt: '2026-03-05T08:00:00Z',
    },
  ]);
});
afterAll(() => shop?.close());

describe('the ERP’s order history', () => {
  it('shows a lead buyer every order of the company from every channel, newest first, 20 a page', async () => {
    const { data, pager } = await ok('/dexis/order/history', lead);
    expect(data).toHaveLength(20);
    expect(pager.totalResults).toBeGreaterThan(20);
    const times = data.map((order: { orderedAt: string }) => order.orderedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(data.map((order: { channel: string }) => order.channel)).size).toBeGreaterThan(1);
    const second = await ok('/dexis/order/history?page=2', lead);
    expect(second.data[0].number).not.toBe(data[0].number);
  });

  it('filters by status, a part of the number or reference, and a period of Belgian days', async () => {
    const cancelled = await ok('/dexis/order/history?status=cancelled&limit=100', lead);
    expect(cancelled.data.length).toBeGreaterThan(0);
    expect(cancelled.data.every((order: { status: string }) => order.status === 'cancelled')).toBe(true);
    expect(
      (await ok('/dexis/order/history?term=brugge', lead)).data.map(
        (order: { number: string }) => order.number,
      ),
    ).toEqual(['H-EDI-1']);
    // Placed at half past midnight in Brussels on 3 March.
    const march = (from: string, to: string) =>
      ok(`/dexis/order/history?from=${from}&to=${to}&term=H-EDI`, lead).then((body) => body.data.length);
    expect(await march('2026-03-03', '2026-03-03')).toBe(1);
    expect(await march('2026-03-01', '2026-03-02')).toBe(0);
    const backwards = await get('/dexis/order/history?from=2026-03-04&to=2026-03-03', lead);
    expect([backwards.status, backwards.json().errors[0].code]).toEqual([400, errorCodes.invalidPeriod]);
  });

  it('shows a buyer without the company’s history only the orders they placed in the shop, the ERP’s record once it holds one', async () => {
    expect((await ok('/dexis/order/history', buyer)).data).toEqual([]);
    const placed = (await orderPieces(shop, buyer, await articleWithOnePrice(shop), 1)).json();
    // Not taken in by the ERP yet: the shop's own order stands in the history.
    expect((await ok('/dexis/order/history', buyer)).data).toEqual([
      expect.objectContaining({
        number: placed.orderNumber,
        shopOrderNumber: placed.orderNumber,
        source: 'shop',
        channel: 'shop',
        orderedBy: expect.stringMatching(/\S/),
      }),
    ]);
    await importRows('erp-orders', [
      {
        number: 'H-SHOP-1',
        company: '100001',
        shopOrder: placed.orderNumber,
        channel: 'shop',
        orderedAt: new Date().toISOString(),
        status: 'open',
        net: 10,
        total: 12.1,
        lines: [line(1)],
        changedAt: new Date().toISOString(),
      },
    ]);
    expect((await ok('/dexis/order/history', buyer)).data).toEqual([
      expect.objectContaining({ number: 'H-SHOP-1', shopOrderNumber: placed.orderNumber, source: 'erp' }),
    ]);
  });

  it('opens an order with its lines, and those of one warehouse when it ships from several', async () => {
    const { data } = await ok('/dexis/order/history/detail?orderNumber=H-EDI-1', lead);
    expect(data).toMatchObject({ number: 'H-EDI-1', status: 'ltShipped', lineCount: 2 });
    expect(data.parts).toEqual([
      { firm: 'TS', warehouse: 'ANT', lineCount: 1 },
      { firm: 'TS', warehouse: 'LIE', lineCount: 1 },
    ]);
    const liege = await ok('/dexis/order/history/detail?orderNumber=H-EDI-1&firm=TS&warehouse=LIE', lead);
    expect(liege.data.lines.map((entry: { position: number }) => entry.position)).toEqual([2]);
    const elsewhere = await get('/dexis/order/history/detail?orderNumber=H-EDI-1', other);
    expect([elsewhere.status, elsewhere.json().errors[0].code]).toEqual([404, errorCodes.documentNotFound]);
  });
});

describe('the invoice history', () => {
  it('lists the company’s invoices newest first with their amounts, paid state and the links to their PDFs', async () => {
    const { data, pager } = await ok('/dexis/invoice/history?limit=100', lead);
    expect(pager.totalResults).toBe(data.length);
    const days = data.map((invoice: { issuedOn: string }) => invoice.issuedOn);
    expect(days).toEqual([...days].sort().reverse());
    const open = data.filter((invoice: { paid: boolean }) => !invoice.paid);
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(data.length);
    expect(data.find((invoice: { type: string }) => invoice.type === 'creditNote')).toBeDefined();
    const [first] = data;
    expect(first.links.invoice).toBe(`/store-api/dexis/documents/invoice/${first.number}`);
    const pdf = await shop.app.inject({
      url: first.links.invoice,
      headers: { 'sw-access-key': testAccessKey, 'sw-context-token': lead },
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('renders the PDF of an invoice the ERP sent without one, addressed to the company', async () => {
    await importRows('invoices', [
      {
        number: 'H-F-1',
        company: '100001',
        issuedOn: '2026-03-10',
        net: 10,
        vat: 2.1,
        total: 12.1,
        openAmount: 12.1,
        vatBreakdown: [{ rate: 21, base: 10, amount: 2.1 }],
        lines: [
          { position: 1, name: 'Montage', quantity: 1, unit: 'PCE', unitPrice: 10, net: 10, vatRate: 21 },
        ],
        changedAt: '2026-03-10T08:00:00Z',
      },
    ]);
    const [listed] = (await ok('/dexis/invoice/history?number=H-F-1', lead)).data;
    expect(listed.links).toEqual({
      invoice: '/store-api/dexis/documents/invoice/H-F-1',
      deliveryProof: null,
      ubl: '/store-api/dexis/documents/invoice-ubl/H-F-1',
    });
    const pdf = await shop.app.inject({
      url: listed.links.invoice,
      headers: { 'sw-access-key': testAccessKey, 'sw-context-token': lead },
    });
    expect(pdf.statusCode).toBe(200);
    const { pages } = await readPdf(pdf.rawPayload);
    expect(pages[0]).toContain('Factuur H-F-1');
    expect(pages[0]).toContain('Demo Bouw & Techniek NV');
    expect((await get('/dexis/documents/delivery-proof/H-F-1', other)).status).toBe(404);
  });

  it('filters by number, order, reference and period', async () => {
    const [invoice] = (
      await queryRows<{ number: string; order: string; reference: string; issued_on: string }>(
        shop.database.db,
        sql`select i.number, i.order_numbers[1] as order, i.reference, i.issued_on::text
            from erp_invoice i join company c on c.id = i.company_id
            where c.number = '100001' and i.reference is not null order by i.number limit 1`,
      )
    ).filter(Boolean);
    const numbers = async (query: string) =>
      (await ok(`/dexis/invoice/history?limit=100&${query}`, lead)).data.map(
        (entry: { number: string }) => entry.number,
      );
    expect(await numbers(`number=${invoice!.number}`)).toEqual([invoice!.number]);
    expect(await numbers(`order=${invoice!.order}`)).toContain(invoice!.number);
    expect(await numbers(`reference=${encodeURIComponent(invoice!.reference)}`)).toContain(invoice!.number);
    expect(await numbers(`from=${invoice!.issued_on}&to=${invoice!.issued_on}`)).toContain(invoice!.number);
    expect(await numbers('from=2000-01-01&to=2000-12-31')).toEqual([]);
  });

  it('never hands another company’s invoice or its PDF out, nor an invoice to a user without the right', async () => {
    const { data } = await ok('/dexis/invoice/history', lead);
    expect((await ok(`/dexis/invoice/history?number=${data[0].number}`, other)).data).toEqual([]);
    const guessed = await get(`/dexis/documents/invoice/${data[0].number}`, other);
    expect([guessed.status, guessed.json().errors[0].code]).toEqual([404, errorCodes.documentNotFound]);
    const unentitled = await get(`/dexis/documents/invoice/${data[0].number}`, buyer);
    expect(unentitled.status).toBe(403);
  });
});

describe('the offer history', () => {
  it('lists the company’s offers by status and period, and refuses a From after the To as an invalid period', async () => {
    const { data } = await ok('/dexis/offer/history?limit=100', lead);
    expect(new Set(data.map((offer: { status: string }) => offer.status))).toEqual(
      new Set(['open', 'processed']),
    );
    const open = await ok('/dexis/offer/history?status=open&limit=100', lead);
    expect(open.data.every((offer: { status: string }) => offer.status === 'open')).toBe(true);
    const newest = data[0];
    const sameDay = await ok(`/dexis/offer/history?from=${newest.offeredOn}&to=${newest.offeredOn}`, lead);
    expect(sameDay.data.map((offer: { number: string }) => offer.number)).toContain(newest.number);
    const invalid = await get('/dexis/offer/history?from=2026-05-02&to=2026-05-01', lead);
    expect(invalid.status).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({
      code: errorCodes.invalidPeriod,
      meta: { parameters: { from: '2026-05-02', to: '2026-05-01' } },
    });
  });

  it('opens an offer with its lines and its PDF, for its own company only', async () => {
    const [newest] = (await ok('/dexis/offer/history', lead)).data;
    const { data } = await ok(`/dexis/offer/history/detail?offerNumber=${newest.number}`, lead);
    expect(data.lines.length).toBe(newest.lineCount);
    expect(data.lines[0]).toMatchObject({ position: 1, unit: expect.any(String), net: expect.any(Number) });
    expect((await get(data.links.pdf.replace('/store-api', ''), lead)).status).toBe(200);
    expect((await get(`/dexis/offer/history/detail?offerNumber=${newest.number}`, other)).status).toBe(404);
  });
});

describe('the dashboard’s summary', () => {
  it('counts the orders on backorder and lists their first open lines, the invoices to pay and overdue with their amounts, and the offers that hold, as the histories list them', async () => {
    await importRows('erp-orders', [
      {
        number: 'H-BACK-1',
        company: '100001',
        channel: 'phone',
        orderedAt: '2026-03-03T09:00:00Z',
        status: 'backorder',
        reference: null,
        net: 10,
        total: 12.1,
        // One line shipped, one still to come: only the open one is listed.
        lines: [
          line(1, { deliveryDate: '2020-01-06' }),
          line(2, { deliveryDate: '2020-01-02', shippingNoteNumber: 'LB-1' }),
        ],
        changedAt: '2026-03-03T09:00:00Z',
      },
    ]);
    const { data: summary } = await ok('/dexis/history/summary', lead);
    const backorders = await ok('/dexis/order/history?status=backorder&limit=100', lead);
    expect(summary.backorders).toBe(backorders.pager.totalResults);
    expect(summary.backorders).toBeGreaterThan(0);
    expect(summary.backorderLines[0]).toEqual({
      orderNumber: 'H-BACK-1',
      position: 1,
      article: 'TS-100001',
      name: 'Artikel 1',
      quantity: 2,
      unit: 'PCE',
      deliveryDate: '2020-01-06',
    });
    expect(summary.backorderLines.length).toBeLessThanOrEqual(5);

    const { data: invoices, pager } = await ok('/dexis/invoice/history?limit=100', lead);
    expect(pager.totalResults).toBe(invoices.length);
    type Invoice = { paid: boolean; overdue: boolean; openAmount: number };
    const open = invoices.filter((invoice: Invoice) => !invoice.paid);
    const overdue = open.filter((invoice: Invoice) => invoice.overdue);
    const sum = (list: Invoice[]) => list.reduce((total, invoice) => total + invoice.openAmount, 0);
    expect(summary.invoices).toEqual({
      openCount: open.length,
      openAmount: expect.closeTo(sum(open), 2),
      overdueCount: overdue.length,
      overdueAmount: expect.closeTo(sum(overdue), 2),
    });

    const { data: offers } = await ok('/dexis/offer/history?limit=100', lead);
    expect(summary.openOffers).toBe(offers.filter((offer: { holds: boolean }) => offer.holds).length);
  });

  it('leaves out what the user has no right to see', async () => {
    const { data } = await ok('/dexis/history/summary', buyer);
    expect(data.invoices).toBeNull();
    expect(data.openOffers).toBeNull();
    expect(typeof data.backorders).toBe('number');
  });
});
