import type { AdminCompany, AdminCompanyRow, AdminUser, AdminUserRow } from '@tradeshop/api-client/contracts';
import { errorCodes, rightsOf } from '@tradeshop/domain';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { containing, escapeLike } from '../../platform/like.ts';
import type { Mailer } from '../../platform/ports.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/index.ts';
import { endSessionsOf } from '../context/index.ts';
import { invitationMail, recoveryMail } from '../mail/index.ts';
import { storefrontOfLanguage } from '../sales-channel/index.ts';
import { vatCheckSummaryOf } from '../vat-check/index.ts';
import { company, companyAddress, customer, customerRight } from './account.tables.ts';
import { invitationLifetimeDays } from './company-users.service.ts';
import {
  createRecovery,
  endRecoveries,
  passwordLinkUrl,
  recoveryLifetimeMinutes,
} from './customer.service.ts';
import { companyUserIds } from './people.ts';

const companyNotFound = () =>
  new ApiProblem(404, errorCodes.adminCompanyNotFound, 'There is no such company.');
export const userNotFound = () =>
  new ApiProblem(404, errorCodes.adminCustomerUserNotFound, 'There is no such shop user.');
export const alreadyErased = () =>
  new ApiProblem(409, errorCodes.adminAlreadyErased, 'This person was erased.');

/**
 * The companies whose number, client number or VAT number starts with `term`, whose name holds it,
 * or whose billing address lies in a city starting with it, by name; a company whose number is the
 * term comes first. Each way of matching is a branch of its own, so that each reads its own index
 * (prefixes: `text_pattern_ops`; the name: trigrams) instead of one scan testing them all.
 */
