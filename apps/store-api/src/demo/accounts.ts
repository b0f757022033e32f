import {
  belgianVat,
  isEuVatCountry,
  normalizeVatNumber,
  type RightCode,
  rightCodes,
} from '@tradeshop/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import { company, companyAddress, customer, customerRight } from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../modules/account/index.ts';
import { firm } from '../modules/erp/index.ts';
import { keepCheck } from '../modules/vat-check/index.ts';
import { insertRows } from './bulk-insert.ts';
import { demoUuid } from './ids.ts';
import { languages } from './languages.ts';

/** The password of every demo login. */
export const demoPassword = 'demo1234';

/** A buyer reorders from order lists and the quick order, and follows their own orders. */
const buyerRights: RightCode[] = [
  'ROLE_VIEW_PRICES',
  'ROLE_PLACE_ORDERS',
  'ROLE_MANAGE_ORDER_HISTORY',
  'ROLE_MANAGE_OWN_ACCOUNT',
  'ROLE_MANAGE_ORDER_LISTS',
  'ROLE_ACCESS_QUICK_ORDER_FORM',
];

interface DemoCompany {
  key: string;
  number: string;
  name: string;
  /** ISO 3166-1 alpha-2 country of its addresses. */
  country: string;
  vatNumber: string;
  active: boolean;
  city: { street: string; houseNumber: string; zipcode: string; city: string };
  /** The delivery address, where it differs from the billing address's street. */
  delivery?: { street: string; houseNumber: string };
  /** Its users' phone number. */
  phone: string;
  users: DemoUser[];
}

interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  salutation: 'mr' | 'ms';
  locale: string;
  active: boolean;
  leadBuyer: boolean;
  rights: readonly RightCode[];
  role: string;
  /** Must choose a new password at the next login. */
  forcedRecovery?: boolean;
}

/** Fixed in every fresh install and listed in the README. */
export const demoCompanies: DemoCompany[] = [
  {
    key: 'demo',
    number: '100001',
    name: 'Demo Bouw & Techniek NV',
    country: 'BE',
    vatNumber: belgianVat('07123456'),
    active: true,
    city: { street: 'Industrieweg', houseNumber: '12', zipcode: '9000', city: 'Gent' },
    phone: '+32 9 123 45 67',
    users: [
      {
        username: 'demo.lead',
        firstName: 'Lien',
        lastName: 'Peeters',
        salutation: 'ms',
        locale: 'nl-NL',
        active: true,
        leadBuyer: true,
        rights: rightCodes,
        role: 'lead buyer, every right',
      },
      {
        username: 'demo.buyer',
        firstName: 'Tom',
        lastName: 'Janssens',
        salutation: 'mr',
        locale: 'nl-NL',
        active: true,
        leadBuyer: false,
        rights: buyerRights,
        role: 'may view prices, place orders (also from order lists and the quick order) and follow them',
      },
      {
        username: 'demo.approver',
        firstName: 'Sophie',
        lastName: 'Dubois',
        salutation: 'ms',
        locale: 'fr-FR',
        active: true,
        leadBuyer: false,
        rights: ['ROLE_VIEW_PRICES', 'ROLE_APPROVE_ORDER_FLOWS', 'ROLE_MANAGE_OWN_ACCOUNT'],
        role: 'may approve order flows',
      },
      {
        username: 'demo.inactive',
        firstName: 'Koen',
        lastName: 'Maes',
        salutation: 'mr',
        locale: 'nl-NL',
        active: false,
        leadBuyer: false,
        rights: buyerRights,
        role: 'inactive user',
      },
      {
        username: 'demo.reset',
        firstName: 'Emma',
        lastName: 'Wouters',
        salutation: 'ms',
        locale: 'nl-NL',
        active: true,
        leadBuyer: false,
        rights: buyerRights,
        role: 'must choose a new password at the next login',
        forcedRecovery: true,
      },
    ],
  },
  {
    key: 'other',
    number: '100002',
    name: 'Other Industrie BV',
    country: 'BE',
    vatNumber: belgianVat('08234567'),
    active: true,
    city: { street: 'Rue de l’Industrie', houseNumber: '5', zipcode: '4000', city: 'Liège' },
    phone: '+32 9 123 45 67',
    users: [
      {
        username: 'other.lead',
        firstName: 'Marc',
        lastName: 'Lambert',
        salutation: 'mr',
        locale: 'fr-FR',
        active: true,
        leadBuyer: true,
        rights: rightCodes,
        role: 'lead buyer of a second company',
      },
    ],
  },
  {
    key: 'closed',
    number: '100003',
    name: 'Closed Metaal BVBA',
    country: 'BE',
    vatNumber: belgianVat('04345678'),
    active: false,
    city: { street: 'Havenlaan', houseNumber: '88', zipcode: '2030', city: 'Antwerpen' },
    phone: '+32 9 123 45 67',
    users: [
      {
        username: 'closed.lead',
        firstName: 'Els',
        lastName: 'Wouters',
        salutation: 'ms',
        locale: 'nl-NL',
        active: true,
        leadBuyer: true,
        rights: rightCodes,
        role: 'user of an inactive company',
      },
    ],
  },
  {
    key: 'nl',
    number: '100004',
    name: 'Demo Techniek Nederland BV',
    country: 'NL',
    // Confirmed by VIES when the demo is seeded: its deliveries in the Netherlands are exempt.
    vatNumber: 'NL853746333B01',
    active: true,
    city: { street: 'Marconistraat', houseNumber: '16', zipcode: '3029 AK', city: 'Rotterdam' },
    delivery: { street: 'Waalhaven Zuidzijde', houseNumber: '21' },
    phone: '+31 10 123 45 67',
    users: [
      {
        username: 'nl.lead',
        firstName: 'Daan',
        lastName: 'de Vries',
        salutation: 'mr',
        locale: 'nl-NL',
        active: true,
        leadBuyer: true,
        rights: rightCodes,
        role: 'lead buyer in the Netherlands, every right: intra-community supplies at 0 % VAT',
      },
    ],
  },
  {
    key: 'ch',
    number: '100005',
    name: 'Demo Technik Schweiz AG',
    country: 'CH',
    vatNumber: 'CHE-116.281.710 MWST',
    active: true,
    city: { street: 'Hochbergerstrasse', houseNumber: '60', zipcode: '4057', city: 'Basel' },
    phone: '+41 61 123 45 67',
    users: [
      {
        username: 'ch.lead',
        firstName: 'Lukas',
        lastName: 'Meier',
        salutation: 'mr',
        locale: 'en-GB',
        active: true,
        leadBuyer: true,
        rights: rightCodes,
        role: 'lead buyer in Switzerland, every right: exports at 0 % VAT',
      },
    ],
  },
];

