import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

interface Element {
  type: string;
  linkType: string | null;
  externalLink: string | null;
  translated: { name: string };
  children: Element[];
  seoUrls: { seoPathInfo: string }[];
}

function depthOf(elements: Element[]): number {
  return elements.length === 0 ? 0 : 1 + Math.max(...elements.map((element) => depthOf(element.children)));
}

async function navigation(type: string, query = '') {
  const response = await shop.request({ url: `/store-api/navigation/${type}/${type}${query}` });
  expect(response.status).toBe(200);
  return response.json() as Element[];
}

describe('navigation by type', () => {
  it('loads the main navigation three levels deep with seo paths', async () => {
    const main = await navigation('main-navigation');
    expect(main.length).toBeGreaterThanOrEqual(6);
    expect(depthOf(main)).toBe(3);
    const page = main.find((element) => element.type === 'page')!;
    expect(page.seoUrls[0]?.seoPathInfo).toMatch(/^[a-z0-9-]+$/);
  });

  it('keeps folder and external link entries of the main navigation', async () => {
    const main = await navigation('main-navigation');
    const types = new Set(main.map((element) => element.type));
    expect(types).toContain('folder');
    const link = main.find((element) => element.type === 'link');
    expect(link?.linkType).toBe('external');
    expect(link?.externalLink).toMatch(/^https:\/\//);
  });

  it('loads the service navigation two levels, the countries four and the footer one', async () => {
    expect(depthOf(await navigation('service-navigation'))).toBe(2);
    const countries = await navigation('countries-navigation');
    expect(depthOf(countries)).toBeGreaterThanOrEqual(3);
    expect(depthOf(countries)).toBeLessThanOrEqual(4);
    expect(depthOf(await navigation('footer-navigation'))).toBe(1);
  });

  it('honours a requested depth', async () => {
    expect(depthOf(await navigation('main-navigation', '?depth=1'))).toBe(1);
  });

  it('answers 400 for an unknown navigation type and 404 for an unknown category', async () => {
    expect((await shop.request({ url: '/store-api/navigation/top/top' })).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await shop.request({ url: `/store-api/navigation/${unknown}/${unknown}` })).status).toBe(404);
  });
});
