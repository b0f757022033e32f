import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ products: 400 });
});
afterAll(() => shop?.close());

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, body?: unknown) =>
  shop.request({ method, url, body, headers: token ? ({ 'sw-context-token': token } as Headers) : {} });

async function login(username: string, token?: string): Promise<string> {
  const response = await send('POST', '/store-api/account/login', token, { username, password: 'demo1234' });
  expect(response.status).toBe(200);
  return response.json().contextToken;
}

/** A fresh visitor session token. */
const visitorToken = async () =>
  (await send('GET', '/store-api/context')).headers['sw-context-token'] as string;

interface Article {
  id: string;
  product_number: string;
  list_price: string;
  min: number;
  step: number;
  available: number;
}

/** Single articles sold per piece from 1, not closeouts, buyable, with stock. */
async function articles(count: number, extra = sql`true`): Promise<Article[]> {
  return queryRows<Article>(
    shop.database.db,
    sql`select p.id, p.product_number, p.list_price, p.min_purchase_hundredths as min,
               p.purchase_steps_hundredths as step, p.available_stock_hundredths as available
        from product p
        where p.child_count = 0 and p.active and not p.is_closeout and p.max_purchase_hundredths is null
          and not exists (select 1 from article_sales_block b where b.product_id = p.id)
          and ${extra}
        order by p.product_number limit ${count}`,
  );
}

const add = (token: string, items: unknown[]) =>
  send('POST', '/store-api/checkout/cart/line-item', token, { items });
const cartOf = async (token: string) => (await send('GET', '/store-api/checkout/cart', token)).json();

async function clearCart(token: string) {
  await send('DELETE', '/store-api/checkout/cart', token);
}

