import { readFileSync, writeFileSync } from 'node:fs';
import { rightCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/index.ts';
import { startTestShop, type TestShop } from '../test/test-app.ts';
import { enforceRouteAccess, type RouteAccessEntry } from './access.ts';
import { storeApiRightsTable } from './rights-matrix.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };
let withoutRights: { token: string; id: string };
let leadAddressId: string;
let buyerId: string;
/** An invoice of the lead's company, which no one of another company may download. */
let leadInvoice: string;

const matrixFile = new URL('../../../../docs/rights-matrix.md', import.meta.url);

const address = {
  name: 'Depot',
  street: 'Kaai',
  houseNumber: '1',
  zipcode: '9000',
  city: 'Gent',
  country: 'BE',
};

/** A valid body per route, so that a request gets past validation to the check that matters. */
const sampleBodies: Record<string, unknown> = {
  'POST /store-api/dexis/companies/:companyId/address': address,
  'PUT /store-api/dexis/companies/:companyId/address/:addressId': address,
  'PATCH /store-api/dexis/companies/customers/:id': { active: false },
  'POST /store-api/dexis/companies/customers/:id/invitation': { storefrontUrl: 'http://shop.test' },
  'PUT /store-api/dexis/account/:id/role': { roles: [{ code: 'ROLE_VIEW_PRICES', enabled: false }] },
  'DELETE /store-api/dexis/companies/customers': { customerIds: ['00000000-0000-4000-8000-000000000000'] },
  'PUT /store-api/dexis/order-flow/:id': {
    name: 'Werf',
    period: 'monthly',
    startDate: '2026-01-01',
    mode: 'renewable',
    budgetAmount: 100,
  },
  'PATCH /store-api/dexis/order-flow/:id': { approval: { approverIds: [] } },
  'PATCH /store-api/dexis/order-reference/:id': { approval: { approverIds: [] } },
  'POST /store-api/dexis/order-flow/:id/assign': { customerIds: ['00000000-0000-4000-8000-000000000000'] },
  'PATCH /store-api/dexis/order/:id': { approvalStatus: 'approved' },
  'PUT /store-api/dexis/order-reference/:id': {
    name: 'Project',
    period: 'monthly',
    startDate: '2026-01-01',
    mode: 'renewable',
  },
  'PUT /store-api/dexis/cost-center/:id': { code: 'KP-1', name: 'Onderhoud' },
  'PUT /store-api/dexis/article-links/:id': { customerSku: 'EIG-1' },
  'PUT /store-api/dexis/cost-posts/:id': { code: '604000', name: 'Onderhoud' },
  'PUT /store-api/dexis/newsletter/subscriptions/:id': { language: 'nl', topics: ['promotions'] },
  'PATCH /store-api/dexis/order/list/:id': { name: 'Lijst' },
  'POST /store-api/dexis/order/list/:id/items': { items: [{ sku: 'X', quantity: 1 }] },
  'DELETE /store-api/dexis/order/list/:id/items': { ids: ['00000000-0000-4000-8000-000000000000'] },
  'PUT /store-api/dexis/punchout/account/:id': {
    protocol: 'oci',
    ociUsername: 'srm-route-check',
    ociPassword: 'a-long-oci-password',
    allowedHosts: ['srm.example.com'],
  },
};

const fill = (url: string) =>
  url
    .replace(':companyId', lead.companyId)
    .replace(':addressId', leadAddressId)
    .replace(':id', buyerId)
    .replace(':kind/:number', `invoice/${leadInvoice}`)
    .replace('*', 'x');

const callRoute = (entry: RouteAccessEntry, token: string | undefined) =>
  shop.request({
    method: entry.method as 'GET',
    url: fill(entry.url),
    body: entry.method === 'GET' ? undefined : (sampleBodies[`${entry.method} ${entry.url}`] ?? {}),
    headers: token ? { 'sw-context-token': token } : {},
  });

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
  buyerId = (await shop.login('demo.buyer')).id;
  leadAddressId = (await shop.call('POST', '/store-api/account/list-address', lead.token)).json().elements[0]
    .id;
  [{ number: leadInvoice }] = (await queryRows<{ number: string }>(
    shop.database.db,
    sql`select number from erp_invoice where company_id = ${lead.companyId} order by number limit 1`,
  )) as [{ number: string }];
  const created = (
    await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, {
      firstName: 'Zonder',
      lastName: 'Rechten',
      username: 'zonder.rechten',
      email: 'zonder.rechten@demo.example',
      storefrontUrl: 'http://shop.test',
    })
  ).json().data;
  await shop.call('PUT', `/store-api/dexis/account/${created.id}/role`, lead.token, {
    roles: rightCodes.map((code) => ({ code, enabled: false })),
  });
  await shop.giveDemoPassword(created.id);
  withoutRights = await shop.login('zonder.rechten');
});
afterAll(() => shop?.close());

