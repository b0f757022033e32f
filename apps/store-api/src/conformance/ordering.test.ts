import { cartErrorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/index.ts';
import { articleWithOnePrice, newBuyer, pickup } from '../test/ordering.ts';
import { startTestShop, type TestShop } from '../test/test-app.ts';
import { okAnswers, shopwareMismatches } from './shopware-schema.ts';

/**
 * The session's standard routes (context, cart, order, account) answer in the shapes of Shopware's
 * published Store API schema.
 */
let shop: TestShop;
let article: { id: string };
beforeAll(async () => {
  shop = await startTestShop();
  article = await articleWithOnePrice(shop);
});
afterAll(() => shop?.close());

const answerOf = okAnswers(() => shop);

const visitorToken = async () =>
  (await shop.request({ url: '/store-api/context' })).headers['sw-context-token'] as string;

describe('a visitor', () => {
  it('gets the context and a cart in Shopware’s shape', async () => {
    const token = await visitorToken();
    expect(shopwareMismatches('/context', 'get', await answerOf('GET', '/context', token))).toEqual([]);
    const added = await answerOf('POST', '/checkout/cart/line-item', token, {
      items: [{ type: 'product', referencedId: article.id, quantity: 2 }],
    });
    expect(shopwareMismatches('/checkout/cart/line-item', 'post', added)).toEqual([]);
    expect(
      shopwareMismatches('/checkout/cart', 'get', await answerOf('GET', '/checkout/cart', token)),
    ).toEqual([]);
  });

  it('logs in with Shopware’s login body and asks for a password mail', async () => {
    const login = await answerOf('POST', '/account/login', undefined, {
      username: 'demo.buyer',
      password: 'demo1234',
    });
    expect(shopwareMismatches('/account/login', 'post', login)).toEqual([]);
    const recovery = await answerOf('POST', '/account/recovery-password', undefined, {
      email: 'nobody@demo.example',
      storefrontUrl: 'http://shop.test',
    });
    expect(shopwareMismatches('/account/recovery-password', 'post', recovery)).toEqual([]);
  });
});

describe('a logged-in buyer', () => {
  let token: string;
  beforeAll(async () => {
    token = (await shop.login('demo.buyer')).token;
  });

  it('reads their account and addresses in Shopware’s shape', async () => {
    expect(shopwareMismatches('/context', 'get', await answerOf('GET', '/context', token))).toEqual([]);
    expect(
      shopwareMismatches('/account/customer', 'post', await answerOf('POST', '/account/customer', token, {})),
    ).toEqual([]);
    expect(
      shopwareMismatches(
        '/account/list-address',
        'post',
        await answerOf('POST', '/account/list-address', token, {}),
      ),
    ).toEqual([]);
  });

  it('changes the cart’s lines, answered in Shopware’s shape', async () => {
    await answerOf('DELETE', '/checkout/cart', token);
    const added = await answerOf('POST', '/checkout/cart/line-item', token, {
      items: [{ type: 'product', referencedId: article.id, quantity: 1 }],
    });
    expect(shopwareMismatches('/checkout/cart/line-item', 'post', added)).toEqual([]);
    const changed = await answerOf('PATCH', '/checkout/cart/line-item', token, {
      items: [{ id: added.lineItems[0].id, quantity: 3 }],
    });
    expect(shopwareMismatches('/checkout/cart/line-item', 'patch', changed)).toEqual([]);
  });

  it('places an order and lists it, answered in Shopware’s shape', async () => {
    await answerOf('DELETE', '/checkout/cart', token);
    await answerOf('POST', '/checkout/cart/line-item', token, {
      items: [{ type: 'product', referencedId: article.id, quantity: 2 }],
    });
    const order = await answerOf('POST', '/checkout/order', token, pickup);
    expect(shopwareMismatches('/checkout/order', 'post', order)).toEqual([]);
    // Shopware's criteria as its clients send them: what does not apply is accepted and left aside.
    const orders = await answerOf('POST', '/order', token, {
      limit: 5,
      page: 1,
      filter: [{ type: 'equals', field: 'id', value: order.id }],
      sort: [{ field: 'orderDateTime', order: 'DESC' }],
      associations: { lineItems: {}, stateMachineState: {}, documents: {} },
      'total-count-mode': 1,
      checkPromotion: true,
    });
    expect(shopwareMismatches('/order', 'post', orders)).toEqual([]);
    expect(orders.orders.total).toBe(1);
    expect(orders.orders.elements[0]).toEqual(order);
    expect(order).toMatchObject({
      stateMachineState: { technicalName: 'open', apiAlias: 'state_machine_state' },
      billingAddress: { id: order.billingAddressId, countryCode: 'BE' },
      lineItems: [
        { orderId: order.id, identifier: article.id.replaceAll('-', ''), apiAlias: 'order_line_item' },
      ],
      documents: [],
    });
    const context = await answerOf('GET', '/context', token);
    expect(order.billingAddress.countryId).toBe(context.salesChannel.countryId);
    expect(order).toMatchObject({
      salesChannelId: context.salesChannel.id,
      currencyId: context.salesChannel.currencyId,
      languageId: context.salesChannel.languageId,
    });
    const included = await answerOf('POST', '/order', token, {
      filter: [{ type: 'equals', field: 'orderNumber', value: order.orderNumber }],
      includes: { order: ['id', 'orderNumber'] },
    });
    expect(included.orders.elements).toEqual([
      { id: order.id, orderNumber: order.orderNumber, apiAlias: 'order' },
    ]);
  });

  it('empties the cart by removing its line, answered in Shopware’s shape', async () => {
    const added = await answerOf('POST', '/checkout/cart/line-item', token, {
      items: [{ type: 'product', referencedId: article.id, quantity: 1 }],
    });
    const removed = await answerOf(
      'DELETE',
      `/checkout/cart/line-item?ids[]=${added.lineItems[0].id}`,
      token,
    );
    expect(shopwareMismatches('/checkout/cart/line-item', 'delete', removed)).toEqual([]);
  });

  it('changes the profile and logs out, answered in Shopware’s shape', async () => {
    const own = (await shop.login('demo.lead')).token;
    const profile = await answerOf('POST', '/account/change-profile', own, {
      firstName: 'Anne',
      lastName: 'Peeters',
    });
    expect(shopwareMismatches('/account/change-profile', 'post', profile)).toEqual([]);
    const logout = await answerOf('POST', '/account/logout', own, {});
    expect(shopwareMismatches('/account/logout', 'post', logout)).toEqual([]);
  });

  it('sets a new password by the mailed link and changes it again, answered in Shopware’s shape', async () => {
    const lead = (await shop.login('demo.lead')).token;
    const { username, email } = await newBuyer(shop, lead);
    await answerOf('POST', '/account/recovery-password', undefined, {
      email,
      storefrontUrl: 'http://shop.test',
    });
    const [mail] = await queryRows<{ text: string }>(
      shop.database.db,
      sql`select text from mail_message where recipient = ${email} order by created_at desc limit 1`,
    );
    const hash = decodeURIComponent(/hash=([^\s]+)/.exec(mail!.text)![1]!);
    const confirmed = await answerOf('POST', '/account/recovery-password-confirm', undefined, {
      hash,
      newPassword: 'nieuw-wachtwoord-1',
      newPasswordConfirm: 'nieuw-wachtwoord-1',
    });
    expect(shopwareMismatches('/account/recovery-password-confirm', 'post', confirmed)).toEqual([]);
    const own = (await shop.login(username, 'nieuw-wachtwoord-1')).token;
    const changed = await answerOf('POST', '/account/change-password', own, {
      password: 'nieuw-wachtwoord-1',
      newPassword: 'nieuw-wachtwoord-2',
      newPasswordConfirm: 'nieuw-wachtwoord-2',
    });
    expect(shopwareMismatches('/account/change-password', 'post', changed)).toEqual([]);
  });
});

describe('a cart with every problem of the shop’s own', () => {
  it('answers each cart error in Shopware’s shape, with its messageKey', async () => {
    // Other Industrie's terms put any cart below the minimum order value and over the credit limit.
    await shop.database.db.execute(
      sql`update company set minimum_order_value = 100000, minimum_order_surcharge = 7.5, credit_limit = 1
          where number = '100002'`,
    );
    const token = (await shop.login('other.lead')).token;
    await answerOf('DELETE', '/checkout/cart', token);
    await answerOf('POST', '/checkout/cart/line-item', token, {
      items: [{ type: 'product', referencedId: article.id, quantity: 1 }],
    });
    // The line kept the price of an offer that no longer holds.
    await shop.database.db.execute(
      sql`update cart_line_item set offer_number = 'O-NO-LONGER', offer_position = 1
          where cart_id = (select c.id from cart c join customer u on u.id = c.customer_id
                           where u.username = 'other.lead')`,
    );
    const [offStep, closeout] = await queryRows<{ number: string; quantity: string }>(
      shop.database.db,
      sql`(select product_number as number, (min_purchase_hundredths + 1) / 100.0 as quantity from product
           where child_count = 0 and active and purchase_steps_hundredths > 100
           order by product_number limit 1)
          union all
          (select product_number, 4 from product
           where is_closeout and child_count = 0 and min_purchase_hundredths = 100
             and purchase_steps_hundredths = 100
           order by product_number limit 1)`,
    );
    await shop.database.db.execute(
      sql`update product set available_stock_hundredths = 300, max_purchase_hundredths = null
          where product_number = ${closeout!.number}`,
    );
    const refused = await answerOf('POST', '/checkout/cart/line-item', token, {
      items: [
        { sku: 'NO-SUCH-ARTICLE', quantity: 1 },
        { sku: offStep!.number, quantity: Number(offStep!.quantity) },
        { sku: closeout!.number, quantity: Number(closeout!.quantity) },
      ],
    });
    expect(shopwareMismatches('/checkout/cart/line-item', 'post', refused)).toEqual([]);
    const messageKeys = Object.values<{ messageKey: string }>(refused.errors).map(
      (error) => error.messageKey,
    );
    expect(new Set(messageKeys)).toEqual(
      new Set([
        cartErrorCodes.productNotFound,
        cartErrorCodes.invalidQuantity,
        cartErrorCodes.productOutOfStock,
        cartErrorCodes.underMinimumValue,
        cartErrorCodes.underCreditLimit,
        cartErrorCodes.offerNoLongerHolds,
      ]),
    );
    expect(
      shopwareMismatches('/checkout/cart', 'get', await answerOf('GET', '/checkout/cart', token)),
    ).toEqual([]);
  });
});
