import { apiId } from '@tradeshop/api-client/contracts';
import { brusselsDate } from '@tradeshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
});
afterAll(() => shop?.close());

/** The audit log's entries of an object, newest first, as the back-office reads them. */
async function entriesOf(objectType: string, objectId: string) {
  const log = await shop.staffCall(
    'staff.service',
    'GET',
    `/admin-api/audit-log?objectType=${objectType}&objectId=${objectId}`,
  );
  return log.json().data;
}

/** Sends a Store API request as the lead buyer and answers the answer's `data`. */
async function asLead(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  const answer = await shop.call(method, `/store-api${url}`, lead.token, body);
  expect(answer.status, JSON.stringify(answer.json())).toBe(200);
  return answer.json().data;
}

const unique = () => crypto.randomUUID().slice(0, 8);
const budgetPart = { period: 'monthly', startDate: brusselsDate(new Date()), mode: 'renewable' };
const address = {
  name: 'Depot Zwijnaarde',
  street: 'Technologiepark',
  houseNumber: '3',
  zipcode: '9052',
  city: 'Gent',
  country: 'BE',
};

/** What the steps below made, for the steps that change or delete it. */
const made: Record<string, string> = {};

/**
 * Each kind of change a customer makes, in turn: `change` makes it and answers the object's id,
 * whose newest entry must be `action` with (at least) `changes`.
 */
