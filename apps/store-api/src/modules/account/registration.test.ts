import { belgianVat } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  shop.request({ method: 'POST', url, body, headers });
const get = (url: string) => shop.request({ url });

let vatSequence = 1000;
/** A valid Belgian VAT number no other test uses. */
const freshVat = () => belgianVat(`0${String(4_100_000 + vatSequence++).padStart(7, '0')}`);

function companyRegistration(overrides: Record<string, unknown> = {}) {
  const vatNumber = freshVat();
  return {
    companyName: 'Nieuw Staal BV',
    vatNumber,
    street: 'Industrieweg',
    houseNumber: '12',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
    preferredBranch: 'IMM_MEL',
    salutation: 'ms',
    firstName: 'Ilse',
    lastName: 'Maes',
    email: `ilse.${vatNumber.toLowerCase()}@nieuwstaal.example`,
    phone: '+32 9 123 45 67',
    password: 'veilig-wachtwoord',
    passwordConfirm: 'veilig-wachtwoord',
    acceptedPrivacy: true,
    acceptedTerms: true,
    storefrontUrl: 'http://shop.test',
    ...overrides,
  };
}

function userRegistration(overrides: Record<string, unknown> = {}) {
  const suffix = vatSequence++;
  return {
    companyNumber: '100001',
    salutation: 'mr',
    firstName: 'Koen',
    lastName: 'Janssens',
    email: `koen.${suffix}@demo.example`,
    phone: '+32 3 555 12 12',
    password: 'nog-een-wachtwoord',
    passwordConfirm: 'nog-een-wachtwoord',
    acceptedPrivacy: true,
    acceptedTerms: true,
    storefrontUrl: 'http://shop.test/fr',
    ...overrides,
  };
}

async function mailsTo(recipient: string) {
  return queryRows<{ template: string; subject: string; text: string; locale: string }>(
    shop.database.db,
    sql`select template, subject, text, locale from mail_message where recipient = ${recipient} order by created_at`,
  );
}

async function confirmationHash(email: string): Promise<string> {
  const mail = (await mailsTo(email)).find((candidate) => candidate.template === 'registration-confirmation');
  return decodeURIComponent(/hash=([^\s]+)/.exec(mail!.text)![1]!);
}

const counts = async () =>
  (
    await queryRows<{ companies: number; customers: number; mails: number }>(
      shop.database.db,
      sql`select (select count(*)::int from company) as companies, (select count(*)::int from customer) as customers,
          (select count(*)::int from mail_message) as mails`,
    )
  )[0];

const login = (username: string, password: string) =>
  post('/store-api/account/login', { username, password });

describe('company check', () => {
  it('tells whether a VAT number or company number is already a customer', async () => {
    const known = await get(`/store-api/dexis/register/company/exists?vatNumber=${belgianVat('07123456')}`);
    expect(known.json()).toEqual({ data: { exists: true } });
    const spaced = await get('/store-api/dexis/register/company/exists?vatNumber=be%200712.345.6');
    expect(spaced.status).toBe(200);
    expect(
      (await get('/store-api/dexis/register/company/exists?companyNumber=100002')).json().data.exists,
    ).toBe(true);
    expect(
      (await get(`/store-api/dexis/register/company/exists?vatNumber=${freshVat()}`)).json().data.exists,
    ).toBe(false);
  });

  it('wants a VAT number or a six-digit company number', async () => {
    expect((await get('/store-api/dexis/register/company/exists')).status).toBe(400);
    const short = await get('/store-api/dexis/register/company/exists?companyNumber=12345');
    expect(short.status).toBe(400);
    expect(short.json().errors[0].violations[0].propertyPath).toContain('companyNumber');
  });
});

