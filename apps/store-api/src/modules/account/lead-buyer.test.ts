import { apiId } from '@tradeshop/api-client/contracts';
import { errorCodes, rightCodes } from '@tradeshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersWithDemoPassword } from '../../demo/accounts.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import {
  createLeadBuyer,
  type LeadBuyerInput,
  LeadBuyerRefused,
  leadBuyerInput,
} from './lead-buyer.service.ts';

let shop: TestShop;

const firstLeadBuyer = (overrides: Record<string, unknown> = {}): LeadBuyerInput =>
  leadBuyerInput.parse({
    companyNumber: '300001',
    companyName: 'Eerste Klant NV',
    vatNumber: 'BE0417497106',
    street: 'Kaai',
    houseNumber: '1',
    zipcode: '9000',
    city: 'Gent',
    username: 'jan.peeters',
    email: 'jan.peeters@eerste.example',
    firstName: 'Jan',
    lastName: 'Peeters',
    ...overrides,
  });
const loginAs = (username: string, password: string) =>
  shop.request({ method: 'POST', url: '/store-api/account/login', body: { username, password } });

beforeAll(async () => {
  shop = await startTestShop({ production: true });
});
afterAll(() => shop?.close());

describe('a production shop', () => {
  it('has no demo users: nobody logs in with the password of the README', async () => {
    expect(await usersWithDemoPassword(shop.database.db)).toEqual([]);
    expect((await loginAs('demo.lead', 'demo1234')).status).toBe(401);
  });

  it('hides the outbox of mails, even from a request of the machine itself', async () => {
    expect((await shop.request({ url: '/store-api/_dev/mails' })).status).toBe(404);
  });

  it('lets the first lead buyer log in with the chosen password and every right', async () => {
    const created = await createLeadBuyer(shop.database.db, firstLeadBuyer(), {
      value: 'Chosen-Pass-42',
      mustChange: false,
    });
    expect(created.companyCreated).toBe(true);
    const { token, id } = await shop.login('jan.peeters', 'Chosen-Pass-42');
    const me = (await shop.call('GET', '/store-api/account/customer', token)).json();
    expect(me).toMatchObject({ leadBuyer: true, active: true, companyId: apiId(created.companyId) });
    const roles = (await shop.call('GET', `/store-api/dexis/account/${id}/role`, token)).json().data;
    expect(roles.filter((right: { enabled: boolean }) => right.enabled)).toHaveLength(rightCodes.length);
  });

  it('makes a generated password be replaced at the first login', async () => {
    await createLeadBuyer(shop.database.db, firstLeadBuyer({ username: 'an.maes' }), {
      value: 'generated-0123456',
      mustChange: true,
    });
    const login = await loginAs('an.maes', 'generated-0123456');
    expect(login.status).toBe(401);
    expect(login.json().errors[0].code).toBe(errorCodes.forcedRecovery);
  });

  it('adds a lead buyer to a company that exists, and refuses a taken username or a new company without address', async () => {
    const added = await createLeadBuyer(
      shop.database.db,
      leadBuyerInput.parse({
        companyNumber: '300001',
        username: 'piet.claes',
        email: 'piet@eerste.example',
        firstName: 'Piet',
        lastName: 'Claes',
      }),
      { value: 'Another-Pass-7', mustChange: false },
    );
    expect(added.companyCreated).toBe(false);
    await expect(
      createLeadBuyer(shop.database.db, firstLeadBuyer({ username: 'JAN.PEETERS' }), {
        value: 'Chosen-Pass-42',
        mustChange: false,
      }),
    ).rejects.toThrow(LeadBuyerRefused);
    await expect(
      createLeadBuyer(
        shop.database.db,
        firstLeadBuyer({ companyNumber: '300002', username: 'nieuw', street: undefined, city: undefined }),
        { value: 'Chosen-Pass-42', mustChange: false },
      ),
    ).rejects.toThrow('give street, city');
  });

  it('checks what the command is given: company number, e-mail address, VAT number', () => {
    const issues = leadBuyerInput.safeParse({
      ...firstLeadBuyer(),
      companyNumber: '12',
      email: 'not an address',
      vatNumber: 'BE0123456788',
    }).error?.issues;
    expect(issues?.map((issue) => issue.path[0])).toEqual(['companyNumber', 'email', 'vatNumber']);
  });
});
