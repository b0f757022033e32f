import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { demoRegister, startViesStandIn } from '../vat-check/index.ts';
import { defaultMaintenance, heldByMaintenance, setMaintenanceActive } from './settings.service.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ featureFlags: ['DISPLAY_MOBILE', 'DISPLAY_COST_CENTER_MODULE'] });
});
afterAll(() => shop?.close());

const admin = (method: 'GET' | 'PUT', body?: unknown) =>
  shop.staffCall('staff.admin', method, '/admin-api/settings', body);

/** A visitor's request from this address, as the storefront hands it on behind the trusted proxy. */
const from = (address: string, url: string) => shop.request({ url, headers: { 'x-forwarded-for': address } });

const visitorCart = async () => (await shop.request({ url: '/store-api/checkout/cart' })).json();

describe('the shop settings before the back-office saves any', () => {
  it('are the environment’s: its feature flags, cut-offs, the standard free-shipping limit, no maintenance', async () => {
    const answer = await admin('GET');
    expect(answer.status).toBe(200);
    const { settings, saved } = answer.json().data;
    expect(saved).toEqual([]);
    expect(settings).toMatchObject({
      featureFlags: ['DISPLAY_MOBILE', 'DISPLAY_COST_CENTER_MODULE'],
      minimumOrder: null,
      freeShippingLimit: 250,
      delivery: { defaultCutOff: '15:00', cutOffs: { ANT: '16:00' }, closedDays: [] },
      maintenance: { active: false, allowedAddresses: [] },
    });
    expect((await shop.request({ url: '/store-api/dexis/feature-flags' })).json().data).toEqual([
      'DISPLAY_MOBILE',
      'DISPLAY_COST_CENTER_MODULE',
    ]);
    expect((await visitorCart()).extensions.freeShipping.limit).toBe(250);
  });
});

describe('saving the shop settings', () => {
  const saved = {
    maintenance: {
      active: false,
      messages: { nl: 'Even geduld', fr: 'Un instant', en: 'Back soon', de: '' },
      allowedAddresses: ['203.0.113.0/24', '2001:db8::7'],
    },
    featureFlags: ['DISPLAY_MOBILE', 'DISPLAY_FAX'],
    minimumOrder: { value: 50, surcharge: 7.5 },
    freeShippingLimit: 100,
    delivery: { cutOffs: { ANT: '17:00' }, defaultCutOff: '14:30', closedDays: ['2026-12-24', '2026-12-31'] },
    sellerVatNumber: 'BE0123456749',
    viesUrl: null,
  };

  it('changes the storefront’s answers at once, without a restart, and is in the audit log', async () => {
    const put = await admin('PUT', saved);
    expect(put.status).toBe(200);
    expect(put.json().data.saved).toContain('freeShippingLimit');
    expect((await shop.request({ url: '/store-api/dexis/feature-flags' })).json().data).toEqual([
      'DISPLAY_MOBILE',
      'DISPLAY_FAX',
    ]);
    expect((await shop.request({ url: '/store-api/dexis/delivery-settings' })).json().data).toEqual({
      cutOffs: { ANT: '17:00' },
      defaultCutOff: '14:30',
      closedDays: ['2026-12-24', '2026-12-31'],
    });
    const cart = await visitorCart();
    expect(cart.extensions.freeShipping.limit).toBe(100);
    expect(cart.extensions.minimumCartValue).toEqual({ minimumValue: 50, additionalCost: 7.5 });
    // The cost-centre module was switched off with its flag.
    expect((await shop.request({ url: '/store-api/dexis/cost-center/external-contact' })).status).toBe(404);

    const history = await shop.staffCall(
      'staff.admin',
      'GET',
      '/admin-api/audit-log?objectType=shop-settings&objectId=shop',
    );
    expect(history.json().data[0]).toMatchObject({
      action: 'changed',
      changes: { freeShippingLimit: [250, 100], minimumOrder: [null, { value: 50, surcharge: 7.5 }] },
    });
  });

  it('puts the shop in maintenance with its message, letting the staff’s addresses through', async () => {
    expect(
      (await admin('PUT', { ...saved, maintenance: { ...saved.maintenance, active: true } })).status,
    ).toBe(200);
    const visitor = (await from('198.51.100.7', '/store-api/context')).json();
    expect(visitor.salesChannel.maintenance).toBe(true);
    expect(visitor.maintenance).toEqual({ active: true, messages: saved.maintenance.messages });
    expect((await from('203.0.113.42', '/store-api/context')).json().salesChannel.maintenance).toBe(false);
    expect((await from('2001:db8::7', '/store-api/context')).json().salesChannel.maintenance).toBe(false);
    expect((await from('2001:db8::8', '/store-api/context')).json().salesChannel.maintenance).toBe(true);
  });

  it('is switched off by the command line, which keeps the message and the addresses', async () => {
    await setMaintenanceActive(shop.database.db, false);
    await shop.app.catalogCache.refresh();
    expect((await from('198.51.100.7', '/store-api/context')).json().salesChannel.maintenance).toBe(false);
    const { settings } = (await admin('GET')).json().data;
    expect(settings.maintenance).toEqual({ ...saved.maintenance, active: false });
  });

  it.each([
    ['an address that is none', { maintenance: { ...saved.maintenance, allowedAddresses: ['10.0.0.300'] } }],
    ['a VAT number whose check digits fail', { sellerVatNumber: 'BE0123456789' }],
    ['an amount in tenths of cents', { freeShippingLimit: 99.999 }],
    ['a cut-off that is no time', { delivery: { ...saved.delivery, defaultCutOff: '25:00' } }],
    ['a closed day that is no date', { delivery: { ...saved.delivery, closedDays: ['2026-02-30'] } }],
    ['an unknown feature flag', { featureFlags: ['DISPLAY_EVERYTHING'] }],
    ['a VIES address that is no web address', { viesUrl: 'ftp://vies.example' }],
  ])('refuses %s with 400 and saves nothing', async (_, change) => {
    const before = (await admin('GET')).json().data;
    const refused = await admin('PUT', { ...saved, freeShippingLimit: 75, ...change });
    expect(refused.status).toBe(400);
    expect(refused.json().errors[0].status).toBe('400');
    expect((await admin('GET')).json().data).toEqual(before);
  });

  it('is described in the Admin API’s OpenAPI document', async () => {
    const document = (await shop.app.inject({ url: '/admin-api/_docs/json' })).json();
    expect(Object.keys(document.paths['/admin-api/settings'])).toEqual(['get', 'put']);
  });

  it('is closed to a content editor and to customer service', async () => {
    expect((await shop.staffCall('staff.editor', 'GET', '/admin-api/settings')).status).toBe(403);
    expect((await shop.staffCall('staff.editor', 'PUT', '/admin-api/settings', saved)).status).toBe(403);
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/settings')).status).toBe(403);
  });
});

