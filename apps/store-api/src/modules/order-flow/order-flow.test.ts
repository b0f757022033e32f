import { brusselsDate, errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import {
  articleWithOnePrice,
  orderCount as countOrders,
  newBuyer as newCompanyBuyer,
  orderPieces,
  pickup,
} from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let approverId: string;
/** An article sold per piece whose price keeps a single piece above the minimum order value. */
let article: { id: string };
/** What one piece costs without VAT, as budgets count. */
let unitTotal: number;

const today = () => brusselsDate(new Date());
const newBuyer = () => newCompanyBuyer(shop, lead.token);

const flowBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Flow ${crypto.randomUUID().slice(0, 8)}`,
  period: 'monthly',
  startDate: today(),
  mode: 'renewable',
  budgetAmount: 1000,
  approveFrom: 500,
  approverIds: [approverId],
  ...overrides,
});

const createFlow = (body: Record<string, unknown>) =>
  shop.call('POST', '/store-api/dexis/order-flow', lead.token, body);

const order = (token: string, pieces: number) => orderPieces(shop, token, article, pieces);

const remaining = async (token: string) =>
  (await shop.call('GET', '/store-api/dexis/order-flow/status', token)).json().data.remainingBudget as number;

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  approverId = (await shop.login('demo.approver')).id;
  article = await articleWithOnePrice(shop);
  // What one piece costs the company when picked up: a user without a flow orders it once.
  const probe = await newBuyer();
  unitTotal = (await order(probe.token, 1)).json().amountNet;
});
afterAll(() => shop?.close());

describe('order flows', () => {
  it('are created with their approvers and users, listed, changed and deleted', async () => {
    const buyer = await newBuyer();
    const created = await createFlow(flowBody({ name: 'Werf Gent', userIds: [buyer.id] }));
    expect(created.status).toBe(200);
    const flow = created.json().data;
    expect(flow).toMatchObject({
      name: 'Werf Gent',
      active: true,
      budgetAmount: 1000,
      approveFrom: 500,
      approvers: [expect.objectContaining({ id: approverId })],
      users: [expect.objectContaining({ id: buyer.id, remainingBudget: 1000 })],
    });
    const listed = (await shop.call('GET', '/store-api/dexis/order-flow', lead.token)).json().data;
    expect(listed.map((entry: { id: string }) => entry.id)).toContain(flow.id);

    const changed = await shop.call('PUT', `/store-api/dexis/order-flow/${flow.id}`, lead.token, {
      ...flowBody({ name: 'Werf Gent', budgetAmount: 2500, active: false }),
    });
    expect(changed.json().data).toMatchObject({ budgetAmount: 2500, active: false });

    expect((await shop.call('DELETE', `/store-api/dexis/order-flow/${flow.id}`, lead.token)).status).toBe(
      200,
    );
    expect((await shop.call('GET', `/store-api/dexis/order-flow/${flow.id}`, lead.token)).status).toBe(404);
  });

  it('check their fields: custom periods end after they start, approval needs an approver, names are unique', async () => {
    const paths = async (body: Record<string, unknown>) => {
      const response = await createFlow(body);
      expect(response.status).toBe(400);
      return response
        .json()
        .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    };
    expect(
      await paths(flowBody({ period: 'custom', startDate: '2026-05-10', endDate: '2026-05-10' })),
    ).toEqual(['body/endDate']);
    expect(await paths(flowBody({ period: 'custom', endDate: null }))).toEqual(['body/endDate']);
    expect(await paths(flowBody({ approverIds: [] }))).toEqual(['body/approverIds']);
    expect(await paths(flowBody({ startDate: '2026-02-30', budgetAmount: 0 }))).toEqual(
      expect.arrayContaining(['body/startDate', 'body/budgetAmount']),
    );
    const buyer = await newBuyer();
    expect(await paths(flowBody({ approverIds: [buyer.id] }))).toEqual(['body/approverIds/0']);

    await createFlow(flowBody({ name: 'Onderhoud' }));
    const twice = await createFlow(flowBody({ name: 'ONDERHOUD' }));
    expect(twice.json().errors[0].code).toBe('DEXIS__ORDER_FLOW_NAME_NOT_UNIQUE');
  });

  it('are out of reach for other companies', async () => {
    const flow = (await createFlow(flowBody())).json().data;
    const other = await shop.login('other.lead');
    expect((await shop.call('GET', `/store-api/dexis/order-flow/${flow.id}`, other.token)).status).toBe(404);
    const assign = await shop.call('POST', `/store-api/dexis/order-flow/${flow.id}/assign`, other.token, {
      customerIds: [other.id],
    });
    expect(assign.status).toBe(404);
  });
});

describe('budget rules at checkout', () => {
  it('lets a user without a flow order without a budget limit', async () => {
    const buyer = await newBuyer();
    const placed = await order(buyer.token, 30);
    expect(placed.json()).toMatchObject({ status: 'open', approvalStatus: null, flowId: null });
  });

  it('places below approveFrom, asks approval at or above it, blocks above the remaining budget when told to', async () => {
    const buyer = await newBuyer();
    const flow = (
      await createFlow(
        flowBody({
          budgetAmount: 8.5 * unitTotal,
          approveFrom: 2.5 * unitTotal,
          overBudget: 'block',
          userIds: [buyer.id],
        }),
      )
    ).json().data;
    expect(flow.overBudget).toBe('block');

    const placed = (await order(buyer.token, 2)).json();
    expect(placed).toMatchObject({ status: 'open', approvalStatus: null, flowId: flow.id });
    // The whole total without VAT counts: lines, surcharges and shipping.
    expect(placed.amountTotal).toBeGreaterThan(placed.amountNet);
    expect(await remaining(buyer.token)).toBeCloseTo(8.5 * unitTotal - placed.amountNet, 2);

    const stockBefore = await stockOf(article.id);
    const waiting = (await order(buyer.token, 3)).json();
    expect(waiting).toMatchObject({ status: 'notOpen', approvalStatus: 'pending', flowId: flow.id });
    // Waiting orders reserve budget, not stock.
    expect(await stockOf(article.id)).toBe(stockBefore);
    expect(await remaining(buyer.token)).toBeCloseTo(
      8.5 * unitTotal - placed.amountNet - waiting.amountNet,
      2,
    );

    const before = await orderCount();
    const blocked = await order(buyer.token, 4);
    expect(blocked.status).toBe(409);
    expect(blocked.json().errors[0]).toMatchObject({
      code: 'dexis-flow-unsufficient-budget-blocked',
      meta: { parameters: { flow: flow.name } },
    });
    expect(await orderCount()).toBe(before);
    // The cart stays as it was.
    expect((await shop.call('GET', '/store-api/checkout/cart', buyer.token)).json().lineItems).toHaveLength(
      1,
    );

    // A declined order frees its budget: the same order now fits (and waits for approval).
    await shop.database.db.execute(
      sql`update sales_order set approval_status = 'declined' where id = ${waiting.id}`,
    );
    const retried = await shop.call('POST', '/store-api/checkout/order', buyer.token, pickup);
    expect(retried.json()).toMatchObject({ approvalStatus: 'pending' });
  });

  it('sends an order over the budget for approval unless the flow blocks it', async () => {
    const buyer = await newBuyer();
    const flow = (
      await createFlow(
        flowBody({ budgetAmount: 2 * unitTotal, approveFrom: null, approverIds: [], userIds: [buyer.id] }),
      )
    ).json().data;
    expect(flow.overBudget).toBe('approval');
    expect(
      (await shop.call('GET', '/store-api/dexis/order-flow/status', buyer.token)).json().data,
    ).toMatchObject({ overBudget: 'approval' });
    // Nobody is named to approve: the company's lead buyers decide.
    expect((await order(buyer.token, 3)).json()).toMatchObject({
      approvalStatus: 'pending',
      flowId: flow.id,
    });

    // Switched to block, the same order is refused as over budget; a PATCH without the rule keeps it.
    const changed = await shop.call('PATCH', `/store-api/dexis/order-flow/${flow.id}`, lead.token, {
      budget: {
        period: 'monthly',
        startDate: today(),
        mode: 'renewable',
        budgetAmount: 2 * unitTotal,
        overBudget: 'block',
      },
    });
    expect(changed.json().data.overBudget).toBe('block');
    await shop.call('PATCH', `/store-api/dexis/order-flow/${flow.id}`, lead.token, {
      budget: { period: 'monthly', startDate: today(), mode: 'renewable', budgetAmount: 2 * unitTotal },
    });
    const blocked = await order(buyer.token, 3);
    expect(blocked.json().errors[0].code).toBe(errorCodes.flowBudgetBlocked);
  });

  it('sends no order confirmation for an order that waits for approval', async () => {
    const buyer = await newBuyer();
    await createFlow(
      flowBody({ budgetAmount: 10 * unitTotal, approveFrom: unitTotal / 2, userIds: [buyer.id] }),
    );
    const waiting = (await order(buyer.token, 1)).json();
    const [mails] = await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from mail_message where template = 'order-confirmation' and text like ${`%${waiting.orderNumber}%`}`,
    );
    expect(mails!.count).toBe(0);
  });

  it('does not count orders of an earlier period, nor of another flow', async () => {
    const buyer = await newBuyer();
    const first = (
      await createFlow(
        flowBody({ budgetAmount: 3 * unitTotal, approveFrom: null, approverIds: [], userIds: [buyer.id] }),
      )
    ).json().data;
    const placed = (await order(buyer.token, 2)).json();
    expect(placed.flowId).toBe(first.id);
    // The order moves to the previous period: the budget is whole again.
    await shop.database.db.execute(
      sql`update sales_order set ordered_at = now() - interval '40 days' where id = ${placed.id}`,
    );
    expect(await remaining(buyer.token)).toBeCloseTo(3 * unitTotal, 2);

    await order(buyer.token, 2);
    const second = (
      await createFlow(flowBody({ budgetAmount: 3 * unitTotal, approveFrom: null, approverIds: [] }))
    ).json().data;
    await shop.call('POST', `/store-api/dexis/order-flow/${second.id}/assign`, lead.token, {
      customerIds: [buyer.id],
    });
    expect(await remaining(buyer.token)).toBeCloseTo(3 * unitTotal, 2);
  });

  it('carries the unspent budget of earlier periods over when transferable', async () => {
    const buyer = await newBuyer();
    const start = brusselsDate(new Date(Date.now() - 10 * 86_400_000));
    await createFlow(
      flowBody({
        period: 'weekly',
        startDate: start,
        mode: 'transferable',
        budgetAmount: 2 * unitTotal,
        approveFrom: null,
        approverIds: [],
        userIds: [buyer.id],
      }),
    );
    // Second week: two weekly budgets, nothing spent.
    expect(await remaining(buyer.token)).toBeCloseTo(4 * unitTotal, 2);
    expect((await order(buyer.token, 3)).json().approvalStatus).toBeNull();
  });

  it('never lets two concurrent checkouts of one user together overspend the budget', async () => {
    const buyer = await newBuyer();
    const second = await shop.login(
      (await shop.call('GET', '/store-api/account/customer', buyer.token)).json().username,
    );
    const flow = (
      await createFlow(
        flowBody({
          budgetAmount: 5 * unitTotal,
          approveFrom: null,
          approverIds: [],
          overBudget: 'block',
          userIds: [buyer.id],
        }),
      )
    ).json().data;
    // Each checkout alone fits (3 of 5); together they would not. However the two interleave, at most
    // one order is written and the budget holds.
    await Promise.all([order(buyer.token, 3), order(second.token, 3)]);
    const [written] = await queryRows<{ orders: number; total: string }>(
      shop.database.db,
      sql`select count(*)::int as orders, coalesce(sum(amount_net), 0)::text as total from sales_order where flow_id = ${flow.id}`,
    );
    expect(written!.orders).toBeLessThanOrEqual(1);
    expect(Number(written!.total)).toBeLessThanOrEqual(5 * unitTotal);
  });
});

