import { useSession } from './support/account';
import { fillCart, saleArticles } from './support/articles';
import {
  languageIds,
  placePickupOrder,
  productIn,
  searchProducts,
  seoPathIn,
  sessionOf,
} from './support/store-api';
import { expect, test } from './support/test';

test('units of measure are named in each language, and a family’s price reads “from”', async ({ page }) => {
  const ids = await languageIds();
  const family = (await searchProducts({ limit: 100 }, ids['en-GB'])).elements.find(
    (product) => product.childCount > 1 && product.unitOfMeasure === 'PCE',
  )!;
  for (const { prefix, locale, perPiece, from } of [
    { prefix: '/en', locale: 'en-GB', perPiece: 'per piece', from: 'from' },
    { prefix: '/fr', locale: 'fr-FR', perPiece: 'par pièce', from: 'à partir de' },
    { prefix: '', locale: 'nl-NL', perPiece: 'per stuk', from: 'vanaf' },
  ]) {
    const inLanguage = await productIn(ids[locale]!, family.id);
    await page.goto(`${prefix}/search?${new URLSearchParams({ query: inLanguage.translated.name })}`);
    const card = page.getByTestId('product-card').filter({ hasText: family.productNumber });
    await expect(card.getByTestId('product-price-from')).toHaveText(from);
    await expect(card.getByTestId('product-price')).toContainText(perPiece);
    await page.goto(`${prefix}${seoPathIn(inLanguage, ids[locale]!)}`);
    await expect(page.getByTestId('product-price-from')).toHaveText(from);
  }
});

test('counts agree with their number: “1 product”, “2 orders”, never “order(s)”', async ({ page }) => {
  const token = await sessionOf('other.lead');
  await useSession(page.context(), token);
  const [article] = await saleArticles();
  await placePickupOrder(token, article!.productNumber, article!.min);
  for (const [prefix, one, many] of [
    ['/en', 'order', 'orders'],
    ['/fr', 'commande', 'commandes'],
    ['', 'bestelling', 'bestellingen'],
  ] as const) {
    await page.goto(`${prefix}/account/orders`);
    const count = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^\d+ \S+$/ });
    const number = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
    await expect(count).toHaveText(`${number} ${number === 1 ? one : many}`);
  }
  await fillCart(token, [{ productNumber: article!.productNumber, quantity: article!.min }]);
  await page.goto('/en/checkout');
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Shopping cart, 1 product');
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
});

test('French puts a narrow no-break space before a colon', async ({ page }) => {
  const token = await sessionOf('other.lead');
  await useSession(page.context(), token);
  const [article] = await saleArticles();
  await fillCart(token, [{ productNumber: article!.productNumber, quantity: article!.min }]);
  await page.goto('/fr/checkout');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('cart-line-number').locator('..')).toHaveText(/^Numéro d.article\u202f: TS-/);
  await expect(line.getByTestId('stock-notice')).toHaveText(/^En stock\u202f: /);
});

test.describe('for a user who did not ask for less motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the animated search placeholder pauses only on whole words that fit the field', async ({ page }) => {
    for (const { path, width } of [
      { path: '/fr', width: 320 },
      { path: '/', width: 375 },
      { path: '/fr', width: 1440 },
    ]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const field = page.locator('header input[name=query]');
      // Every placeholder the animation shows, with the page's own clock: the animation types a
      // letter every 150 ms and pauses a second on each phrase, so a text that stays 600 ms is a pause.
      // Timed inside the page, a busy machine cannot make a pause look shorter.
      await field.evaluate((input: HTMLInputElement) => {
        const shown: { text: string; fits: boolean; at: number }[] = [];
        const record = () => {
          const style = getComputedStyle(input);
          const measure = document.createElement('canvas').getContext('2d')!;
          measure.font = style.font;
          const room =
            input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          shown.push({
            text: input.placeholder,
            fits: measure.measureText(input.placeholder).width <= room,
            at: performance.now(),
          });
        };
        record();
        new MutationObserver(record).observe(input, { attributeFilter: ['placeholder'] });
        Object.assign(window, { shownPlaceholders: shown });
      });
      const pauses = () =>
        page.evaluate(() => {
          const shown = (
            window as unknown as { shownPlaceholders: { text: string; fits: boolean; at: number }[] }
          ).shownPlaceholders;
          // The first entry may be caught halfway through its time; only changes the page made count.
          return shown.slice(1, -1).flatMap((entry, index) => {
            const next = shown[index + 2]!;
            return next.at - entry.at >= 600 ? [{ text: entry.text, fits: entry.fits }] : [];
          });
        });
      await expect.poll(async () => (await pauses()).length, { timeout: 20_000 }).toBeGreaterThan(0);
      for (const pause of await pauses())
        expect(pause, `${path} at ${width} px`).toMatchObject({ fits: true });
    }
  });
});

test('a pickup order speaks of its pickup date and names no shipping method', async ({ page }) => {
  const token = await sessionOf('other.lead');
  await useSession(page.context(), token);
  const [article] = await saleArticles();
  const order = await placePickupOrder(token, article!.productNumber, article!.min);
  await page.goto(`/en/checkout/success?order=${order.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Wished pickup date', { exact: true })).toBeVisible();
  await expect(main.getByText('Wished delivery date')).toHaveCount(0);
  await expect(main.getByText('Shipping method')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Pickup location' })).toBeVisible();
  // Whole quantities without decimals, in the unit's name, also as the ERP's history shows them.
  for (const path of [
    `/en/checkout/success?order=${order.id}`,
    `/en/account/orders/details/${order.orderNumber}`,
  ]) {
    await page.goto(path);
    await expect(main.getByTestId('order-line').first()).not.toContainText(/\d\.00\s|\bPCE\b/);
  }
});
