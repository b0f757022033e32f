import { brusselsDate } from '@tradeshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { costCenterSnapshotOf } from './index.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };

const base = '/store-api/dexis/cost-center';
const today = () => brusselsDate(new Date());
/** A day `days` away from today in Brussels, `YYYY-MM-DD`. */
const dayFromToday = (days: number) => brusselsDate(new Date(Date.now() + days * 86_400_000));
const unique = () => crypto.randomUUID().slice(0, 8).toUpperCase();

const centerBody = (overrides: Record<string, unknown> = {}) => ({
  code: `KP-${unique()}`,
  name: 'Onderhoud',
  active: true,
  contacts: [{ identifier: 'EXT-1', name: 'Pieter De Smet', email: 'pieter@havenbedrijf.example' }],
  contracts: [{ number: 'RC-1', description: 'Raamcontract', validFrom: null, validTo: null }],
  ...overrides,
});

const create = async (body: Record<string, unknown>, token = lead.token) =>
  shop.call('POST', base, token, body);

const violationPaths = (response: Awaited<ReturnType<TestShop['call']>>) =>
  response.json().errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
});
afterAll(() => shop?.close());

describe('cost centres', () => {
  it('are created with contacts and contracts, listed, changed and deleted', async () => {
    const created = await create(
      centerBody({
        code: 'KP-GENT',
        contracts: [
          { number: 'RC-1', description: 'Raamcontract', validFrom: '2025-01-01', validTo: '2027-12-31' },
        ],
      }),
    );
    expect(created.status).toBe(200);
    const center = created.json().data;
    expect(center).toMatchObject({
      code: 'KP-GENT',
      name: 'Onderhoud',
      active: true,
      contacts: [{ identifier: 'EXT-1', name: 'Pieter De Smet', email: 'pieter@havenbedrijf.example' }],
      contracts: [
        { number: 'RC-1', description: 'Raamcontract', validFrom: '2025-01-01', validTo: '2027-12-31' },
      ],
    });
    const listed = (await shop.call('GET', base, lead.token)).json().data;
    expect(listed.map((entry: { id: string }) => entry.id)).toContain(center.id);
    expect((await shop.call('GET', `${base}/${center.id}`, lead.token)).json().data).toEqual(center);

    // The kept contact changes, a second one is added, the contract is left out and so deleted.
    const contactId = center.contacts[0].id;
    const changed = await shop.call('PUT', `${base}/${center.id}`, lead.token, {
      code: 'KP-GENT-2',
      name: 'Onderhoud Gent',
      active: false,
      contacts: [
        {
          id: contactId,
          identifier: 'EXT-1',
          name: 'Pieter De Smet',
          email: 'p.desmet@havenbedrijf.example',
        },
        { identifier: 'EXT-2', name: 'Nathalie Claes', email: 'nathalie@havenbedrijf.example' },
      ],
      contracts: [],
    });
    expect(changed.status).toBe(200);
    expect(changed.json().data).toMatchObject({
      code: 'KP-GENT-2',
      name: 'Onderhoud Gent',
      active: false,
      contacts: [
        { id: contactId, email: 'p.desmet@havenbedrijf.example' },
        { identifier: 'EXT-2', name: 'Nathalie Claes' },
      ],
      contracts: [],
    });

    // Two kept rows may swap their identifiers.
    const [first, second] = changed.json().data.contacts;
    const swapped = await shop.call('PUT', `${base}/${center.id}`, lead.token, {
      code: 'KP-GENT-2',
      name: 'Onderhoud Gent',
      active: false,
      contacts: [
        { ...first, identifier: 'EXT-2' },
        { ...second, identifier: 'EXT-1' },
      ],
    });
    expect(swapped.status).toBe(200);
    expect(
      swapped
        .json()
        .data.contacts.map((contact: { id: string; identifier: string }) => [contact.id, contact.identifier]),
    ).toEqual([
      [second.id, 'EXT-1'],
      [first.id, 'EXT-2'],
    ]);

    expect((await shop.call('DELETE', `${base}/${center.id}`, lead.token)).json()).toEqual({ success: true });
    const gone = await shop.call('GET', `${base}/${center.id}`, lead.token);
    expect(gone.status).toBe(404);
    expect(gone.json().errors[0].code).toBe('DEXIS__COST_CENTER_NOT_FOUND');
  });

  it('check their fields', async () => {
    const paths = async (body: Record<string, unknown>) => {
      const response = await create(body);
      expect(response.status).toBe(400);
      return violationPaths(response);
    };
    expect(await paths(centerBody({ code: '' }))).toEqual(['body/code']);
    expect(await paths(centerBody({ code: 'x'.repeat(31) }))).toEqual(['body/code']);
    expect(await paths(centerBody({ name: '  ' }))).toEqual(['body/name']);
    expect(await paths(centerBody({ name: 'x'.repeat(101) }))).toEqual(['body/name']);
    const contact = { identifier: 'EXT-1', name: 'Pieter', email: 'pieter@example.be' };
    expect(await paths(centerBody({ contacts: [{ ...contact, identifier: '' }] }))).toEqual([
      'body/contacts/0/identifier',
    ]);
    expect(await paths(centerBody({ contacts: [{ ...contact, identifier: 'x'.repeat(51) }] }))).toEqual([
      'body/contacts/0/identifier',
    ]);
    expect(await paths(centerBody({ contacts: [{ ...contact, name: '' }] }))).toEqual([
      'body/contacts/0/name',
    ]);
    expect(await paths(centerBody({ contacts: [{ ...contact, email: 'geen-adres' }] }))).toEqual([
      'body/contacts/0/email',
    ]);
    expect(
      await paths(centerBody({ contacts: [contact, { ...contact, identifier: 'ext-1', name: 'Ander' }] })),
    ).toEqual(['body/contacts/1/identifier']);
    const contract = { number: 'RC-1', description: '' };
    expect(await paths(centerBody({ contracts: [{ ...contract, number: '' }] }))).toEqual([
      'body/contracts/0/number',
    ]);
    expect(await paths(centerBody({ contracts: [{ ...contract, description: 'x'.repeat(201) }] }))).toEqual([
      'body/contracts/0/description',
    ]);
    expect(
      await paths(
        centerBody({ contracts: [{ ...contract, validFrom: '2026-05-10', validTo: '2026-05-09' }] }),
      ),
    ).toEqual(['body/contracts/0/validTo']);
    expect(await paths(centerBody({ contracts: [{ ...contract, validFrom: '2026-02-30' }] }))).toEqual([
      'body/contracts/0/validFrom',
    ]);
    expect(await paths(centerBody({ contracts: [contract, { ...contract, number: 'rc-1' }] }))).toEqual([
      'body/contracts/1/number',
    ]);
    // A one-day contract is fine.
    expect(
      (
        await create(
          centerBody({ contracts: [{ ...contract, validFrom: '2026-05-10', validTo: '2026-05-10' }] }),
        )
      ).status,
    ).toBe(200);
  });

  it('have a code of their own in the company, regardless of case, and write nothing on failure', async () => {
    const first = (await create(centerBody({ code: 'KP-UNIEK' }))).json().data;
    const twice = await create(centerBody({ code: 'kp-uniek', name: 'Ander' }));
    expect(twice.status).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({
      code: 'COST_CENTER_CODE_NOT_UNIQUE',
      violations: [{ propertyPath: 'body/code', type: 'COST_CENTER_CODE_NOT_UNIQUE' }],
    });
    const second = (await create(centerBody())).json().data;
    const renamed = await shop.call(
      'PUT',
      `${base}/${second.id}`,
      lead.token,
      centerBody({ code: 'Kp-Uniek' }),
    );
    expect(renamed.json().errors[0].code).toBe('COST_CENTER_CODE_NOT_UNIQUE');
    // Keeping its own code is no conflict.
    expect(
      (await shop.call('PUT', `${base}/${first.id}`, lead.token, centerBody({ code: 'KP-UNIEK' }))).status,
    ).toBe(200);
    // Another company may use the same code.
    expect((await create(centerBody({ code: 'KP-UNIEK' }), other.token)).status).toBe(200);

    // A row of another cost centre is refused, and nothing of the change is written.
    const foreignRow = first.contacts[0].id;
    const refused = await shop.call('PUT', `${base}/${second.id}`, lead.token, {
      ...centerBody({ code: second.code, name: 'Niet bewaard' }),
      contacts: [{ id: foreignRow, identifier: 'EXT-9', name: 'X', email: 'x@example.be' }],
    });
    expect(refused.status).toBe(400);
    expect(violationPaths(refused)).toEqual(['body/contacts/0/id']);
    expect((await shop.call('GET', `${base}/${second.id}`, lead.token)).json().data).toEqual(second);
  });

  it('are out of reach for other companies', async () => {
    const center = (await create(centerBody())).json().data;
    expect((await shop.call('GET', `${base}/${center.id}`, other.token)).status).toBe(404);
    expect((await shop.call('PUT', `${base}/${center.id}`, other.token, centerBody())).status).toBe(404);
    expect((await shop.call('DELETE', `${base}/${center.id}`, other.token)).status).toBe(404);
    const otherList = (await shop.call('GET', base, other.token)).json().data;
    expect(otherList.map((entry: { id: string }) => entry.id)).not.toContain(center.id);
    const assign = await shop.call('POST', `${base}/external-contact-assign`, other.token, {
      externalContactId: center.contacts[0].id,
    });
    expect(assign.status).toBe(404);
    expect(assign.json().errors[0].code).toBe('DEXIS__COST_CENTER_CONTACT_NOT_FOUND');
    expect(
      (await shop.call('GET', base, lead.token)).json().data.map((entry: { id: string }) => entry.id),
    ).toContain(center.id);
  });

  it('need the right to manage them; choosing one needs the right to use or manage them', async () => {
    const buyer = await shop.userWith(lead.token, ['ROLE_ACCESS_COST_CENTER']);
    const manager = await shop.userWith(lead.token, ['ROLE_MANAGE_COST_CENTER']);
    const nobody = await shop.userWith(lead.token, []);
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const response = await shop.call(method, url, buyer.token, centerBody());
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(response.json().errors[0]).toMatchObject({
        code: 'DEXIS__MISSING_RIGHT',
        meta: { parameters: { right: 'ROLE_MANAGE_COST_CENTER' } },
      });
    }
    expect((await shop.call('GET', `${base}/external-contact`, buyer.token)).status).toBe(200);
    expect((await shop.call('GET', `${base}/external-contact`, manager.token)).status).toBe(200);
    const refused = await shop.call('GET', `${base}/external-contact`, nobody.token);
    expect(refused.status).toBe(403);
    expect(refused.json().errors[0].meta.parameters.right).toBe('ROLE_ACCESS_COST_CENTER');
    expect((await shop.call('POST', `${base}/external-contact-dismiss`, nobody.token)).status).toBe(403);
    // Reading the cart's choice is for every logged-in user; visitors are refused.
    expect((await shop.call('GET', `${base}/cart/external-contact`, nobody.token)).json()).toEqual({
      data: null,
    });
    expect((await shop.request({ url: `${base}/cart/external-contact` })).status).toBe(403);
  });

  it('offer the active ones with contacts and today’s contracts to the cart, searchable', async () => {
    const code = `ZK-${unique()}`;
    const center = (
      await create(
        centerBody({
          code,
          name: 'Zoekcentrum',
          contacts: [
            { identifier: `ID-${code}-A`, name: 'Anna Zoekbaar', email: 'anna@klant.example' },
            { identifier: `ID-${code}-B`, name: 'Bert Anders', email: 'bert@vindmij.example' },
          ],
          contracts: [
            { number: 'OPEN', description: '' },
            { number: 'OUD', description: '', validFrom: '2020-01-01', validTo: dayFromToday(-1) },
            { number: 'LATER', description: '', validFrom: dayFromToday(2) },
            { number: 'VANDAAG', description: '', validFrom: today(), validTo: today() },
          ],
        }),
      )
    ).json().data;
    await create(centerBody({ code: `${code}-UIT`, name: 'Zoekcentrum uit', active: false }));
    await create(centerBody({ code: `${code}-LEEG`, name: 'Zoekcentrum leeg', contacts: [] }));

    const all = (await shop.call('GET', `${base}/external-contact`, lead.token)).json().data;
    const offered = all.filter((group: { code: string }) => group.code.startsWith(code));
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ id: center.id, code, name: 'Zoekcentrum' });
    expect(offered[0].contacts).toHaveLength(2);
    expect(offered[0].contracts.map((contract: { number: string }) => contract.number)).toEqual([
      'OPEN',
      'VANDAAG',
    ]);

    const search = async (term: string) =>
      (await shop.call('GET', `${base}/external-contact?term=${encodeURIComponent(term)}`, lead.token))
        .json()
        .data.filter((group: { code: string }) => group.code.startsWith(code))
        .flatMap((group: { contacts: { name: string }[] }) => group.contacts.map((contact) => contact.name));
    expect(await search('vindmij')).toEqual(['Bert Anders']);
    expect(await search('zoekbaar')).toEqual(['Anna Zoekbaar']);
    expect(await search(`${code}-b`)).toEqual(['Bert Anders']);
    expect(await search('zoekcentrum')).toEqual(['Anna Zoekbaar', 'Bert Anders']);
    expect(await search(code.toLowerCase())).toEqual(['Anna Zoekbaar', 'Bert Anders']);
    expect(await search('niemand-heet-zo')).toEqual([]);
  });
});

