import { brusselsDate } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice, newBuyer, orderCount, orderPieces, pickup } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string };
let approver: { token: string; id: string };
let article: { id: string };
/** What one piece costs the company, picked up, as a user without flow or reference pays it. */
let unitTotal: number;

const referenceBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Project ${crypto.randomUUID().slice(0, 8)}`,
  period: 'monthly',
  startDate: brusselsDate(new Date()),
  mode: 'renewable',
  budgetAmount: 1000,
  approveFrom: null,
  approverIds: [],
  userIds: [],
  ...overrides,
});

const createReference = async (overrides: Record<string, unknown> = {}) => {
  const response = await shop.call('POST', '/store-api/dexis/order-reference', lead.token, {
    ...referenceBody(overrides),
  });
  expect(response.status).toBe(200);
  return response.json().data as { id: string; name: string; remainingBudget: number | null };
};

/** Orders pieces with the reference chosen for the cart. */
const orderUnder = (token: string, referenceId: string, pieces: number) =>
  orderPieces(shop, token, article, pieces, () =>
    shop.call('PUT', `/store-api/dexis/order-reference/cart/${referenceId}`, token),
  );

const remainingOf = async (id: string) =>
  (await shop.call('GET', `/store-api/dexis/order-reference/${id}`, lead.token)).json().data
    .remainingBudget as number;

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  approver = await shop.login('demo.approver');
  article = await articleWithOnePrice(shop);
  unitTotal = (await orderPieces(shop, (await newBuyer(shop, lead.token)).token, article, 1)).json()
    .amountNet;
});
afterAll(() => shop?.close());

describe('order references', () => {
  it('are created with approvers, users and budget, listed by name, changed and deleted', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const created = await createReference({
      name: 'Werf Oostende',
      approveFrom: 400,
      approverIds: [approver.id],
      userIds: [buyer.id],
    });
    expect(created).toMatchObject({
      name: 'Werf Oostende',
      active: true,
      budgetAmount: 1000,
      remainingBudget: 1000,
      approveFrom: 400,
      approvers: [expect.objectContaining({ id: approver.id })],
      users: [expect.objectContaining({ id: buyer.id })],
      createdBy: expect.objectContaining({ id: lead.id }),
    });

    const listed = await shop.call('POST', '/store-api/dexis/order-reference/list', lead.token, {
      term: 'oostend',
    });
    expect(listed.json()).toMatchObject({
      data: [expect.objectContaining({ id: created.id })],
      pager: { currentPage: 1, totalResults: 1, totalPages: 1 },
    });

    const changed = await shop.call('PUT', `/store-api/dexis/order-reference/${created.id}`, lead.token, {
      ...referenceBody({ name: 'Werf Oostende', budgetAmount: null, active: false }),
    });
    expect(changed.json().data).toMatchObject({
      budgetAmount: null,
      remainingBudget: null,
      active: false,
      users: [],
    });

    const removed = await shop.call('DELETE', `/store-api/dexis/order-reference/${created.id}`, lead.token);
    expect(removed.status).toBe(200);
    const gone = await shop.call('GET', `/store-api/dexis/order-reference/${created.id}`, lead.token);
    expect(gone.json().errors[0].code).toBe('DEXIS__ORDER_REFERENCE_NOT_FOUND');
  });

  it('check their fields: names unique, custom periods end after they start, approval needs an approver', async () => {
    const paths = async (overrides: Record<string, unknown>) => {
      const response = await shop.call(
        'POST',
        '/store-api/dexis/order-reference',
        lead.token,
        referenceBody(overrides),
      );
      expect(response.status).toBe(400);
      return response
        .json()
        .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    };
    expect(await paths({ period: 'custom', startDate: '2026-03-01', endDate: '2026-02-01' })).toEqual([
      'body/endDate',
    ]);
    expect(await paths({ approveFrom: 100 })).toEqual(['body/approverIds']);
    expect(await paths({ name: ' ', budgetAmount: 0 })).toEqual(
      expect.arrayContaining(['body/name', 'body/budgetAmount']),
    );
    const buyer = await newBuyer(shop, lead.token);
    expect(await paths({ approveFrom: 1, approverIds: [buyer.id] })).toEqual(['body/approverIds/0']);

    await createReference({ name: 'PO-2026-117' });
    const twice = await shop.call(
      'POST',
      '/store-api/dexis/order-reference',
      lead.token,
      referenceBody({ name: 'po-2026-117' }),
    );
    expect(twice.json().errors[0]).toMatchObject({
      code: 'ORDER_REFERENCE_NAME_NOT_UNIQUE',
      violations: [expect.objectContaining({ propertyPath: 'body/name' })],
    });
  });

  it('are out of reach for other companies and for users without the right', async () => {
    const reference = await createReference();
    const other = await shop.login('other.lead');
    expect(
      (await shop.call('GET', `/store-api/dexis/order-reference/${reference.id}`, other.token)).status,
    ).toBe(404);
    expect(
      (await shop.call('PUT', `/store-api/dexis/order-reference/cart/${reference.id}`, other.token)).status,
    ).toBe(404);
    const buyer = await newBuyer(shop, lead.token);
    const list = await shop.call('POST', '/store-api/dexis/order-reference/list', buyer.token, {});
    expect(list.json().errors[0]).toMatchObject({
      code: 'DEXIS__MISSING_RIGHT',
      meta: { parameters: { right: 'ROLE_MANAGE_ORDER_REFERENCES' } },
    });
  });

  it('are found by the users they list, or by everybody when they list nobody, while active', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const colleague = await newBuyer(shop, lead.token);
    const tag = crypto.randomUUID().slice(0, 6);
    const open = await createReference({ name: `Open ${tag}` });
    const listed = await createReference({ name: `Eigen ${tag}`, userIds: [buyer.id] });
    await createReference({ name: `Ander ${tag}`, userIds: [colleague.id] });
    await createReference({ name: `Oud ${tag}`, active: false });
    const found = await shop.call('GET', `/store-api/dexis/order-reference/search/${tag}`, buyer.token);
    expect(found.json().data.map((entry: { id: string }) => entry.id)).toEqual([listed.id, open.id]);
    expect(found.json().data[0]).toMatchObject({ budgetAmount: 1000, remainingBudget: 1000 });
  });

  it('go on the cart, come back with it and come off it', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const reference = await createReference({ userIds: [buyer.id] });
    const other = await createReference({ userIds: [lead.id] });
    const refused = await shop.call('PUT', `/store-api/dexis/order-reference/cart/${other.id}`, buyer.token);
    expect(refused.status).toBe(404);
    await shop.call('PUT', `/store-api/dexis/order-reference/cart/${reference.id}`, buyer.token);
    const chosen = await shop.call('GET', '/store-api/dexis/order-reference/cart', buyer.token);
    expect(chosen.json().data).toMatchObject({ id: reference.id, name: reference.name });
    await shop.call('DELETE', '/store-api/dexis/order-reference/cart', buyer.token);
    expect((await shop.call('GET', '/store-api/dexis/order-reference/cart', buyer.token)).json().data).toBe(
      null,
    );
  });
});

describe('order reference budgets at checkout', () => {
  it('share one budget among all its users: the order carries the reference, above what is left it is blocked when told to', async () => {
    const first = await newBuyer(shop, lead.token);
    const second = await newBuyer(shop, lead.token);
    const reference = await createReference({
      budgetAmount: 5.5 * unitTotal,
      overBudget: 'block',
      userIds: [first.id, second.id],
    });

    const placed = (await orderUnder(first.token, reference.id, 3)).json();
    expect(placed).toMatchObject({
      status: 'open',
      approvalStatus: null,
      orderReference: reference.name,
      orderReferenceId: reference.id,
    });
    expect(await remainingOf(reference.id)).toBeCloseTo(5.5 * unitTotal - placed.amountNet, 2);
    // The next order chooses its own reference.
    expect((await shop.call('GET', '/store-api/dexis/order-reference/cart', first.token)).json().data).toBe(
      null,
    );

    const before = await orderCount(shop);
    const blocked = await orderUnder(second.token, reference.id, 3);
    expect(blocked.status).toBe(409);
    expect(blocked.json().errors[0]).toMatchObject({
      code: 'dexis-order-reference-unsufficient-budget-blocked',
      meta: { parameters: { orderReference: reference.name } },
    });
    expect(await orderCount(shop)).toBe(before);
    const cart = (await shop.call('GET', '/store-api/checkout/cart', second.token)).json();
    expect(cart.lineItems).toHaveLength(1);
    expect(
      (await shop.call('GET', '/store-api/dexis/order-reference/cart', second.token)).json().data.id,
    ).toBe(reference.id);

    const fits = (await orderUnder(second.token, reference.id, 2)).json();
    expect(fits).toMatchObject({ status: 'open', orderReferenceId: reference.id });
  });

  it('let orders at or above approveFrom wait for the reference’s approvers, who are mailed and decide them', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const reference = await createReference({
      budgetAmount: 10 * unitTotal,
      approveFrom: 2 * unitTotal,
      approverIds: [approver.id],
    });
    const placed = (await orderUnder(buyer.token, reference.id, 1)).json();
    expect(placed.approvalStatus).toBe(null);
    const waiting = (await orderUnder(buyer.token, reference.id, 2)).json();
    expect(waiting).toMatchObject({ status: 'notOpen', approvalStatus: 'pending' });
    const [mail] = await queryRows<{ recipient: string; text: string }>(
      shop.database.db,
      sql`select recipient, text from mail_message
          where template = 'approval-request' and text like ${`%${waiting.orderNumber}%`}`,
    );
    expect(mail!.recipient).toBe('demo.approver@demo.example');
    expect(mail!.text).toContain(reference.name);
    const pending = (await shop.call('GET', '/store-api/dexis/order-flow/pending', approver.token)).json();
    expect(pending.data.count).toBeGreaterThanOrEqual(1);
    expect(pending.data.orders[0]).toMatchObject({ id: waiting.id, buyer: { id: buyer.id } });
    // Waiting orders hold their budget; a declined one frees it.
    expect(await remainingOf(reference.id)).toBeCloseTo(
      10 * unitTotal - placed.amountNet - waiting.amountNet,
      2,
    );
    const declined = await shop.call('PATCH', `/store-api/dexis/order/${waiting.id}`, approver.token, {
      approvalStatus: 'declined',
    });
    expect(declined.json().data.approvalStatus).toBe('declined');
    expect(await remainingOf(reference.id)).toBeCloseTo(10 * unitTotal - placed.amountNet, 2);
  });

  it('ask approval when either the flow or the reference asks it, and block when either budget is short', async () => {
    const buyer = await newBuyer(shop, lead.token);
    await shop.call('POST', '/store-api/dexis/order-flow', lead.token, {
      ...referenceBody({ budgetAmount: 3.5 * unitTotal, overBudget: 'block', userIds: [buyer.id] }),
    });
    const reference = await createReference({ approveFrom: unitTotal / 2, approverIds: [approver.id] });
    expect((await orderUnder(buyer.token, reference.id, 1)).json().approvalStatus).toBe('pending');
    const blocked = await orderUnder(buyer.token, reference.id, 3);
    expect(blocked.json().errors[0].code).toBe('dexis-flow-unsufficient-budget-blocked');
  });

  it('refuse a reference that was deactivated after it was chosen', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const reference = await createReference();
    const refused = await orderUnder(buyer.token, reference.id, 1).then(async (first) => {
      expect(first.status).toBe(200);
      return orderPieces(shop, buyer.token, article, 1, async () => {
        await shop.call('PUT', `/store-api/dexis/order-reference/cart/${reference.id}`, buyer.token);
        await shop.call('PUT', `/store-api/dexis/order-reference/${reference.id}`, lead.token, {
          ...referenceBody({ name: reference.name, active: false }),
        });
      });
    });
    expect(refused.status).toBe(409);
    expect(refused.json().errors[0].code).toBe('DEXIS__ORDER_REFERENCE_NOT_AVAILABLE');
  });

  it('never let concurrent checkouts of different users together overspend the reference', async () => {
    const first = await newBuyer(shop, lead.token);
    const second = await newBuyer(shop, lead.token);
    const reference = await createReference({ budgetAmount: 5 * unitTotal, overBudget: 'block' });
    const fill = async (token: string) => {
      await shop.call('DELETE', '/store-api/checkout/cart', token);
      await shop.call('POST', '/store-api/checkout/cart/line-item', token, {
        items: [{ referencedId: article.id, quantity: 3 }],
      });
      await shop.call('PUT', `/store-api/dexis/order-reference/cart/${reference.id}`, token);
    };
    await fill(first.token);
    await fill(second.token);
    // Each alone fits (3 of 5); together they would not.
    await Promise.all([
      shop.call('POST', '/store-api/checkout/order', first.token, pickup),
      shop.call('POST', '/store-api/checkout/order', second.token, pickup),
    ]);
    const [written] = await queryRows<{ orders: number; total: string }>(
      shop.database.db,
      sql`select count(*)::int as orders, coalesce(sum(amount_net), 0)::text as total
          from sales_order where order_reference_id = ${reference.id}`,
    );
    expect(written!.orders).toBe(1);
    expect(Number(written!.total)).toBeLessThanOrEqual(5 * unitTotal);
  });

  it('print the reference and the cost centre on the order and in its confirmation, then leave the cart', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const reference = await createReference({ name: `Hal ${crypto.randomUUID().slice(0, 6)}` });
    const groups = (
      await shop.call('GET', '/store-api/dexis/cost-center/external-contact', buyer.token)
    ).json().data as {
      code: string;
      contacts: { id: string; identifier: string }[];
      contracts: { id: string; number: string }[];
    }[];
    const maintenance = groups.find((group) => group.code === 'KP-100')!;
    const contact = maintenance.contacts.find((entry) => entry.identifier === 'EXT-0142')!;
    const contract = maintenance.contracts.find((entry) => entry.number === 'RC-2025-014')!;
    const placed = (
      await orderPieces(shop, buyer.token, article, 1, async () => {
        await shop.call('PUT', `/store-api/dexis/order-reference/cart/${reference.id}`, buyer.token);
        await shop.call('POST', '/store-api/dexis/cost-center/external-contact-assign', buyer.token, {
          externalContactId: contact.id,
          contractId: contract.id,
        });
      })
    ).json();
    expect(placed).toMatchObject({
      orderReference: reference.name,
      costCenter: {
        code: 'KP-100',
        name: 'Onderhoud Gent',
        contact: { identifier: 'EXT-0142', name: 'Pieter De Smet' },
        contract: { number: 'RC-2025-014' },
      },
    });
    const [mail] = await queryRows<{ text: string }>(
      shop.database.db,
      sql`select text from mail_message where template = 'order-confirmation' and text like ${`%${placed.orderNumber}%`}`,
    );
    expect(mail!.text).toContain(`Bestelreferentie: ${reference.name}`);
    expect(mail!.text).toContain('Kostenplaats: KP-100 Onderhoud Gent, contactpersoon Pieter De Smet');
    expect(mail!.text).toContain('contract RC-2025-014');
    const cart = await shop.call('GET', '/store-api/dexis/cost-center/cart/external-contact', buyer.token);
    expect(cart.json().data).toBe(null);
  });

  it('cannot be deleted while their orders wait for approval', async () => {
    const buyer = await newBuyer(shop, lead.token);
    const reference = await createReference({ approveFrom: 0, approverIds: [approver.id] });
    await orderUnder(buyer.token, reference.id, 1);
    const refused = await shop.call('DELETE', `/store-api/dexis/order-reference/${reference.id}`, lead.token);
    expect(refused.json().errors[0].code).toBe('DEXIS__ORDER_REFERENCE_HAS_PENDING_ORDERS');
  });
});
