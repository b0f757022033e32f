import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/index.ts';
import { startTestShop, type TestShop, testAccessKey } from '../test/test-app.ts';
import { badInputOf, maxInputDepth } from './input-boundary.ts';

let shop: TestShop;
let lead: { token: string; id: string };

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
});
afterAll(() => shop?.close());

const nul = 'a\u0000b';
const firstViolation = (response: Awaited<ReturnType<TestShop['request']>>) => {
  expect(response.status).toBe(400);
  const [error] = response.json().errors;
  return { code: error.code, ...error.violations[0] };
};
const countRows = async (table: string) =>
  (
    await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from ${sql.raw(table)}`,
    )
  )[0]!.count;

describe('control characters', () => {
  it('are found in values and keys at any depth; tab and line breaks are text', () => {
    const at = (value: unknown) => badInputOf(value, 'body')?.propertyPath ?? null;
    expect(at({ list: [{ name: nul }] })).toBe('body/list/0/name');
    expect(at({ [`x${'\u0007'}`]: 1 })).toBe('body/x\u0007');
    expect(at({ text: 'line\r\nnext\tcolumn' })).toBeNull();
    expect(at({ text: 'broken \ud800 pair' })).toBe('body/text');
    expect(at({ text: 'emoji 🔩' })).toBeNull();
  });

  it('are refused with 400 in bodies, queries and paths of every kind of route', async () => {
    const visitorCalls = [
      { method: 'POST', url: '/store-api/account/login', body: { username: nul, password: 'x' } },
      {
        method: 'POST',
        url: '/store-api/account/recovery-password',
        body: { username: nul, storefrontUrl: 'http://shop.test' },
      },
      { method: 'POST', url: '/store-api/pwa/page', body: { path: `/${nul}` } },
    ] as const;
    for (const call of visitorCalls) {
      expect(firstViolation(await shop.request(call))).toMatchObject({
        code: 'FRAMEWORK__INVALID_REQUEST',
        type: 'VIOLATION::CONTROL_CHARACTER',
        propertyPath: expect.stringMatching(/^body\//),
      });
    }
    const leadCalls: [string, string, unknown?][] = [
      ['POST', '/store-api/dexis/companies/customers', { term: nul }],
      ['GET', '/store-api/dexis/order-reference/search/a%00b'],
      ['GET', '/store-api/dexis/sw/order/history?term=a%00b'],
      ['GET', '/store-api/dexis/sw/order/history/detail?orderNumber=a%00b'],
    ];
    for (const [method, url, body] of leadCalls) {
      const violation = firstViolation(await shop.call(method as 'GET', url, lead.token, body));
      expect(violation.type).toBe('VIOLATION::CONTROL_CHARACTER');
    }
  });

  it('change nothing: a cost centre with one in its code is not created', async () => {
    const before = await countRows('cost_center');
    const response = await shop.call('POST', '/store-api/dexis/cost-center', lead.token, {
      code: `KP${nul}`,
      name: 'Onderhoud',
      active: true,
      contacts: [],
      contracts: [],
    });
    expect(firstViolation(response).propertyPath).toBe('body/code');
    expect(await countRows('cost_center')).toBe(before);
  });
});

describe('nesting', () => {
  it('deeper than any request needs is a 400, whatever the route, and exhausts nothing', async () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(badInputOf(JSON.parse(deep(maxInputDepth)), 'body')).toBeNull();
    for (const url of ['/store-api/search', '/store-api/context', '/store-api/account/login']) {
      const response = await shop.app.inject({
        method: 'POST',
        url,
        headers: { 'sw-access-key': testAccessKey, 'content-type': 'application/json' },
        payload: deep(10_000),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].violations[0].type).toBe('VIOLATION::TOO_DEEP');
    }
  });
});

describe('search filters', () => {
  it('on id fields take ids only', async () => {
    for (const field of ['id', 'manufacturerId', 'categoryIds', 'properties']) {
      for (const filter of [
        { type: 'equals', field, value: 'x' },
        { type: 'equalsAny', field, value: ['x'] },
      ]) {
        const response = await shop.request({
          method: 'POST',
          url: '/store-api/search',
          body: { filter: [filter] },
        });
        expect(firstViolation(response).propertyPath).toBe('body/filter/0/value');
      }
    }
  });
});

describe('calendar dates', () => {
  it('that do not exist are violations of flows, order references and cost centre contracts', async () => {
    const budget = {
      period: 'monthly',
      mode: 'renewable',
      budgetAmount: 1000,
      approveFrom: null,
      approverIds: [],
      userIds: [],
    };
    for (const impossible of ['2026-13-01', '0000-00-00']) {
      const flow = await shop.call('POST', '/store-api/dexis/order-flow', lead.token, {
        ...budget,
        name: `Flow ${impossible}`,
        startDate: impossible,
      });
      expect(firstViolation(flow).propertyPath).toBe('body/startDate');
      const reference = await shop.call('POST', '/store-api/dexis/order-reference', lead.token, {
        ...budget,
        name: `Project ${impossible}`,
        startDate: impossible,
      });
      expect(firstViolation(reference).propertyPath).toBe('body/startDate');
      const center = await shop.call('POST', '/store-api/dexis/cost-center', lead.token, {
        code: `KP-${impossible}`,
        name: 'Onderhoud',
        active: true,
        contacts: [],
        contracts: [{ number: 'RC-1', description: 'Raamcontract', validFrom: impossible, validTo: null }],
      });
      expect(firstViolation(center).propertyPath).toBe('body/contracts/0/validFrom');
    }
  });
});

describe('an empty change', () => {
  it('of a user is a 400 that says so', async () => {
    const buyerId = (await shop.login('demo.buyer')).id;
    for (const body of [{}, { unknownField: 'x' }]) {
      const response = await shop.call(
        'PATCH',
        `/store-api/dexis/companies/customers/${buyerId}`,
        lead.token,
        body,
      );
      expect(response.status).toBe(400);
      expect(response.json().errors[0].violations[0].title).toBe(
        'Nothing to change: give at least one field.',
      );
    }
  });
});

describe('body limits', () => {
  const megabytes = (count: number) => Buffer.alloc(count * 1024 * 1024, 'a');
  /** A body sent in chunks, without a length: counted as it arrives. */
  const chunked = (body: Buffer) => Readable.from([body.subarray(0, 1024), body.subarray(1024)]);

  it('refuses a body over 1 MB, announced or chunked, with 413 before any route code runs', async () => {
    const before = await countRows('login_attempt');
    for (const payload of [megabytes(2), chunked(megabytes(2))]) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/store-api/account/login',
        headers: { 'sw-access-key': testAccessKey, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().errors[0]).toMatchObject({
        code: 'FRAMEWORK__REQUEST_BODY_TOO_LARGE',
        meta: { parameters: { maxBytes: 1024 * 1024 } },
      });
    }
    expect(await countRows('login_attempt')).toBe(before);
  });

  it('lets a CSV import take its 5 MB file, and the integration API its imports up to 16 MB', async () => {
    const csvImport = await shop.app.inject({
      method: 'POST',
      url: '/store-api/dexis/article-links/import',
      headers: {
        'sw-access-key': testAccessKey,
        'sw-context-token': lead.token,
        'content-type': 'application/json',
      },
      payload: chunked(Buffer.from(JSON.stringify({ content: 'x'.repeat(3 * 1024 * 1024), preview: true }))),
    });
    expect(csvImport.statusCode).not.toBe(413);
    const token = await shop.integrationToken('body-limits');
    const erpImport = (payload: Buffer | Readable) =>
      shop.app.inject({
        method: 'PUT',
        url: '/integration-api/prices',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
    expect((await erpImport(megabytes(17))).statusCode).toBe(413);
    expect((await erpImport(chunked(megabytes(17)))).statusCode).toBe(413);
    expect((await erpImport(Buffer.from('{"rows":[]}'))).statusCode).not.toBe(413);
  });
});
