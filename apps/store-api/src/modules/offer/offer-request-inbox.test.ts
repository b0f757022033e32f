import { apiId } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleWithOnePrice } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { answerOfferRequests } from './index.ts';

let shop: TestShop;
let serviceId: string;
let lead: { token: string; id: string; companyId: string };
let article: { id: string; productNumber: string };

type Method = 'GET' | 'PATCH';
const admin = (method: Method, url: string, body?: object) =>
  shop.staffCall('staff.admin', method, url, body);
const service = (method: Method, url: string, body?: object) =>
  shop.staffCall('staff.service', method, url, body);
/** A demo staff member's id, as the Admin API writes it. */
const idOf = async (username: string): Promise<string> =>
  (await shop.staffCall(username, 'GET', '/admin-api/_info/me')).json().data.id;

/** demo.lead asks for an offer on 4 pieces of the article; answers the request as the inbox lists it. */
async function requested(remark: string) {
  await shop.call('DELETE', '/store-api/checkout/cart', lead.token);
  await shop.call('POST', '/store-api/checkout/cart/line-item', lead.token, {
    items: [{ referencedId: article.id, quantity: 4 }],
  });
  const asked = await shop.call('POST', '/store-api/dexis/offer-request', lead.token, {
    source: 'cart',
    remark,
  });
  expect(asked.status).toBe(200);
  const { number } = asked.json().data;
  const inbox = (await service('GET', '/admin-api/offer-request?limit=200')).json();
  return inbox.data.find((entry: { number: string }) => entry.number === number) as {
    id: string;
    number: string;
  };
}

beforeAll(async () => {
  shop = await startTestShop();
  serviceId = await idOf('staff.service');
  lead = await shop.login('demo.lead');
  article = await articleWithOnePrice(shop);
});
afterAll(() => shop?.close());

describe('the offer requests inbox', () => {
  it('lists every company’s requests newest first, with the ERP’s status beside their handling', async () => {
    const first = await requested('Werf Gent');
    const second = await requested('Werf Brugge');
    const { data, total } = (await service('GET', '/admin-api/offer-request')).json();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(data.slice(0, 2).map((entry: { id: string }) => entry.id)).toEqual([second.id, first.id]);
    expect(data[0]).toMatchObject({
      number: second.number,
      company: { id: apiId(lead.companyId), number: '100001', name: expect.any(String) },
      requestedBy: { id: apiId(lead.id), name: expect.stringMatching(/\S/) },
      source: 'cart',
      lineCount: 1,
      status: 'requested',
      offerNumber: null,
      handling: { state: 'new', assignee: null },
    });
  });

  it('shows a request with its remark and lines, and answers 404 for one that does not exist', async () => {
    const request = await requested('Renovatie school');
    const detail = await service('GET', `/admin-api/offer-request/${request.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: request.id,
      remark: 'Renovatie school',
      orderList: null,
      lines: [{ position: 1, productNumber: article.productNumber, quantity: 4 }],
    });
    const unknown = await service('GET', `/admin-api/offer-request/${apiId(crypto.randomUUID())}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe(errorCodes.adminOfferRequestNotFound);
  });

  it('changes the handling beside the ERP’s status, audited, and the ERP’s answer leaves the handling as it is', async () => {
    const request = await requested('Nieuwbouw Aalst');
    const taken = await service('PATCH', `/admin-api/offer-request/${request.id}`, {
      assigneeId: serviceId,
      state: 'in-progress',
    });
    expect(taken.status).toBe(200);
    expect(taken.json().data).toMatchObject({
      status: 'requested',
      handling: { state: 'in-progress', assignee: { id: serviceId, name: 'Sven Service' } },
    });
    const log = await admin('GET', `/admin-api/audit-log?objectType=offer-request&objectId=${request.id}`);
    expect(log.json().data).toMatchObject([
      {
        actor: { name: 'Sven Service' },
        action: 'changed',
        changes: { state: ['new', 'in-progress'], assignee: [null, 'Sven Service'] },
      },
    ]);

    await shop.database.db.execute(
      sql`insert into erp_offer (number, company_id, request_number, offered_on, status, net, lines, fingerprint)
          values (${`O26-${request.number.slice(-6)}`}, ${lead.companyId}, ${request.number}, current_date,
            'open', 0, '[]', 'test')`,
    );
    await answerOfferRequests(shop.database, shop.app.ports.mailer);
    const answered = (await service('GET', `/admin-api/offer-request/${request.id}`)).json().data;
    expect(answered).toMatchObject({
      status: 'answered',
      offerNumber: `O26-${request.number.slice(-6)}`,
      handling: { state: 'in-progress', assignee: { id: serviceId } },
    });
  });

  it('filters by the ERP’s status, the state and the assignee', async () => {
    const mine = await requested('Voor mij');
    const nobodys = await requested('Voor niemand');
    await service('PATCH', `/admin-api/offer-request/${mine.id}`, { assigneeId: serviceId, state: 'done' });
    const ids = async (query: string) =>
      (await service('GET', `/admin-api/offer-request?${query}&limit=200`))
        .json()
        .data.map((entry: { id: string }) => entry.id);
    expect(await ids('assignee=me&state=done')).toContain(mine.id);
    expect(await ids('assignee=none')).toContain(nobodys.id);
    expect(await ids('assignee=none')).not.toContain(mine.id);
    expect(await ids('state=new&status=requested')).toContain(nobodys.id);
    expect(await ids('status=answered')).not.toContain(nobodys.id);
    expect((await service('GET', '/admin-api/offer-request?status=open')).status).toBe(400);
  });

  it('hands requests only to members whose roles allow the inbox', async () => {
    const request = await requested('Wie maakt de offerte?');
    const refused = await service('PATCH', `/admin-api/offer-request/${request.id}`, {
      assigneeId: await idOf('staff.editor'),
    });
    expect(refused.status).toBe(400);
    expect(refused.json().errors[0].violations[0].type).toBe(errorCodes.adminNotAssignable);
  });

  it('is closed to a role without `offer-requests.manage`', async () => {
    const request = await requested('Voor de redactie?');
    for (const [method, url, body] of [
      ['GET', '/admin-api/offer-request'],
      ['GET', `/admin-api/offer-request/${request.id}`],
      ['PATCH', `/admin-api/offer-request/${request.id}`, { state: 'done' }],
    ] as const) {
      expect((await shop.staffCall('staff.editor', method, url, body)).status).toBe(403);
    }
  });
});
