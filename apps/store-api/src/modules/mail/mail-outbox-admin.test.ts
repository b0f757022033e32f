import { apiId } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;

type Method = 'GET' | 'POST';
const admin = (method: Method, url: string) => shop.staffCall('staff.admin', method, url);
const service = (method: Method, url: string) => shop.staffCall('staff.service', method, url);

interface OutboxRow {
  template?: string;
  attempts?: number;
  failure?: string | null;
  sent?: boolean;
  /** Minutes from now until the next delivery is due: a mail due later is left alone by the dispatcher. */
  dueInMinutes?: number;
  createdAt?: string;
}

/** A mail of the outbox as the dispatcher left it; answers its id as the API writes it and its recipient. */
async function outboxMail(row: OutboxRow = {}) {
  const id = crypto.randomUUID();
  const recipient = `koper.${id.slice(0, 8)}@bouw.example`;
  await shop.database.db.execute(
    sql`insert into mail_message (id, recipient, template, locale, subject, text, html, attempts, failure,
          sent_at, next_attempt_at, created_at)
        values (${id}, ${recipient}, ${row.template ?? 'order-confirmation'}, 'nl-NL', 'Uw bestelling',
          'Bedankt voor uw bestelling.', '<p>Bedankt voor uw bestelling.</p>', ${row.attempts ?? 0},
          ${row.failure ?? null}, ${row.sent ? sql`now()` : null},
          now() + make_interval(mins => ${row.dueInMinutes ?? 60}), ${row.createdAt ?? sql`now()`})`,
  );
  return { id: apiId(id), recipient };
}

