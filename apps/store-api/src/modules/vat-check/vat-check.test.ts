import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { recheckVatNumbers, startVatRecheck } from '../account/index.ts';
import { vatCheckSummaryOf } from './vat-check.service.ts';
import { demoRegister, type StandInBehaviour } from './vies-stand-in.ts';

/** What the stand-in answers, changed by the tests as a member state would change its mind. */
const register = new Map<string, StandInBehaviour>();
const asked: string[] = [];
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({
    viesRegister: (vatNumber) => {
      asked.push(vatNumber);
      return register.get(vatNumber) ?? demoRegister(vatNumber);
    },
  });
});
afterAll(() => shop?.close());

function dutchCompany(vatNumber: string, name: string) {
  return {
    companyName: name,
    vatNumber,
    street: 'Weena',
    houseNumber: '10',
    zipcode: '3012 CM',
    city: 'Rotterdam',
    country: 'NL',
    preferredBranch: 'IMM_MEL',
    salutation: 'ms',
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: `sanne.${vatNumber.toLowerCase()}@techniek.example`,
    phone: '+31 10 123 45 67',
    password: 'veilig-wachtwoord',
    passwordConfirm: 'veilig-wachtwoord',
    acceptedPrivacy: true,
    acceptedTerms: true,
    storefrontUrl: 'http://shop.test',
  };
}

const register_ = (body: unknown) =>
  shop.request({ method: 'POST', url: '/store-api/dexis/register/company', body });

async function checksOf(vatNumber: string) {
  return queryRows<{
    company_id: string | null;
    outcome: string;
    request_identifier: string | null;
    trader_name: string | null;
    requester: string | null;
    error_code: string | null;
  }>(
    shop.database.db,
    sql`select company_id, outcome, request_identifier, trader_name, requester, error_code
          from vat_number_check where vat_number = ${vatNumber} order by checked_at`,
  );
}

async function companyIdOf(vatNumber: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    shop.database.db,
    sql`select id from company where vat_number = ${vatNumber}`,
  );
  return row?.id;
}

