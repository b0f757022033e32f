import type { PersonalData } from '@tradeshop/api-client/contracts';
import { erasedIdentity, erasedMark, namesPerson, type PersonIdentity } from '@tradeshop/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';
import { company, companyAddress, customer, customerRecovery, customerRight } from './account.tables.ts';
import { postalAddressColumns } from './address.service.ts';
import { assertLeadBuyerRemains, lockCompany } from './company-users.service.ts';
import { alreadyErased, userNotFound } from './customers-admin.service.ts';
import { loginAsCustomerUse } from './login-as-customer.tables.ts';
import { registrationConfirmation } from './registration.tables.ts';

/** A shop user as the other modules find them in what they hold: by id, and by their own data. */
export interface Person {
  id: string;
  companyId: string;
  identity: PersonIdentity;
  erasedAt: Date | null;
}

/** The fields of a user that are their personal data, as the audit log records them (`user-audit.ts`). */
export const personalUserFields = [
  'username',
  'email',
  'salutation',
  'firstName',
  'lastName',
  'phone',
  'mobile',
  'fax',
] as const;

/** Any user the shop holds, deleted ones too (their data stays for the orders that name them); 404 for none. */
export async function personOf(tx: Tx, userId: string): Promise<Person> {
  const [found] = await tx
    .select({
      id: customer.id,
      companyId: customer.companyId,
      username: customer.username,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      mobile: customer.mobile,
      fax: customer.fax,
      erasedAt: customer.erasedAt,
    })
    .from(customer)
    .where(eq(customer.id, userId));
  if (!found) throw userNotFound();
  const { id, companyId, erasedAt, phone, mobile, fax, ...names } = found;
  return { id, companyId, erasedAt, identity: { ...names, phones: [phone, mobile, fax] } };
}

const addressColumns = {
  id: companyAddress.id,
  ...postalAddressColumns,
  email: companyAddress.email,
  department: companyAddress.department,
  contactPerson: companyAddress.contactPerson,
  phone: companyAddress.phone,
  deliveryInstructions: companyAddress.deliveryInstructions,
  createdAt: companyAddress.createdAt,
};

/** The account module's part of a user's personal data: the account, the addresses they made, staff's sessions as them. */
export async function accountPersonalData(
  tx: Tx,
  userId: string,
): Promise<Pick<PersonalData, 'account' | 'addresses' | 'loginsByStaff'>> {
  const [found] = await tx
    .select({ user: customer, company: { id: company.id, number: company.number, name: company.name } })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(customer.id, userId));
  if (!found) throw userNotFound();
  const { user } = found;
  const [rights, addresses, logins, locales] = [
    await tx
      .select({ code: customerRight.code })
      .from(customerRight)
      .where(and(eq(customerRight.customerId, userId), eq(customerRight.enabled, true)))
      .orderBy(asc(customerRight.code)),
    await tx
      .select(addressColumns)
      .from(companyAddress)
      .where(eq(companyAddress.createdBy, userId))
      .orderBy(asc(companyAddress.createdAt)),
    await tx
      .select({
        staffName: loginAsCustomerUse.staffName,
        reason: loginAsCustomerUse.reason,
        at: loginAsCustomerUse.usedAt,
      })
      .from(loginAsCustomerUse)
      .where(eq(loginAsCustomerUse.customerId, userId))
      .orderBy(asc(loginAsCustomerUse.usedAt)),
    await localeCodesById(tx),
  ];
  return {
    account: {
      id: user.id,
      username: user.username,
      salutation: user.salutation,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      mobile: user.mobile,
      fax: user.fax,
      function: user.customerFunction,
      language: user.languageId ? (locales.get(user.languageId) ?? null) : null,
      active: user.active,
      leadBuyer: user.leadBuyer,
      punchoutUser: user.ociCustomer,
      passwordSet: user.passwordHash !== null,
      listingView: user.listingView,
      createdAt: user.createdAt.toISOString(),
      registrationConfirmedAt: user.doubleOptInConfirmDate?.toISOString() ?? null,
      deletedAt: user.deletedAt?.toISOString() ?? null,
      company: found.company,
      rights: rights.map((right) => right.code),
      defaultBillingAddressId: user.defaultBillingAddressId,
      defaultShippingAddressId: user.defaultShippingAddressId,
    },
    addresses: addresses.map((address) => ({ ...address, createdAt: address.createdAt.toISOString() })),
    loginsByStaff: logins.map((login) => ({ ...login, at: login.at.toISOString() })),
  };
}