const counts = async () =>
  (
    await queryRows<{ orders: number; lines: number; cart_lines: number }>(
      shop.database.db,
      sql`select (select count(*)::int from sales_order) as orders, (select count(*)::int from sales_order_line) as lines,
                 (select count(*)::int from cart_line_item) as cart_lines`,
    )
  )[0]!;

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
    expect(again.errors.filter((error: { level: string }) => error.level === 'error')).toEqual([]);
    expect(again.productCount).toBe(2);
    const line = again.lineItems.find((item: { referencedId: string }) => item.referencedId === first!.id);
    expect(line.quantity).toBe(5);
    expect(line.price.unitPrice).toBe(Number(first!.list_price));
    expect(again.lineItems[1].payload.remark).toBe('Voor de werf');
    expect(again.price.totalPrice).toBeGreaterThan(again.price.netPrice);
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
    expect(unknown.errors[0]).toMatchObject({ code: 'product-not-found', level: 'error' });
    const offStep = (
      await add(token, [{ sku: article!.product_number, quantity: (article!.min + 1) / 100 }])
    ).json();
    expect(offStep.errors[0]).toMatchObject({ code: 'dexis-cart-invalidQuantity', level: 'error' });
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
      expect(answer.errors[0].code).toBe('product-not-found');
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
    expect(answer.errors[0]).toMatchObject({ code: 'product-out-of-stock', parameters: { available: 3 } });
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

  it('adds the surcharge below the company’s minimum order value, with its warning', async () => {
    const token = await login('demo.buyer');
    await clearCart(token);
    const [cheap] = await articles(
      1,
      sql`p.list_price < 40 and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
    );
    const cart = (await add(token, [{ sku: cheap!.product_number, quantity: 1 }])).json();
    expect(cart.extensions.minimumCartValue).toEqual({ minimumValue: 50, additionalCost: 7.5 });
    expect(cart.price.additionalCost).toBe(7.5);
    expect(cart.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'dexis-cart-underMinimumValue', level: 'warning' }),
      ]),
    );
    await clearCart(token);
  });
});

describe('placing an order', () => {
  async function fillCart(token: string, quantity = 60) {
    await clearCart(token);
    const [article] = await articles(
      1,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100 and p.available_stock_hundredths >= 10000`,
    );
    await add(token, [{ sku: article!.product_number, quantity }]);
    return article!;
  }

  it('needs a logged-in user with ROLE_PLACE_ORDERS', async () => {
    const visitor = await visitorToken();
    expect((await send('POST', '/store-api/checkout/order', visitor, {})).status).toBe(403);
    const approver = await login('demo.approver');
    const refused = await send('POST', '/store-api/checkout/order', approver, {});
    expect(refused.status).toBe(403);
    expect(refused.json().errors[0].code).toBe('DEXIS__MISSING_RIGHT');
  });

  it('places the order in one go: lines, totals, stock reserved, cart emptied, confirmation mailed', async () => {
    const token = await login('demo.buyer');
    const article = await fillCart(token, 3);
    const cart = await cartOf(token);
    const before = await queryRows<{ available: number }>(
      shop.database.db,
      sql`select available_stock_hundredths as available from product where id = ${article.id}`,
    );
    const response = await send('POST', '/store-api/checkout/order', token, {
      shippingOption: 'delivery',
      shippingMethod: 'together',
      paymentMethod: 'invoice',
      deliveryDate: '2099-01-05',
      orderReference: 'PO-4711',
      remark: 'Achteringang',
      expectedTotal: cart.price.totalPrice,
    });
    expect(response.status).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'open',
      orderReference: 'PO-4711',
      deliveryDate: '2099-01-05',
      amountTotal: cart.price.totalPrice,
      shippingAddress: { city: 'Gent' },
      billingAddress: { street: 'Industrieweg' },
    });
    expect(order.orderNumber).toMatch(/^\d{8}$/);
    expect(order.lineItems[0]).toMatchObject({
      productNumber: article.product_number,
      quantity: 3,
      backorderQuantity: 0,
    });
    const after = await queryRows<{ available: number }>(
      shop.database.db,
      sql`select available_stock_hundredths as available from product where id = ${article.id}`,
    );
    expect(after[0]!.available).toBe(before[0]!.available - 300);
    expect((await cartOf(token)).productCount).toBe(0);
    const [mail] = await queryRows<{ subject: string; text: string }>(
      shop.database.db,
      sql`select subject, text from mail_message where template = 'order-confirmation' and recipient = 'demo.buyer@demo.example' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toBe('Bevestiging van uw bestelling');
    expect(mail!.text).toContain(order.orderNumber);
    expect(mail!.text).toContain(article.product_number);

    const listed = (
      await send('POST', '/store-api/order', token, {
        filter: [{ type: 'equals', field: 'id', value: order.id }],
      })
    ).json();
    expect(listed.orders.elements[0].id).toBe(order.id);
  });

  it('answers a double submit with the one order it placed', async () => {
    const token = await login('demo.buyer');
    await fillCart(token, 2);
    const before = await counts();
    const [first, second] = await Promise.all([
      send('POST', '/store-api/checkout/order', token, { paymentMethod: 'prepayment' }),
      send('POST', '/store-api/checkout/order', token, { paymentMethod: 'prepayment' }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const third = await send('POST', '/store-api/checkout/order', token, { paymentMethod: 'prepayment' });
    expect(third.json().id).toBe(first.json().id);
    expect((await counts()).orders).toBe(before.orders + 1);
  });

  it('delivers what exceeds the stock of an ordinary article later, as a backorder', async () => {
    const token = await login('demo.buyer');
    await clearCart(token);
    const [scarce] = await articles(
      1,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100 and p.available_stock_hundredths between 100 and 500`,
    );
    const wanted = scarce!.available / 100 + 2;
    await add(token, [{ sku: scarce!.product_number, quantity: wanted }]);
    const order = (
      await send('POST', '/store-api/checkout/order', token, { paymentMethod: 'prepayment' })
    ).json();
    expect(order.lineItems[0]).toMatchObject({ quantity: wanted, backorderQuantity: 2 });
  });

  it('refuses a weekend or past delivery date, another company’s address, an unknown pickup location and a changed total', async () => {
    const token = await login('demo.buyer');
    await fillCart(token, 2);
    const before = await counts();
    const saturday = await send('POST', '/store-api/checkout/order', token, { deliveryDate: '2099-01-03' });
    expect(saturday.json().errors[0].code).toBe('CHECKOUT__INVALID_DELIVERY_DATE');
    const [foreign] = await queryRows<{ id: string }>(
      shop.database.db,
      sql`select a.id from company_address a join company c on c.id = a.company_id where c.number = '100002' limit 1`,
    );
    const address = await send('POST', '/store-api/checkout/order', token, { addressId: foreign!.id });
    expect(address.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND');
    const pickup = await send('POST', '/store-api/checkout/order', token, {
      shippingOption: 'pickup',
      pickupLocation: 'NOWHERE',
    });
    expect(pickup.status).toBe(400);
    const changed = await send('POST', '/store-api/checkout/order', token, { expectedTotal: 0.01 });
    expect(changed.status).toBe(409);
    expect(changed.json().errors[0].code).toBe('CHECKOUT__CART_PRICES_CHANGED');
    const malformed = await send('POST', '/store-api/checkout/order', token, { paymentMethod: 'cash' });
    expect(malformed.status).toBe(400);
    expect(await counts()).toEqual(before);
    const picked = await send('POST', '/store-api/checkout/order', token, {
      shippingOption: 'pickup',
      pickupLocation: 'IMM_MEL',
      paymentMethod: 'prepayment',
    });
    expect(picked.json()).toMatchObject({
      shippingOption: 'pickup',
      pickupLocation: 'IMM_MEL',
      shippingAddress: null,
      shippingTotal: 0,
    });
  });

  it('answers an empty cart with CHECKOUT__CART_EMPTY', async () => {
    const token = await login('demo.lead');
    await clearCart(token);
    await shop.database.db.execute(
      sql`update cart set last_order_id = null where customer_id = (select id from customer where username = 'demo.lead')`,
    );
    const response = await send('POST', '/store-api/checkout/order', token, {});
    expect(response.status).toBe(400);
    expect(response.json().errors[0].code).toBe('CHECKOUT__CART_EMPTY');
  });

  it('blocks paying on invoice when the credit limit does not cover the order', async () => {
    await shop.database.db.execute(sql`update company set credit_limit = 1 where number = '100002'`);
    const token = await login('other.lead');
    await fillCart(token, 2);
    const cart = await cartOf(token);
    expect(cart.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'dexis-cart-underCreditLimit' })]),
    );
    expect(cart.extensions.paymentMethods).toContainEqual({ id: 'invoice', available: false });
    const refused = await send('POST', '/store-api/checkout/order', token, { paymentMethod: 'invoice' });
    expect(refused.json().errors[0].code).toBe('dexis-cart-paymentMethodBlocked');
    expect((await send('POST', '/store-api/checkout/order', token, { paymentMethod: 'card' })).status).toBe(
      200,
    );
    await shop.database.db.execute(sql`update company set credit_limit = 25000 where number = '100002'`);
  });

  it('shows a user only their own orders, never another company’s', async () => {
    const buyer = await login('demo.buyer');
    const own = (await send('POST', '/store-api/order', buyer, {})).json().orders;
    expect(own.total).toBeGreaterThan(0);
    const other = await login('other.lead');
    const foreign = (
      await send('POST', '/store-api/order', other, {
        filter: [{ type: 'equals', field: 'id', value: own.elements[0].id }],
      })
    ).json();
    expect(foreign.orders).toMatchObject({ elements: [], total: 0 });
  });
});