async function stockOf(productId: string) {
  const [row] = await queryRows<{ stock: number }>(
    shop.database.db,
    sql`select available_stock_hundredths as stock from product where id = ${productId}`,
  );
  return row!.stock;
}

const orderCount = () => countOrders(shop);

describe('approvals', () => {
  const approvals = (token: string, body: unknown = {}) =>
    shop.call('POST', '/store-api/dexis/order/approvals', token, body);
  const decide = (token: string, actions: { orderId: string; action: 'approve' | 'decline' }[]) =>
    shop.call('POST', '/store-api/dexis/order/approvals/actions', token, { actions });
  const mailsTo = async (template: string, text: string) =>
    queryRows<{ recipient: string }>(
      shop.database.db,
      sql`select recipient from mail_message where template = ${template} and text like ${`%${text}%`}`,
    );

  /** A buyer under a fresh flow that demo.approver approves from one piece on, with a waiting order. */
  async function waitingOrder(pieces = 2) {
    const buyer = await newBuyer();
    const flow = (
      await createFlow(
        flowBody({ budgetAmount: 20 * unitTotal, approveFrom: unitTotal / 2, userIds: [buyer.id] }),
      )
    ).json().data;
    const waiting = (await order(buyer.token, pieces)).json();
    expect(waiting.approvalStatus).toBe('pending');
    return { buyer, flow, waiting };
  }

  it('mails the approvers of the flow when an order waits, and lists it for them with buyer, flow and budgets', async () => {
    const { buyer, flow, waiting } = await waitingOrder();
    expect((await mailsTo('approval-request', waiting.orderNumber)).map((mail) => mail.recipient)).toEqual([
      'demo.approver@demo.example',
    ]);
    const approver = await shop.login('demo.approver');
    const listed = (await approvals(approver.token, { filter: { status: 'pending' } })).json().data;
    const entry = listed.find((candidate: { id: string }) => candidate.id === waiting.id);
    expect(entry).toMatchObject({
      orderNumber: waiting.orderNumber,
      buyer: { id: buyer.id },
      flow: { id: flow.id, name: flow.name },
      amountTotal: waiting.amountTotal,
    });
    expect(entry.openBudget).toBeCloseTo(20 * unitTotal, 2);
    expect(entry.remainingBudget).toBeCloseTo(20 * unitTotal - waiting.amountNet, 2);
    expect(
      (await approvals(approver.token, { filter: { status: 'approved' } })).json().data,
    ).not.toContainEqual(expect.objectContaining({ id: waiting.id }));
  });

  it('places an approved order as checkout would: stock reserved and the confirmation mailed to the buyer', async () => {
    const { buyer, waiting } = await waitingOrder();
    const approver = await shop.login('demo.approver');
    const stockBefore = await stockOf(article.id);
    const response = await shop.call('PATCH', `/store-api/dexis/order/${waiting.id}`, approver.token, {
      approvalStatus: 'approved',
    });
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'open',
      approvalStatus: 'approved',
      decidedBy: { id: approver.id },
    });
    expect(await stockOf(article.id)).toBe(stockBefore - 200);
    const confirmations = await mailsTo('order-confirmation', waiting.orderNumber);
    expect(confirmations.map((mail) => mail.recipient)).toEqual([
      `${await buyerName(buyer.id)}@demo.example`,
    ]);
    // Decided once: a second decision is refused.
    const again = await decide(approver.token, [{ orderId: waiting.id, action: 'decline' }]);
    expect(again.status).toBe(409);
    expect(again.json().errors[0].code).toBe('DEXIS__ORDER_NOT_PENDING');
  });

  it('cancels a declined order, frees its budget and tells the buyer', async () => {
    const { buyer, waiting } = await waitingOrder();
    const approver = await shop.login('demo.approver');
    const before = await remaining(buyer.token);
    const response = await decide(approver.token, [{ orderId: waiting.id, action: 'decline' }]);
    expect(response.json().data[0]).toMatchObject({ status: 'cancelled', approvalStatus: 'declined' });
    expect(await remaining(buyer.token)).toBeCloseTo(before + waiting.amountNet, 2);
    expect(await mailsTo('approval-declined', waiting.orderNumber)).toHaveLength(1);
  });

  it('decides several orders at once, or none when one of them cannot be decided', async () => {
    const first = await waitingOrder();
    const second = await waitingOrder();
    const approver = await shop.login('demo.approver');
    await decide(approver.token, [{ orderId: first.waiting.id, action: 'approve' }]);
    const refused = await decide(approver.token, [
      { orderId: second.waiting.id, action: 'approve' },
      { orderId: first.waiting.id, action: 'approve' },
    ]);
    expect(refused.status).toBe(409);
    const stillWaiting = await shop.call(
      'GET',
      `/store-api/dexis/order/${second.waiting.id}`,
      approver.token,
    );
    expect(stillWaiting.json().data.approvalStatus).toBe('pending');
    const both = await decide(approver.token, [{ orderId: second.waiting.id, action: 'decline' }]);
    expect(both.status).toBe(200);
  });

  it('lets nobody decide their own order, nor orders of flows that do not name them', async () => {
    const username = `goedkeurder.${crypto.randomUUID().slice(0, 8)}`;
    const created = (
      await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, {
        firstName: 'Eigen',
        lastName: 'Goedkeurder',
        username,
        email: `${username}@demo.example`,
        preset: 'approver',
        storefrontUrl: 'http://shop.test',
      })
    ).json().data;
    await shop.giveDemoPassword(created.id);
    const self = await shop.login(username);
    await createFlow(
      flowBody({
        budgetAmount: 20 * unitTotal,
        approveFrom: unitTotal / 2,
        approverIds: [created.id],
        userIds: [created.id],
      }),
    );
    const own = (await order(self.token, 1)).json();
    expect(own.approvalStatus).toBe('pending');
    // The only approver is the buyer: not they, but the company's lead buyer is asked.
    expect((await mailsTo('approval-request', own.orderNumber)).map((mail) => mail.recipient)).toEqual([
      'demo.lead@demo.example',
    ]);
    const refused = await decide(self.token, [{ orderId: own.id, action: 'approve' }]);
    expect(refused.status).toBe(403);
    expect(refused.json().errors[0].code).toBe('DEXIS__OWN_ORDER_APPROVAL');

    const { waiting } = await waitingOrder();
    const notNamed = await decide(self.token, [{ orderId: waiting.id, action: 'approve' }]);
    expect(notNamed.status).toBe(404);
    const other = await shop.login('other.lead');
    expect((await shop.call('GET', `/store-api/dexis/order/${waiting.id}`, other.token)).status).toBe(404);
  });
});

async function buyerName(id: string) {
  const [row] = await queryRows<{ username: string }>(
    shop.database.db,
    sql`select username from customer where id = ${id}`,
  );
  return row!.username;
}