describe('the cart’s external contact', () => {
  it('is assigned with a contract, read back, refused for a wrong contract and dismissed', async () => {
    const buyer = await shop.userWith(lead.token, [
      'ROLE_ACCESS_COST_CENTER',
      'ROLE_PLACE_ORDERS',
      'ROLE_VIEW_PRICES',
    ]);
    const center = (
      await create(
        centerBody({
          contracts: [
            {
              number: 'GELDIG',
              description: 'Geldig contract',
              validFrom: dayFromToday(-10),
              validTo: today(),
            },
            { number: 'VERLOPEN', description: '', validFrom: '2020-01-01', validTo: dayFromToday(-1) },
          ],
        }),
      )
    ).json().data;
    const otherCenter = (await create(centerBody())).json().data;
    const contact = center.contacts[0];
    const valid = center.contracts.find((contract: { number: string }) => contract.number === 'GELDIG');
    const expired = center.contracts.find((contract: { number: string }) => contract.number === 'VERLOPEN');

    expect((await shop.call('GET', `${base}/cart/external-contact`, buyer.token)).json()).toEqual({
      data: null,
    });
    const assigned = await shop.call('POST', `${base}/external-contact-assign`, buyer.token, {
      externalContactId: contact.id,
      contractId: valid.id,
    });
    expect(assigned.status).toBe(200);
    const choice = {
      costCenter: { id: center.id, code: center.code, name: center.name },
      contact: {
        id: contact.id,
        identifier: 'EXT-1',
        name: 'Pieter De Smet',
        email: 'pieter@havenbedrijf.example',
      },
      contract: { id: valid.id, number: 'GELDIG', description: 'Geldig contract' },
    };
    expect(assigned.json()).toEqual({ data: choice });
    expect((await shop.call('GET', `${base}/cart/external-contact`, buyer.token)).json()).toEqual({
      data: choice,
    });

    const wrongCenter = await shop.call('POST', `${base}/external-contact-assign`, buyer.token, {
      externalContactId: contact.id,
      contractId: otherCenter.contracts[0].id,
    });
    expect(wrongCenter.status).toBe(400);
    expect(wrongCenter.json().errors[0]).toMatchObject({
      code: 'DEXIS__COST_CENTER_CONTRACT_NOT_FOUND',
      violations: [{ propertyPath: 'body/contractId' }],
    });
    const outdated = await shop.call('POST', `${base}/external-contact-assign`, buyer.token, {
      externalContactId: contact.id,
      contractId: expired.id,
    });
    expect(outdated.status).toBe(400);
    expect(outdated.json().errors[0]).toMatchObject({
      code: 'DEXIS__COST_CENTER_CONTRACT_NOT_VALID',
      violations: [{ propertyPath: 'body/contractId' }],
    });
    const unknown = await shop.call('POST', `${base}/external-contact-assign`, buyer.token, {
      externalContactId: crypto.randomUUID(),
    });
    expect(unknown.status).toBe(404);
    // The refused calls left the choice as it was.
    expect((await shop.call('GET', `${base}/cart/external-contact`, buyer.token)).json()).toEqual({
      data: choice,
    });

    // Without a contract.
    const contactOnly = await shop.call('POST', `${base}/external-contact-assign`, buyer.token, {
      externalContactId: otherCenter.contacts[0].id,
    });
    expect(contactOnly.json().data).toMatchObject({ costCenter: { id: otherCenter.id }, contract: null });

    const dismissed = await shop.call('POST', `${base}/external-contact-dismiss`, buyer.token);
    expect(dismissed.status).toBe(200);
    expect(dismissed.json()).toEqual({ data: null });
    expect((await shop.call('GET', `${base}/cart/external-contact`, buyer.token)).json()).toEqual({
      data: null,
    });
  });

  it('goes when its contact is deleted, and stops counting while the cost centre is inactive', async () => {
    const buyer = await shop.userWith(lead.token, ['ROLE_ACCESS_COST_CENTER']);
    const body = centerBody({
      contacts: [
        { identifier: 'EXT-1', name: 'Blijft', email: 'blijft@example.be' },
        { identifier: 'EXT-2', name: 'Gaat', email: 'gaat@example.be' },
      ],
    });
    const center = (await create(body)).json().data;
    const [kept, leaving] = center.contacts;
    await shop.call('POST', `${base}/external-contact-assign`, buyer.token, {
      externalContactId: kept.id,
      contractId: center.contracts[0].id,
    });
    const read = async () =>
      (await shop.call('GET', `${base}/cart/external-contact`, buyer.token)).json().data;
    await shop.call('PUT', `${base}/${center.id}`, lead.token, {
      ...body,
      active: false,
      contacts: center.contacts,
      contracts: center.contracts,
    });
    expect(await read()).toBeNull();
    await shop.call('PUT', `${base}/${center.id}`, lead.token, {
      ...body,
      contacts: center.contacts,
      contracts: center.contracts,
    });
    expect(await read()).toMatchObject({
      contact: { id: kept.id },
      contract: { id: center.contracts[0].id },
    });

    // The contract left out of the lists: the contact stays, the contract goes.
    await shop.call('PUT', `${base}/${center.id}`, lead.token, {
      ...body,
      contacts: center.contacts,
      contracts: [],
    });
    expect(await read()).toMatchObject({ contact: { id: kept.id }, contract: null });

    await shop.call('POST', `${base}/external-contact-assign`, buyer.token, {
      externalContactId: leaving.id,
    });
    expect((await read()).contact.id).toBe(leaving.id);
    await shop.call('PUT', `${base}/${center.id}`, lead.token, { ...body, contacts: [kept], contracts: [] });
    expect(await read()).toBeNull();

    await shop.call('POST', `${base}/external-contact-assign`, buyer.token, { externalContactId: kept.id });
    await shop.call('DELETE', `${base}/${center.id}`, lead.token);
    expect(await read()).toBeNull();
  });
});

