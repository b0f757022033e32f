import { type Browser, expect, type Page } from '@playwright/test';
import { saleArticles } from './articles';

/** Today in Belgium as a date field takes it. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
/** `€ 1.234,56` as a number. */
export const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
/** A number as the budget fields take it: a comma and two decimals. */
export const typed = (amount: number) => amount.toFixed(2).replace('.', ',');

/** A page of its own (its own cookies), e.g. for a second user next to the first. */
export async function pageAt(browser: Browser) {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3100' });
  return context.newPage();
}

/** An article whose single piece stays above the minimum order value, so that totals grow with pieces. */
export async function articleSoldByThePiece() {
  return (await saleArticles()).find((candidate) => candidate.listPrice >= 100 && candidate.step === 1)!;
}

/** Puts one piece of the article in the cart; answers what it costs the company without VAT, as budgets count. */
export async function onePieceInCart(page: Page, productNumber: string): Promise<number> {
  await cartWith(page, productNumber, 1);
  return euros((await page.getByTestId('cart-line-total').textContent()) ?? '');
}

/** Fills the cart with `pieces` of the article and chooses to pick the order up. */
export async function cartWith(page: Page, productNumber: string, pieces: number) {
  await page.goto('/checkout');
  const empty = page.getByRole('link', { name: 'Winkelmandje leegmaken' });
  if (await empty.isVisible()) {
    await empty.click();
    await page.getByRole('button', { name: 'Ja, leegmaken' }).click();
  }
  // Straight to the search page: typing into the header before the page is hydrated may be lost.
  await page.goto(`/search?${new URLSearchParams({ query: productNumber })}`);
  // A whole article number opens the article's own page.
  const buyBox = page.getByTestId('add-to-cart-form').first();
  await buyBox.getByRole('textbox', { name: 'Aantal' }).fill(String(pieces));
  await buyBox.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('header-cart').click();
  return pickUp(page);
}

/** Chooses to pick the order up at the first pickup point; answers the order form. */
export async function pickUp(page: Page) {
  const form = page.getByTestId('checkout-form');
  await form.getByRole('radio', { name: 'Afhalen' }).check();
  await form.getByLabel(/^Afhaalpunt/).selectOption({ index: 1 });
  return form;
}
