import type { RightCode } from '@tradeshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let approverId: string;
let flowId: string;
let referenceId: string;

const flowPath = () => `/store-api/dexis/order-flow/${flowId}`;
const referencePath = () => `/store-api/dexis/order-reference/${referenceId}`;

const budget = {
  budgetAmount: 2500,
  period: 'weekly',
  startDate: '2026-01-05',
  mode: 'transferable',
};
const approval = () => ({ approveFrom: 900, approverIds: [approverId, lead.id] });

/** The budget and approval of a flow or a reference as it is stored. */
const partsOf = async (path: string) => {
  const stored = (await shop.call('GET', path, lead.token)).json().data;
  return {
    budget: {
      budgetAmount: stored.budgetAmount,
      period: stored.period,
      startDate: stored.startDate,
      mode: stored.mode,
    },
    approval: {
      approveFrom: stored.approveFrom,
      approverIds: stored.approvers.map((person: { id: string }) => person.id).sort(),
    },
  };
};

const missingRight = (response: Awaited<ReturnType<TestShop['call']>>, right: RightCode) => {
  expect(response.status).toBe(403);
  expect(response.json().errors[0]).toMatchObject({
    code: 'DEXIS__MISSING_RIGHT',
    meta: { parameters: { right } },
  });
};

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  approverId = (await shop.login('demo.approver')).id;
  flowId = (
    await shop.call('POST', '/store-api/dexis/order-flow', lead.token, {
      name: 'Onderhoud',
      period: 'monthly',
      startDate: '2026-01-01',
      mode: 'renewable',
      budgetAmount: 1000,
      approveFrom: 500,
      approverIds: [approverId],
    })
  ).json().data.id;
  referenceId = (
    await shop.call('POST', '/store-api/dexis/order-reference', lead.token, {
      name: 'Project Noord',
      period: 'monthly',
      startDate: '2026-01-01',
      mode: 'renewable',
      budgetAmount: 5000,
    })
  ).json().data.id;
});
afterAll(() => shop?.close());

describe('a controller with only ROLE_MANAGE_BUDGETS', () => {
  it('changes the budget, period and renewal of flows and order references, and nothing else', async () => {
    const controller = await shop.userWith(lead.token, ['ROLE_MANAGE_BUDGETS']);
    expect((await shop.call('GET', '/store-api/dexis/order-flow', controller.token)).status).toBe(200);
    for (const path of [flowPath(), referencePath()]) {
      const before = await partsOf(path);
      const changed = await shop.call('PATCH', path, controller.token, { budget });
      expect(changed.status).toBe(200);
      expect(await partsOf(path)).toEqual({ budget, approval: before.approval });

      missingRight(
        await shop.call('PATCH', path, controller.token, { approval: approval() }),
        'ROLE_MANAGE_APPROVERS',
      );
      // Both parts at once need both rights: nothing is written when one is missing.
      missingRight(
        await shop.call('PATCH', path, controller.token, {
          budget: { ...budget, budgetAmount: 1 },
          approval: approval(),
        }),
        'ROLE_MANAGE_APPROVERS',
      );
      expect(await partsOf(path)).toEqual({ budget, approval: before.approval });
    }
    // Creating, renaming, assigning and deleting stay with the rights to manage flows and references.
    missingRight(
      await shop.call('PUT', flowPath(), controller.token, { name: 'X', ...budget }),
      'ROLE_MANAGE_ORDER_FLOWS',
    );
    missingRight(await shop.call('DELETE', flowPath(), controller.token), 'ROLE_MANAGE_ORDER_FLOWS');
    missingRight(
      await shop.call('POST', `${flowPath()}/assign`, controller.token, { customerIds: [controller.id] }),
      'ROLE_MANAGE_ORDER_FLOWS',
    );
    missingRight(
      await shop.call('DELETE', referencePath(), controller.token),
      'ROLE_MANAGE_ORDER_REFERENCES',
    );
  });
});

