import { logIn } from './support/account';
import { orderWaitingForTheLead } from './support/approvals';
import { saleArticles } from './support/articles';
import { expect, test } from './support/test';

test.use({ viewport: { width: 375, height: 800 } });

test('on a phone the order lines show quantity, price and total in full on confirmation, order and approval', async ({
  page,
}) => {
  const [article] = await saleArticles();
  const order = await orderWaitingForTheLead(page, article!);
  await page.goto('/auth');
  await logIn(page, 'demo.lead');
  await expect(page).toHaveURL('/account/dashboard');
  for (const path of [
    `/checkout/success?order=${order.id}`,
    `/account/orders/details/${order.orderNumber}`,
    `/account/approvals/${order.id}`,
  ]) {
    await page.goto(path);
    const line = page.getByTestId('order-line').first();
    await line.scrollIntoViewIfNeeded();
    for (const figure of [/^Aantal/, /^Prijs/, /^Totaal/]) {
      const cell = line.getByRole('cell', { name: figure });
      await expect(cell, `${figure} on ${path}`).toBeInViewport({ ratio: 1 });
      await expect(cell).toContainText(/\d/);
    }
    // Nothing of the lines lies beyond a scrolling edge.
    const clipped = await line.evaluate((element) => {
      const { right } = element.getBoundingClientRect();
      return right > document.documentElement.clientWidth;
    });
    expect(clipped, path).toBe(false);
  }
});
