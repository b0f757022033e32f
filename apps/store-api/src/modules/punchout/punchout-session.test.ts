import { createHash } from 'node:crypto';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice, pickup } from '../../test/ordering.ts';
import { atProductionCost, oldCostHash } from '../../test/password-cost.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { setPunchoutAccount } from './index.ts';

let shop: TestShop;
let articles: { number: string }[];

const hookUrl = 'https://srm.bouw.example/sap/bc/srm?sap-client=100&~OkCode=ADDI&~CALLER=CTLG';
const credentials = { username: 'SRM-Bouw', password: 'a-long-oci-password', hookUrl };

const enter = (body: object) =>
  shop.request({ method: 'POST', url: '/store-api/AgiqonOciEntry/login', body });
const errorOf = (response: { status: number; json: () => { errors: { code: string }[] } }) => [
  response.status,
  response.json().errors[0]!.code,
];
const sessions = async () =>
  (
    await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from punchout_session`,
    )
  )[0]!.count;

/** A procurement system's session of the punch-out buyer, with two articles in the cart, one under the company's own number. */
async function punchoutWithCart() {
  const { contextToken } = (await enter(credentials)).json();
  await shop.call('DELETE', '/store-api/checkout/cart', contextToken);
  await shop.call('POST', '/store-api/checkout/cart/line-item', contextToken, {
    items: articles.map((article) => ({ sku: article.number, quantity: 3 })),
  });
  return contextToken as string;
}

beforeAll(async () => {
  shop = await startTestShop();
  await shop.database.db.transaction((tx) =>
    setPunchoutAccount(tx, 'demo.buyer', {
      protocol: 'oci',
      ociUsername: 'SRM-Bouw',
      ociPassword: 'a-long-oci-password',
      allowedHosts: ['srm.bouw.example'],
    }),
  );
  const first = await articleWithOnePrice(shop);
  articles = await queryRows<{ number: string }>(
    shop.database.db,
    sql`select product_number as number from product where id = ${first.id}
        union all (select product_number from product where id <> ${first.id} and child_count = 0 and active
          and not is_closeout and min_purchase_hundredths = 100 and purchase_steps_hundredths = 100
          and not exists (select 1 from article_sales_block b where b.product_id = product.id)
          order by product_number limit 1)`,
  );
  await shop.database.db.transaction((tx) =>
    setPunchoutAccount(tx, 'demo.approver', {
      protocol: 'oci',
      ociUsername: 'SRM-Bouw-OTP',
      ociPassword: 'another-long-oci-password',
      ociLogin: 'one-time-id',
      allowedHosts: ['srm.bouw.example'],
    }),
  );
  const lead = (await shop.login('demo.lead')).token;
  await shop.call('POST', '/store-api/dexis/article-links', lead, {
    productNumber: articles[1]!.number,
    customerSku: 'BOUW-4711',
  });
});
afterAll(() => shop?.close());

describe('OCI entry', () => {
  it('logs the punch-out user in for a HOOK_URL of an allowed host, and the session says where the cart goes', async () => {
    const response = await enter(credentials);
    expect(response.status).toBe(200);
    const session = await shop.call('GET', '/store-api/dexis/punchout/session', response.json().contextToken);
    expect(session.json().data).toEqual({
      protocol: 'oci',
      operation: 'create',
      returnHost: 'srm.bouw.example',
    });
  });

  it('refuses a wrong password, an unknown username, a foreign host and an address that is no URL, opening nothing', async () => {
    const before = await sessions();
    expect(errorOf(await enter({ ...credentials, password: 'wrong-password' }))).toEqual([
      401,
      errorCodes.punchoutInvalidCredentials,
    ]);
    expect(errorOf(await enter({ ...credentials, username: 'nobody' }))).toEqual([
      401,
      errorCodes.punchoutInvalidCredentials,
    ]);
    expect(
      errorOf(await enter({ ...credentials, hookUrl: 'https://srm.bouw.example.evil.example/hook' })),
    ).toEqual([403, errorCodes.punchoutReturnHostNotAllowed]);
    expect(errorOf(await enter({ ...credentials, hookUrl: 'javascript:alert(1)' }))).toEqual([
      400,
      errorCodes.punchoutInvalidReturnUrl,
    ]);
    expect((await enter({ username: 'SRM-Bouw' })).status).toBe(400);
    expect(await sessions()).toBe(before);
  });

  it('keeps the session under its token’s hash, and hashes an OCI password of the old cost anew', async () => {
    const ofBuyer = sql`customer_id = (select id from customer where username = 'demo.buyer')`;
    const accountHash = async () =>
      (
        await queryRows<{ hash: string }>(
          shop.database.db,
          sql`select oci_password_hash as hash from punchout_account where ${ofBuyer}`,
        )
      )[0]!.hash;
    const setAccountHash = (hash: string) =>
      shop.database.db.execute(sql`update punchout_account set oci_password_hash = ${hash} where ${ofBuyer}`);
    const before = await accountHash();
    const oldHash = oldCostHash(credentials.password);
    await setAccountHash(oldHash);
    try {
      await atProductionCost(async () => {
        expect((await enter({ ...credentials, password: 'wrong-password' })).status).toBe(401);
        expect(await accountHash()).toBe(oldHash);
        const entered = await enter(credentials);
        expect(entered.status).toBe(200);
        expect(await accountHash()).toMatch(/^scrypt\$131072\$8\$1\$/);

        const token: string = entered.json().contextToken;
        const rows = (
          await queryRows<{ row: string }>(
            shop.database.db,
            sql`select row_to_json(s)::text as row from punchout_session s`,
          )
        ).map(({ row }) => row);
        expect(rows.filter((row) => row.includes(token))).toEqual([]);
        const tokenHash = createHash('sha256').update(token).digest('hex');
        expect(rows.filter((row) => row.includes(tokenHash))).toHaveLength(1);
      });
    } finally {
      // Back at the suite's cost, so that the other entries of this file stay fast.
      await setAccountHash(before);
    }
  });

  it('gives a visitor and an ordinary login no punch-out session', async () => {
    const lead = (await shop.login('demo.lead')).token;
    expect((await shop.call('GET', '/store-api/dexis/punchout/session', lead)).json().data).toBeNull();
    expect(errorOf(await shop.call('POST', '/store-api/dexis/punchout/transfer', lead))).toEqual([
      403,
      errorCodes.punchoutNoSession,
    ]);
  });
});

describe('the cart back to the procurement system', () => {
  it('refuses a punch-out user’s order in the shop: the cart goes through the purchasing system', async () => {
    const token = await punchoutWithCart();
    expect(errorOf(await shop.call('POST', '/store-api/checkout/order', token, pickup))).toEqual([
      403,
      errorCodes.punchoutOrderInShop,
    ]);
  });

  it('answers the HOOK_URL form: its own parameters as hidden fields, then each line as NEW_ITEM fields, and ends the session', async () => {
    const token = await punchoutWithCart();
    const response = await shop.call('POST', '/store-api/dexis/punchout/transfer', token);
    expect(response.status).toBe(200);
    const { data, contextToken } = response.json();
    expect(data.action).toBe('https://srm.bouw.example/sap/bc/srm');
    expect(data.charset).toBe('utf-8');
    const fields = new Map<string, string>(data.fields);
    expect(data.fields.slice(0, 3)).toEqual([
      ['sap-client', '100'],
      ['~OkCode', 'ADDI'],
      ['~CALLER', 'CTLG'],
    ]);
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(articles[0]!.number);
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('EUR');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2,3}$/);
    // The company's own number goes as MATNR, and then the description does not.
    expect(fields.get('NEW_ITEM-MATNR[2]')).toBe('BOUW-4711');
    expect(fields.has('NEW_ITEM-MATNR[1]')).toBe(false);
    expect(fields.has('NEW_ITEM-DESCRIPTION[1]')).toBe(true);
    expect(fields.has('NEW_ITEM-QUANTITY[3]')).toBe(false);
    // The account sends UNSPSC codes as MATGROUP (the ERP's, 8 digits).
    expect(fields.get('NEW_ITEM-MATGROUP[1]')).toMatch(/^\d{8}$/);

    expect(contextToken).not.toBe(token);
    expect((await shop.call('GET', '/store-api/dexis/punchout/session', token)).json().data).toBeNull();
    expect((await shop.call('POST', '/store-api/dexis/punchout/transfer', token)).status).toBe(403);
  });

  it('takes the lines sent out of the cart: the next punch-out sends only those added since', async () => {
    const transfer = async (token: string) => {
      const response = await shop.call('POST', '/store-api/dexis/punchout/transfer', token);
      expect(response.status).toBe(200);
      return new Map<string, string>(response.json().data.fields);
    };
    const add = (token: string, quantity: number) =>
      shop.call('POST', '/store-api/checkout/cart/line-item', token, {
        items: [{ sku: articles[0]!.number, quantity }],
      });
    const first = (await enter(credentials)).json().contextToken;
    await shop.call('DELETE', '/store-api/checkout/cart', first);
    await add(first, 20);
    expect((await transfer(first)).get('NEW_ITEM-QUANTITY[1]')).toBe('20');

    const second = (await enter(credentials)).json().contextToken;
    expect((await shop.call('GET', '/store-api/checkout/cart', second)).json().lineItems).toEqual([]);
    await add(second, 30);
    const fields = await transfer(second);
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('30');
    expect(fields.has('NEW_ITEM-QUANTITY[2]')).toBe(false);
  });

  it('ends the session at the procurement system’s logout', async () => {
    const token = await punchoutWithCart();
    expect((await shop.call('POST', '/store-api/AgiqonOciEntry/logout', token)).status).toBe(200);
    expect((await shop.call('GET', '/store-api/dexis/punchout/session', token)).json().data).toBeNull();
  });
});

describe('OCI one-time ids', () => {
  const oneTimeCredentials = { username: 'srm-bouw-otp', password: 'another-long-oci-password' };
  const fetchId = (body: object) =>
    shop.request({ method: 'POST', url: '/store-api/dexis/punchout/oci/one-time-id', body });
  const enterWith = (id: string, body: object = { hookUrl }) =>
    shop.request({ method: 'POST', url: `/store-api/AgiqonOciEntry/otp/${id}`, body });

  it('opens the entry once with an id fetched by the password, within minutes', async () => {
    const issued = await fetchId(oneTimeCredentials);
    expect(issued.status).toBe(200);
    const { id, expiresAt } = issued.json().data;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const entered = await enterWith(id);
    expect(entered.status).toBe(200);
    const session = await shop.call('GET', '/store-api/dexis/punchout/session', entered.json().contextToken);
    expect(session.json().data).toMatchObject({ protocol: 'oci', returnHost: 'srm.bouw.example' });
    expect(errorOf(await enterWith(id))).toEqual([401, errorCodes.punchoutStartInvalid]);
  });

  it('refuses an expired id, a foreign HOOK_URL and an unknown id', async () => {
    const { id } = (await fetchId(oneTimeCredentials)).json().data;
    await shop.database.db.execute(
      sql`update punchout_one_time_id set expires_at = now() - interval '1 second'`,
    );
    expect(errorOf(await enterWith(id))).toEqual([401, errorCodes.punchoutStartInvalid]);
    const fresh = (await fetchId(oneTimeCredentials)).json().data.id;
    expect(errorOf(await enterWith(fresh, { hookUrl: 'https://evil.example/hook' }))).toEqual([
      403,
      errorCodes.punchoutReturnHostNotAllowed,
    ]);
    expect(errorOf(await enterWith('x'.repeat(43)))).toEqual([401, errorCodes.punchoutStartInvalid]);
  });

  it('gives no id for a wrong password, and an account on one-time ids is not entered by its password', async () => {
    expect(errorOf(await fetchId({ ...oneTimeCredentials, password: 'wrong-password' }))).toEqual([
      401,
      errorCodes.punchoutInvalidCredentials,
    ]);
    expect(errorOf(await enter({ ...oneTimeCredentials, hookUrl }))).toEqual([
      401,
      errorCodes.punchoutOneTimeIdRequired,
    ]);
  });
});

describe('OCI background functions', () => {
  const background = async (body: object, charset?: string) => {
    const token = (await enter({ ...credentials, charset })).json().contextToken as string;
    const response = await shop.call('POST', '/store-api/dexis/punchout/oci/background', token, body);
    return { token, response, fields: new Map<string, string>(response.json().data?.fields ?? []) };
  };

  it('VALIDATE gives back the article in the quantity asked at today’s price, leaves the cart alone and ends the session', async () => {
    const token = await punchoutWithCart();
    const before = (await shop.call('GET', '/store-api/checkout/cart', token)).json().lineItems.length;
    const {
      token: validating,
      response,
      fields,
    } = await background(
      {
        function: 'VALIDATE',
        productId: articles[0]!.number,
        quantityHundredths: 700,
      },
      'ISO-8859-1',
    );
    expect(response.status).toBe(200);
    // The entry's http_content_charset: the browser posts the fields in it.
    expect(response.json().data.charset).toBe('iso-8859-1');
    expect(response.json().data.action).toBe('https://srm.bouw.example/sap/bc/srm');
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(articles[0]!.number);
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('7');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2,3}$/);
    expect(fields.has('NEW_ITEM-VENDORMAT[2]')).toBe(false);
    expect((await shop.call('GET', '/store-api/dexis/punchout/session', validating)).json().data).toBeNull();
    const cart = (await shop.login('demo.buyer')).token;
    expect((await shop.call('GET', '/store-api/checkout/cart', cart)).json().lineItems).toHaveLength(before);
  });

  it('VALIDATE of an unknown article gives back no item', async () => {
    const { response, fields } = await background({
      function: 'VALIDATE',
      productId: 'NO-SUCH-ARTICLE',
      quantityHundredths: 100,
    });
    expect(response.status).toBe(200);
    expect([...fields.keys()].some((name) => name.startsWith('NEW_ITEM-'))).toBe(false);
  });

  it('BACKGROUND_SEARCH gives back the matches, numbered from 1 without gaps', async () => {
    const { response, fields } = await background({
      function: 'BACKGROUND_SEARCH',
      searchString: articles[1]!.number,
    });
    expect(response.status).toBe(200);
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(articles[1]!.number);
    const positions = [...fields.keys()]
      .filter((name) => name.startsWith('NEW_ITEM-VENDORMAT['))
      .map((name) => Number(/\[(\d+)\]/.exec(name)![1]));
    expect(positions).toEqual(positions.map((_, index) => index + 1));
  });

  it('answers only inside an OCI session', async () => {
    const lead = (await shop.login('demo.lead')).token;
    expect(
      errorOf(
        await shop.call('POST', '/store-api/dexis/punchout/oci/background', lead, {
          function: 'BACKGROUND_SEARCH',
          searchString: 'bout',
        }),
      ),
    ).toEqual([403, errorCodes.punchoutNoSession]);
  });
});
