import { expect, type Page } from '@playwright/test';
import type { SaleArticle } from './articles';

/** Puts the article into the browser session's cart from its product page, as a buyer does. */
export async function addToCart(page: Page, article: SaleArticle) {
  await page.goto(article.path);
  await page.getByTestId('add-to-cart-form').first().getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();
}
