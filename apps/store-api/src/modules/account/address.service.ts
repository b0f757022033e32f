import {
  type Address,
  type AddressInput,
  type ExtendedAddressField,
  extendedAddressFields,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { requireCustomer, requireRight } from '../../platform/access.ts';
import { inTransaction, type RequestContext, type SessionCustomer } from '../../platform/context.ts';
import { fixedChoiceId } from '../../platform/named-id.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { customerActorOf, recordChanges } from '../audit/index.ts';
import { company, companyAddress, customer } from './account.tables.ts';
import { auditedUsers, recordUserChanges } from './user-audit.ts';

type AddressRow = typeof companyAddress.$inferSelect;

/** What the audit log records of an address: what it says, none of its bookkeeping. */
const auditedAddress = ({
  id: _id,
  companyId: _company,
  erpKey: _erpKey,
  createdAt: _createdAt,
  createdBy: _createdBy,
  ...address
}: AddressRow) => address;

/** Records an address created (`before` null), changed or deleted (`after` null), as the request's customer's doing. */
const recordAddressChange = (
  ctx: RequestContext,
  id: string,
  before: AddressRow | null,
  after: AddressRow | null,
) =>
  recordChanges(ctx.tx, customerActorOf(ctx), [
    {
      objectType: 'company-address',
      objectId: id,
      before: before && auditedAddress(before),
      after: after && auditedAddress(after),
    },
  ]);

/**
 * Whether the address book has its extended fields (feature flag EXTEND_ADDRESS_BOOK): department,
 * contact person, phone and delivery instructions. Without it they are not shown, not accepted and
 * not copied into orders, and what an address holds of them stays as it is.
 */
export interface AddressBookOptions {
  extended: boolean;
}

function extendedFieldsOf(row: Pick<AddressRow, ExtendedAddressField>) {
  return {
    department: row.department,
    contactPerson: row.contactPerson,
    phone: row.phone,
    deliveryInstructions: row.deliveryInstructions,
  };
}

async function addressContext(ctx: RequestContext, customerId: string, companyId: string) {
  const [row] = await ctx.tx
    .select({
      billingAddressId: company.billingAddressId,
      defaultShippingAddressId: customer.defaultShippingAddressId,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.id, customerId), eq(company.id, companyId)));
  return { customerId, ...(row ?? { billingAddressId: null, defaultShippingAddressId: null }) };
}

/**
 * Shopware's first and last name of a contact person: split at the first space; a single word is
 * the last name. Null without a contact person.
 */
export function contactNames(contact: string | null | undefined) {
  const [first, ...rest] = contact?.trim() ? contact.trim().split(/\s+/) : [];
  if (first === undefined) return null;
  return rest.length > 0
    ? { firstName: first, lastName: rest.join(' ') }
    : { firstName: '', lastName: first };
}

export function toAddress(
  row: AddressRow,
  marks: { customerId: string; billingAddressId: string | null; defaultShippingAddressId: string | null },
  options: AddressBookOptions,
): Address {
  return {
    id: row.id,
    companyId: row.companyId,
    customerId: marks.customerId,
    name: row.name,
    email: row.email,
    street: row.street,
    houseNumber: row.houseNumber,
    box: row.box,
    zipcode: row.zipcode,
    city: row.city,
    countryCode: row.country,
    countryId: fixedChoiceId('country', row.country),
    ...((options.extended && contactNames(row.contactPerson)) || { firstName: '', lastName: row.name }),
    company: row.name,
    ...(options.extended ? extendedFieldsOf(row) : {}),
    isBilling: row.id === marks.billingAddressId,
    isDefaultShipping: row.id === marks.defaultShippingAddressId,
    apiAlias: 'customer_address',
  };
}

/** The addresses of the logged-in user's company, billing address first. */
export async function listAddresses(ctx: RequestContext, options: AddressBookOptions): Promise<Address[]> {
  const user = requireCustomer(ctx);
  return addressesMarked(ctx, await addressContext(ctx, user.id, user.companyId), options);
}