describe('route access', () => {
  it('refuses to start with a route that states no access rule', async () => {
    const app = Fastify();
    enforceRouteAccess(app, []);
    expect(() => app.get('/store-api/unguarded', async () => ({ ok: true }))).toThrow(
      'states no access rule',
    );
    await app.close();
  });

  it('has a rule for every Store API route, and for the Shopware extension routes beside it', () => {
    expect(shop.app.routeAccess.length).toBeGreaterThan(40);
    expect(
      shop.app.routeAccess.every(
        (entry) => entry.url.startsWith('/store-api/') || entry.url.startsWith('/swag/'),
      ),
    ).toBe(true);
  });

  it('refuses every route that needs a right to a user without it, with 403 and the right named', async () => {
    const guarded = shop.app.routeAccess.filter((entry) => entry.access.who === 'right');
    expect(guarded.length).toBeGreaterThan(10);
    for (const entry of guarded) {
      const response = await callRoute(entry, withoutRights.token);
      expect(response.status, `${entry.method} ${entry.url}`).toBe(403);
      expect(response.json().errors[0]).toMatchObject({
        code: 'DEXIS__MISSING_RIGHT',
        meta: { parameters: { right: entry.access.who === 'right' ? entry.access.right : '' } },
      });
    }
  });

  it('refuses every account route to a visitor with 403', async () => {
    const accountRoutes = shop.app.routeAccess.filter((entry) => entry.access.who !== 'anyone');
    for (const entry of accountRoutes) {
      const response = await callRoute(entry, undefined);
      expect(response.status, `${entry.method} ${entry.url}`).toBe(403);
      expect(response.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    }
  });

  it('gives a user of another company, holding every right, 403 or 404 and never data', async () => {
    const companyIds = [lead.companyId, leadAddressId, buyerId, lead.id];
    for (const entry of shop.app.routeAccess.filter((route) => route.access.who !== 'anyone')) {
      const response = await callRoute(entry, other.token);
      const label = `${entry.method} ${entry.url}`;
      // A route that names a record by id refuses; others (a search term too) answer without its data.
      const byId = /:(?!term)/.test(entry.url);
      if (byId) expect([403, 404], label).toContain(response.status);
      const text = response.text;
      for (const id of companyIds) {
        if (byId) continue;
        expect(text, label).not.toContain(id);
      }
    }
    // Nothing of the other company changed on the way.
    const buyer = (
      await shop.call('GET', `/store-api/dexis/companies/customers/${buyerId}`, lead.token)
    ).json().data;
    expect(buyer.active).toBe(true);
  });
});

describe('the written rights matrix', () => {
  it('is the one the Store API enforces', () => {
    const document = readFileSync(matrixFile, 'utf8');
    const table = storeApiRightsTable(shop.app.routeAccess);
    const written = /<!-- store-api:start -->\n([\s\S]*?)\n?<!-- store-api:end -->/
      .exec(document)?.[1]
      ?.trim();
    if (process.env.UPDATE_RIGHTS_MATRIX === '1' && written !== table) {
      writeFileSync(
        matrixFile,
        document.replace(
          /<!-- store-api:start -->[\s\S]*?<!-- store-api:end -->/,
          `<!-- store-api:start -->\n${table}\n<!-- store-api:end -->`,
        ),
      );
      return;
    }
    expect(written, 'docs/rights-matrix.md is out of date: run with UPDATE_RIGHTS_MATRIX=1').toBe(table);
  });
});
