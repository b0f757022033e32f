import { expect, test } from './support/test';

const cards = (page: import('@playwright/test').Page) => page.getByTestId('blog-post-card');

test('a visitor pages through the blog, filters on a topic and reads a post with its blocks and related posts', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );
  // 14 posts: 12 on the first page, newest first, the rest on the second.
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first().getByRole('heading')).toHaveText(
    'Snijbestendige handschoenen: EN 388 in gewone taal',
  );
  await page.getByRole('navigation', { name: "Pagina's" }).getByRole('link', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/blog\?p=2$/);
  await expect(cards(page)).toHaveCount(2);

  // Topics are links: the filter works without script, and starts again at the first page.
  const topics = page.getByRole('navigation', { name: 'Onderwerpen' });
  await topics.getByRole('link', { name: 'Veiligheid (6)' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog: Veiligheid');
  await expect(topics.getByRole('link', { name: 'Veiligheid (6)' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(6);

  await cards(page)
    .getByRole('link', { name: 'Oordoppen of oorkappen: gehoorbescherming op de werkvloer' })
    .click();
  await expect(page).toHaveURL('/blog/oordoppen-of-oorkappen');
  const article = page.getByRole('article').first();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Oordoppen of oorkappen: gehoorbescherming op de werkvloer',
  );
  await expect(article.getByText('Gepubliceerd op 23 september 2025')).toBeVisible();
  // The blocks: text with its heading, a picture beside text, and the articles of a product slider.
  await expect(article.getByRole('heading', { name: 'Vuistregels' })).toBeVisible();
  await expect(
    article.getByRole('img', { name: 'Zwarte oorkappen met verstelbare hoofdbeugel' }),
  ).toBeVisible();
  const slider = article.getByRole('region', { name: 'Gehoorbescherming uit voorraad' });
  await expect(slider.getByTestId('product-card').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Gerelateerde berichten' }).getByTestId('blog-post-card'),
  ).toHaveCount(3);
  // The language switcher leads to the same post in English.
  await expect(
    page.getByRole('navigation', { name: 'Kies een taal' }).first().getByRole('link', { name: 'EN' }),
  ).toHaveAttribute('href', '/en/blog/earplugs-or-earmuffs');
});

test('a former slug answers 301 with the new one, an unknown slug is the 404 page, and the French blog and feed work', async ({
  page,
  request,
}) => {
  const moved = await request.get('/blog/gehoorbescherming-kiezen', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/blog/oordoppen-of-oorkappen');

  const missing = await page.goto('/blog/bestaat-niet');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina kon niet worden gevonden');

  await page.goto('/fr/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first().getByRole('heading')).toHaveText(
    'Gants anti-coupure\u202f: la norme EN 388 en clair',
  );
  await page.getByRole('navigation', { name: 'Thèmes' }).getByRole('link', { name: 'Entretien (5)' }).click();
  await expect(cards(page)).toHaveCount(5);
  await cards(page).first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:3100\/fr\/blog\/[a-z0-9-]+$/);

  const feed = await request.get('/fr/blog/rss.xml');
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml.match(/<item>/g)).toHaveLength(14);
  expect(xml).toContain('<link>http://127.0.0.1:3100/fr/blog/gants-anti-coupure-en-388</link>');
  expect(xml).toContain('<language>fr-fr</language>');
});
