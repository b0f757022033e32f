import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { setMaintenance } from './sales-channel.service.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('maintenance mode', () => {
  it('is off after seeding and shows in the context once switched on, and off again', async () => {
    expect((await shop.request({ url: '/store-api/context' })).json().salesChannel.maintenance).toBe(false);
    expect(await setMaintenance(shop.database.db, true)).toBe(1);
    await shop.app.catalogCache.refresh();
    expect((await shop.request({ url: '/store-api/context' })).json().salesChannel.maintenance).toBe(true);
    await setMaintenance(shop.database.db, false);
    await shop.app.catalogCache.refresh();
    expect((await shop.request({ url: '/store-api/context' })).json().salesChannel.maintenance).toBe(false);
  });
});

describe('feature flags', () => {
  it('answers the configured flags, by default those the specification shows enabled', async () => {
    const response = await shop.request({ url: '/store-api/dexis/feature-flags' });
    expect(response.status).toBe(200);
    expect(response.json().data).toEqual(expect.arrayContaining(['DISPLAY_ORDER_HISTORY', 'DISPLAY_MOBILE']));
    expect(response.json().data).not.toContain('HIDE_HOMEPAGE_VIDEO');
  });
});