describe('the VIES of the settings', () => {
  it('is asked from then on, with the distributor’s number the settings name', async () => {
    const vies = await startViesStandIn(demoRegister);
    try {
      const current = (await admin('GET')).json().data.settings;
      const put = await admin('PUT', { ...current, viesUrl: vies.baseUrl, sellerVatNumber: 'BE0417497106' });
      expect(put.status).toBe(200);
      const lead = (await shop.login('nl.lead')).token;
      // VIES is asked again at most once a minute: the company's last check is older than that.
      await shop.database.db.execute(
        sql`update vat_number_check set checked_at = now() - interval '2 minutes' where vat_number = 'NL853746333B01'`,
      );
      expect((await shop.call('POST', '/store-api/dexis/companies/vat-check', lead)).status).toBe(200);
      expect(vies.requests).toEqual([
        expect.objectContaining({ requesterMemberStateCode: 'BE', requesterNumber: '0417497106' }),
      ]);
    } finally {
      await new Promise((closed) => vies.server.close(closed));
    }
  });
});

describe('who maintenance keeps out', () => {
  const on = {
    ...defaultMaintenance,
    active: true,
    allowedAddresses: ['203.0.113.0/24', '2001:db8::/48', '198.51.100.9'],
  };
  it.each([
    { address: '203.0.113.200', held: false },
    { address: '::ffff:203.0.113.5', held: false },
    { address: '198.51.100.9', held: false },
    { address: '198.51.100.10', held: true },
    { address: '2001:db8:0:1::5', held: false },
    { address: '2001:db9::5', held: true },
    { address: 'not an address', held: true },
  ])('$address: held $held', ({ address, held }) => {
    expect(heldByMaintenance(on, address)).toBe(held);
  });

  it('keeps nobody out while it is off, and everybody without addresses let through', () => {
    expect(heldByMaintenance({ ...on, active: false }, '192.0.2.1')).toBe(false);
    expect(heldByMaintenance({ ...defaultMaintenance, active: true }, '203.0.113.200')).toBe(true);
  });
});