describe('costCenterSnapshotOf', () => {
  it('copies what the order prints, and leaves out what can no longer be used', async () => {
    const center = (
      await create(
        centerBody({
          code: 'KP-SNAP',
          name: 'Snapshot',
          contracts: [
            { number: 'NU', description: 'Loopt', validFrom: today(), validTo: null },
            { number: 'VOORBIJ', description: '', validFrom: null, validTo: dayFromToday(-1) },
          ],
        }),
      )
    ).json().data;
    const otherCenter = (await create(centerBody())).json().data;
    const [contact] = center.contacts;
    const [current, past] = center.contracts;
    const snapshot = (contactId: string | null, contractId: string | null, companyId = lead.companyId) =>
      costCenterSnapshotOf(shop.database.db, companyId, contactId, contractId);

    expect(await snapshot(contact.id, current.id)).toEqual({
      code: 'KP-SNAP',
      name: 'Snapshot',
      contact: { identifier: 'EXT-1', name: 'Pieter De Smet', email: 'pieter@havenbedrijf.example' },
      contract: { number: 'NU', description: 'Loopt' },
    });
    expect((await snapshot(contact.id, past.id))?.contract).toBeNull();
    expect((await snapshot(contact.id, otherCenter.contracts[0].id))?.contract).toBeNull();
    expect((await snapshot(contact.id, null))?.contract).toBeNull();
    expect(await snapshot(null, current.id)).toBeNull();
    expect(await snapshot(contact.id, current.id, other.companyId)).toBeNull();
    expect(await snapshot(crypto.randomUUID(), null)).toBeNull();
    await shop.call('PUT', `${base}/${center.id}`, lead.token, {
      code: 'KP-SNAP',
      name: 'Snapshot',
      active: false,
      contacts: center.contacts,
      contracts: center.contracts,
    });
    expect(await snapshot(contact.id, current.id)).toBeNull();
  });
});

describe('the demo shop', () => {
  it('has cost centres for the demo company that the demo buyer may choose', async () => {
    const names = (await shop.call('GET', base, lead.token))
      .json()
      .data.map((entry: { code: string }) => entry.code);
    expect(names).toEqual(expect.arrayContaining(['KP-100', 'KP-200', 'KP-900']));
    const buyer = await shop.login('demo.buyer');
    const offered = (await shop.call('GET', `${base}/external-contact`, buyer.token)).json().data;
    expect(offered.map((group: { code: string }) => group.code)).toEqual(
      expect.arrayContaining(['KP-100', 'KP-200']),
    );
    expect(offered.map((group: { code: string }) => group.code)).not.toContain('KP-900');
  });
});

describe('with the cost centre module switched off', () => {
  it('answers 404 on every cost centre route', async () => {
    const off = await startTestShop({ featureFlags: [] });
    try {
      const user = await off.login('demo.lead');
      for (const [method, url] of [
        ['GET', base],
        ['GET', `${base}/external-contact`],
        ['GET', `${base}/cart/external-contact`],
        ['POST', `${base}/external-contact-dismiss`],
      ] as const) {
        const response = await off.call(method, url, user.token);
        expect(response.status, `${method} ${url}`).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
