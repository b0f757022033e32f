import { expect, test } from '@playwright/test';
import { categoryListing, categoryWithProducts, languageIds, seoPathIn } from './support/store-api';

const widths = [375, 768, 1024, 1280, 1440];

test('no page is wider than the window at phone, tablet and desktop widths', async ({ page }) => {
  const nl = (await languageIds())['nl-NL']!;
  const { category } = await categoryWithProducts(5);
  const [product] = (await categoryListing(category.id, { limit: 1 })).elements;
  const pages = ['/', '/search?query=bout', seoPathIn(category, nl), seoPathIn(product!, nl)];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      const size = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(size.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(size.innerWidth);
    }
  }
});
