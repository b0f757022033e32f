import { brusselsDate } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice, newBuyer, orderCount, orderPieces } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string };
let article: { id: string };

const budget = (overrides: Record<string, unknown> = {}) => ({
  name: `Budget ${crypto.randomUUID().slice(0, 8)}`,
  period: 'monthly',
  startDate: brusselsDate(new Date()),
  mode: 'renewable',
  budgetAmount: 100_000,
  approveFrom: 0.01,
  ...overrides,
});

/** A new user of the demo company with a preset who can log in, with their session. */
async function newUser(preset: 'buyer' | 'approver') {
  if (preset === 'buyer') return newBuyer(shop, lead.token);
  const username = `goedkeurder.${crypto.randomUUID().slice(0, 8)}`;
  const created = await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, {
    firstName: 'Goed',
    lastName: username,
    username,
    email: `${username}@demo.example`,
    preset,
    storefrontUrl: 'http://shop.test',
  });
  const { id } = created.json().data;
  await shop.giveDemoPassword(id);
  return { id: id as string, token: (await shop.login(username)).token };
}

/** A buyer under a new flow that the approver approves from one cent on, with a waiting order. */
async function waitingOrder(approverId: string) {
  const buyer = await newUser('buyer');
  const flow = await shop.call(
    'POST',
    '/store-api/dexis/order-flow',
    lead.token,
    budget({ approverIds: [approverId], userIds: [buyer.id] }),
  );
  expect(flow.status).toBe(200);
  const waiting = (await orderPieces(shop, buyer.token, article, 1)).json();
  expect(waiting.approvalStatus).toBe('pending');
  return { buyer, waiting, flowId: flow.json().data.id as string };
}

const ids = (people: { id: string }[]) => people.map((person) => person.id);

/** Who may decide the buyer's order now, as the buyer's order history shows it. */
const approversOf = async (buyer: { token: string }, orderNumber: string) =>
  ids(
    (
      await shop.call(
        'GET',
        `/store-api/dexis/sw/order/history/detail?orderNumber=${orderNumber}`,
        buyer.token,
      )
    ).json().data.approvers,
  );

const approvalsOf = async (token: string) =>
  (
    await shop.call('POST', '/store-api/dexis/order/approvals', token, { filter: { status: 'pending' } })
  ).json().data as { id: string; decidable: boolean }[];

const mailsAbout = (template: string, orderNumber: string) =>
  queryRows<{ recipient: string }>(
    shop.database.db,
    sql`select recipient from mail_message where template = ${template} and text like ${`%${orderNumber}%`}`,
  );

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  article = await articleWithOnePrice(shop);
});
afterAll(() => shop?.close());

describe('who decides a waiting order', () => {
  it('falls to the lead buyers when the only approver of the order reference is its buyer', async () => {
    const buyer = await newUser('approver');
    const reference = await shop.call(
      'POST',
      '/store-api/dexis/order-reference',
      lead.token,
      budget({ budgetAmount: null, approverIds: [buyer.id] }),
    );
    const referenceId = reference.json().data.id;
    const chooseReference = () =>
      shop.call('PUT', `/store-api/dexis/order-reference/cart/${referenceId}`, buyer.token);
    await chooseReference();
    const before = (await shop.call('GET', '/store-api/dexis/order-flow/approvers', buyer.token)).json();
    expect(before.data).toEqual({ approvers: [expect.objectContaining({ id: lead.id })], leadBuyers: true });

    const waiting = (await orderPieces(shop, buyer.token, article, 1, chooseReference)).json();
    expect(waiting).toMatchObject({ approvalStatus: 'pending', approvers: [{ id: lead.id }] });
    expect((await mailsAbout('approval-request', waiting.orderNumber)).map((mail) => mail.recipient)).toEqual(
      ['demo.lead@demo.example'],
    );
    // The buyer sees their own order among those of the reference, but may not decide it.
    expect((await approvalsOf(buyer.token)).find((entry) => entry.id === waiting.id)).toMatchObject({
      decidable: false,
    });
    expect((await approvalsOf(lead.token)).find((entry) => entry.id === waiting.id)).toMatchObject({
      decidable: true,
    });
    const pending = (await shop.call('GET', '/store-api/dexis/order-flow/pending', lead.token)).json();
    expect(pending.data.orders.map((entry: { id: string }) => entry.id)).toContain(waiting.id);

    const approved = await shop.call('PATCH', `/store-api/dexis/order/${waiting.id}`, lead.token, {
      approvalStatus: 'approved',
    });
    expect(approved.json().data).toMatchObject({
      approvalStatus: 'approved',
      decidedBy: { id: lead.id },
      decidable: false,
      approvers: [],
    });
  });

  it('passes to the lead buyers while the approver is deactivated, deleted or without the right, and back', async () => {
    const approver = await newUser('approver');
    const { buyer, waiting, flowId } = await waitingOrder(approver.id);
    expect(await approversOf(buyer, waiting.orderNumber)).toEqual([approver.id]);
    expect(ids(await approvalsOf(lead.token))).not.toContain(waiting.id);

    const setRight = (enabled: boolean) =>
      shop.call('PUT', `/store-api/dexis/account/${approver.id}/role`, lead.token, {
        roles: [{ code: 'ROLE_APPROVE_ORDER_FLOWS', enabled }],
      });
    await setRight(false);
    expect(await approversOf(buyer, waiting.orderNumber)).toEqual([lead.id]);
    expect(ids(await approvalsOf(lead.token))).toContain(waiting.id);
    await setRight(true);
    expect(await approversOf(buyer, waiting.orderNumber)).toEqual([approver.id]);

    const setActive = (active: boolean) =>
      shop.call('PATCH', `/store-api/dexis/companies/customers/${approver.id}`, lead.token, { active });
    await setActive(false);
    expect(await approversOf(buyer, waiting.orderNumber)).toEqual([lead.id]);
    await setActive(true);
    expect(await approversOf(buyer, waiting.orderNumber)).toEqual([approver.id]);

    await shop.call('DELETE', '/store-api/dexis/companies/customers', lead.token, {
      customerIds: [approver.id],
    });
    expect(await approversOf(buyer, waiting.orderNumber)).toEqual([lead.id]);
    const flow = await shop.call('GET', `/store-api/dexis/order-flow/${flowId}`, lead.token);
    expect(flow.json().data.approvers).toEqual([]);
    const declined = await shop.call('POST', '/store-api/dexis/order/approvals/actions', lead.token, {
      actions: [{ orderId: waiting.id, action: 'decline' }],
    });
    expect(declined.json().data[0]).toMatchObject({ approvalStatus: 'declined', decidedBy: { id: lead.id } });
  });

  it('refuses an order nobody besides its buyer may approve, and the cart says so beforehand', async () => {
    const other = await shop.login('other.lead');
    const reference = await shop.call(
      'POST',
      '/store-api/dexis/order-reference',
      other.token,
      budget({ budgetAmount: null, approverIds: [other.id] }),
    );
    const chooseReference = () =>
      shop.call('PUT', `/store-api/dexis/order-reference/cart/${reference.json().data.id}`, other.token);
    await chooseReference();
    const approvers = await shop.call('GET', '/store-api/dexis/order-flow/approvers', other.token);
    expect(approvers.json().data).toEqual({ approvers: [], leadBuyers: true });

    const before = await orderCount(shop);
    const refused = await orderPieces(shop, other.token, article, 1, chooseReference);
    expect(refused.status).toBe(409);
    expect(refused.json().errors[0].code).toBe('DEXIS__ORDER_WITHOUT_APPROVER');
    expect(await orderCount(shop)).toBe(before);
    const cart = (await shop.call('GET', '/store-api/checkout/cart', other.token)).json();
    expect(cart.lineItems).toHaveLength(1);
  });

  it('names the approvers of the flow for the cart', async () => {
    const approver = await shop.login('demo.approver');
    const buyer = await newUser('buyer');
    await shop.call(
      'POST',
      '/store-api/dexis/order-flow',
      lead.token,
      budget({ approverIds: [approver.id], userIds: [buyer.id] }),
    );
    const answer = await shop.call('GET', '/store-api/dexis/order-flow/approvers', buyer.token);
    expect(answer.json().data).toEqual({
      approvers: [{ id: approver.id, firstName: 'Sophie', lastName: 'Dubois', username: 'demo.approver' }],
      leadBuyers: false,
    });
  });
});