describe('registering a company', () => {
  it('creates the company with a new number and its lead buyer with every right, usable after confirmation', async () => {
    const body = companyRegistration();
    const v = body.vatNumber;
    const typed = `${v.slice(0, 2).toLowerCase()} ${v.slice(2, 6)}.${v.slice(6, 9)}.${v.slice(9)}`;
    const response = await post('/store-api/dexis/register/company', { ...body, vatNumber: typed });
    expect(response.status).toBe(200);
    const { customerId, companyNumber } = response.json().data;
    expect(companyNumber).toMatch(/^\d{6}$/);

    const [created] = await queryRows<Record<string, unknown>>(
      shop.database.db,
      sql`select c.number, c.vat_number, c.preferred_branch, c.registered_at, a.city, a.zipcode, u.lead_buyer,
                 u.username, u.password_hash, u.double_opt_in_registration, u.double_opt_in_confirm_date,
                 u.default_shipping_address_id = a.id as ships_to_billing,
                 (select count(*)::int from customer_right r where r.customer_id = u.id and r.enabled) as rights
          from customer u join company c on c.id = u.company_id join company_address a on a.id = c.billing_address_id
          where u.id = ${customerId}`,
    );
    expect(created).toMatchObject({
      number: companyNumber,
      vat_number: body.vatNumber,
      preferred_branch: 'IMM_MEL',
      city: 'Gent',
      lead_buyer: true,
      username: body.email,
      double_opt_in_registration: true,
      double_opt_in_confirm_date: null,
      ships_to_billing: true,
      rights: 24,
    });
    expect(String(created!.password_hash)).toMatch(/^scrypt\$/);
    expect(created!.registered_at).not.toBeNull();

    const [mail] = await mailsTo(body.email);
    expect(mail).toMatchObject({ template: 'registration-confirmation', locale: 'nl-NL' });
    expect(mail!.subject).toBe('Bevestig uw registratie');
    expect(mail!.text).toContain('http://shop.test/register/confirm?hash=');

    const early = await login(body.email, body.password);
    expect(early.status).toBe(401);
    expect(early.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED');

    const hash = await confirmationHash(body.email);
    const confirmed = await post('/store-api/account/register-confirm', { hash });
    expect(confirmed.json()).toEqual({ success: true });
    expect((await mailsTo(body.email)).map((sent) => sent.template)).toEqual([
      'registration-confirmation',
      'welcome',
    ]);

    const session = await login(body.email, body.password);
    expect(session.status).toBe(200);
    const me = await shop.request({
      url: '/store-api/account/customer',
      headers: { 'sw-context-token': session.json().contextToken },
    });
    expect(me.json()).toMatchObject({
      leadBuyer: true,
      dexisCompany: { number: companyNumber, name: 'Nieuw Staal BV' },
    });
    expect(me.json().doubleOptInConfirmDate).not.toBeNull();
  });

  it('works a confirmation link once', async () => {
    const body = companyRegistration();
    await post('/store-api/dexis/register/company', body);
    const hash = await confirmationHash(body.email);
    expect((await post('/store-api/account/register-confirm', { hash })).status).toBe(200);
    const again = await post('/store-api/account/register-confirm', { hash });
    expect(again.status).toBe(404);
    expect(again.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_CONFIRMATION_HASH_EXPIRED');
    const unknown = await post('/store-api/account/register-confirm', { hash: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
  });

  it('mails in the language of the storefront the registration came from', async () => {
    const body = companyRegistration({
      storefrontUrl: 'http://shop.test/fr',
      languageId: shop.languageIds['fr-FR'],
    });
    await post('/store-api/dexis/register/company', body);
    const [mail] = await mailsTo(body.email);
    expect(mail).toMatchObject({ locale: 'fr-FR', subject: 'Confirmez votre inscription' });
    expect(mail!.text).toContain('http://shop.test/fr/register/confirm?hash=');
  });

  it('accepts a company of another EU country with a VAT number of its format', async () => {
    const response = await post(
      '/store-api/dexis/register/company',
      companyRegistration({ vatNumber: 'NL004495445B01', country: 'NL', zipcode: '4811 AB', city: 'Breda' }),
    );
    expect(response.status).toBe(200);
  });

  const refusals: [string, () => Record<string, unknown>, string, string][] = [
    [
      'a VAT number with a wrong check digit',
      () => companyRegistration({ vatNumber: 'BE0417497107' }),
      'INVALID_VAT_NUMBER',
      '/vatNumber',
    ],
    [
      'a VAT number of another country',
      () => companyRegistration({ vatNumber: 'NL004495445B01' }),
      'INVALID_VAT_NUMBER',
      '/vatNumber',
    ],
    [
      'a VAT number already registered',
      () => companyRegistration({ vatNumber: belgianVat('07123456') }),
      'VAT_NUMBER_ALREADY_EXISTS',
      '/vatNumber',
    ],
    [
      'a username in use',
      () => companyRegistration({ username: 'DEMO.LEAD' }),
      'DUPLICATE_USERNAME',
      '/username',
    ],
    [
      'the customer number of a blocked company',
      () => companyRegistration({ isNew: false, clientNumber: 'C100003' }),
      'CLIENT_IS_BLOCKED',
      '/clientNumber',
    ],
    [
      'a customer number already registered',
      () => companyRegistration({ isNew: false, clientNumber: 'C100001' }),
      'CHECKOUT__CUSTOMER_ALREADY_EXISTING_DATA_FOUND',
      '/clientNumber',
    ],
    [
      'a Belgian postal code and place that do not match',
      () => companyRegistration({ zipcode: '9000', city: 'Antwerpen' }),
      'UNKNOWN_CITY',
      '/city',
    ],
  ];
  for (const [what, body, code, field] of refusals) {
    it(`refuses ${what} with ${code} and writes nothing`, async () => {
      const before = await counts();
      const response = await post('/store-api/dexis/register/company', body());
      expect(response.status).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        code,
        violations: [{ propertyPath: field, type: code }],
      });
      expect(await counts()).toEqual(before);
    });
  }

  it('answers bad input with violations and writes nothing', async () => {
    const before = await counts();
    const response = await post(
      '/store-api/dexis/register/company',
      companyRegistration({
        email: 'not-an-address',
        passwordConfirm: 'something else',
        acceptedTerms: false,
        zipcode: '900',
        preferredBranch: 'NOWHERE',
      }),
    );
    expect(response.status).toBe(400);
    const paths = response
      .json()
      .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['body/email', 'body/acceptedTerms', 'body/preferredBranch']),
    );
    expect(await counts()).toEqual(before);
  });

  it('wants a preferred branch office while the shop requires one', async () => {
    const response = await post(
      '/store-api/dexis/register/company',
      companyRegistration({ preferredBranch: undefined }),
    );
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations[0]).toMatchObject({ propertyPath: '/preferredBranch' });
  });

  it('refuses a confirmation link to a site that is not the shop', async () => {
    const response = await post(
      '/store-api/dexis/register/company',
      companyRegistration({ storefrontUrl: 'https://evil.example' }),
    );
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations[0].type).toBe('VIOLATION::UNKNOWN_DOMAIN');
  });

  it('gives two companies registering at once different numbers, and one VAT number only once', async () => {
    const first = companyRegistration();
    const second = companyRegistration();
    const twin = { ...companyRegistration(), vatNumber: first.vatNumber };
    const answers = await Promise.all(
      [first, second, twin].map((body) => post('/store-api/dexis/register/company', body)),
    );
    const numbers = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.json().data.companyNumber);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(2);
    expect(answers.filter((answer) => answer.status === 400)[0]!.json().errors[0].code).toBe(
      'VAT_NUMBER_ALREADY_EXISTS',
    );
  });
});

