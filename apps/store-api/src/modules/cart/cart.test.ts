import { cartErrorLevels } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { cartErrorsOf, cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const { send, login, visitorToken, articles, add, cartOf, clearCart, counts } = cartRequests(() => shop);

describe('cart', () => {
  it('lets a visitor add articles by number or id at list prices, stacking the same article', async () => {
    const token = await visitorToken();
    const [first, second] = await articles(
      2,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
    );
    const added = await add(token, [
      { sku: first!.product_number, quantity: 2 },
      { referencedId: second!.id, quantity: 1, payload: { remark: 'Voor de werf' } },
    ]);
    expect(added.status).toBe(200);
    const again = (await add(token, [{ sku: first!.product_number, quantity: 3 }])).json();
    expect(cartErrorsOf(again).filter((error) => error.level === cartErrorLevels.error)).toEqual([]);
    expect(again.productCount).toBe(2);
    const line = again.lineItems.find((item: { referencedId: string }) => item.referencedId === first!.id);
    expect(line.quantity).toBe(5);
    expect(line.price.unitPrice).toBe(Number(first!.list_price));
    expect(again.lineItems[1].payload.remark).toBe('Voor de werf');
    expect(again.price.totalPrice).toBeGreaterThan(again.price.netPrice);
  });

  it('tells from which quantity a line has its quantity price, and nothing below it', async () => {
    const token = await visitorToken();
    const [article] = await articles(
      1,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
          and exists (select 1 from price_tier t
                      where t.product_id = p.id and t.from_hundredths > 100 and t.price < p.list_price)`,
    );
    const [tier] = await queryRows<{ from: number; price: string }>(
      shop.database.db,
      sql`select t.from_hundredths / 100 as from, t.price from price_tier t join product p on p.id = t.product_id
          where t.product_id = ${article!.id} and t.from_hundredths > 100 and t.price < p.list_price
          order by t.from_hundredths limit 1`,
    );
    type Line = {
      referencedId: string;
      price: { unitPrice: number };
      payload: { quantityTier: { fromQuantity: number } | null };
    };
    const lineOf = (cart: { lineItems: Line[] }) =>
      cart.lineItems.find((item) => item.referencedId === article!.id)!;
    const below = lineOf(
      (await add(token, [{ sku: article!.product_number, quantity: tier!.from - 1 }])).json(),
    );
    expect(below.payload.quantityTier).toBeNull();
    const at = lineOf((await add(token, [{ sku: article!.product_number, quantity: 1 }])).json());
    expect(at.payload.quantityTier).toEqual({ fromQuantity: tier!.from });
    expect(at.price.unitPrice).toBe(Number(tier!.price));
  });

  it('rejects an add with an unknown article or a quantity off the steps, and changes nothing', async () => {
    const token = await visitorToken();
    const [article] = await articles(1, sql`p.purchase_steps_hundredths > 100`);
    await add(token, [{ sku: article!.product_number, quantity: article!.min / 100 }]);
    const before = await counts();
    const unknown = (
      await add(
        token,
        [{ sku: 'NO-SUCH-1' }, { sku: article!.product_number, quantity: article!.min / 100 }].map(
          (item) => ({ quantity: 1, ...item }),
        ),
      )
    ).json();
    expect(cartErrorsOf(unknown)[0]).toMatchObject({
      messageKey: 'product-not-found',
      level: cartErrorLevels.error,
    });
    const offStep = (
      await add(token, [{ sku: article!.product_number, quantity: (article!.min + 1) / 100 }])
    ).json();
    expect(cartErrorsOf(offStep)[0]).toMatchObject({
      messageKey: 'dexis-cart-invalidQuantity',
      level: cartErrorLevels.error,
    });
    expect(offStep.lineItems[0].quantity).toBe(article!.min / 100);
    expect(await counts()).toEqual(before);
  });

  it('rejects articles sold on request and the parent of a variant family', async () => {
    const token = await visitorToken();
    const [blocked] = await queryRows<{ product_number: string }>(
      shop.database.db,
      sql`select p.product_number from product p join article_sales_block b on b.product_id = p.id limit 1`,
    );
    const [parent] = await queryRows<{ product_number: string }>(
      shop.database.db,
      sql`select product_number from product where child_count > 0 limit 1`,
    );
    for (const sku of [blocked!.product_number, parent!.product_number]) {
      const answer = (await add(token, [{ sku, quantity: 1 }])).json();
      expect(cartErrorsOf(answer)[0]!.messageKey).toBe('product-not-found');
      expect(answer.lineItems).toEqual([]);
    }
  });

  it('refuses more of a closeout article than its stock', async () => {
    const token = await visitorToken();
    const [closeout] = await queryRows<{ id: string; product_number: string }>(
      shop.database.db,
      sql`select id, product_number from product
          where is_closeout and child_count = 0 and min_purchase_hundredths = 100 and purchase_steps_hundredths = 100
          order by product_number limit 1`,
    );
    await shop.database.db.execute(
      sql`update product set available_stock_hundredths = 300, max_purchase_hundredths = null where id = ${closeout!.id}`,
    );
    const answer = (await add(token, [{ sku: closeout!.product_number, quantity: 4 }])).json();
    expect(cartErrorsOf(answer)[0]).toMatchObject({
      messageKey: 'product-out-of-stock',
      parameters: { available: 3 },
    });
    expect(answer.lineItems).toEqual([]);
    expect((await add(token, [{ sku: closeout!.product_number, quantity: 3 }])).json().productCount).toBe(1);
  });

  it('changes quantities and remarks, removes a line below the minimum, and deletes lines', async () => {
    const token = await visitorToken();
    const [first, second, third] = await articles(
      3,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
    );
    const cart = (
      await add(
        token,
        [first, second, third].map((article) => ({ sku: article!.product_number, quantity: 1 })),
      )
    ).json();
    const [a, b, c] = cart.lineItems;
    const changed = (
      await send('PATCH', '/store-api/checkout/cart/line-item', token, {
        items: [
          { id: a.id, quantity: 4, payload: { remark: 'Hal 3' } },
          { id: b.id, quantity: 0.5 },
        ],
      })
    ).json();
    expect(changed.lineItems.map((item: { id: string }) => item.id)).toEqual([a.id, c.id]);
    expect(changed.lineItems[0]).toMatchObject({ quantity: 4, payload: { remark: 'Hal 3' } });
    const removed = (await send('DELETE', `/store-api/checkout/cart/line-item?ids=${c.id}`, token)).json();
    expect(removed.productCount).toBe(1);
    const missing = await send('DELETE', `/store-api/checkout/cart/line-item?ids=${c.id}`, token);
    expect(missing.status).toBe(404);
    expect(missing.json().errors[0].code).toBe('CHECKOUT__CART_LINE_ITEM_NOT_FOUND');
    const emptied = (await send('DELETE', '/store-api/checkout/cart', token)).json();
    expect(emptied).toMatchObject({ lineItems: [], productCount: 0 });
    expect(emptied.price.totalPrice).toBe(0);
  });

  it('answers malformed bodies with violations', async () => {
    const token = await visitorToken();
    const bad = await add(token, [{ sku: 'X', quantity: -1 }]);
    expect(bad.status).toBe(400);
    expect(bad.json().errors[0].violations[0].propertyPath).toContain('quantity');
    expect(
      (await send('PATCH', '/store-api/checkout/cart/line-item', token, { items: [{ id: 'nope' }] })).json()
        .errors[0].violations[0].type,
    ).toBe('VIOLATION::INVALID_UUID');
    expect((await send('DELETE', '/store-api/checkout/cart/line-item', token)).status).toBe(400);
  });

  it('joins the visitor’s cart to the customer’s at login', async () => {
    const visitor = await visitorToken();
    const [article] = await articles(
      1,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
    );
    await add(visitor, [{ sku: article!.product_number, quantity: 2 }]);
    const customer = await login('other.lead', visitor);
    const cart = await cartOf(customer);
    expect(cart.lineItems.map((item: { referencedId: string }) => item.referencedId)).toContain(article!.id);
    // The cart stays with the customer in a later session.
    const later = await login('other.lead');
    expect((await cartOf(later)).productCount).toBe(cart.productCount);
    await clearCart(later);
  });

  /** demo.buyer's cart with one article below the company's minimum order value (50, surcharge 7.5). */
  async function cartBelowMinimumValue() {
    const token = await login('demo.buyer');
    await clearCart(token);
    const [cheap] = await articles(
      1,
      sql`p.list_price < 40 and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
    );
    return { token, cart: (await add(token, [{ sku: cheap!.product_number, quantity: 1 }])).json() };
  }

  it('adds the surcharge below the company’s minimum order value, with its warning', async () => {
    const { token, cart } = await cartBelowMinimumValue();
    expect(cart.extensions.minimumCartValue).toEqual({ minimumValue: 50, additionalCost: 7.5 });
    expect(cart.price.additionalCost).toBe(7.5);
    expect(cartErrorsOf(cart)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          messageKey: 'dexis-cart-underMinimumValue',
          level: cartErrorLevels.warning,
        }),
      ]),
    );
    await clearCart(token);
  });

  it('prices the cart for every way of shipping, its own price being a delivery with everything together', async () => {
    const { token, cart } = await cartBelowMinimumValue();
    const choices: { shippingOption: string; shippingMethod: string; price: unknown }[] =
      cart.extensions.shippingChoices;
    expect(choices).toHaveLength(6);
    const priceFor = (option: string, method: string) =>
      choices.find((choice) => choice.shippingOption === option && choice.shippingMethod === method)?.price;
    expect(priceFor('delivery', 'together')).toEqual(cart.price);
    expect(priceFor('delivery', 'separate')).toMatchObject({
      positionPrice: cart.price.positionPrice,
      shippingCosts: 20,
      additionalCost: 7.5,
    });
    for (const method of ['together', 'separate', 'backorders-together']) {
      const pickup = priceFor('pickup', method) as { totalPrice: number };
      expect(pickup).toMatchObject({
        positionPrice: cart.price.positionPrice,
        shippingCosts: 0,
        additionalCost: 7.5,
      });
      expect(pickup.totalPrice).toBeLessThan(cart.price.totalPrice);
    }
    await clearCart(token);
  });

  it('hides the totals of every way of shipping from a user without ROLE_VIEW_PRICES', async () => {
    const rightOfOtherLead = (enabled: boolean) =>
      shop.database.db.execute(
        sql`update customer_right set enabled = ${enabled} where code = 'ROLE_VIEW_PRICES'
            and customer_id = (select id from customer where username = 'other.lead')`,
      );
    await rightOfOtherLead(false);
    try {
      const token = await login('other.lead');
      const [article] = await articles(
        1,
        sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
      );
      const cart = (await add(token, [{ sku: article!.product_number, quantity: 1 }])).json();
      expect(cart.price).toBeNull();
      expect(cart.extensions.shippingChoices).toHaveLength(6);
      expect(cart.extensions.shippingChoices.map((choice: { price: unknown }) => choice.price)).toEqual(
        Array(6).fill(null),
      );
      await clearCart(token);
    } finally {
      await rightOfOtherLead(true);
    }
  });
});