/**
 * Locks the user's company and the user for their erasure, so that two erasures, or an erasure and
 * a colleague's change of the lead buyers, run one after the other; refuses a user erased already.
 */
export async function lockForErasure(tx: Tx, userId: string): Promise<Person> {
  const { companyId } = await personOf(tx, userId);
  await lockCompany(tx, companyId);
  const person = await personOf(tx, userId);
  if (person.erasedAt) throw alreadyErased();
  return person;
}

/**
 * Erases the person from the account (after `lockForErasure`): a name, username and e-mail address
 * that are nobody's, no phone numbers, function or password; deleted and inactive, so that they can
 * never log in, with their password links and registration link ended. The contact fields of the
 * company's addresses that name them are emptied; the addresses stay, they are the company's.
 * Refused while they are the company's last active lead buyer.
 */
export async function eraseAccount(tx: Tx, person: Person): Promise<void> {
  const [user] = await tx
    .select({ active: customer.active, leadBuyer: customer.leadBuyer, deletedAt: customer.deletedAt })
    .from(customer)
    .where(eq(customer.id, person.id));
  if (user?.active && user.leadBuyer && !user.deletedAt)
    await assertLeadBuyerRemains(tx, person.companyId, [person.id]);
  await tx
    .update(customer)
    .set({
      ...erasedIdentity(person.id),
      salutation: null,
      phone: null,
      mobile: null,
      fax: null,
      customerFunction: null,
      passwordHash: null,
      forcedRecovery: false,
      active: false,
      leadBuyer: false,
      deletedAt: sql`coalesce(${customer.deletedAt}, now())`,
      erasedAt: sql`now()`,
    })
    .where(eq(customer.id, person.id));
  await tx.delete(customerRecovery).where(eq(customerRecovery.customerId, person.id));
  await tx.delete(registrationConfirmation).where(eq(registrationConfirmation.customerId, person.id));
  const addresses = await tx
    .select({
      id: companyAddress.id,
      contactPerson: companyAddress.contactPerson,
      email: companyAddress.email,
      phone: companyAddress.phone,
      deliveryInstructions: companyAddress.deliveryInstructions,
    })
    .from(companyAddress)
    .where(eq(companyAddress.companyId, person.companyId));
  const emptied = (text: string | null) => (namesPerson(text, person.identity) ? null : text);
  for (const { id, ...fields } of addresses) {
    if (!Object.values(fields).some((text) => namesPerson(text, person.identity))) continue;
    await tx
      .update(companyAddress)
      .set({
        contactPerson: emptied(fields.contactPerson),
        email: emptied(fields.email),
        phone: emptied(fields.phone),
        deliveryInstructions: emptied(fields.deliveryInstructions),
      })
      .where(eq(companyAddress.id, id));
  }
  const logins = await tx
    .select({ tokenId: loginAsCustomerUse.tokenId, reason: loginAsCustomerUse.reason })
    .from(loginAsCustomerUse)
    .where(eq(loginAsCustomerUse.customerId, person.id));
  for (const login of logins)
    if (namesPerson(login.reason, person.identity))
      await tx
        .update(loginAsCustomerUse)
        .set({ reason: erasedMark })
        .where(eq(loginAsCustomerUse.tokenId, login.tokenId));
}
