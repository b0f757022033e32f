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
    // The company's own number travels with the line into the order and its confirmation.
    const ownNumber = `EIG-${crypto.randomUUID().slice(0, 8)}`;
    await send('POST', '/store-api/dexis/article-links', await login('demo.lead'), {
      productId: article.id,
      customerSku: ownNumber,
    });
    const cart = await cartOf(token);
    expect(cart.lineItems[0].payload.customerSku).toBe(ownNumber);
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
      customerSku: ownNumber,
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
    expect(mail!.text).toContain(`${article.product_number} (uw nr. ${ownNumber})`);

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

  it('charges the order what the cart showed for its way of shipping, and refuses another total', async () => {
    const token = await login('demo.buyer');
    await clearCart(token);
    const [article] = await articles(
      1,
      sql`p.list_price between 60 and 150 and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
          and p.available_stock_hundredths >= 1000`,
    );
    await add(token, [{ sku: article!.product_number, quantity: 1 }]);
    const cart = await cartOf(token);
    const pickup = cart.extensions.shippingChoices.find(
      (choice: { shippingOption: string; shippingMethod: string }) =>
        choice.shippingOption === 'pickup' && choice.shippingMethod === 'together',
    ).price;
    expect(pickup.totalPrice).not.toBe(cart.price.totalPrice);
    const pickupOrder = { shippingOption: 'pickup', pickupLocation: 'IMM_MEL', paymentMethod: 'prepayment' };
    const before = await counts();
    const delivered = await send('POST', '/store-api/checkout/order', token, {
      ...pickupOrder,
      expectedTotal: cart.price.totalPrice,
    });
    expect(delivered.status).toBe(409);
    expect(delivered.json().errors[0].code).toBe('CHECKOUT__CART_PRICES_CHANGED');
    expect(await counts()).toEqual(before);
    const placed = await send('POST', '/store-api/checkout/order', token, {
      ...pickupOrder,
      expectedTotal: pickup.totalPrice,
    });
    expect(placed.status).toBe(200);
    expect(placed.json()).toMatchObject({
      shippingTotal: 0,
      additionalCost: pickup.additionalCost,
      amountNet: pickup.netPrice,
      amountTotal: pickup.totalPrice,
      price: {
        netPrice: pickup.netPrice,
        totalPrice: pickup.totalPrice,
        calculatedTaxes: pickup.calculatedTaxes,
        taxRules: pickup.taxRules,
      },
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
    expect(cartErrorsOf(cart)).toEqual(
      expect.arrayContaining([expect.objectContaining({ messageKey: 'dexis-cart-underCreditLimit' })]),
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
