import { saleArticles } from './support/articles';
import { expect, hydrated, type Page, test } from './support/test';

/**
 * The contrast of the focused element's outline with what lies behind it: the first background
 * colour that is not transparent, from the element's parent up (the outline is drawn outside it).
 */
function focusRingContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const share = value / 255;
        return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const focused = document.activeElement as HTMLElement;
    let behind: Element | null = focused.parentElement;
    while (behind) {
      const colour = getComputedStyle(behind).backgroundColor;
      const alpha = channels(colour)[3];
      if (colour !== 'transparent' && alpha !== 0) break;
      behind = behind.parentElement;
    }
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const [lighter, darker] = [luminance(getComputedStyle(focused).outlineColor), luminance(background)].sort(
      (a, b) => b - a,
    );
    return (lighter! + 0.05) / (darker! + 0.05);
  });
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the focus ring stands out at least 3:1 on the navy bar, in its white panel and on white pages', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hoofdcategorieën' });
  const top = nav.getByRole('link').first();
  await hydrated(top);
  await top.focus();
  await expect(top).toBeFocused();
  expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);

  await page.keyboard.press('ArrowDown');
  const panelLink = page.getByTestId('mega-menu').getByRole('link').first();
  await expect(panelLink).toBeFocused();
  expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);

  await page.getByRole('main').getByRole('link').first().focus();
  expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
});

test('“In winkelmandje” keeps the focus on its button and announces the result', async ({ page }) => {
  const [article] = await saleArticles();
  await page.goto(article!.path);
  const add = page.getByTestId('add-to-cart-form').first().getByRole('button', { name: 'In winkelmandje' });
  await hydrated(add);
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notification-success')).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('notification-success')).toContainText('Toegevoegd aan uw winkelmandje');
  await expect(page.getByTestId('cart-badge')).toHaveText(/\d+/);
  await expect(add).toBeFocused();
});
