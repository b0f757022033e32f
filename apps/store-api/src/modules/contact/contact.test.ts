import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop, testSigningKey } from '../../test/test-app.ts';
import { contactFormToken } from './contact.service.ts';

let shop: TestShop;
let storefrontUrl: string;

/** A form opened a minute ago, as a person fills it in. */
const openedAMinuteAgo = () =>
  contactFormToken({ signingKey: testSigningKey, serviceAddress: '' }, Date.now() - 60_000);

const message = (overrides: object = {}) => ({
  name: 'An Claes',
  company: 'Bouw NV',
  customerNumber: '100001',
  email: `an.${crypto.randomUUID().slice(0, 8)}@bouw.example`,
  phone: '+32 9 123 45 67',
  subject: 'Levering hal 4',
  message: 'Kan de levering van volgende week op dinsdag komen?',
  consent: true,
  formToken: openedAMinuteAgo(),
  storefrontUrl,
  ...overrides,
});

const send = (body: object, headers: Record<string, string> = {}) =>
  shop.request({ method: 'POST', url: '/swag/cms-extensions/form', body, headers });
const errorOf = (response: Awaited<ReturnType<typeof send>>) => [
  response.status,
  response.json().errors[0].code,
];
const kept = async (email: string) =>
  queryRows<{ reference: string; locale: string }>(
    shop.database.db,
    sql`select reference, locale from contact_message where email = ${email}`,
  );
const mailsTo = async (recipients: string[]) =>
  queryRows<{ recipient: string; locale: string; subject: string; text: string }>(
    shop.database.db,
    sql`select recipient, locale, subject, text from mail_message
        where recipient = any(${sql.param(recipients)}::text[]) order by recipient`,
  );

beforeAll(async () => {
  shop = await startTestShop();
  const [domain] = await queryRows<{ url: string }>(
    shop.database.db,
    sql`select url from sales_channel_domain order by url limit 1`,
  );
  storefrontUrl = domain!.url;
});
afterAll(() => shop?.close());

describe('the contact form', () => {
  it('keeps a message, mails it to the service team and confirms it to the sender in their language', async () => {
    const body = message();
    const response = await send(body, { 'sw-language-id': shop.languageIds['fr-FR']! });
    expect(response.status).toBe(200);
    const { reference } = response.json().data;
    expect(reference).toMatch(/^CT-[0-9A-F]{8}$/);
    expect(await kept(body.email)).toEqual([{ reference, locale: 'fr-FR' }]);
    const mails = await mailsTo([body.email, 'shop@tradeshop.example']);
    expect(mails.map(({ recipient, locale, subject }) => ({ recipient, locale, subject }))).toEqual([
      { recipient: body.email, locale: 'fr-FR', subject: 'Nous avons reçu votre message' },
      { recipient: 'shop@tradeshop.example', locale: 'nl-NL', subject: 'Contactformulier: nieuw bericht' },
    ]);
    expect(mails[0]!.text).toContain(reference);
    expect(mails[1]!.text).toContain('Bouw NV (klant 100001)');
    expect(mails[1]!.text).toContain('antwoord in het Frans');
  });

  it('refuses what is missing or wrong field by field, keeping nothing', async () => {
    const body = message({ email: 'no-address', consent: false, message: 'Kort' });
    const response = await send(body);
    expect(response.status).toBe(400);
    const fields = response
      .json()
      .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.stringContaining('email'),
        expect.stringContaining('message'),
        expect.stringContaining('consent'),
      ]),
    );
    expect(await kept(body.email)).toEqual([]);
  });

  it('refuses a form sent seconds after it was opened, one opened days ago and one the shop never opened', async () => {
    const cases = [
      [contactFormToken({ signingKey: testSigningKey, serviceAddress: '' }), errorCodes.contactSentTooFast],
      [
        contactFormToken({ signingKey: testSigningKey, serviceAddress: '' }, Date.now() - 2 * 86_400_000),
        errorCodes.contactFormExpired,
      ],
      [contactFormToken({ signingKey: 'another-key', serviceAddress: '' }), errorCodes.contactFormExpired],
    ] as const;
    for (const [formToken, code] of cases) {
      const body = message({ formToken });
      expect(errorOf(await send(body))).toEqual([400, code]);
      expect(await kept(body.email)).toEqual([]);
    }
  });

  it('answers a form whose hidden field a robot filled like any other, and keeps and mails nothing', async () => {
    const body = message({ website: 'https://spam.example' });
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(await kept(body.email)).toEqual([]);
    expect(await mailsTo([body.email])).toEqual([]);
  });

  it('takes three messages an hour from one e-mail address', async () => {
    const email = `busy.${crypto.randomUUID().slice(0, 8)}@bouw.example`;
    for (let sent = 0; sent < 3; sent++) expect((await send(message({ email }))).status).toBe(200);
    expect(errorOf(await send(message({ email })))).toEqual([429, errorCodes.contactTooMany]);
    expect(await kept(email)).toHaveLength(3);
  });

  it('takes three of ten messages sent at once from one e-mail address, and mails three receipts', async () => {
    const email = `burst.${crypto.randomUUID().slice(0, 8)}@bouw.example`;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send(message({ email }), { 'x-forwarded-for': `192.0.2.${60 + index}` }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.sort()).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    expect(await kept(email)).toHaveLength(3);
    expect(await mailsTo([email])).toHaveLength(3);
  });
});

describe('the contact form while mail is down', () => {
  let downShop: TestShop;
  beforeAll(async () => {
    downShop = await startTestShop({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => downShop?.close());

  it('keeps the message and both mails, which wait to be delivered again', async () => {
    const body = message();
    const response = await downShop.request({ method: 'POST', url: '/swag/cms-extensions/form', body });
    expect(response.status).toBe(200);
    await expect
      .poll(
        async () =>
          queryRows<{ failure: string | null; sentAt: string | null }>(
            downShop.database.db,
            sql`select failure, sent_at as "sentAt" from mail_message
                where recipient = any(${sql.param([body.email, 'shop@tradeshop.example'])}::text[])`,
          ),
        { timeout: backgroundWorkTimeout },
      )
      .toEqual([
        { failure: expect.any(String), sentAt: null },
        { failure: expect.any(String), sentAt: null },
      ]);
    const [row] = await queryRows<{ count: number }>(
      downShop.database.db,
      sql`select count(*)::int as count from contact_message where email = ${body.email}`,
    );
    expect(row!.count).toBe(1);
  });
});