describe('a manager with only ROLE_MANAGE_APPROVERS', () => {
  it('changes the approvers and the approval amount of flows and order references, not their budgets', async () => {
    const manager = await shop.userWith(lead.token, ['ROLE_MANAGE_APPROVERS']);
    expect((await shop.call('POST', '/store-api/dexis/order-reference/list', manager.token, {})).status).toBe(
      200,
    );
    for (const path of [flowPath(), referencePath()]) {
      const before = await partsOf(path);
      const changed = await shop.call('PATCH', path, manager.token, { approval: approval() });
      expect(changed.status).toBe(200);
      expect(await partsOf(path)).toEqual({
        budget: before.budget,
        approval: { approveFrom: 900, approverIds: [approverId, lead.id].sort() },
      });
      missingRight(
        await shop.call('PATCH', path, manager.token, { budget: { ...budget, budgetAmount: 1 } }),
        'ROLE_MANAGE_BUDGETS',
      );
      expect((await partsOf(path)).budget).toEqual(before.budget);
    }
    missingRight(
      await shop.call('POST', '/store-api/dexis/order-flow', manager.token, {}),
      'ROLE_MANAGE_ORDER_FLOWS',
    );
  });
});

describe('changing a part', () => {
  it('keeps the rules of the whole: a custom period ends after it starts, approval needs an approver', async () => {
    const both = await shop.userWith(lead.token, ['ROLE_MANAGE_BUDGETS', 'ROLE_MANAGE_APPROVERS']);
    const before = await partsOf(flowPath());
    const refused = [
      [{}, 'body'],
      [{ budget: { ...budget, period: 'custom' } }, 'body/budget/endDate'],
      [{ budget: { ...budget, budgetAmount: 0 } }, 'body/budget/budgetAmount'],
      [{ approval: { approveFrom: 100, approverIds: [] } }, 'body/approval/approverIds'],
      [{ approval: { approverIds: [lead.id, both.id] } }, 'body/approval/approverIds/1'],
    ] as const;
    for (const [body, path] of refused) {
      const response = await shop.call('PATCH', flowPath(), both.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const paths = response
        .json()
        .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
      expect(paths, JSON.stringify(body)).toEqual([path]);
    }
    expect(await partsOf(flowPath())).toEqual(before);
  });

  it('answers 404 for a flow or reference of another company', async () => {
    const other = await shop.login('other.lead');
    for (const path of [flowPath(), referencePath()]) {
      const response = await shop.call('PATCH', path, other.token, { budget });
      expect(response.status).toBe(404);
    }
  });
});

describe('the people a flow or an order reference may name', () => {
  it('are the active users of the own company, those who may approve when asked, found by name', async () => {
    const manager = await shop.userWith(lead.token, ['ROLE_MANAGE_APPROVERS']);
    const people = async (query: string) =>
      (await shop.call('GET', `/store-api/dexis/company-people${query}`, manager.token)).json().data as {
        id: string;
        username: string;
      }[];
    const everyone = await people('');
    expect(everyone.map((person) => person.username)).toEqual(
      expect.arrayContaining(['demo.lead', 'demo.approver', 'demo.buyer']),
    );
    expect(everyone.map((person) => person.username)).not.toContain('other.lead');
    expect(everyone.map((person) => person.username)).not.toContain('demo.inactive');
    const approvers = (await people('?approvers=true')).map((person) => person.username);
    expect(approvers).toContain('demo.approver');
    expect(approvers).not.toContain('demo.buyer');
    expect((await people('?term=approver')).map((person) => person.username)).toEqual(['demo.approver']);
    expect((await people('?term=%25')).length).toBe(0);

    const buyer = await shop.login('demo.buyer');
    missingRight(
      await shop.call('GET', '/store-api/dexis/company-people', buyer.token),
      'ROLE_MANAGE_ORDER_FLOWS',
    );
  });
});
