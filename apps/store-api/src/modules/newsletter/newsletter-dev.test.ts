import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop, testAccessKey } from '../../test/test-app.ts';

let shop: TestShop;
let production: TestShop;

const newsletter = {
  topic: 'promotions',
  content: {
    nl: { subject: 'Promoties van de maand', text: 'Onze promoties.', html: '<p>Onze promoties.</p>' },
  },
};

const send = (target: TestShop, remoteAddress = '127.0.0.1', forwardedFor?: string) =>
  target.app.inject({
    method: 'POST',
    url: '/store-api/_dev/newsletters',
    remoteAddress,
    headers: {
      'sw-access-key': testAccessKey,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: newsletter,
  });

const newsletterMails = () =>
  queryRows<{ recipient: string }>(
    shop.database.db,
    sql`select recipient from mail_message where template = 'newsletter'`,
  );

beforeAll(async () => {
  [shop, production] = await Promise.all([startTestShop(), startTestShop({ production: true })]);
});
afterAll(() => Promise.all([shop?.close(), production?.close()]));

describe('the development aid that sends a newsletter', () => {
  it('sends it through the outbox to the subscribers of the topic, as the integration API does', async () => {
    const response = await send(shop, '::1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ sent: 1, skipped: 0 });
    expect(await newsletterMails()).toEqual([{ recipient: 'demo.buyer@demo.example' }]);
  });

  it('answers only the machine itself, not another address or one the storefront forwards', async () => {
    expect((await send(shop, '192.0.2.10')).statusCode).toBe(404);
    expect((await send(shop, '192.0.2.10', '127.0.0.1')).statusCode).toBe(404);
    expect((await send(shop, '127.0.0.1', '198.51.100.7')).statusCode).toBe(404);
    expect(await newsletterMails()).toHaveLength(1);
  });

  it('is not there in production, even for a request of the machine itself', async () => {
    expect((await send(production)).statusCode).toBe(404);
    const mails = await queryRows(
      production.database.db,
      sql`select id from mail_message where template = 'newsletter'`,
    );
    expect(mails).toEqual([]);
  });
});
