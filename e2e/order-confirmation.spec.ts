import { useSession } from './support/account';
import { saleArticles } from './support/articles';
import { placePickupOrder, sessionOf } from './support/store-api';
import { expect, test } from './support/test';

test('the confirmation is printed without the shop around it, and leads to its PDF and the order page', async ({
  page,
}) => {
  const token = await sessionOf('other.lead');
  await useSession(page.context(), token);
  const [article] = await saleArticles();
  const order = await placePickupOrder(token, article!.productNumber, article!.min);
  await page.goto(`/en/checkout/success?order=${order.id}`);
  const actions = page.getByTestId('confirmation-actions');
  await expect(actions.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(actions).toBeHidden();
  await expect(page.getByRole('main')).toContainText(order.orderNumber);
  await page.emulateMedia({ media: 'screen' });

  const pdf = await page.request.get(
    (await actions.getByRole('link', { name: 'Order confirmation (PDF)' }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await actions.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(`/en/account/orders/details/${order.orderNumber}`);
});
