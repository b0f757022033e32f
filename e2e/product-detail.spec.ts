import { saleArticles } from './support/articles';
import { type ApiProduct, languageIds, searchProducts, seoPathIn } from './support/store-api';
import { expect, hydrated, type Page, test } from './support/test';

/** A parent product with more than one variant, and its Dutch path. */
async function productWithVariants(): Promise<{ path: string; variants: number }> {
  const ids = await languageIds();
  const { elements } = await searchProducts({ limit: 100 }, ids['nl-NL']);
  const product = elements.find((candidate) => candidate.childCount > 1);
  if (!product) throw new Error('No product with variants in the demo catalogue');
  return { path: seoPathIn(product, ids['nl-NL']!), variants: product.childCount };
}

/** The Dutch path of a product whose gallery holds a raster photo besides its drawings. */
async function productWithPhoto(): Promise<string> {
  const ids = await languageIds();
  const { elements } = await searchProducts({ limit: 24 }, ids['nl-NL']);
  const withMedia = elements as (ApiProduct & { media: { media: { mimeType: string } }[] })[];
  const product = withMedia.find((candidate) =>
    candidate.media.some((entry) => entry.media.mimeType === 'image/webp'),
  );
  if (!product) throw new Error('No product with a photo in the demo catalogue');
  return seoPathIn(product, ids['nl-NL']!);
}

/**
 * The copy the browser chose from the srcset, once loaded, and its width in pixels: read from the
 * file itself, as the element's naturalWidth is scaled by the chosen candidate's density.
 */
async function loadedImage(page: Page, selector: string) {
  const image = page.locator(selector);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate(async (element: HTMLImageElement) => {
    const file = new Image();
    file.src = element.currentSrc;
    await file.decode();
    return { currentSrc: element.currentSrc, pixelWidth: file.naturalWidth };
  });
}

async function tabs(page: Page) {
  const list = page.getByRole('tablist', { name: 'Productinformatie' });
  await expect(list).toBeVisible();
  return list.getByRole('tab');
}

for (const width of [1440, 375]) {
  test.describe(`product page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('tabs with content only, moved through with the arrow keys, Home and End', async ({ page }) => {
      const { path, variants } = await productWithVariants();
      await page.goto(path);
      const all = await tabs(page);
      await expect(all).toHaveText([
        'Omschrijving',
        'Specificaties',
        `Varianten (${variants})`,
        'Specificaties van de fabrikant',
      ]);
      // The demo catalogue has no PDFs, additional info or applications: those tabs are absent.
      await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveCount(0);

      const description = page.getByRole('tab', { name: 'Omschrijving' });
      await expect(description).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Omschrijving' })).toBeVisible();
      await hydrated(description);
      await description.focus();
      await page.keyboard.press('ArrowRight');
      const specifications = page.getByRole('tab', { name: 'Specificaties', exact: true });
      await expect(specifications).toBeFocused();
      await expect(specifications).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('tabpanel', { name: 'Specificaties', exact: true }).getByRole('table'),
      ).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: 'Omschrijving' })).toBeHidden();

      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'Specificaties van de fabrikant' })).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: 'Specificaties van de fabrikant' })).toContainText(
        'Merk',
      );
      await page.keyboard.press('ArrowRight');
      await expect(description).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: 'Specificaties van de fabrikant' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('Home');
      await expect(description).toHaveAttribute('aria-selected', 'true');
    });

    test('the gallery loads its photo scaled to the width it is shown at', async ({ page }) => {
      await page.goto(await productWithPhoto());
      const gallery = page.getByRole('region', { name: 'Productafbeeldingen' });
      await gallery.getByRole('button', { name: 'Toon afbeelding 2' }).click();
      const main = gallery.locator('img').first();
      await expect(main).toHaveAttribute('src', /\.webp$/);
      const srcset = (await main.getAttribute('srcset'))!;
      for (const breakpoint of [320, 640, 768, 1024, 1280]) {
        expect(srcset).toContain(`.webp?width=${breakpoint} ${breakpoint}w`);
      }
      expect(srcset).toMatch(/\.webp 1536w$/);

      // The large image is about 310 px wide on a phone and 638 px on a wide screen (device pixel ratio 1).
      const expectedWidth = width === 375 ? 320 : 640;
      const loaded = await loadedImage(page, 'section[aria-label="Productafbeeldingen"] > div img');
      expect(loaded.currentSrc).toContain(`.webp?width=${expectedWidth}`);
      expect(loaded.pixelWidth).toBe(expectedWidth);
      const response = await page.request.get(loaded.currentSrc);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      // Only the width goes on to the Store API, which refuses a width that is no breakpoint.
      const original = loaded.currentSrc.replace(/\?.*$/, '');
      expect((await page.request.get(`${original}?width=700`)).status()).toBe(400);
      const withOtherParameter = await page.request.get(`${original}?width=${expectedWidth}&v=2`);
      expect((await withOtherParameter.body()).equals(await response.body())).toBe(true);

      const thumbnail = await loadedImage(
        page,
        'section[aria-label="Productafbeeldingen"] li:nth-child(2) img',
      );
      expect(thumbnail.currentSrc).toContain('.webp?width=320');
      expect(thumbnail.pixelWidth).toBe(320);
    });

    test('all variants as a table, offered on the product page', async ({ page }) => {
      const { path, variants } = await productWithVariants();
      await page.goto(path);
      await page.getByRole('link', { name: 'Toon alle varianten als tabel' }).click();
      await expect(page).toHaveURL(/\?showVariantsTable=true$/);
      await expect(page.getByRole('heading', { name: /^Alle varianten/ })).toBeVisible();
      const table = page.getByTestId('variants-table');
      await expect(table.locator('tbody tr')).toHaveCount(variants);
      await expect(table.getByRole('button', { name: 'In winkelmandje' }).first()).toBeVisible();
      await page.getByRole('link', { name: 'Terug naar het product' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('tablist')).toBeVisible();
    });
  });
}

test.describe('on a phone of 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the first screen shows the title, the price and the counter beside a smaller picture', async ({
    page,
  }) => {
    const [article] = await saleArticles();
    await page.goto(article!.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
    await expect(main.getByTestId('product-price')).toBeInViewport({ ratio: 1 });
    await expect(
      main.getByTestId('add-to-cart-form').first().getByRole('textbox', { name: 'Aantal' }),
    ).toBeInViewport({ ratio: 1 });
    await expect(main.getByRole('region', { name: 'Productafbeeldingen' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every tab panel shows one after another under its heading', async ({ page }) => {
    const { path } = await productWithVariants();
    await page.goto(path);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    for (const heading of ['Omschrijving', 'Specificaties', 'Specificaties van de fabrikant']) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: /^Varianten \(\d+\)$/ })).toBeVisible();
  });
});
