import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { validateAgainstCxmlDtd } from '../../test/cxml-dtd.ts';
import { setupRequest } from '../../test/cxml-setup.ts';
import { articleWithOnePrice } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { setPunchoutAccount } from './index.ts';

let shop: TestShop;
let storefrontUrl: string;
let article: string;
const secret = 'a-shared-secret-of-length';
const browserFormPost = 'https://buyer.ariba.example/punchout?client=acme';

const setup = async (xml: string) => {
  const response = await shop.request({
    method: 'POST',
    url: '/store-api/DexisCxmlEntry/setup',
    body: { xml, storefrontUrl },
  });
  expect(response.status).toBe(200);
  return response.json().data as { status: number; xml: string };
};
const startPage = (xml: string) => /<URL>([^<]+)<\/URL>/.exec(xml)![1]!;
const open = (url: string) => {
  const [, a, b] = /\/cxml\/auth\/([^/]+)\/([^/]+)$/.exec(url)!;
  return shop.request({ method: 'POST', url: `/store-api/DexisCxmlEntry/auth/${a}/${b}` });
};
const starts = async () =>
  (
    await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from punchout_start`,
    )
  )[0]!.count;

/** The demo buyer's cXML connection, classifying articles as asked. */
const connectBuyer = (classification: 'unspsc' | 'etim') =>
  shop.database.db.transaction((tx) =>
    setPunchoutAccount(tx, 'demo.buyer', {
      protocol: 'cxml',
      cxmlDomain: 'NetworkID',
      cxmlIdentity: 'AN01000000001',
      cxmlSecret: secret,
      allowedHosts: ['*.ariba.example'],
      classification,
    }),
  );

beforeAll(async () => {
  shop = await startTestShop();
  storefrontUrl = (
    await queryRows<{ url: string }>(shop.database.db, sql`select url from sales_channel_domain limit 1`)
  )[0]!.url;
  await connectBuyer('unspsc');
  const { id } = await articleWithOnePrice(shop);
  article = (
    await queryRows<{ number: string }>(
      shop.database.db,
      sql`select product_number as number from product where id = ${id}`,
    )
  )[0]!.number;
});
afterAll(() => shop?.close());

describe('the cXML setup request', () => {
  it('answers a PunchOutSetupResponse, valid against the DTD, whose start page logs the user in once', async () => {
    const answer = await setup(setupRequest({ operation: 'create', secret, browserFormPost }));
    expect(answer.status).toBe(200);
    expect(await validateAgainstCxmlDtd(answer.xml)).toEqual([]);
    const url = startPage(answer.xml);
    expect(url).toMatch(new RegExp(`^${storefrontUrl}/cxml/auth/[0-9a-f-]{36}/[\\w-]{40,}$`));
    const opened = await open(url);
    expect(opened.status).toBe(200);
    expect(opened.json().operation).toBe('create');
    const session = await shop.call('GET', '/store-api/dexis/punchout/session', opened.json().contextToken);
    expect(session.json().data).toMatchObject({ protocol: 'cxml', returnHost: 'buyer.ariba.example' });
    const again = await open(url);
    expect([again.status, again.json().errors[0].code]).toEqual([401, 'PUNCHOUT__START_INVALID']);
  });

  it('answers a wrong secret 401, a foreign BrowserFormPost 403, a replay 403 and malformed XML 400, keeping nothing', async () => {
    const before = await starts();
    const wrong = await setup(
      setupRequest({ operation: 'create', secret: 'not-the-secret', browserFormPost }),
    );
    expect(wrong.status).toBe(401);
    expect(await validateAgainstCxmlDtd(wrong.xml)).toEqual([]);
    expect(
      (
        await setup(
          setupRequest({ operation: 'create', secret, browserFormPost: 'https://evil.example/post' }),
        )
      ).status,
    ).toBe(403);
    expect((await setup('<cXML><Header>')).status).toBe(400);
    const entity = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]><cXML>&x;</cXML>`;
    expect((await setup(entity)).status).toBe(400);
    expect(await starts()).toBe(before);
    const request = setupRequest({
      operation: 'create',
      secret,
      browserFormPost,
      payloadId: 'once@buyer.example',
    });
    expect((await setup(request)).status).toBe(200);
    expect((await setup(request)).status).toBe(403);
  });

  it('refuses a storefront address that is no domain of the shop', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/DexisCxmlEntry/setup',
      body: {
        xml: setupRequest({ operation: 'create', secret, browserFormPost }),
        storefrontUrl: 'https://evil.example',
      },
    });
    expect(response.status).toBe(400);
  });
});

