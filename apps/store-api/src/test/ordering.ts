import { shops } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/index.ts';
import type { TestShop } from './test-app.ts';

/** Picking up in a shop and paying in advance: no delivery cost, no credit limit in the way. */
export const pickup = {
  shippingOption: 'pickup',
  pickupLocation: shops[0]!.code,
  paymentMethod: 'prepayment',
};

/**
 * An article sold per piece at one price whatever the quantity, with plenty of stock and a piece
 * above the minimum order value: n pieces cost n times one.
 */
export async function articleWithOnePrice(shop: TestShop): Promise<{ id: string; productNumber: string }> {
  const [found] = await queryRows<{ id: string; productNumber: string }>(
    shop.database.db,
    sql`select p.id, p.product_number as "productNumber" from product p
        where p.child_count = 0 and p.active and not p.is_closeout and p.max_purchase_hundredths is null
          and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
          and p.available_stock_hundredths >= 100000 and p.list_price between 80 and 400
          and not exists (select 1 from article_sales_block b where b.product_id = p.id)
          and not exists (select 1 from price_tier t where t.product_id = p.id)
          and not exists (select 1 from company_price c where c.product_id = p.id)
        order by p.product_number limit 1`,
  );
  return found!;
}

/** A new user of the lead buyer's company with the buyer preset who can log in, with their session. */
export async function newBuyer(shop: TestShop, leadToken: string) {
  const username = `koper.${crypto.randomUUID().slice(0, 8)}`;
  const created = await shop.call('POST', '/store-api/dexis/companies/customers/create', leadToken, {
    firstName: 'Koper',
    lastName: username,
    username,
    email: `${username}@demo.example`,
    preset: 'buyer',
    storefrontUrl: 'http://shop.test',
  });
  const { id } = created.json().data;
  await shop.giveDemoPassword(id);
  return {
    id: id as string,
    username,
    email: `${username}@demo.example`,
    token: (await shop.login(username)).token,
  };
}

/** Empties the user's cart, puts pieces of the article in it and places the order (picked up). */
export async function orderPieces(
  shop: TestShop,
  token: string,
  article: { id: string },
  pieces: number,
  before?: () => Promise<unknown>,
) {
  await shop.call('DELETE', '/store-api/checkout/cart', token);
  await shop.call('POST', '/store-api/checkout/cart/line-item', token, {
    items: [{ referencedId: article.id, quantity: pieces }],
  });
  await before?.();
  return shop.call('POST', '/store-api/checkout/order', token, pickup);
}

export async function orderCount(shop: TestShop) {
  const [row] = await queryRows<{ count: number }>(
    shop.database.db,
    sql`select count(*)::int as count from sales_order`,
  );
  return row!.count;
}