const changes: {
  objectType: string;
  action: string;
  change: () => Promise<string>;
  changes: Record<string, unknown>;
}[] = [
  {
    objectType: 'customer-user',
    action: 'created',
    change: async () => {
      const username = `audit.${unique()}`;
      made.user = (
        await asLead('POST', '/dexis/companies/customers/create', {
          firstName: 'Ilse',
          lastName: 'Wouters',
          username,
          email: `${username}@demo.example`,
          preset: 'buyer',
          storefrontUrl: 'http://shop.test',
        })
      ).id;
      return made.user!;
    },
    changes: { firstName: [null, 'Ilse'], active: [null, true], rights: [null, expect.any(Array)] },
  },
  {
    objectType: 'customer-user',
    action: 'changed',
    change: async () =>
      (await asLead('PATCH', `/dexis/companies/customers/${made.user}`, { lastName: 'Wouters-Claes' })).id,
    changes: { lastName: ['Wouters', 'Wouters-Claes'] },
  },
  {
    objectType: 'customer-user',
    action: 'changed',
    change: async () => {
      await asLead('PUT', `/dexis/account/${made.user}/role`, {
        roles: [{ code: 'ROLE_MANAGE_ADDRESSES', enabled: true }],
      });
      return made.user!;
    },
    changes: {
      rights: [
        expect.not.arrayContaining(['ROLE_MANAGE_ADDRESSES']),
        expect.arrayContaining(['ROLE_MANAGE_ADDRESSES']),
      ],
    },
  },
  {
    objectType: 'customer-user',
    action: 'deleted',
    change: async () => {
      await shop.call('DELETE', '/store-api/dexis/companies/customers', lead.token, {
        customerIds: [made.user],
      });
      return made.user!;
    },
    changes: { lastName: ['Wouters-Claes', null] },
  },
  {
    objectType: 'customer-user',
    action: 'changed',
    change: async () => {
      await shop.call('POST', '/store-api/account/change-profile', lead.token, {
        firstName: 'Lien',
        lastName: 'Peeters',
        phone: '+32 9 111 22 33',
      });
      return lead.id;
    },
    changes: { phone: expect.arrayContaining(['+32 9 111 22 33']) },
  },
  {
    objectType: 'company-address',
    action: 'created',
    change: async () => {
      made.address = (await asLead('POST', `/dexis/companies/${lead.companyId}/address`, address)).id;
      return made.address!;
    },
    changes: { city: [null, 'Gent'], country: [null, 'BE'] },
  },
  {
    objectType: 'company-address',
    action: 'changed',
    change: async () =>
      (
        await asLead('PUT', `/dexis/companies/${lead.companyId}/address/${made.address}`, {
          ...address,
          box: '2B',
        })
      ).id,
    changes: { box: [null, '2B'] },
  },
  {
    objectType: 'customer-user',
    action: 'changed',
    change: async () => {
      await asLead('PATCH', `/account/address/default-shipping/${made.address}`);
      return lead.id;
    },
    changes: { defaultShippingAddressId: expect.arrayContaining([expect.stringMatching(/^[0-9a-f-]{36}$/)]) },
  },
  {
    objectType: 'company-address',
    action: 'deleted',
    change: async () => {
      await shop.call(
        'DELETE',
        `/store-api/dexis/companies/${lead.companyId}/address/${made.address}`,
        lead.token,
      );
      return made.address!;
    },
    changes: { street: ['Technologiepark', null] },
  },
  {
    objectType: 'order-flow',
    action: 'created',
    change: async () => {
      made.flow = (
        await asLead('POST', '/dexis/order-flow', {
          ...budgetPart,
          name: `Flow ${unique()}`,
          budgetAmount: 1000,
          approveFrom: 500,
          approverIds: [lead.id],
        })
      ).id;
      return made.flow!;
    },
    changes: {
      budgetAmount: [null, 1000],
      approveFrom: [null, 500],
      approverIds: [null, [expect.any(String)]],
    },
  },
  {
    objectType: 'order-flow',
    action: 'changed',
    change: async () =>
      (
        await asLead('PATCH', `/dexis/order-flow/${made.flow}`, {
          budget: { ...budgetPart, budgetAmount: 1500 },
        })
      ).id,
    changes: { budgetAmount: [1000, 1500] },
  },
  {
    objectType: 'order-flow',
    action: 'changed',
    change: async () =>
      (
        await asLead('PATCH', `/dexis/order-flow/${made.flow}`, {
          approval: { approveFrom: null, approverIds: [] },
        })
      ).id,
    changes: { approveFrom: [500, null], approverIds: [[expect.any(String)], []] },
  },
  {
    objectType: 'order-flow',
    action: 'changed',
    change: async () => {
      const buyer = await shop.userWith(lead.token, ['ROLE_PLACE_ORDERS']);
      return (await asLead('POST', `/dexis/order-flow/${made.flow}/assign`, { customerIds: [buyer.id] })).id;
    },
    changes: { userIds: [[], [expect.any(String)]] },
  },
  {
    objectType: 'order-flow',
    action: 'deleted',
    change: async () => {
      await asLead('DELETE', `/dexis/order-flow/${made.flow}`);
      return made.flow!;
    },
    changes: { budgetAmount: [1500, null] },
  },
  {
    objectType: 'order-reference',
    action: 'created',
    change: async () => {
      made.reference = (
        await asLead('POST', '/dexis/order-reference', {
          ...budgetPart,
          name: `Project ${unique()}`,
          budgetAmount: null,
          approveFrom: null,
          approverIds: [],
          userIds: [],
        })
      ).id;
      return made.reference!;
    },
    changes: { active: [null, true] },
  },
  {
    objectType: 'order-reference',
    action: 'changed',
    change: async () =>
      (
        await asLead('PUT', `/dexis/order-reference/${made.reference}`, {
          ...budgetPart,
          name: 'Werf Oostende',
          active: false,
          budgetAmount: 300,
          approveFrom: null,
          approverIds: [],
          userIds: [],
        })
      ).id,
    changes: {
      name: [expect.any(String), 'Werf Oostende'],
      active: [true, false],
      budgetAmount: [null, 300],
    },
  },
  {
    objectType: 'order-reference',
    action: 'deleted',
    change: async () => {
      await asLead('DELETE', `/dexis/order-reference/${made.reference}`);
      return made.reference!;
    },
    changes: { name: ['Werf Oostende', null] },
  },
  {
    objectType: 'cost-center',
    action: 'created',
    change: async () => {
      made.costCenter = (
        await asLead('POST', '/dexis/cost-center', {
          code: `KP-${unique()}`,
          name: 'Onderhoud',
          active: true,
          contacts: [{ identifier: 'EXT-1', name: 'Pieter De Smet', email: 'pieter@havenbedrijf.example' }],
          contracts: [],
        })
      ).id;
      return made.costCenter!;
    },
    changes: {
      name: [null, 'Onderhoud'],
      contacts: [
        null,
        [{ identifier: 'EXT-1', name: 'Pieter De Smet', email: 'pieter@havenbedrijf.example' }],
      ],
    },
  },
  {
    objectType: 'cost-center',
    action: 'changed',
    change: async () =>
      (
        await asLead('PUT', `/dexis/cost-center/${made.costCenter}`, {
          code: `KP-${unique()}`,
          name: 'Onderhoud Gent',
          active: true,
          contacts: [],
          contracts: [{ number: 'RC-1', description: 'Raamcontract', validFrom: null, validTo: null }],
        })
      ).id,
    changes: {
      name: ['Onderhoud', 'Onderhoud Gent'],
      contacts: [[expect.objectContaining({ identifier: 'EXT-1' })], []],
      contracts: [[], [{ number: 'RC-1', description: 'Raamcontract', validFrom: null, validTo: null }]],
    },
  },
  {
    objectType: 'cost-center',
    action: 'deleted',
    change: async () => {
      await shop.call('DELETE', `/store-api/dexis/cost-center/${made.costCenter}`, lead.token);
      return made.costCenter!;
    },
    changes: { name: ['Onderhoud Gent', null] },
  },
  {
    objectType: 'cost-post',
    action: 'created',
    change: async () => {
      made.costPost = (
        await asLead('POST', '/dexis/cost-posts', { code: `6040-${unique()}`, name: 'Machines' })
      ).id;
      return made.costPost!;
    },
    changes: { name: [null, 'Machines'], active: [null, true] },
  },
  {
    objectType: 'cost-post',
    action: 'changed',
    change: async () => {
      const [post] = (await shop.call('GET', `/store-api/dexis/cost-posts`, lead.token))
        .json()
        .data.filter((candidate: { id: string }) => candidate.id === made.costPost);
      return (
        await asLead('PUT', `/dexis/cost-posts/${made.costPost}`, {
          ...post,
          name: 'Onderhoud',
          active: false,
        })
      ).id;
    },
    changes: { name: ['Machines', 'Onderhoud'], active: [true, false] },
  },
  {
    objectType: 'cost-post',
    action: 'deleted',
    change: async () => {
      await shop.call('DELETE', `/store-api/dexis/cost-posts/${made.costPost}`, lead.token);
      return made.costPost!;
    },
    changes: { name: ['Onderhoud', null] },
  },
  {
    objectType: 'cost-post',
    action: 'created',
    change: async () => {
      const code = `7000-${unique()}`;
      await asLead('POST', '/dexis/cost-posts/import', {
        content: `code;name\n${code};Geïmporteerd`,
        preview: false,
      });
      const posts = (await shop.call('GET', `/store-api/dexis/cost-posts?search=${code}`, lead.token)).json()
        .data;
      return posts[0].id;
    },
    changes: { name: [null, 'Geïmporteerd'] },
  },
  {
    objectType: 'cost-post-settings',
    action: 'changed',
    change: async () => {
      await shop.call('PUT', '/store-api/dexis/cost-posts/settings', lead.token, { required: true });
      return lead.companyId;
    },
    changes: { required: [false, true] },
  },
  {
    objectType: 'customer-user',
    action: 'password-changed',
    change: async () => {
      await shop.call('POST', '/store-api/account/change-password', lead.token, {
        password: 'demo1234',
        newPassword: 'another-password',
        newPasswordConfirm: 'another-password',
      });
      return lead.id;
    },
    changes: {},
  },
];