describe('registering a new user of an existing company', () => {
  it('joins the company with only their own profile rights; its user managers hear of it on confirmation', async () => {
    const body = userRegistration();
    const response = await post('/store-api/dexis/register/company/customer', body);
    expect(response.status).toBe(200);
    expect(response.json().data.companyNumber).toBe('100001');
    const hash = await confirmationHash(body.email);
    const [confirmation] = await mailsTo(body.email);
    expect(confirmation!.locale).toBe('fr-FR');
    await post('/store-api/account/register-confirm', { hash });

    const managerMails = await mailsTo('demo.lead@demo.example');
    expect(managerMails.at(-1)).toMatchObject({ template: 'colleague-registered' });
    expect(managerMails.at(-1)!.text).toContain(body.email);

    const session = await login(body.email, body.password);
    const me = await shop.request({
      url: '/store-api/account/customer',
      headers: { 'sw-context-token': session.json().contextToken },
    });
    expect(me.json()).toMatchObject({ leadBuyer: false, dexisCompany: { number: '100001' } });
    const enabled = me.json().rights.filter((right: { enabled: boolean }) => right.enabled);
    expect(enabled.map((right: { code: string }) => right.code).sort()).toEqual([
      'ROLE_MANAGE_OWN_ACCOUNT',
      'ROLE_MANAGE_OWN_CONTACT_INFO',
    ]);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an unknown company number', { companyNumber: '999999' }, 'COMPANY_DOESNT_EXIST'],
    ['an inactive company', { companyNumber: '100003' }, 'CLIENT_IS_BLOCKED'],
    ['a username in use', { username: 'other.lead' }, 'DUPLICATE_USERNAME'],
  ];
  for (const [what, overrides, code] of refusals) {
    it(`refuses ${what} with ${code} and writes nothing`, async () => {
      const before = await counts();
      const response = await post('/store-api/dexis/register/company/customer', userRegistration(overrides));
      expect(response.status).toBe(400);
      expect(response.json().errors[0].code).toBe(code);
      expect(await counts()).toEqual(before);
    });
  }

  it('wants a six-digit company number', async () => {
    const response = await post(
      '/store-api/dexis/register/company/customer',
      userRegistration({ companyNumber: '12a' }),
    );
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations[0].propertyPath).toBe('body/companyNumber');
  });
});

