/**
 * Registration helpers: fresh Belgian VAT numbers, and the confirmation link of the development
 * outbox of the end-to-end Store API (newest mails first).
 */
import { belgianVat } from '@tradeshop/domain';

const storeApiUrl = 'http://127.0.0.1:4100/store-api';
const accessKey = 'SWSCTRADESHOPDEMOKEY0000001';

let vatCounter = 0;

/** A valid Belgian VAT number no test has used yet (the e2e database is new on every run). */
export function newBelgianVat(): string {
  vatCounter += 1;
  const base = `0${String(Date.now()).slice(-5)}${String(vatCounter).padStart(2, '0')}`;
  return belgianVat(base);
}

/** A name unique to this run, for e-mail addresses and usernames. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

interface OutboxMail {
  recipient: string;
  template: string;
  text: string;
}

/** The storefront path (with its language prefix) of the newest confirmation link mailed to `email`. */
export async function confirmationPath(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${storeApiUrl}/_dev/mails`, {
      headers: { 'sw-access-key': accessKey, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`The outbox answered ${response.status}`);
    const { data: mails } = (await response.json()) as { data: OutboxMail[] };
    const link = mails
      .filter((mail) => mail.recipient === email)
      .map((mail) => mail.text.match(/https?:\/\/\S+\/register\/confirm\?hash=[\w%-]+/)?.[0])
      .find(Boolean);
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`No confirmation mail to ${email}`);
}

/** Registers a company straight at the Store API, as another shopper would at the same time. */
export async function registerCompanyElsewhere(vatNumber: string): Promise<void> {
  const email = `${uniqueName('elsewhere')}@example.com`;
  const response = await fetch(`${storeApiUrl}/dexis/register/company`, {
    method: 'POST',
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      vatNumber,
      companyName: 'Elders Geregistreerd BV',
      street: 'Kerkstraat',
      houseNumber: '1',
      zipcode: '9000',
      city: 'Gent',
      country: 'BE',
      preferredBranch: 'IMM_MEL',
      salutation: 'mr',
      firstName: 'Eddy',
      lastName: 'Elders',
      email,
      phone: '+32 9 000 00 00',
      password: 'elsewhere123',
      passwordConfirm: 'elsewhere123',
      acceptedPrivacy: true,
      acceptedTerms: true,
      storefrontUrl: 'http://localhost:3100',
    }),
  });
  if (!response.ok)
    throw new Error(`Registering elsewhere answered ${response.status}: ${await response.text()}`);
}