describe('the audit log of customers’ changes', () => {
  it.each(changes)(
    'records $objectType $action',
    async ({ objectType, action, change, changes: expected }) => {
      const objectId = await change();
      const [entry] = await entriesOf(objectType, objectId);
      expect(entry).toMatchObject({
        action,
        actor: { kind: 'customer', id: lead.id, name: 'Lien Peeters', onBehalfOf: null },
        objectId: apiId(objectId),
      });
      expect(entry.actor.clientAddress).toBeTruthy();
      expect(entry.changes).toEqual(expect.objectContaining(expected));
      expect(JSON.stringify(entry.changes)).not.toMatch(/password|scrypt/i);
    },
  );

  it('records nothing of a change that was refused', async () => {
    const code = `KP-${unique()}`;
    const first = await asLead('POST', '/dexis/cost-posts', { code, name: 'Eerste' });
    const taken = await shop.call('POST', '/store-api/dexis/cost-posts', lead.token, {
      code,
      name: 'Tweede',
    });
    expect(taken.status).toBe(400);
    expect((await entriesOf('cost-post', first.id)).map((entry: { action: string }) => entry.action)).toEqual(
      ['created'],
    );
    const log = await shop.staffCall(
      'staff.service',
      'GET',
      `/admin-api/audit-log?objectType=cost-post&actorId=${lead.id}&limit=200`,
    );
    const names = log.json().data.map((entry: { changes: { name?: unknown[] } }) => entry.changes.name?.[1]);
    expect(names).not.toContain('Tweede');
  });
});
