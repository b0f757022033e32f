import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };

const managed = '/store-api/dexis/newsletter/subscriptions';
const own = '/store-api/dexis/newsletter/subscription';
const errorOf = (response: Awaited<ReturnType<TestShop['call']>>) => response.json().errors[0];

const subscribe = (customerId: string, body: unknown, token = lead.token) =>
  shop.call('PUT', `${managed}/${customerId}`, token, body);
const follow = (link: 'confirm' | 'unsubscribe', token: string) =>
  shop.request({ method: 'POST', url: `/store-api/dexis/newsletter/${link}`, body: { token } });

/** A new user of the lead's company with the given rights. */
const colleague = (rights: Parameters<TestShop['userWith']>[1] = []) => shop.userWith(lead.token, rights);

async function subscriptionOf(customerId: string) {
  const [row] = await queryRows<{ status: string; language: string; topics: string[] }>(
    shop.database.db,
    sql`select status, language, topics from newsletter_subscription where customer_id = ${customerId}`,
  );
  return row;
}

/** The mails a user received from a newsletter template, newest first. */
async function mailsTo(customerId: string, template: string) {
  return queryRows<{ text: string; locale: string; subject: string }>(
    shop.database.db,
    sql`select text, locale, subject from mail_message
        where template = ${template} and recipient = (select email from customer where id = ${customerId})
        order by created_at desc`,
  );
}

/** The token of the newest confirmation link a user was mailed. */
async function confirmationToken(customerId: string) {
  const [mail] = await mailsTo(customerId, 'newsletter-confirmation');
  return /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
});
afterAll(() => shop?.close());