export async function findCompanies(
  tx: Tx,
  query: { term?: string | undefined; page: number; limit: number },
): Promise<{ companies: AdminCompanyRow[]; total: number }> {
  const term = query.term ?? '';
  const prefix = `${escapeLike(term)}%`;
  const compactVat = term.replace(/[\s.-]/g, '').toUpperCase();
  const matching = term
    ? sql`with matched as (
            select id from company where number like ${prefix}
            union select id from company where client_number like ${prefix}
            union select id from company where ${compactVat} <> '' and vat_number like ${`${escapeLike(compactVat)}%`}
            union select id from company where name ilike ${containing(term)}
            union select c.id from company_address a join company c on c.billing_address_id = a.id
                  where lower(a.city) like ${`${escapeLike(term.toLowerCase())}%`})
          select c.*, count(*) over ()::int as total from company c join matched using (id)`
    : sql`select c.*, (select count(*) from company)::int as total from company c`;
  // Without a term, the page is read along the (name, number) index.
  const order = term ? sql`c.number = ${term} desc, c.name, c.number` : sql`c.name, c.number`;
  const rows = await queryRows<AdminCompanyRow & { total: number }>(
    tx,
    sql`select c.id, c.number, c.client_number as "clientNumber", c.name, c.vat_number as "vatNumber",
          b.city, c.active, c.total
        from (${matching}
              order by ${order}
              limit ${query.limit} offset ${(query.page - 1) * query.limit}) c
        left join company_address b on b.id = c.billing_address_id
        order by ${order}`,
  );
  return { companies: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

const userRow = {
  id: customer.id,
  username: customer.username,
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  active: customer.active,
  leadBuyer: customer.leadBuyer,
  passwordSet: sql<boolean>`${customer.passwordHash} is not null`,
};
const asUserRow = ({
  firstName,
  lastName,
  ...row
}: { firstName: string; lastName: string } & Omit<AdminUserRow, 'name'>): AdminUserRow => ({
  ...row,
  name: `${firstName} ${lastName}`,
});

/** A company with its terms, VIES standing, addresses and users (deleted users left out). */
export async function companyForStaff(tx: Tx, companyId: string): Promise<AdminCompany> {
  const [found] = await tx.select().from(company).where(eq(company.id, companyId));
  if (!found) throw companyNotFound();
  const [addresses, users, vies] = [
    await tx
      .select()
      .from(companyAddress)
      .where(eq(companyAddress.companyId, companyId))
      .orderBy(asc(companyAddress.createdAt)),
    await tx
      .select(userRow)
      .from(customer)
      .where(and(eq(customer.companyId, companyId), isNull(customer.deletedAt)))
      .orderBy(asc(customer.lastName), asc(customer.firstName)),
    await vatCheckSummaryOf(tx, companyId, found.vatNumber),
  ];
  const billing = addresses.find((address) => address.id === found.billingAddressId);
  return {
    id: found.id,
    number: found.number,
    clientNumber: found.clientNumber,
    name: found.name,
    vatNumber: found.vatNumber,
    city: billing?.city ?? null,
    active: found.active,
    blockReason: found.blockReason,
    registeredAt: found.registeredAt?.toISOString() ?? null,
    terms: {
      creditLimit: found.creditLimit,
      minimumOrderValue: found.minimumOrderValue,
      minimumOrderSurcharge: found.minimumOrderSurcharge,
      invoiceEmail: found.invoiceEmail,
    },
    vies,
    addresses: addresses.map((address) => ({
      id: address.id,
      name: address.name,
      street: address.street,
      houseNumber: address.houseNumber,
      box: address.box,
      zipcode: address.zipcode,
      city: address.city,
      country: address.country,
      billing: address.id === found.billingAddressId,
    })),
    users: users.map(asUserRow),
  };
}

/**
 * Blocks a company (its users' sessions end and they cannot log in, as when the ERP blocks it) or
 * unblocks it, with the reason in the audit log. Setting the state it has changes nothing.
 */
export async function setCompanyBlocked(
  tx: Tx,
  actor: AuditActor,
  companyId: string,
  blocked: boolean,
  reason: string,
): Promise<void> {
  const [found] = await tx
    .select({ active: company.active })
    .from(company)
    .where(eq(company.id, companyId))
    .for('update');
  if (!found) throw companyNotFound();
  if (found.active !== blocked) return;
  await tx
    .update(company)
    .set({ active: !blocked, blockReason: blocked ? reason : null })
    .where(eq(company.id, companyId));
  if (blocked) await endSessionsOf(tx, await companyUserIds(tx, companyId));
  await recordAudit(tx, actor, {
    objectType: 'company',
    objectId: companyId,
    action: blocked ? 'blocked' : 'unblocked',
    changes: { active: [blocked, !blocked], reason: [null, reason] },
  });
}

/**
 * A shop user with their company and rights. Deleted users are not found, but for erased ones: the
 * orders they placed lead to them.
 */
export async function userForStaff(tx: Tx, userId: string): Promise<AdminUser> {
  const [found] = await tx
    .select({
      ...userRow,
      phone: customer.phone,
      createdAt: customer.createdAt,
      erasedAt: customer.erasedAt,
      company: { id: company.id, number: company.number, name: company.name, active: company.active },
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.id, userId), or(isNull(customer.deletedAt), isNotNull(customer.erasedAt))));
  if (!found) throw userNotFound();
  const granted = await tx
    .select({ code: customerRight.code })
    .from(customerRight)
    .where(and(eq(customerRight.customerId, userId), eq(customerRight.enabled, true)));
  const { phone, createdAt, erasedAt, company: ofCompany, ...row } = found;
  return {
    ...asUserRow(row),
    firstName: row.firstName,
    lastName: row.lastName,
    phone,
    createdAt: createdAt.toISOString(),
    erasedAt: erasedAt?.toISOString() ?? null,
    company: ofCompany,
    rights: rightsOf(granted.map((right) => right.code)),
  };
}

/**
 * Activates or deactivates a shop user, or makes them a lead buyer or not; a deactivated user's
 * sessions end at once. Recorded in the audit log with what changed.
 */
export async function changeUserForStaff(
  tx: Tx,
  actor: AuditActor,
  userId: string,
  change: { active?: boolean | undefined; leadBuyer?: boolean | undefined },
): Promise<AdminUser> {
  const before = await userForStaff(tx, userId);
  if (before.erasedAt) throw alreadyErased();
  const changes = changedFields({ active: before.active, leadBuyer: before.leadBuyer }, change);
  if (Object.keys(changes).length > 0) {
    await tx
      .update(customer)
      .set({ active: change.active ?? before.active, leadBuyer: change.leadBuyer ?? before.leadBuyer })
      .where(eq(customer.id, userId));
    if (change.active === false) await endSessionsOf(tx, [userId]);
    await recordAudit(tx, actor, {
      objectType: 'customer-user',
      objectId: userId,
      action: 'change',
      changes,
    });
  }
  return userForStaff(tx, userId);
}

/**
 * Mails a shop user the link they need: a new invitation while they have no password yet, else a
 * link to set a new one. Earlier links end. Staff never see or set the password themselves.
 */
export async function sendAccessLink(
  tx: Tx,
  mailer: Mailer,
  actor: AuditActor,
  userId: string,
): Promise<{ sent: 'invitation' | 'password-link'; to: string }> {
  const [user] = await tx
    .select({
      email: customer.email,
      username: customer.username,
      name: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`,
      languageId: customer.languageId,
      passwordSet: userRow.passwordSet,
      companyName: company.name,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.id, userId), isNull(customer.deletedAt)));
  if (!user) throw userNotFound();
  const storefront = await storefrontOfLanguage(tx, user.languageId);
  await endRecoveries(tx, userId);
  const sent = user.passwordSet ? 'password-link' : 'invitation';
  const token = await createRecovery(
    tx,
    userId,
    sent === 'invitation' ? invitationLifetimeDays * 24 * 60 : recoveryLifetimeMinutes,
  );
  const url = passwordLinkUrl(storefront.url, token);
  await mailer.send(tx, {
    to: user.email,
    locale: storefront.localeCode,
    ...(sent === 'invitation'
      ? {
          template: 'invitation',
          ...invitationMail(storefront.localeCode, {
            name: user.name,
            inviter: actor.name,
            company: user.companyName,
            username: user.username,
            days: invitationLifetimeDays,
            url,
          }),
        }
      : {
          template: 'password-recovery',
          ...recoveryMail(storefront.localeCode, {
            name: user.name,
            url,
            hours: recoveryLifetimeMinutes / 60,
          }),
        }),
  });
  await recordAudit(tx, actor, { objectType: 'customer-user', objectId: userId, action: `${sent}-sent` });
  return { sent, to: user.email };
}
