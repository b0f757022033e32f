import { errorCodes } from '@tradeshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { setMaintenanceActive } from '../settings/index.ts';
import { trustedPeerOf } from './page-cache.routes.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const page = {
  html: '<!DOCTYPE html><p nonce="x">Boren</p>',
  headers: { 'content-type': 'text/html' },
  nonce: 'n'.repeat(24),
  renderedAt: 1_790_000_000_000,
};
const address = '/en/tools/drills?p=2';
const lookup = (headers: Record<string, string> = {}, path = address) =>
  shop.request({ url: `/store-api/dexis/page-cache?${new URLSearchParams({ path })}`, headers });
const keep = (version: number | string, body: unknown = page, path = address) =>
  shop.request({
    method: 'PUT',
    url: `/store-api/dexis/page-cache?${new URLSearchParams({ path, version: String(version) })}`,
    body,
  });
const versionOf = (answer: { headers: Record<string, unknown> }) =>
  Number(answer.headers['sw-catalog-version']);

describe('the storefront’s page cache', () => {
  it('keeps a page for the catalogue version it was rendered in and answers it with its entity tag, or 304', async () => {
    const miss = await lookup();
    expect([miss.status, miss.json().errors[0].code]).toEqual([404, errorCodes.pageCacheMiss]);
    expect((await keep(versionOf(miss))).status).toBe(204);
    const hit = await lookup();
    expect(hit.status).toBe(200);
    expect(hit.json()).toEqual(page);
    const etag = String(hit.headers.etag);
    expect((await lookup({ 'if-none-match': etag })).status).toBe(304);
    expect((await lookup({ 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('forgets every page when the catalogue changes, and refuses a page rendered before the change', async () => {
    const before = versionOf(await lookup());
    await shop.staffCall('staff.editor', 'POST', '/admin-api/navigation/footer', {
      labels: { nl: 'Vacatures', fr: 'Emplois', en: 'Jobs' },
      link: { kind: 'url', url: 'https://jobs.example.com' },
    });
    const miss = await lookup();
    expect([miss.status, versionOf(miss)]).toEqual([404, before + 1]);
    const stale = await keep(before);
    expect([stale.status, stale.json().errors[0].code]).toEqual([409, errorCodes.pageCacheStale]);
    expect((await lookup()).status).toBe(404);
  });

  it('serves and keeps nothing while the shop is in maintenance', async () => {
    const { version } = shop.app.catalogCache;
    expect((await keep(version)).status).toBe(204);
    await setMaintenanceActive(shop.database.db, true);
    await shop.app.catalogCache.refresh();
    try {
      const off = await lookup();
      expect([off.status, off.json().errors[0].code]).toEqual([404, errorCodes.pageCacheOff]);
    } finally {
      await setMaintenanceActive(shop.database.db, false);
      await shop.app.catalogCache.refresh();
    }
  });

  it('refuses an address that is not a path and a page that is not one, keeping nothing', async () => {
    expect((await lookup({}, 'https://elsewhere.example/')).status).toBe(400);
    const { version } = shop.app.catalogCache;
    expect((await keep(version, { html: 'x', headers: {}, nonce: 'short' }, '/en/other')).status).toBe(400);
    expect((await keep('soon', page, '/en/other')).status).toBe(400);
    expect((await lookup({}, '/en/other')).status).toBe(404);
  });

  it('takes pages only from the proxies the Store API trusts', () => {
    const loopback = trustedPeerOf('loopback');
    expect([loopback('127.0.0.1'), loopback('::1'), loopback('198.51.100.7')]).toEqual([true, true, false]);
    const listed = trustedPeerOf('10.0.0.0/8, 192.0.2.5');
    expect([listed('10.1.2.3'), listed('192.0.2.5'), listed('127.0.0.1')]).toEqual([true, true, false]);
    expect(trustedPeerOf(false)('127.0.0.1')).toBe(false);
  });
});
