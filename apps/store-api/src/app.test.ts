import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInErp } from './modules/erp/index.ts';
import type { ErpPort, Mailer, RenderedMail } from './platform/ports.ts';
import { cartRequests } from './test/cart-requests.ts';
import { startTestShop, type TestShop } from './test/test-app.ts';

/** An ERP that answers the built-in ERP's data, except that every article costs 12.5 euro. */
const erpDouble: ErpPort = {
  ...builtInErp,
  async articles(tx, companyId, queries) {
    const answers = await builtInErp.articles(tx, companyId, queries);
    return answers.map(
      (answer) => answer && { ...answer, unitPrice: 125_000, listPrice: 125_000, tiers: [] },
    );
  },
};

const sentMails: (RenderedMail & { to: string; template: string })[] = [];
const mailerDouble: Mailer = {
  outboxOnly: false,
  async send(_tx, mail) {
    sentMails.push(mail);
    return `mail-${sentMails.length}`;
  },
};

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ ports: { erp: erpDouble, mailer: mailerDouble } });
});
afterAll(() => shop?.close());

describe('the ports buildApp takes', () => {
  it('answers prices and carts from the ERP it was given, not the built-in one', async () => {
    const { token } = await shop.login('demo.buyer');
    const [article] = await cartRequests(() => shop).articles(
      1,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
    );
    const productNumber = article!.product_number;
    const information = await shop.call('POST', '/store-api/dexis/article/information', token, {
      articles: [{ sku: productNumber }],
    });
    expect(information.json().articles[0]).toMatchObject({ article: productNumber, price: 12.5 });
    await shop.call('DELETE', '/store-api/checkout/cart', token);
    await shop.call('POST', '/store-api/checkout/cart/line-item', token, {
      items: [{ sku: productNumber, quantity: 1 }],
    });
    const cart = (await shop.call('GET', '/store-api/checkout/cart', token)).json();
    expect(cart.lineItems[0].price.unitPrice).toBe(12.5);
    await shop.call('DELETE', '/store-api/checkout/cart', token);
  });

  it('sends mail through the mailer it was given', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/account/recovery-password',
      body: { username: 'demo.buyer', storefrontUrl: 'http://shop.test' },
    });
    expect(response.status).toBe(200);
    expect(sentMails.map((mail) => mail.template)).toContain('password-recovery');
  });
});
