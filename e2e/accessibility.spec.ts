import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { categoryWithProducts, languageIds, searchProducts, seoPathIn } from './support/store-api';

async function mainPages(): Promise<{ name: string; path: string }[]> {
  const nl = (await languageIds())['nl-NL']!;
  const { category } = await categoryWithProducts(5);
  const product = (await searchProducts({ search: 'moer', limit: 1 }, nl)).elements[0]!;
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search?query=moer' },
    { name: 'listing', path: seoPathIn(category, nl) },
    { name: 'product', path: seoPathIn(product, nl) },
    { name: 'not found', path: '/deze-pagina-bestaat-niet' },
  ];
}

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 800 },
]) {
  test(`axe finds nothing serious on the main pages (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const findings: Record<string, unknown> = {};
    for (const { name, path } of await mainPages()) {
      await page.goto(path);
      const violations = await seriousViolations(page);
      if (violations.length) findings[name] = violations;
    }
    expect(findings).toEqual({});
  });
}
