import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const { articles, add } = cartRequests(() => shop);

describe('the session as a page shows it', () => {
  it('is a visitor’s without a user, with the lines of the visitor’s cart', async () => {
    const visitor = await shop.request({ url: '/store-api/dexis/session' });
    expect(visitor.json()).toEqual({ customer: null, actingStaff: null, cartLineCount: 0 });
  });

  it('names the logged-in user as the account answers them, and counts the cart’s lines', async () => {
    const { token } = await shop.login('demo.buyer');
    const account = (await shop.call('GET', '/store-api/account/customer', token)).json();
    const [first, second] = await articles(
      2,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
    );
    await add(token, [
      { sku: first!.product_number, quantity: 1 },
      { sku: second!.product_number, quantity: 3 },
    ]);
    const session = (await shop.call('GET', '/store-api/dexis/session', token)).json();
    expect(session).toEqual({ customer: account, actingStaff: null, cartLineCount: 2 });
    expect((await shop.call('GET', '/store-api/checkout/cart', token)).json().productCount).toBe(2);
  });
});
