import type { CompanyPerson } from '@tradeshop/api-client/contracts';
import type { RightCode } from '@tradeshop/domain';
import { type AnyColumn, and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { containing } from '../../platform/like.ts';
import { company, customer, customerRight, liveUsername } from './account.tables.ts';

const personColumns = {
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  username: customer.username,
};

const byName = [asc(customer.lastName), asc(customer.firstName)];

/** The user holds `right` (granted and enabled). */
const holds = (right: RightCode): SQL =>
  sql`exists (select 1 from ${customerRight} where ${customerRight.customerId} = ${customer.id}
    and ${customerRight.code} = ${right} and ${customerRight.enabled})`;

/**
 * People of the company as other screens name them (approvers, buyers, creators), by last and first
 * name. Deleted users are left out unless asked for: an order keeps naming the buyer who placed it.
 */
export async function companyPeople(
  tx: Tx,
  ids: readonly string[],
  options: { includeDeleted?: boolean } = {},
): Promise<CompanyPerson[]> {
  if (ids.length === 0) return [];
  return tx
    .select(personColumns)
    .from(customer)
    .where(
      and(
        inArray(customer.id, [...new Set(ids)]),
        options.includeDeleted ? undefined : isNull(customer.deletedAt),
      ),
    )
    .orderBy(...byName);
}

/**
 * The company's active users whose name or username contains `term`, by name, at most `limit`:
 * whom a flow or an order reference may name. With `right`, only those holding it.
 */
export async function activeCompanyPeople(
  tx: Tx,
  companyId: string,
  { term, right, limit }: { term: string; right?: RightCode; limit: number },
): Promise<CompanyPerson[]> {
  const pattern = term ? containing(term) : null;
  return tx
    .select(personColumns)
    .from(customer)
    .where(
      and(
        eq(customer.companyId, companyId),
        eq(customer.active, true),
        isNull(customer.deletedAt),
        right ? holds(right) : undefined,
        pattern
          ? or(
              ilike(customer.firstName, pattern),
              ilike(customer.lastName, pattern),
              ilike(customer.username, pattern),
              ilike(sql`${customer.firstName} || ' ' || ${customer.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(...byName)
    .limit(limit);
}

/** The ids of every user of the company, deleted ones too (their carts and accounts stay theirs). */
export async function companyUserIds(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx.select({ id: customer.id }).from(customer).where(eq(customer.companyId, companyId));
  return rows.map((row) => row.id);
}

/** The ids among `ids` of live (not deleted) users of the company, holding `right` when it is given. */
export async function liveCompanyUserIds(
  tx: Tx,
  companyId: string,
  ids: readonly string[],
  right?: RightCode,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(
      and(
        inArray(customer.id, [...new Set(ids)]),
        eq(customer.companyId, companyId),
        isNull(customer.deletedAt),
        right ? holds(right) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** A user who may decide waiting orders today, with whether they are a lead buyer. */
export interface OrderApprover extends CompanyPerson {
  leadBuyer: boolean;
}

/**
 * The users of these companies who may approve orders today: active, not deleted and holding
 * ROLE_APPROVE_ORDER_FLOWS; by company, each list by name.
 */
export async function orderApproversOf(
  tx: Tx,
  companyIds: readonly string[],
): Promise<Map<string, OrderApprover[]>> {
  const byCompany = new Map<string, OrderApprover[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await tx
    .select({ ...personColumns, leadBuyer: customer.leadBuyer, companyId: customer.companyId })
    .from(customer)
    .where(
      and(
        inArray(customer.companyId, [...new Set(companyIds)]),
        eq(customer.active, true),
        isNull(customer.deletedAt),
        holds('ROLE_APPROVE_ORDER_FLOWS'),
      ),
    )
    .orderBy(...byName);
  for (const { companyId, ...approver } of rows) {
    byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), approver]);
  }
  return byCompany;
}

/** Locks the user's row until the transaction ends, so that two orders of one user run one after the other. */
export async function lockCustomer(tx: Tx, customerId: string) {
  await tx.execute(sql`select 1 from ${customer} where ${customer.id} = ${customerId} for update`);
}

/**
 * In a query: some user among `amongIds` of company `companyId`, other than `exceptId`, may approve
 * orders today.
 */
export function someoneMayApprove(companyId: AnyColumn, exceptId: AnyColumn, amongIds: SQL): SQL {
  return sql`exists (select 1 from ${customer}
    where ${customer.id} in (${amongIds}) and ${customer.companyId} = ${companyId} and ${customer.id} <> ${exceptId}
      and ${customer.active} and ${customer.deletedAt} is null and ${holds('ROLE_APPROVE_ORDER_FLOWS')})`;
}

/** Whether the user is a lead buyer of their company. */
export async function isLeadBuyer(tx: Tx, customerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ leadBuyer: customer.leadBuyer })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row?.leadBuyer ?? false;
}

/** The company's number and name and the buyer's name and address, for documents that leave the shop. */
export async function companyAndBuyer(tx: Tx, companyId: string, customerId: string) {
  const [buyer] = await tx
    .select({
      username: customer.username,
      name: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`,
      email: customer.email,
      companyNumber: company.number,
      companyName: company.name,
      vatNumber: company.vatNumber,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.id, customerId), eq(company.id, companyId)));
  if (!buyer) throw new Error(`No customer ${customerId} of company ${companyId}.`);
  const { companyNumber, companyName, vatNumber, ...person } = buyer;
  return { company: { number: companyNumber, name: companyName }, vatNumber, buyer: person };
}

/** Users by id, deleted ones too, as the back-office names them: name, username and e-mail address. */
export async function usersById(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, { name: string; username: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: customer.id,
      name: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`,
      username: customer.username,
      email: customer.email,
    })
    .from(customer)
    .where(inArray(customer.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...user }) => [id, user]));
}

/** Users by id with their company and language, as the back-office lists punch-out connections. */
export async function usersWithCompany(
  tx: Tx,
  ids: readonly string[],
): Promise<
  Map<
    string,
    {
      name: string;
      username: string;
      email: string;
      languageId: string | null;
      company: { id: string; number: string; name: string };
    }
  >
> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: customer.id,
      name: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`,
      username: customer.username,
      email: customer.email,
      languageId: customer.languageId,
      company: { id: company.id, number: company.number, name: company.name },
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(inArray(customer.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...user }) => [id, user]));
}

/** The user of a username, unless deleted. */
export async function userOfUsername(tx: Tx, username: string): Promise<{ id: string } | null> {
  const [row] = await tx.select({ id: customer.id }).from(customer).where(liveUsername(username));
  return row ?? null;
}

/** Marks a user as one who buys through a procurement system (the spec's OCI flag), or not. */
export async function markPunchoutUser(tx: Tx, customerId: string, punchout: boolean) {
  await tx.update(customer).set({ ociCustomer: punchout }).where(eq(customer.id, customerId));
}

export interface MailingUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyNumber: string;
  live: boolean;
}

/**
 * Users by id with their e-mail address and company number, for mailings: `live` while they may
 * log in (active, not deleted, of an active company).
 */
export async function mailingUsers(tx: Tx, ids: readonly string[]): Promise<Map<string, MailingUser>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      companyNumber: company.number,
      live: sql<boolean>`${customer.active} and ${customer.deletedAt} is null and ${company.active}`,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(inArray(customer.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