describe('newsletter subscriptions', () => {
  it('are listed for a manager with each user of the company, the demo buyer confirmed', async () => {
    const buyer = await shop.login('demo.buyer');
    const listed = (await shop.call('GET', `${managed}?term=demo.buyer`, lead.token)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        customerId: buyer.id,
        username: 'demo.buyer',
        subscription: expect.objectContaining({
          status: 'active',
          language: 'nl',
          confirmedAt: expect.any(String),
        }),
      }),
    ]);
  });

  it('are asked for a colleague by a manager: pending, with a confirmation mail in the chosen language', async () => {
    const user = await colleague();
    const response = await subscribe(user.id, { language: 'fr', topics: ['promotions', 'events', 'events'] });
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({
      customerId: user.id,
      subscription: {
        status: 'pending',
        language: 'fr',
        topics: ['promotions', 'events'],
        confirmedAt: null,
      },
    });
    const [mail] = await mailsTo(user.id, 'newsletter-confirmation');
    expect(mail).toMatchObject({
      locale: 'fr-FR',
      subject: 'Confirmez votre inscription à notre newsletter',
    });
    expect(mail?.text).toMatch(/\/fr\/newsletter\/confirm\?token=/);

    const listed = (await shop.call('GET', managed, lead.token)).json().data;
    expect(
      listed.find((entry: { customerId: string }) => entry.customerId === user.id)?.subscription,
    ).toMatchObject({ status: 'pending' });
  });

  it('become active by their confirmation link, which works once and only for its own subscription', async () => {
    const [first, second] = [await colleague(), await colleague()];
    await subscribe(first.id, { language: 'nl', topics: ['promotions'] });
    await subscribe(second.id, { language: 'nl', topics: ['promotions'] });

    const confirmed = await follow('confirm', await confirmationToken(first.id));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'active', confirmedAt: expect.any(String) });
    expect((await subscriptionOf(first.id))?.status).toBe('active');
    expect((await subscriptionOf(second.id))?.status).toBe('pending');

    const again = await follow('confirm', await confirmationToken(first.id));
    expect(again.status).toBe(410);
    expect(errorOf(again).code).toBe('DEXIS__NEWSLETTER_LINK_USED');
  });

  it('void the earlier confirmation link when asked for again', async () => {
    const user = await colleague();
    await subscribe(user.id, { language: 'nl', topics: ['promotions'] });
    const earlier = await confirmationToken(user.id);
    await subscribe(user.id, { language: 'en', topics: ['events'] });
    const refused = await follow('confirm', earlier);
    expect(refused.status).toBe(404);
    expect(errorOf(refused).code).toBe('DEXIS__NEWSLETTER_LINK_INVALID');
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'pending', language: 'en' });
  });

  it('refuse an expired or unknown confirmation link and change nothing', async () => {
    const user = await colleague();
    await subscribe(user.id, { language: 'nl', topics: ['promotions'] });
    const token = await confirmationToken(user.id);
    await shop.database.db.execute(
      sql`update newsletter_token set expires_at = now() - interval '1 minute'
          where subscription_id = (select id from newsletter_subscription where customer_id = ${user.id})`,
    );
    const expired = await follow('confirm', token);
    expect(expired.status).toBe(404);
    expect(errorOf(expired).code).toBe('DEXIS__NEWSLETTER_LINK_INVALID');
    const unknown = await follow('confirm', 'x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).code).toBe('DEXIS__NEWSLETTER_LINK_INVALID');
    expect((await subscriptionOf(user.id))?.status).toBe('pending');
  });

  it('are managed with ROLE_MANAGE_NEWS_LETTERS alone, which opens nothing else', async () => {
    const manager = await colleague(['ROLE_MANAGE_NEWS_LETTERS']);
    const user = await colleague();
    expect((await shop.call('GET', managed, manager.token)).status).toBe(200);
    expect((await subscribe(user.id, { language: 'nl', topics: ['events'] }, manager.token)).status).toBe(
      200,
    );
    expect((await shop.call('DELETE', `${managed}/${user.id}`, manager.token)).status).toBe(200);

    const opened = shop.app.routeAccess
      .filter(
        (entry) =>
          entry.access.who === 'right' &&
          [entry.access.right, ...(entry.access.alternatives ?? [])].includes('ROLE_MANAGE_NEWS_LETTERS'),
      )
      .map((entry) => `${entry.method} ${entry.url}`)
      .sort();
    expect(opened).toEqual([
      'DELETE /store-api/dexis/newsletter/subscriptions/:id',
      'GET /store-api/dexis/newsletter/subscriptions',
      'PUT /store-api/dexis/newsletter/subscriptions/:id',
    ]);
    expect((await shop.call('GET', '/store-api/dexis/article-links', manager.token)).status).toBe(403);
  });

  it('are refused to a user without ROLE_MANAGE_NEWS_LETTERS with 403, changing nothing', async () => {
    const user = await colleague(['ROLE_PLACE_ORDERS', 'ROLE_MANAGE_CONTACTS']);
    const target = await colleague();
    for (const response of [
      await shop.call('GET', managed, user.token),
      await subscribe(target.id, { language: 'nl', topics: ['events'] }, user.token),
      await shop.call('DELETE', `${managed}/${target.id}`, user.token),
    ]) {
      expect(response.status).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'DEXIS__MISSING_RIGHT',
        meta: { parameters: { right: 'ROLE_MANAGE_NEWS_LETTERS' } },
      });
    }
    expect(await subscriptionOf(target.id)).toBeUndefined();
  });

  it('of another company are out of reach: its users are unknown and nothing changes', async () => {
    const user = await colleague();
    await subscribe(user.id, { language: 'nl', topics: ['promotions'] });
    const mailsBefore = (await mailsTo(user.id, 'newsletter-confirmation')).length;
    for (const response of [
      await subscribe(user.id, { language: 'en', topics: ['events'] }, other.token),
      await shop.call('DELETE', `${managed}/${user.id}`, other.token),
    ]) {
      expect(response.status).toBe(404);
      expect(errorOf(response).code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND');
    }
    const listed = (await shop.call('GET', managed, other.token)).json().data;
    expect(listed.map((entry: { customerId: string }) => entry.customerId)).not.toContain(user.id);
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'pending', language: 'nl' });
    expect(await mailsTo(user.id, 'newsletter-confirmation')).toHaveLength(mailsBefore);
  });

  it('are the user’s own to read, ask for, change at once when active, and end', async () => {
    const user = await colleague();
    expect((await shop.call('GET', own, user.token)).json()).toEqual({ data: null });
    const asked = await shop.call('PUT', own, user.token, { language: 'en', topics: ['new-articles'] });
    expect(asked.json().data).toMatchObject({ status: 'pending', language: 'en' });
    await follow('confirm', await confirmationToken(user.id));

    const mailsBefore = (await mailsTo(user.id, 'newsletter-confirmation')).length;
    const changed = await shop.call('PUT', own, user.token, {
      language: 'nl',
      topics: ['technical-information', 'events'],
    });
    expect(changed.json().data).toMatchObject({
      status: 'active',
      language: 'nl',
      topics: ['technical-information', 'events'],
    });
    expect(await mailsTo(user.id, 'newsletter-confirmation')).toHaveLength(mailsBefore);

    const ended = await shop.call('DELETE', own, user.token);
    expect(ended.json().data).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    expect((await shop.call('GET', own, user.token)).json().data.status).toBe('unsubscribed');
  });

  it('ended by a manager void the confirmation link', async () => {
    const user = await colleague();
    await subscribe(user.id, { language: 'nl', topics: ['promotions'] });
    const token = await confirmationToken(user.id);
    const ended = await shop.call('DELETE', `${managed}/${user.id}`, lead.token);
    expect(ended.json().data.subscription).toMatchObject({ status: 'unsubscribed' });
    expect((await follow('confirm', token)).status).toBe(410);
    expect((await subscriptionOf(user.id))?.status).toBe('unsubscribed');
  });

  it('refuse bad bodies with 400 and violations, changing nothing', async () => {
    const user = await colleague();
    for (const body of [
      { language: 'de', topics: ['promotions'] },
      { language: 'nl', topics: [] },
      { language: 'nl', topics: ['gossip'] },
      { topics: ['promotions'] },
    ]) {
      const response = await subscribe(user.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).violations?.length, JSON.stringify(body)).toBeGreaterThan(0);
      const ownResponse = await shop.call('PUT', own, user.token, body);
      expect(ownResponse.status, JSON.stringify(body)).toBe(400);
    }
    const shortToken = await follow('unsubscribe', 'abc');
    expect(shortToken.status).toBe(400);
    expect(errorOf(shortToken).violations?.[0]?.propertyPath).toContain('token');
    expect(await subscriptionOf(user.id)).toBeUndefined();
  });
});