describe('city search', () => {
  it('finds Belgian places by postal code or name', async () => {
    const byCode = await get('/store-api/dexis/register/cities/search?query=9000');
    expect(byCode.json().data).toEqual([{ postalCode: '9000', city: 'Gent' }]);
    const byName = await get('/store-api/dexis/register/cities/search?query=leuv&limit=3');
    expect(byName.json().data[0]).toEqual({ postalCode: '3000', city: 'Leuven' });
  });

  it('wants at least two characters and a sane limit', async () => {
    expect((await get('/store-api/dexis/register/cities/search?query=9')).status).toBe(400);
    expect((await get('/store-api/dexis/register/cities/search?query=90&limit=1000')).status).toBe(400);
  });
});

describe('without the city and branch requirements', () => {
  let relaxed: TestShop;
  beforeAll(async () => {
    relaxed = await startTestShop({ featureFlags: [] });
  });
  afterAll(() => relaxed?.close());

  it('accepts any Belgian place and no branch office', async () => {
    const response = await relaxed.request({
      method: 'POST',
      url: '/store-api/dexis/register/company',
      body: companyRegistration({ zipcode: '9000', city: 'Gentbrugge-Zuid', preferredBranch: undefined }),
    });
    expect(response.status).toBe(200);
  });
});

describe('a recovery link', () => {
  it('also confirms a registration whose confirmation mail was lost', async () => {
    const body = companyRegistration();
    await post('/store-api/dexis/register/company', body);
    await post('/store-api/account/recovery-password', {
      username: body.email,
      storefrontUrl: 'http://shop.test',
    });
    const recovery = (await mailsTo(body.email)).find((mail) => mail.template === 'password-recovery');
    const hash = decodeURIComponent(/hash=([^\s]+)/.exec(recovery!.text)![1]!);
    await post('/store-api/account/recovery-password-confirm', {
      hash,
      newPassword: 'een-nieuw-wachtwoord',
      newPasswordConfirm: 'een-nieuw-wachtwoord',
    });
    expect((await login(body.email, 'een-nieuw-wachtwoord')).status).toBe(200);
  });
});
