import type { newsletterExportResponse } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

type NewsletterExport = z.infer<typeof newsletterExportResponse>;

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let bearer: string;

const integration = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  shop.app.inject({
    method,
    url: `/integration-api${url}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const unsubscribe = (token: string) =>
  shop.request({ method: 'POST', url: '/store-api/dexis/newsletter/unsubscribe', body: { token } });
const tokenIn = (url: string) => new URL(url).searchParams.get('token') ?? '';

/** A new user of the lead's company with an active subscription. */
async function subscriber(language: 'nl' | 'fr' | 'en', topics: string[]) {
  const user = await shop.userWith(lead.token, []);
  await shop.call('PUT', `/store-api/dexis/newsletter/subscriptions/${user.id}`, lead.token, {
    language,
    topics,
  });
  const [mail] = await newsletterMails(user.id, 'newsletter-confirmation');
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail!.text)![1]!;
  await shop.request({ method: 'POST', url: '/store-api/dexis/newsletter/confirm', body: { token } });
  return user;
}

async function newsletterMails(customerId: string, template = 'newsletter') {
  return queryRows<{
    text: string;
    html: string;
    locale: string;
    subject: string;
    headers: Record<string, string>;
  }>(
    shop.database.db,
    sql`select text, html, locale, subject, headers from mail_message
        where template = ${template} and recipient = (select email from customer where id = ${customerId})
        order by created_at desc`,
  );
}

const statusOf = async (customerId: string) =>
  (
    await queryRows<{ status: string }>(
      shop.database.db,
      sql`select status from newsletter_subscription where customer_id = ${customerId}`,
    )
  )[0]?.status;

const content = (language: string) => ({
  subject: `Nieuws ${language}`,
  text: `Tekst ${language}`,
  html: `<html><body><p>Inhoud ${language}</p></body></html>`,
});

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  bearer = await shop.integrationToken('Mailing');
});
afterAll(() => shop?.close());

describe('newsletters through the integration API', () => {
  it('go to each active subscriber of the topic in their language, each with its own unsubscribe link', async () => {
    const dutch = await subscriber('nl', ['promotions', 'events']);
    const french = await subscriber('fr', ['promotions']);
    const english = await subscriber('en', ['promotions']);
    const otherTopic = await subscriber('nl', ['events']);
    const pending = await shop.userWith(lead.token, []);
    await shop.call('PUT', `/store-api/dexis/newsletter/subscriptions/${pending.id}`, lead.token, {
      language: 'nl',
      topics: ['promotions'],
    });

    const response = await integration('POST', '/newsletters', {
      topic: 'promotions',
      content: { nl: content('nl'), fr: content('fr') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.sent).toBeGreaterThanOrEqual(2);
    expect(response.json().data.skipped).toBeGreaterThanOrEqual(1);

    const [dutchMail] = await newsletterMails(dutch.id);
    const [frenchMail] = await newsletterMails(french.id);
    expect(dutchMail).toMatchObject({ locale: 'nl-NL', subject: 'Nieuws nl' });
    expect(frenchMail).toMatchObject({ locale: 'fr-FR', subject: 'Nieuws fr' });
    expect(frenchMail?.html).toMatch(
      /<p>Inhoud fr<\/p><p[^>]*>Vous recevez.*Se désinscrire<\/a><\/p>\n<\/body>/,
    );
    const unsubscribeUrl = /Uitschrijven: (\S+)/.exec(dutchMail!.text)![1]!;
    expect(unsubscribeUrl).toMatch(/\/newsletter\/unsubscribe\?token=/);
    expect(dutchMail?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(tokenIn(unsubscribeUrl)).not.toBe(
      tokenIn(/Se désinscrire\u202f: (\S+)/.exec(frenchMail!.text)![1]!),
    );
    for (const user of [english, otherTopic, pending]) expect(await newsletterMails(user.id)).toHaveLength(0);
  });

  it('carry an unsubscribe link that works without login, once, and only for its own subscription', async () => {
    const [first, second] = [await subscriber('nl', ['events']), await subscriber('nl', ['events'])];
    await integration('POST', '/newsletters', { topic: 'events', content: { nl: content('nl') } });
    const [mail] = await newsletterMails(first.id);
    const token = tokenIn(/Uitschrijven: (\S+)/.exec(mail!.text)![1]!);

    const ended = await unsubscribe(token);
    expect(ended.status).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    expect(await statusOf(first.id)).toBe('unsubscribed');
    expect(await statusOf(second.id)).toBe('active');

    const again = await unsubscribe(token);
    expect(again.status).toBe(410);
    expect(again.json().errors[0].code).toBe('DEXIS__NEWSLETTER_LINK_USED');
    expect(await statusOf(second.id)).toBe('active');

    // The next newsletter skips the one who left.
    await integration('POST', '/newsletters', { topic: 'events', content: { nl: content('nl') } });
    expect(await newsletterMails(first.id)).toHaveLength(1);
    expect(await newsletterMails(second.id)).toHaveLength(2);
  });

  it('refuse an expired unsubscribe link and change nothing', async () => {
    const user = await subscriber('nl', ['technical-information']);
    await integration('POST', '/newsletters', {
      topic: 'technical-information',
      content: { nl: content('nl') },
    });
    const [mail] = await newsletterMails(user.id);
    await shop.database.db.execute(
      sql`update newsletter_token set expires_at = now() - interval '1 minute' where purpose = 'unsubscribe'
          and subscription_id = (select id from newsletter_subscription where customer_id = ${user.id})`,
    );
    const refused = await unsubscribe(tokenIn(/Uitschrijven: (\S+)/.exec(mail!.text)![1]!));
    expect(refused.status).toBe(404);
    expect(refused.json().errors[0].code).toBe('DEXIS__NEWSLETTER_LINK_INVALID');
    expect(await statusOf(user.id)).toBe('active');
  });

  it('export the subscriptions page by page, with a working unsubscribe link for active ones', async () => {
    const user = await subscriber('en', ['new-articles']);
    const rows: NewsletterExport['data'] = [];
    let after: string | null = null;
    do {
      const page: NewsletterExport = (
        await integration('GET', `/newsletter-subscriptions?limit=2${after ? `&after=${after}` : ''}`)
      ).json();
      rows.push(...page.data);
      after = page.next;
    } while (after);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const [{ email }] = (await queryRows<{ email: string }>(
      shop.database.db,
      sql`select email from customer where id = ${user.id}`,
    )) as [{ email: string }];
    const row = rows.find((entry) => entry.email === email);
    expect(row).toMatchObject({
      companyNumber: expect.stringMatching(/^\d{6}$/),
      userActive: true,
      status: 'active',
      confirmedAt: expect.any(String),
      unsubscribeUrl: expect.stringMatching(/\/en\/newsletter\/unsubscribe\?token=/),
    });
    expect(
      rows.filter((entry) => entry.status !== 'active').every((entry) => entry.unsubscribeUrl === null),
    ).toBe(true);
    expect((await unsubscribe(tokenIn(row!.unsubscribeUrl!))).status).toBe(200);
    expect(await statusOf(user.id)).toBe('unsubscribed');
  });

  it('refuse a newsletter without content, or without a bearer token, and send nothing', async () => {
    const bad = await integration('POST', '/newsletters', { topic: 'events', content: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].violations.length).toBeGreaterThan(0);
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: '/integration-api/newsletters',
      payload: { topic: 'events', content: { nl: content('nl') } },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
