import { promisedDays } from './support/delivery';
import { type ApiProduct, languageIds, productIn, searchProducts, seoPathIn } from './support/store-api';
import { expect, test } from './support/test';

// The switch is made of links: it must work before, and without, any JavaScript.
test.use({ javaScriptEnabled: false });

/** What a stock statement says with DISPLAY_DELIVERY_AND_RESTOCK_TIME: the promised days of delivery. */
const deliveryOrRestock = new RegExp(`levering ${promisedDays.nl}`);

type Variant = ApiProduct & { isCloseout: boolean; options: { translated: { name: string } }[] };

test('with the demo’s flags a visitor switches variants by their options and reads delivery times on cards and the product page', async ({
  page,
}) => {
  const nl = (await languageIds())['nl-NL']!;
  const { elements } = await searchProducts({ limit: 100 }, nl);
  const family = elements.find((candidate) => candidate.childCount > 1);
  if (!family) throw new Error('No product with variants in the demo catalogue');
  const { variants } = (await productIn(nl, family.id)) as ApiProduct & { variants: Variant[] };
  // A variant that is restocked (not a closeout): its statement has a delivery time or a date.
  const target = variants.slice(1).find((variant) => !variant.isCloseout) ?? variants[1]!;
  const value = target.options[0]!.translated.name;

  // The family's parent offers every value of its option group, none of them as its own.
  await page.goto(seoPathIn(family, nl));
  const group = page.getByTestId('variant-switch').getByRole('group');
  await expect(group).toHaveCount(1);
  await expect(group.getByRole('link')).toHaveCount(family.childCount);
  await expect(group.locator('[aria-current="page"]')).toHaveCount(0);

  await group.getByRole('link', { name: value, exact: true }).click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(seoPathIn(target, nl));
  const chosen = page.getByTestId('variant-switch').getByRole('group');
  await expect(chosen).toContainText(`: ${value}`);
  await expect(chosen.getByRole('link', { name: value, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // From a variant every other value is one click away.
  await expect(chosen.getByRole('link')).toHaveCount(family.childCount);

  if (!target.isCloseout) {
    await expect(page.getByRole('main').getByTestId('stock-notice').first()).toHaveText(deliveryOrRestock);
  }

  await page.goto(`/search?${new URLSearchParams({ query: family.translated.name })}`);
  await expect(
    page
      .getByTestId('product-card')
      .getByTestId('stock-notice')
      .filter({ hasText: deliveryOrRestock })
      .first(),
  ).toBeVisible();
});
