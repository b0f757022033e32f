import { apiId } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { hashPassword } from '../account/index.ts';
import { createStaffMember } from '../staff/index.ts';

let shop: TestShop;
let serviceId: string;

type Method = 'GET' | 'PATCH';
const admin = (method: Method, url: string, body?: object) =>
  shop.staffCall('staff.admin', method, url, body);
const service = (method: Method, url: string, body?: object) =>
  shop.staffCall('staff.service', method, url, body);
/** A demo staff member's id, as the Admin API writes it. */
const idOf = async (username: string): Promise<string> =>
  (await shop.staffCall(username, 'GET', '/admin-api/_info/me')).json().data.id;

/** A message as the contact form keeps it, received `minutesAgo`; answers its id as the API writes it. */
async function receivedMessage(subject: string, minutesAgo = 0): Promise<string> {
  const id = crypto.randomUUID();
  await shop.database.db.execute(
    sql`insert into contact_message (id, reference, locale, name, company, customer_number, email, phone,
          subject, message, client_address, created_at)
        values (${id}, ${`CT-${id.slice(0, 8).toUpperCase()}`}, 'fr-FR', 'An Claes', 'Bouw NV', '100001',
          'an@bouw.example', '+32 9 123 45 67', ${subject}, 'Kan de levering op dinsdag komen?', '192.0.2.1',
          now() - make_interval(mins => ${minutesAgo}))`,
  );
  return apiId(id);
}

const listed = async (query: string) => {
  const answer = await service('GET', `/admin-api/contact-message?${query}`);
  expect(answer.status).toBe(200);
  return answer.json() as { data: { id: string; subject: string }[]; total: number };
};

beforeAll(async () => {
  shop = await startTestShop();
  serviceId = await idOf('staff.service');
});
afterAll(() => shop?.close());