/** Demo companies with their addresses and users (password `demo1234`). */
export async function insertDemoAccounts(tx: Tx) {
  const passwordHash = await hashPassword(demoPassword);
  for (const demo of demoCompanies) {
    const companyId = demoUuid('company', demo.key);
    const billingId = demoUuid('company-address', `${demo.key}:billing`);
    const deliveryId = demoUuid('company-address', `${demo.key}:delivery`);
    await insertRows(tx, company, [
      {
        id: companyId,
        number: demo.number,
        clientNumber: `C${demo.number}`,
        name: demo.name,
        vatNumber: demo.vatNumber,
        active: demo.active,
        billingAddressId: billingId,
        creditLimit: '25000.00',
        minimumOrderValue: '50.00',
        minimumOrderSurcharge: '7.50',
      },
    ]);
    await insertRows(tx, companyAddress, [
      {
        id: billingId,
        companyId,
        name: demo.name,
        email: `invoices@${demo.key}.example`,
        country: demo.country,
        ...demo.city,
      },
      {
        id: deliveryId,
        companyId,
        name: `${demo.name} – magazijn`,
        email: `warehouse@${demo.key}.example`,
        country: demo.country,
        ...demo.city,
        ...(demo.delivery ?? { houseNumber: `${demo.city.houseNumber}A` }),
      },
    ]);
    for (const user of demo.users) {
      const customerId = demoUuid('customer', user.username);
      await insertRows(tx, customer, [
        {
          id: customerId,
          companyId,
          username: user.username,
          email: `${user.username}@${demo.key}.example`,
          salutation: user.salutation,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: demo.phone,
          languageId: languages.find((language) => language.code === user.locale)!.id,
          active: user.active,
          leadBuyer: user.leadBuyer,
          defaultBillingAddressId: billingId,
          defaultShippingAddressId: deliveryId,
          passwordHash,
          forcedRecovery: user.forcedRecovery ?? false,
          doubleOptInRegistration: false,
        },
      ]);
      await insertRows(
        tx,
        customerRight,
        rightCodes.map((code) => ({ customerId, code, enabled: user.rights.includes(code) })),
      );
    }
  }
  await confirmDemoVatNumbers(tx);
}

/**
 * The demo companies of other member states were confirmed by VIES when they were set up: the
 * evidence their exempt deliveries rest on (rechecked like any other after 30 days).
 */
async function confirmDemoVatNumbers(tx: Tx) {
  for (const demo of demoCompanies) {
    if (demo.country === 'BE' || !isEuVatCountry(demo.country)) continue;
    await keepCheck(
      tx,
      { requester: normalizeVatNumber(firm.vatNumber) },
      demoUuid('company', demo.key),
      demo.vatNumber,
      {
        outcome: 'valid',
        requestIdentifier: `WAPIAAAADEMO${demo.number}`,
        traderName: demo.name.toUpperCase(),
        traderAddress: `${demo.city.street} ${demo.city.houseNumber}\n${demo.city.zipcode} ${demo.city.city}`,
        errorCode: null,
      },
    );
  }
}

/** The demo logins as printed at start. */
export function demoLogins(): string[] {
  return demoCompanies.flatMap((demo) =>
    demo.users.map((user) => `${user.username.padEnd(14)} ${demo.name} (${demo.number}): ${user.role}`),
  );
}

/**
 * The demo users that can still log in with the demo password: a production start refuses a
 * database that holds any, since their password is written in the README.
 */
export async function usersWithDemoPassword(db: Db): Promise<string[]> {
  const usernames = demoCompanies.flatMap((demo) => demo.users.map((user) => user.username));
  const rows = await db
    .select({ username: customer.username, passwordHash: customer.passwordHash })
    .from(customer)
    .where(and(inArray(customer.username, usernames), isNull(customer.deletedAt)));
  const exposed: string[] = [];
  for (const row of rows) {
    if (row.passwordHash && (await verifyPassword(demoPassword, row.passwordHash)))
      exposed.push(row.username);
  }
  return exposed;
}

/** Gives every demo user this password hash instead of the demo password's. */
export async function setDemoUsersPasswordHash(db: Db, passwordHash: string) {
  const usernames = demoCompanies.flatMap((demo) => demo.users.map((user) => user.username));
  await db.update(customer).set({ passwordHash }).where(inArray(customer.username, usernames));
}