describe('edit, inspect and the cart back', () => {
  it('restores the cart of an edit, and sends it back as a PunchOutOrderMessage valid against the DTD, echoing the BuyerCookie', async () => {
    const answer = await setup(
      setupRequest({
        operation: 'edit',
        secret,
        browserFormPost,
        buyerCookie: 'cookie-edit',
        items: [{ number: article, quantity: 4 }],
      }),
    );
    const token = (await open(startPage(answer.xml))).json().contextToken;
    const cart = (await shop.call('GET', '/store-api/checkout/cart', token)).json();
    expect(
      cart.lineItems.map((line: { payload: { productNumber: string }; quantity: number }) => [
        line.payload.productNumber,
        line.quantity,
      ]),
    ).toEqual([[article, 4]]);
    const transfer = (await shop.call('POST', '/store-api/dexis/punchout/transfer', token)).json().data;
    expect(transfer.action).toBe(browserFormPost);
    const fields = Object.fromEntries(transfer.fields);
    const message = Buffer.from(fields['cxml-base64'], 'base64').toString('utf8');
    expect(fields['cxml-urlencoded']).toBe(message);
    expect(await validateAgainstCxmlDtd(message)).toEqual([]);
    expect(message).toContain('<BuyerCookie>cookie-edit</BuyerCookie>');
    expect(message).toContain(`<SupplierPartID>${article}</SupplierPartID>`);
    expect(message).toMatch(/<Classification domain="UNSPSC">\d{8}<\/Classification>/);
    expect(message).toContain('quantity="4"');
    // What went back left the cart: the next create starts from an empty one.
    const later = (await shop.login('demo.buyer')).token;
    expect((await shop.call('GET', '/store-api/checkout/cart', later)).json().lineItems).toEqual([]);
  });

  it('classifies by ETIM where the account asks for it: the class a supplier catalogue gave the article', async () => {
    const classifiedBy = async (classification: 'etim' | 'unspsc') => {
      await connectBuyer(classification);
      const answer = await setup(
        setupRequest({
          operation: 'edit',
          secret,
          browserFormPost,
          items: [{ number: 'SLT-SIL-WH-300', quantity: 1 }],
        }),
      );
      const token = (await open(startPage(answer.xml))).json().contextToken;
      const fields = Object.fromEntries(
        (await shop.call('POST', '/store-api/dexis/punchout/transfer', token)).json().data.fields,
      );
      return /<Classification domain="([^"]+)">([^<]+)</.exec(fields['cxml-urlencoded'])!.slice(1);
    };
    const [etimClass] = await queryRows<{ etim: string }>(
      shop.database.db,
      sql`select custom_fields->>'etimClass' as etim from product where product_number = 'SLT-SIL-WH-300'`,
    );
    expect(etimClass!.etim).toMatch(/^EC\d{6}$/);
    expect(await classifiedBy('etim')).toEqual(['ETIM', etimClass!.etim]);
    // Its UNSPSC code is unknown (the supplier's catalogue gave none): the product group stands in.
    expect((await classifiedBy('unspsc'))[0]).toBe('ProductGroup');
  });

  it('shows the cart of an inspect read-only and sends nothing back', async () => {
    const answer = await setup(
      setupRequest({
        operation: 'inspect',
        secret,
        browserFormPost,
        items: [{ number: article, quantity: 2 }],
      }),
    );
    const opened = (await open(startPage(answer.xml))).json();
    expect(opened.operation).toBe('inspect');
    const inspected = await shop.call('POST', '/store-api/DexisCxmlEntry/inspect', opened.contextToken);
    expect(inspected.json().lineItems).toHaveLength(1);
    expect((await shop.call('POST', '/store-api/dexis/punchout/transfer', opened.contextToken)).status).toBe(
      403,
    );
    // Nor can the cart's own calls change it.
    const lineId = inspected.json().lineItems[0].id;
    for (const [method, url, body] of [
      ['POST', '/store-api/checkout/cart/line-item', { items: [{ sku: article, quantity: 5 }] }],
      ['PATCH', '/store-api/checkout/cart/line-item', { items: [{ id: lineId, quantity: 9 }] }],
      ['DELETE', '/store-api/checkout/cart', undefined],
    ] as const) {
      const refused = await shop.call(method, url, opened.contextToken, body);
      expect([refused.status, refused.json().errors[0].code]).toEqual([403, 'PUNCHOUT__CART_READ_ONLY']);
    }
    const unchanged = await shop.call('POST', '/store-api/DexisCxmlEntry/inspect', opened.contextToken);
    expect(unchanged.json().lineItems.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
    expect((await shop.call('POST', '/store-api/DexisCxmlEntry/logout', opened.contextToken)).status).toBe(
      200,
    );
  });
});