describe('the contact messages inbox', () => {
  it('lists the messages newest first, new and handled by nobody until someone takes them', async () => {
    const older = await receivedMessage('Levering hal 3', 10);
    const newer = await receivedMessage('Levering hal 4');
    const { data, total } = await listed('limit=200');
    expect(data.map((message) => message.id).slice(0, 2)).toEqual([newer, older]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(data[0]).toMatchObject({
      subject: 'Levering hal 4',
      reference: expect.stringMatching(/^CT-/),
      locale: 'fr-FR',
      handling: { state: 'new', assignee: null },
    });
  });

  it('shows a message whole, and answers 404 for one that does not exist', async () => {
    const id = await receivedMessage('Offerte voor hal 5');
    const detail = await service('GET', `/admin-api/contact-message/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.json().data).toMatchObject({
      id,
      phone: '+32 9 123 45 67',
      message: 'Kan de levering op dinsdag komen?',
      customerId: null,
    });
    const unknown = await service('GET', `/admin-api/contact-message/${apiId(crypto.randomUUID())}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe(errorCodes.adminContactMessageNotFound);
    expect((await service('GET', '/admin-api/contact-message/not-an-id')).status).toBe(400);
  });

  it('hands a message to a member and moves its state, each change written to the audit log', async () => {
    const id = await receivedMessage('Factuur klopt niet');
    const taken = await admin('PATCH', `/admin-api/contact-message/${id}`, {
      assigneeId: serviceId,
      state: 'in-progress',
    });
    expect(taken.status).toBe(200);
    expect(taken.json().data.handling).toEqual({
      state: 'in-progress',
      assignee: { id: serviceId, name: 'Sven Service' },
    });
    const done = await service('PATCH', `/admin-api/contact-message/${id}`, { state: 'done' });
    expect(done.json().data.handling).toEqual({
      state: 'done',
      assignee: { id: serviceId, name: 'Sven Service' },
    });
    const released = await service('PATCH', `/admin-api/contact-message/${id}`, { assigneeId: null });
    expect(released.json().data.handling.assignee).toBeNull();
    const log = await admin('GET', `/admin-api/audit-log?objectType=contact-message&objectId=${id}`);
    expect(
      log
        .json()
        .data.map((entry: { actor: { name: string }; changes: object }) => [entry.actor.name, entry.changes])
        .reverse(),
    ).toEqual([
      ['Ada Admin', { state: ['new', 'in-progress'], assignee: [null, 'Sven Service'] }],
      ['Sven Service', { state: ['in-progress', 'done'] }],
      ['Sven Service', { assignee: ['Sven Service', null] }],
    ]);
  });

  it('filters by state and assignee: a member, the signed-in member (`me`) or nobody (`none`)', async () => {
    const mine = await receivedMessage('Retour van palletten');
    const nobodys = await receivedMessage('Vraag over levertermijn');
    await service('PATCH', `/admin-api/contact-message/${mine}`, { assigneeId: serviceId });
    const ids = async (query: string) => (await listed(`${query}&limit=200`)).data.map((entry) => entry.id);
    expect(await ids('assignee=me')).toContain(mine);
    expect(await ids(`assignee=${serviceId}`)).toContain(mine);
    expect(await ids('assignee=me')).not.toContain(nobodys);
    expect(await ids('assignee=none')).toContain(nobodys);
    expect(await ids('assignee=none')).not.toContain(mine);
    expect(await ids('state=new')).toEqual(expect.arrayContaining([mine, nobodys]));
    expect(await ids('state=done')).not.toContain(mine);
    expect((await service('GET', '/admin-api/contact-message?state=open')).status).toBe(400);
    expect((await service('GET', '/admin-api/contact-message?assignee=someone')).status).toBe(400);
  });

  it('hands messages only to active members whose roles allow the inbox', async () => {
    const id = await receivedMessage('Wie helpt mij?');
    const passwordHash = await hashPassword('a long staff passphrase');
    const inactive = await createStaffMember(shop.database.db, {
      username: 'iris.inactive',
      email: 'iris.inactive@tradeshop.example',
      name: 'Iris Inactive',
      language: 'nl',
      passwordHash,
      presets: ['customer-service'],
    });
    await shop.database.db.execute(sql`update staff_member set active = false where id = ${inactive}`);
    for (const assigneeId of [apiId(inactive), await idOf('staff.editor'), apiId(crypto.randomUUID())]) {
      const refused = await service('PATCH', `/admin-api/contact-message/${id}`, { assigneeId });
      expect(refused.status).toBe(400);
      expect(refused.json().errors[0].violations[0]).toMatchObject({
        propertyPath: 'body/assigneeId',
        type: errorCodes.adminNotAssignable,
      });
    }
    expect(
      (await service('GET', `/admin-api/contact-message/${id}`)).json().data.handling.assignee,
    ).toBeNull();
  });

  it('refuses a bad change with a 400, and a change of a message that does not exist with a 404', async () => {
    const id = await receivedMessage('Kapotte levering');
    for (const body of [{ state: 'closed' }, { assigneeId: 'someone' }, { state: 7 }]) {
      expect((await service('PATCH', `/admin-api/contact-message/${id}`, body)).status).toBe(400);
    }
    const unknown = await service('PATCH', `/admin-api/contact-message/${apiId(crypto.randomUUID())}`, {
      state: 'done',
    });
    expect(unknown.status).toBe(404);
  });

  it('is closed to a role without `contact-messages.manage`', async () => {
    const id = await receivedMessage('Voor de redactie?');
    for (const [method, url, body] of [
      ['GET', '/admin-api/contact-message'],
      ['GET', `/admin-api/contact-message/${id}`],
      ['PATCH', `/admin-api/contact-message/${id}`, { state: 'done' }],
    ] as const) {
      const refused = await shop.staffCall('staff.editor', method, url, body);
      expect(refused.status).toBe(403);
      expect(refused.json().errors[0].code).toBe(errorCodes.adminForbidden);
    }
  });
});