/**
 * The addresses of the user's company, marked as its billing address and the user's default
 * shipping address, for a caller that has read those two already: the billing one first.
 */
export async function addressesMarked(
  ctx: RequestContext,
  marks: Awaited<ReturnType<typeof addressContext>>,
  options: AddressBookOptions,
): Promise<Address[]> {
  const user = requireCustomer(ctx);
  const rows = await ctx.tx
    .select()
    .from(companyAddress)
    .where(eq(companyAddress.companyId, user.companyId))
    .orderBy(asc(companyAddress.createdAt), asc(companyAddress.name));
  return rows
    .map((row) => toAddress(row, marks, options))
    .sort((a, b) => Number(b.isBilling) - Number(a.isBilling));
}

/** Only users with ROLE_MANAGE_ADDRESSES change addresses, and only those of their own company. */
function requireAddressManager(ctx: RequestContext, companyId: string) {
  const user = requireRight(ctx, 'ROLE_MANAGE_ADDRESSES');
  if (user.companyId !== companyId) {
    throw new ApiProblem(403, errorCodes.missingRight, 'Addresses of another company cannot be changed.');
  }
  return user;
}

async function findAddress(ctx: RequestContext, companyId: string, addressId: string): Promise<AddressRow> {
  const [row] = await ctx.tx
    .select()
    .from(companyAddress)
    .where(and(eq(companyAddress.id, addressId), eq(companyAddress.companyId, companyId)));
  if (!row) throw notFound(errorCodes.addressNotFound, `Address ${addressId} was not found.`, { addressId });
  return row;
}

/**
 * The columns an address input sets. The extended fields count only with the extended address
 * book: a field left out keeps its value, an empty one is cleared. Without it a filled one is
 * refused (400, one violation per field) rather than dropped unseen, and none is ever written.
 */
function columnsOf(input: AddressInput, options: AddressBookOptions) {
  const columns = {
    name: input.name,
    email: input.email || null,
    street: input.street,
    houseNumber: input.houseNumber,
    box: input.box || null,
    zipcode: input.zipcode,
    city: input.city,
    country: input.country,
  };
  if (!options.extended) {
    const filled = extendedAddressFields.filter((field) => input[field]);
    if (filled.length > 0) {
      throw invalidRequest(
        filled.map((field) => ({
          propertyPath: `body/${field}`,
          type: 'VIOLATION::FEATURE_DISABLED',
          title: 'The shop’s address book has no such field (EXTEND_ADDRESS_BOOK is off)',
        })),
      );
    }
    return columns;
  }
  const extended: Partial<Record<ExtendedAddressField, string | null>> = {};
  for (const field of extendedAddressFields) {
    if (input[field] !== undefined) extended[field] = input[field] || null;
  }
  return { ...columns, ...extended };
}

export async function createAddress(
  ctx: RequestContext,
  companyId: string,
  input: AddressInput,
  options: AddressBookOptions,
): Promise<Address> {
  const user = requireAddressManager(ctx, companyId);
  return inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.tx
      .insert(companyAddress)
      .values({ id: crypto.randomUUID(), companyId, createdBy: user.id, ...columnsOf(input, options) })
      .returning();
    await recordAddressChange(ctx, row!.id, null, row!);
    return toAddress(row!, await addressContext(ctx, user.id, companyId), options);
  });
}

export async function updateAddress(
  ctx: RequestContext,
  companyId: string,
  addressId: string,
  input: AddressInput,
  options: AddressBookOptions,
): Promise<Address> {
  const user = requireAddressManager(ctx, companyId);
  return inTransaction(ctx, async (ctx) => {
    const before = await findAddress(ctx, companyId, addressId);
    const [row] = await ctx.tx
      .update(companyAddress)
      .set(columnsOf(input, options))
      .where(eq(companyAddress.id, addressId))
      .returning();
    await recordAddressChange(ctx, addressId, before, row!);
    return toAddress(row!, await addressContext(ctx, user.id, companyId), options);
  });
}