describe('VAT numbers checked with VIES', () => {
  it('keeps the evidence of a valid number with the registered company: consultation number, name, requester', async () => {
    register.set('NL004495445B01', {
      kind: 'valid',
      name: 'DEMO TECHNIEK BV',
      address: 'WEENA 10 ROTTERDAM',
    });
    const registered = await register_(dutchCompany('NL004495445B01', 'Techniek BV'));
    expect(registered.status, registered.text).toBe(200);
    const companyId = await companyIdOf('NL004495445B01');
    const [check] = await checksOf('NL004495445B01');
    expect(check).toMatchObject({
      company_id: companyId,
      outcome: 'valid',
      trader_name: 'DEMO TECHNIEK BV',
      requester: 'BE0123456749',
    });
    expect(check!.request_identifier).toMatch(/^WAPI/);
    expect(await vatCheckSummaryOf(shop.database.db, companyId!, 'NL004495445B01')).toEqual({
      standing: 'confirmed',
      checkedAt: expect.any(String),
      requestIdentifier: check!.request_identifier,
    });
  });

  it('tells a company with a Belgian number nothing of VIES: no check applies to it', async () => {
    const buyer = await shop.login('demo.buyer');
    const me = (await shop.call('GET', '/store-api/account/customer', buyer.token)).json();
    expect(me.dexisCompany).toMatchObject({ vatNumber: expect.stringMatching(/^BE/), vatCheck: null });
  });

  it('refuses a number VIES does not know, with its own code, and registers nothing', async () => {
    register.set('NL123456782B01', { kind: 'invalid' });
    const response = await register_(dutchCompany('NL123456782B01', 'Onbekend BV'));
    expect(response.status).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VAT_NUMBER_UNKNOWN_TO_VIES',
      violations: [{ propertyPath: '/vatNumber', type: 'VAT_NUMBER_UNKNOWN_TO_VIES' }],
    });
    expect(await companyIdOf('NL123456782B01')).toBeUndefined();
  });

  it('never sends a malformed number or one with wrong check digits to VIES', async () => {
    const before = asked.length;
    const response = await register_(dutchCompany('NL123456789B01', 'Tikfout BV'));
    expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_VAT_NUMBER' });
    expect(asked.length).toBe(before);
  });

  it('registers while the member state is unavailable, and the recheck confirms the number once it answers', async () => {
    const vatNumber = 'NL000099998B57';
    register.set(vatNumber, { kind: 'unavailable' });
    expect((await register_(dutchCompany(vatNumber, 'Eenmanszaak Techniek'))).status).toBe(200);
    const companyId = (await companyIdOf(vatNumber))!;
    expect((await vatCheckSummaryOf(shop.database.db, companyId, vatNumber))?.standing).toBe('unconfirmed');
    expect((await checksOf(vatNumber)).map((check) => check.error_code)).toEqual(['MS_UNAVAILABLE']);

    register.set(vatNumber, { kind: 'valid', name: 'EENMANSZAAK TECHNIEK', address: 'ROTTERDAM' });
    // An unanswered number is asked again an hour later at the soonest.
    await shop.database.db.execute(
      sql`update vat_number_check set checked_at = now() - interval '2 hours' where vat_number = ${vatNumber}`,
    );
    const before = asked.length;
    await recheckVatNumbers(shop.database, shop.app.ports.vatRegistry, 30);
    expect(asked.slice(before)).toContain(vatNumber);
    expect(asked.slice(before).every((number) => !number.startsWith('BE'))).toBe(true);
    expect((await vatCheckSummaryOf(shop.database.db, companyId, vatNumber))?.standing).toBe('confirmed');

    // Decided a moment ago: the next round leaves it until it is 30 days old.
    const again = asked.length;
    await recheckVatNumbers(shop.database, shop.app.ports.vatRegistry, 30);
    expect(asked.slice(again)).not.toContain(vatNumber);
  });

  it('keeps an earlier confirmation when a later check finds VIES unavailable, and takes a later refusal', async () => {
    const vatNumber = 'NL004495445B01';
    const companyId = (await companyIdOf(vatNumber))!;
    register.set(vatNumber, { kind: 'unavailable' });
    await shop.database.db.execute(
      sql`update vat_number_check set checked_at = now() - interval '40 days' where vat_number = ${vatNumber}`,
    );
    await recheckVatNumbers(shop.database, shop.app.ports.vatRegistry, 30);
    expect((await vatCheckSummaryOf(shop.database.db, companyId, vatNumber))?.standing).toBe('confirmed');

    register.set(vatNumber, { kind: 'invalid' });
    await shop.database.db.execute(
      sql`update vat_number_check set checked_at = now() - interval '40 days' where vat_number = ${vatNumber}`,
    );
    await recheckVatNumbers(shop.database, shop.app.ports.vatRegistry, 30);
    expect((await vatCheckSummaryOf(shop.database.db, companyId, vatNumber))?.standing).toBe('invalid');
  });

  it('has a lead buyer ask VIES again, at most once a minute, and the cart follows the answer at once', async () => {
    const vatNumber = 'NL853746333B01';
    const lead = (await shop.login('nl.lead')).token;
    await shop.database.db.execute(sql`delete from vat_number_check where vat_number = ${vatNumber}`);
    register.set(vatNumber, { kind: 'unavailable' });
    const first = await shop.call('POST', '/store-api/dexis/companies/vat-check', lead);
    expect([first.status, first.json().data.standing]).toEqual([200, 'unconfirmed']);

    register.set(vatNumber, { kind: 'valid', name: 'DEMO TECHNIEK NEDERLAND BV', address: 'Rotterdam' });
    const asOften = asked.length;
    const tooSoon = await shop.call('POST', '/store-api/dexis/companies/vat-check', lead);
    expect([tooSoon.json().data.standing, asked.length]).toEqual(['unconfirmed', asOften]);

    await shop.database.db.execute(
      sql`update vat_number_check set checked_at = now() - interval '2 minutes' where vat_number = ${vatNumber}`,
    );
    const again = (await shop.call('POST', '/store-api/dexis/companies/vat-check', lead)).json().data;
    expect(again).toMatchObject({ standing: 'confirmed', requestIdentifier: expect.stringMatching(/^WAPI/) });
    const customer = (await shop.call('GET', '/store-api/account/customer', lead)).json();
    expect(customer.dexisCompany.vatCheck.standing).toBe('confirmed');
  });

  it('refuses another user than a lead buyer, and a company whose number VIES does not hold', async () => {
    const buyer = await shop.call(
      'POST',
      '/store-api/dexis/companies/vat-check',
      (await shop.login('demo.buyer')).token,
    );
    expect([buyer.status, buyer.json().errors[0].code]).toEqual([403, errorCodes.missingRight]);
    for (const username of ['demo.lead', 'ch.lead']) {
      const refused = await shop.call(
        'POST',
        '/store-api/dexis/companies/vat-check',
        (await shop.login(username)).token,
      );
      expect([refused.status, refused.json().errors[0].code]).toEqual([
        400,
        errorCodes.vatNumberNotCheckable,
      ]);
    }
  });

  it('asks VIES about a company the ERP imports as soon as the import is committed', async () => {
    const recheck = await startVatRecheck(shop.database, async () => shop.app.ports.vatRegistry, 30);
    try {
      // The round at the start has nothing left to ask.
      await new Promise((settled) => setTimeout(settled, 500));
      const token = await shop.integrationToken('ERP');
      const imported = await shop.request({
        method: 'PUT',
        url: '/integration-api/companies',
        headers: { authorization: `Bearer ${token}` },
        body: {
          rows: [
            {
              number: '100777',
              name: 'Werkzeug Köln GmbH',
              vatNumber: 'DE136695976',
              billingAddress: {
                key: 'A-100777',
                name: 'Werkzeug Köln GmbH',
                street: 'Hansaring',
                houseNumber: '20',
                zipcode: '50670',
                city: 'Köln',
                country: 'DE',
              },
              changedAt: '2026-11-20T08:00:00Z',
            },
          ],
        },
      });
      expect(imported.status, imported.text).toBe(200);
      for (let waited = 0; (await checksOf('DE136695976')).length === 0 && waited < 10_000; waited += 100)
        await new Promise((later) => setTimeout(later, 100));
      expect(await checksOf('DE136695976')).toEqual([
        expect.objectContaining({ outcome: 'valid', company_id: await companyIdOf('DE136695976') }),
      ]);
    } finally {
      await recheck.stop();
    }
  });
});