const listed = async (query: string) => {
  const answer = await service('GET', `/admin-api/mail?${query}`);
  expect(answer.status).toBe(200);
  return answer.json() as { data: { id: string; state: string }[]; total: number };
};

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('the mail outbox in the back-office', () => {
  it('lists each mail with its state, attempts and last error', async () => {
    const queued = await outboxMail();
    const retrying = await outboxMail({ attempts: 2, failure: 'Connection refused' });
    const sent = await outboxMail({ attempts: 1, sent: true });
    const failed = await outboxMail({ attempts: 8, failure: '550 Mailbox unavailable' });
    const { data } = await listed('limit=200');
    const byId = (id: string) => data.find((mail) => mail.id === id);
    expect(byId(queued.id)).toMatchObject({
      recipient: queued.recipient,
      subject: 'Uw bestelling',
      template: 'order-confirmation',
      state: 'queued',
      attempts: 0,
      nextAttemptAt: expect.any(String),
      lastError: null,
    });
    expect(byId(retrying.id)).toMatchObject({
      state: 'retrying',
      attempts: 2,
      lastError: 'Connection refused',
    });
    expect(byId(sent.id)).toMatchObject({ state: 'sent', sentAt: expect.any(String), nextAttemptAt: null });
    expect(byId(failed.id)).toMatchObject({
      state: 'failed',
      attempts: 8,
      lastError: '550 Mailbox unavailable',
      nextAttemptAt: null,
    });
  });

  it('filters by state, part of the recipient and period', async () => {
    const failed = await outboxMail({ attempts: 8, failure: 'timeout' });
    const lastYear = await outboxMail({ sent: true, createdAt: '2025-03-01T10:00:00Z' });
    expect((await listed('state=failed&limit=200')).data.map((mail) => mail.id)).toContain(failed.id);
    expect((await listed('state=sent&limit=200')).data.map((mail) => mail.id)).not.toContain(failed.id);
    const byRecipient = await listed(`recipient=${failed.recipient.slice(0, 14).toUpperCase()}`);
    expect(byRecipient.data.map((mail) => mail.id)).toEqual([failed.id]);
    expect(byRecipient.total).toBe(1);
    const march = await listed('since=2025-03-01&until=2025-04-01');
    expect(march.data.map((mail) => mail.id)).toEqual([lastYear.id]);
    expect((await listed('since=2025-03-01T11:01:00%2B01:00&until=2025-04-01')).data).toEqual([]);
    for (const query of [
      'state=lost',
      'since=yesterday',
      'since=1900-01-01',
      'until=2025-02-30',
      'limit=500',
    ]) {
      expect((await service('GET', `/admin-api/mail?${query}`)).status, query).toBe(400);
    }
  });

  it('shows a mail with its body, and answers 404 for one that does not exist', async () => {
    const mail = await outboxMail({ sent: true });
    const detail = await service('GET', `/admin-api/mail/${mail.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: mail.id,
      state: 'sent',
      body: { text: 'Bedankt voor uw bestelling.', html: '<p>Bedankt voor uw bestelling.</p>' },
    });
    const unknown = await service('GET', `/admin-api/mail/${apiId(crypto.randomUUID())}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe(errorCodes.adminMailNotFound);
  });

  it('withholds the body of mails whose link acts as the recipient', async () => {
    for (const template of [
      'password-recovery',
      'invitation',
      'registration-confirmation',
      'newsletter-confirmation',
    ]) {
      const mail = await outboxMail({ template, sent: true });
      const detail = (await service('GET', `/admin-api/mail/${mail.id}`)).json().data;
      expect(detail, template).toMatchObject({ template, subject: 'Uw bestelling', body: null });
    }
  });

  it('sends a mail that failed again at once, its attempts counted anew; audited', async () => {
    const failed = await outboxMail({ attempts: 8, failure: '550 Mailbox unavailable' });
    const resent = await service('POST', `/admin-api/mail/${failed.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.json().data).toMatchObject({ id: failed.id, attempts: 0, state: 'retrying' });
    // The dispatcher delivers it into the outbox folder of a shop without SMTP.
    await vi.waitFor(
      async () =>
        expect((await service('GET', `/admin-api/mail/${failed.id}`)).json().data).toMatchObject({
          state: 'sent',
          attempts: 1,
        }),
      { timeout: backgroundWorkTimeout },
    );
    const log = await admin('GET', `/admin-api/audit-log?objectType=mail&objectId=${failed.id}`);
    expect(log.json().data).toMatchObject([
      { actor: { name: 'Sven Service' }, action: 'requeued', changes: { attempts: [8, 0] } },
    ]);
  });

  it('sends a mail that went out again as a new mail of the outbox; audited', async () => {
    const sent = await outboxMail({ attempts: 1, sent: true });
    const resent = await service('POST', `/admin-api/mail/${sent.id}/resend`);
    expect(resent.status).toBe(200);
    const copy = resent.json().data;
    expect(copy.id).not.toBe(sent.id);
    expect(copy).toMatchObject({
      recipient: sent.recipient,
      template: 'order-confirmation',
      subject: 'Uw bestelling',
      body: { text: 'Bedankt voor uw bestelling.' },
    });
    const [original] = await queryRows<{ attempts: number }>(
      shop.database.db,
      sql`select attempts from mail_message where id = ${sent.id}`,
    );
    expect(original).toEqual({ attempts: 1 });
    const log = await admin('GET', `/admin-api/audit-log?objectType=mail&objectId=${sent.id}`);
    expect(log.json().data).toMatchObject([{ action: 'resent', changes: { copy: [null, copy.id] } }]);
    expect((await service('POST', `/admin-api/mail/${apiId(crypto.randomUUID())}/resend`)).status).toBe(404);
  });

  it('is closed to a role without `mails.manage`', async () => {
    const mail = await outboxMail({ sent: true });
    for (const [method, url] of [
      ['GET', '/admin-api/mail'],
      ['GET', `/admin-api/mail/${mail.id}`],
      ['POST', `/admin-api/mail/${mail.id}/resend`],
    ] as const) {
      expect((await shop.staffCall('staff.editor', method, url)).status).toBe(403);
    }
  });
});
