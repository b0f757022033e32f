import { newBelgianVat, uniqueName } from '../registration';
import { callAs, importUsers, sessionOf } from '../store-api';
import { dashed } from './harvest';
import { type RawResponse, send, setCookie, shopOrigin } from './http';

const storeApiUrl = 'http://127.0.0.1:4100/store-api';
const accessKey = 'SWSCTRADESHOPDEMOKEY0000001';
const password = 'fuzz-password-1';

/** Who sends the fuzz's requests: nobody logged in, a buyer, and the lead buyer of a company. */
export const roles = ['visitor', 'buyer', 'lead'] as const;
export type Role = (typeof roles)[number];

export interface FuzzUser {
  username: string;
  id: string;
}

/**
 * A company of the fuzz's own, registered for it: whatever its lead buyer deletes, deactivates or
 * empties there, the demo company the other specs use stays as it was. Besides the buyer, the lead
 * buyer has a colleague the fuzz may delete.
 */
export interface FuzzCompany {
  lead: FuzzUser;
  buyer: FuzzUser;
  colleague: FuzzUser;
}

async function storeApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${storeApiUrl}${path}`, {
    method,
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The hash of the newest link of this kind in a mail to `email` (the outbox lists newest first). */
async function mailedHash(email: string, link: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { data: mails } = await storeApi<{ data: { recipient: string; text: string }[] }>(
      'GET',
      '/_dev/mails',
    );
    const hash = mails
      .filter((mail) => mail.recipient === email)
      .map((mail) => new RegExp(`${link.source}\\?hash=([\\w%-]+)`).exec(mail.text)?.[1])
      .find(Boolean);
    if (hash) return decodeURIComponent(hash);
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`No mail to ${email} with a ${link.source} link`);
}

export async function newFuzzCompany(): Promise<FuzzCompany> {
  const name = uniqueName('fuzz');
  const leadEmail = `${name}.lead@example.com`;
  await storeApi('POST', '/dexis/register/company', {
    vatNumber: newBelgianVat(),
    companyName: `Fuzz ${name} BV`,
    street: 'Kerkstraat',
    houseNumber: '1',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
    preferredBranch: 'IMM_MEL',
    salutation: 'ms',
    firstName: 'Fuzz',
    lastName: 'Lead',
    email: leadEmail,
    username: `${name}.lead`,
    phone: '+32 9 000 00 00',
    password,
    passwordConfirm: password,
    acceptedPrivacy: true,
    acceptedTerms: true,
    storefrontUrl: 'http://localhost:3100',
  });
  await storeApi('POST', '/account/register-confirm', {
    hash: await mailedHash(leadEmail, /\/register\/confirm/),
  });
  const colleagues = { buyer: 'buyer', colleague: 'administrator' } as const;
  const leadSession = await sessionOf(`${name}.lead`, password);
  await importUsers(
    leadSession,
    Object.entries(colleagues).map(([role, preset]) => ({
      firstName: 'Fuzz',
      lastName: role,
      username: `${name}.${role}`,
      email: `${name}.${role}@example.com`,
      preset,
    })),
  );
  for (const role of Object.keys(colleagues)) {
    await storeApi('POST', '/account/recovery-password-confirm', {
      hash: await mailedHash(`${name}.${role}@example.com`, /\/password-recovery/),
      newPassword: password,
      newPasswordConfirm: password,
    });
  }
  const { data: users } = await callAs<{ data: { id: string; username: string }[] }>(
    leadSession,
    'POST',
    '/dexis/companies/customers',
    { term: name },
  );
  const user = (role: string): FuzzUser => {
    const username = `${name}.${role}`;
    return { username, id: dashed(users.find((found) => found.username === username)!.id) };
  };
  return { lead: user('lead'), buyer: user('buyer'), colleague: user('colleague') };
}

/**
 * The storefront sessions of the fuzz's users, logged in through the login form. A session the fuzz
 * ended (a logout, a login as someone else) is opened anew; a user the fuzz locked out (renamed,
 * deactivated) is replaced by a new company's.
 */
export class Sessions {
  private readonly tokens = new Map<Role, string>();
  /** Ids the fuzz never sends: its own users', whose loss would end its sessions, and whoever the spec adds. */
  readonly protectedIds: Set<string>;
  /** How often a user the fuzz locked out was replaced by a new company's. */
  replacedCompanies = 0;
  private replacement: Promise<void> | undefined;
  private company: FuzzCompany;

  constructor(company: FuzzCompany) {
    this.company = company;
    this.protectedIds = new Set([company.lead.id, company.buyer.id]);
  }

  /** The session cookie of the role (none for the visitor). */
  async cookieOf(role: Role): Promise<string | undefined> {
    if (role === 'visitor') return undefined;
    const token = this.tokens.get(role) ?? (await this.logIn(role));
    return `sw-context-token=${token}`;
  }

  /** Forgets the role's session if it is no longer logged in as its user. */
  async check(role: Role): Promise<void> {
    const token = this.tokens.get(role);
    if (role === 'visitor' || !token) return;
    const answer = await fetch(`${storeApiUrl}/account/customer`, {
      headers: { 'sw-access-key': accessKey, 'sw-context-token': token, accept: 'application/json' },
    });
    const customer = answer.ok ? ((await answer.json()) as { id: string; active: boolean }) : null;
    if (!customer?.active || dashed(customer.id) !== this.userOf(role).id) this.tokens.delete(role);
  }

  private userOf(role: Exclude<Role, 'visitor'>): FuzzUser {
    return this.company[role];
  }

  private async logIn(role: Exclude<Role, 'visitor'>): Promise<string> {
    const token = (await this.loginAnswer(role)) ?? (await this.replaceCompany(role));
    this.tokens.set(role, token);
    return token;
  }

  private async replaceCompany(role: Exclude<Role, 'visitor'>): Promise<string> {
    // Both users' lanes may find them locked out at once: one new company serves both.
    this.replacement ??= newFuzzCompany().then((company) => {
      this.company = company;
      this.replacedCompanies++;
      this.protectedIds.add(company.lead.id).add(company.buyer.id);
      this.tokens.clear();
    });
    await this.replacement;
    this.replacement = undefined;
    const token = await this.loginAnswer(role);
    if (!token) throw new Error(`A new ${role} of the fuzz could not log in`);
    return token;
  }

  private async loginAnswer(role: Exclude<Role, 'visitor'>): Promise<string | undefined> {
    const answer: RawResponse = await send({
      method: 'POST',
      path: '/auth',
      headers: { origin: shopOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(new URLSearchParams({ username: this.userOf(role).username, password }).toString()),
    });
    return answer.status === 302 ? setCookie(answer, 'sw-context-token') : undefined;
  }
}
