import { expect, test } from './support/test';

test('search engines find robots.txt, the sitemap index and per-language sitemaps whose pages answer', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /account/');
  expect(robots).toContain('Sitemap: http://127.0.0.1:3100/sitemap.xml');

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files.map((file) => new URL(file).pathname).sort()).toEqual([
    '/sitemap-en.xml',
    '/sitemap-fr.xml',
    '/sitemap-nl.xml',
  ]);

  const french = await (await request.get(files.find((file) => file.includes('-fr'))!)).text();
  const pages = [...french.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(pages.length).toBeGreaterThan(100);
  expect(french).toContain('hreflang="x-default"');
  // A page of each kind answers: the home page, a category page and a product.
  for (const page of [pages[0]!, pages[1]!, pages.at(-1)!]) {
    const path = new URL(page.replaceAll('&amp;', '&'));
    expect((await request.get(`${path.pathname}${path.search}`)).status(), page).toBe(200);
  }
});