describe('withdrawing a waiting order', () => {
  const withdraw = (token: string, id: string) =>
    shop.call('POST', `/store-api/dexis/sw/order/${id}/withdraw`, token);
  const remaining = async (token: string) =>
    (await shop.call('GET', '/store-api/dexis/order-flow/status', token)).json().data
      .remainingBudget as number;
  const stockOf = async (productId: string) => {
    const [row] = await queryRows<{ stock: number }>(
      shop.database.db,
      sql`select available_stock_hundredths as stock from product where id = ${productId}`,
    );
    return row!.stock;
  };

  it('cancels it and frees its budget; approvers no longer see it waiting and cannot decide it', async () => {
    const approver = await shop.login('demo.approver');
    const { buyer, waiting } = await waitingOrder(approver.id);
    const before = await remaining(buyer.token);
    const stock = await stockOf(article.id);

    const withdrawn = await withdraw(buyer.token, waiting.id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      status: 'cancelled',
      approvalStatus: 'withdrawn',
      approvers: [],
    });
    expect(await remaining(buyer.token)).toBeCloseTo(before + waiting.amountNet, 2);
    // A waiting order held no stock, so withdrawing it gives none back.
    expect(await stockOf(article.id)).toBe(stock);
    expect(ids(await approvalsOf(approver.token))).not.toContain(waiting.id);
    const late = await shop.call('PATCH', `/store-api/dexis/order/${waiting.id}`, approver.token, {
      approvalStatus: 'approved',
    });
    expect(late.status).toBe(409);
    expect(late.json().errors[0].code).toBe('DEXIS__ORDER_NOT_PENDING');
    const history = (
      await shop.call('GET', `/store-api/dexis/sw/order/history?term=${waiting.orderNumber}`, buyer.token)
    ).json();
    expect(history.data[0]).toMatchObject({ status: 'cancelled', approvalStatus: 'withdrawn' });
  });

  it('is only for the buyer, and only while the order waits', async () => {
    const approver = await shop.login('demo.approver');
    const { buyer, waiting } = await waitingOrder(approver.id);
    for (const token of [lead.token, (await shop.login('other.lead')).token]) {
      const refused = await withdraw(token, waiting.id);
      expect(refused.status).toBe(404);
      expect(refused.json().errors[0].code).toBe('CHECKOUT__ORDER_NOT_FOUND');
    }
    await shop.call('PATCH', `/store-api/dexis/order/${waiting.id}`, approver.token, {
      approvalStatus: 'approved',
    });
    const decided = await withdraw(buyer.token, waiting.id);
    expect(decided.status).toBe(409);
    expect(decided.json().errors[0].code).toBe('DEXIS__ORDER_NOT_PENDING');
    const placed = (await orderPieces(shop, lead.token, article, 1)).json();
    expect((await withdraw(lead.token, placed.id)).json().errors[0].code).toBe('DEXIS__ORDER_NOT_PENDING');
  });
});