/** Deletes an address; the company's billing address stays. Users who had it as default lose it. */
export async function deleteAddress(ctx: RequestContext, companyId: string, addressId: string) {
  const user = requireAddressManager(ctx, companyId);
  const before = await findAddress(ctx, companyId, addressId);
  const marks = await addressContext(ctx, user.id, companyId);
  if (marks.billingAddressId === addressId) {
    throw new ApiProblem(
      400,
      errorCodes.addressIsBilling,
      'The billing address of the company cannot be deleted.',
    );
  }
  return inTransaction(ctx, async (ctx) => {
    await ctx.tx.delete(companyAddress).where(eq(companyAddress.id, addressId));
    await recordAddressChange(ctx, addressId, before, null);
    return { success: true as const };
  });
}

/** Makes an address of the user's company their default delivery address. */
export async function setDefaultShippingAddress(
  ctx: RequestContext,
  addressId: string,
  options: AddressBookOptions,
): Promise<Address> {
  const user = requireCustomer(ctx);
  const row = await findAddress(ctx, user.companyId, addressId);
  return inTransaction(ctx, async (ctx) => {
    const audited = await auditedUsers(ctx.tx, [user.id]);
    await ctx.tx
      .update(customer)
      .set({ defaultShippingAddressId: addressId })
      .where(eq(customer.id, user.id));
    await recordUserChanges(ctx, [user.id], audited);
    return toAddress(row, await addressContext(ctx, user.id, user.companyId), options);
  });
}

/** A postal address as an order keeps it: a copy that later changes of the address leave alone. */
export interface PostalAddress {
  name: string;
  street: string;
  houseNumber: string;
  box: string | null;
  zipcode: string;
  city: string;
  country: string;
  /** A delivery address's extended fields, copied only with the extended address book. */
  department?: string | null;
  contactPerson?: string | null;
  phone?: string | null;
  deliveryInstructions?: string | null;
}

export const postalAddressColumns = {
  name: companyAddress.name,
  street: companyAddress.street,
  houseNumber: companyAddress.houseNumber,
  box: companyAddress.box,
  zipcode: companyAddress.zipcode,
  city: companyAddress.city,
  country: companyAddress.country,
};

/**
 * An address of the user's company to deliver to: the one asked for, else the user's default
 * shipping address; null when it is not one of the company's. With the extended address book the
 * copy holds its department, contact person, phone and delivery instructions too.
 */
export async function deliveryAddressOf(
  tx: Tx,
  user: SessionCustomer,
  addressId: string | undefined,
  options: AddressBookOptions,
): Promise<{ addressId: string | null; address: PostalAddress | null }> {
  const [own] = addressId
    ? [{ id: addressId }]
    : await tx
        .select({ id: customer.defaultShippingAddressId })
        .from(customer)
        .where(eq(customer.id, user.id));
  const id = own?.id ?? null;
  const [row] = id
    ? await tx
        .select({
          ...postalAddressColumns,
          department: companyAddress.department,
          contactPerson: companyAddress.contactPerson,
          phone: companyAddress.phone,
          deliveryInstructions: companyAddress.deliveryInstructions,
        })
        .from(companyAddress)
        .where(and(eq(companyAddress.id, id), eq(companyAddress.companyId, user.companyId)))
    : [];
  if (!row) return { addressId: id, address: null };
  const { department, contactPerson, phone, deliveryInstructions, ...postal } = row;
  return { addressId: id, address: options.extended ? row : postal };
}

/** The company's billing address, or null when it has none. */
export async function billingAddressOf(tx: Tx, companyId: string): Promise<PostalAddress | null> {
  const [row] = await tx
    .select(postalAddressColumns)
    .from(company)
    .innerJoin(companyAddress, eq(companyAddress.id, company.billingAddressId))
    .where(eq(company.id, companyId));
  return row ?? null;
}
