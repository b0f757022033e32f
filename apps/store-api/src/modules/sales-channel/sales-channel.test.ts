import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop, testAccessKey } from '../../test/test-app.ts';
import { markCatalogChanged } from '../cache/index.ts';
import { setAccessKey } from './sales-channel.service.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('access key', () => {
  it('takes the key the environment names: the seeded key stops working, the new one works', async () => {
    const contextWith = (key: string) =>
      shop.app
        .inject({ url: '/store-api/context', headers: { 'sw-access-key': key } })
        .then((r) => r.statusCode);
    const ownKey = 'SWSCOWNKEYOFTHEDISTRIBUTOR01';
    expect(await setAccessKey(shop.database.db, testAccessKey)).toBe(false);
    expect(await setAccessKey(shop.database.db, ownKey)).toBe(true);
    await shop.app.catalogCache.refresh();
    expect(await contextWith(ownKey)).toBe(200);
    expect(await contextWith(testAccessKey)).toBe(401);
    await setAccessKey(shop.database.db, testAccessKey);
    await shop.app.catalogCache.refresh();
    expect(await contextWith(testAccessKey)).toBe(200);
  });
});

describe('domains', () => {
  it('offers no domain of a language the storefront has no pages in, though the catalogue keeps it', async () => {
    const [channel] = await queryRows<{ id: string; currency_id: string }>(
      shop.database.db,
      sql`select id, currency_id from sales_channel limit 1`,
    );
    await shop.database.db.execute(
      sql`insert into sales_channel_domain (id, sales_channel_id, url, language_id, currency_id, snippet_set_id)
          select gen_random_uuid(), ${channel!.id}, 'http://shop.test/de', id, ${channel!.currency_id}, 'de-DE'
          from language where locale_code = 'de-DE'`,
    );
    await markCatalogChanged(shop.database.db);
    await shop.app.catalogCache.refresh();
    const domains = (await shop.request({ url: '/store-api/context' })).json().salesChannel.domains;
    expect(domains.map((domain: { languageLocaleCode: string }) => domain.languageLocaleCode)).toEqual([
      'nl-NL',
      'en-GB',
      'fr-FR',
    ]);
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

describe('delivery settings', () => {
  it('answer the cut-off per warehouse, the default and the closed days the storefront promises from', async () => {
    const response = await shop.request({ url: '/store-api/dexis/delivery-settings' });
    expect(response.status).toBe(200);
    expect(response.json().data).toEqual({
      cutOffs: { ANT: '16:00', MEL: '16:00', LIE: '15:00' },
      defaultCutOff: '15:00',
      closedDays: [],
    });
  });
});
