import {
  type CompanyUser,
  type companyUserListRequest,
  type createCompanyUserRequest,
  type ImportRowResult,
  importUserRow,
  type importUsersRequest,
  type UpdateCompanyUserRequest,
} from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  isRightCode,
  type Right,
  type RightCode,
  rightPresets,
  rightsOf,
} from '@tradeshop/domain';
import { type AnyColumn, and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { pagerOf } from '../../platform/pager.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { ownStorefrontUrl } from '../../platform/storefront-url.ts';
import { endSessionsOf } from '../context/index.ts';
import { invitationMail, mailAllowed } from '../mail/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';
import { company, customer, customerRight, liveUsername } from './account.tables.ts';
import { createRecovery, endRecoveries, passwordLinkUrl } from './customer.service.ts';
import { assertShopLanguage, optionalChange } from './profile.service.ts';
import { auditedUsers, recordUserChanges } from './user-audit.ts';

/** The invitation link of a new user stays valid for a week. */
export const invitationLifetimeDays = 7;

/** Without a preset or codes a new user can only look after their own account. */
const ownAccountRights: RightCode[] = ['ROLE_MANAGE_OWN_ACCOUNT', 'ROLE_MANAGE_OWN_CONTACT_INFO'];

const userColumns = {
  id: customer.id,
  active: customer.active,
  username: customer.username,
  email: customer.email,
  salutation: customer.salutation,
  firstName: customer.firstName,
  lastName: customer.lastName,
  phone: customer.phone,
  mobile: customer.mobile,
  languageId: customer.languageId,
  leadBuyer: customer.leadBuyer,
  passwordSet: sql<boolean>`${customer.passwordHash} is not null`,
  createdAt: customer.createdAt,
  granted: sql<string[]>`array(select ${customerRight.code} from ${customerRight}
    where ${customerRight.customerId} = ${customer.id} and ${customerRight.enabled})`,
};

const selectUsers = (tx: Tx) => tx.select(userColumns).from(customer);
type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** A user's flow with its budget per period and what is left of it now, in euro. */
export interface UserBudget {
  flow: { id: string; name: string };
  budget: number;
  remaining: number | null;
}

/**
 * The users' order flow budgets, which the order flow module answers; app.ts hands them to the
 * users screens' routes, since the flows build on the accounts and not the other way round.
 */
export interface UserBudgets {
  /** The user's active flow and budget now; null for a user without a flow. */
  of(tx: Tx, customerId: string, now: Date): Promise<UserBudget | null>;
  /** In a query: the user has an active flow whose budget per period lies in the range. */
  between(customerId: AnyColumn, range: { min?: number | undefined; max?: number | undefined }): SQL;
}

/** One after the other: the queries share the request's transaction, which runs one at a time. */
async function withBudgets(tx: Tx, rows: UserRow[], budgets: UserBudgets): Promise<CompanyUser[]> {
  const now = new Date();
  const users: CompanyUser[] = [];
  for (const row of rows) users.push(toCompanyUser(row, await budgets.of(tx, row.id, now)));
  return users;
}

const inRange = (value: number | null, range: { min?: number; max?: number } | undefined) =>
  !range || (value !== null && value >= (range.min ?? 0) && value <= (range.max ?? Number.POSITIVE_INFINITY));

function toCompanyUser(row: UserRow, budget: UserBudget | null): CompanyUser {
  return {
    id: row.id,
    active: row.active,
    status: row.active ? 'active' : 'inactive',
    username: row.username,
    email: row.email,
    salutation: row.salutation === 'mr' || row.salutation === 'ms' ? row.salutation : null,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    mobile: row.mobile,
    languageId: row.languageId,
    leadBuyer: row.leadBuyer,
    passwordSet: row.passwordSet,
    flow: budget?.flow ?? null,
    budget: budget?.budget ?? null,
    remainingBudget: budget?.remaining ?? null,
    rights: rightsOf(row.granted),
    createdAt: new Date(row.createdAt).toISOString(),
    apiAlias: 'dexis_company_customer',
  };
}

/** The live users of a company; deleted users are out of every list and lookup. */
const ofCompany = (companyId: string) => and(eq(customer.companyId, companyId), isNull(customer.deletedAt));

const sortColumns = {
  firstName: sql`lower(${customer.firstName})`,
  lastName: sql`lower(${customer.lastName})`,
  username: sql`lower(${customer.username})`,
  email: sql`lower(${customer.email})`,
  active: customer.active,
  leadBuyer: customer.leadBuyer,
  createdAt: customer.createdAt,
} as const;

/**
 * The users of the manager's company (ROLE_MANAGE_CONTACTS), filtered, sorted and paged, each with
 * the budget of their order flow and what is left of it in the current period. Budget ranges match
 * only users with a flow: users without one order without a budget.
 */
export async function listCompanyUsers(
  ctx: RequestContext,
  criteria: z.output<typeof companyUserListRequest>,
  budgets: UserBudgets,
) {
  const manager = requireCustomer(ctx);
  const { filter } = criteria;
  const term = criteria.term ? containing(criteria.term) : null;
  const conditions = [
    ofCompany(manager.companyId),
    term
      ? or(
          ilike(customer.firstName, term),
          ilike(customer.lastName, term),
          ilike(customer.username, term),
          ilike(customer.email, term),
          ilike(sql`${customer.firstName} || ' ' || ${customer.lastName}`, term),
        )
      : undefined,
    filter.firstName ? ilike(customer.firstName, containing(filter.firstName)) : undefined,
    filter.lastName ? ilike(customer.lastName, containing(filter.lastName)) : undefined,
    filter.username ? ilike(customer.username, containing(filter.username)) : undefined,
    filter.leadBuyer === undefined ? undefined : eq(customer.leadBuyer, filter.leadBuyer),
    filter.active === undefined ? undefined : eq(customer.active, filter.active),
    filter.budget ? budgets.between(customer.id, filter.budget) : undefined,
  ];
  const where = and(...conditions);
  const order = criteria.sort.map((entry) =>
    entry.order === 'ASC' ? asc(sortColumns[entry.field]) : desc(sortColumns[entry.field]),
  );
  const offset = (criteria.page - 1) * criteria.limit;
  let users: CompanyUser[];
  let total: number;
  if (filter.remainingBudget) {
    // What is left depends on each user's orders of the period: counted for all, then paged.
    const all = await withBudgets(
      ctx.tx,
      await selectUsers(ctx.tx)
        .where(where)
        .orderBy(...order, asc(customer.id)),
      budgets,
    );
    const matching = all.filter((user) => inRange(user.remainingBudget, filter.remainingBudget));
    total = matching.length;
    users = matching.slice(offset, offset + criteria.limit);
  } else {
    [{ total }] = (await queryRows<{ total: number }>(
      ctx.tx,
      sql`select count(*)::int as total from ${customer} where ${where}`,
    )) as [{ total: number }];
    const rows = await selectUsers(ctx.tx)
      .where(where)
      .orderBy(...order, asc(customer.id))
      .limit(criteria.limit)
      .offset(offset);
    users = await withBudgets(ctx.tx, rows, budgets);
  }
  return {
    data: users,
    pager: pagerOf(criteria, total),
  };
}

/** The active lead buyers of the user's own company, whom any of its users may ask for a right. */
export async function listLeadBuyers(ctx: RequestContext) {
  const user = requireCustomer(ctx);
  return ctx.tx
    .select({ firstName: customer.firstName, lastName: customer.lastName, email: customer.email })
    .from(customer)
    .where(and(ofCompany(user.companyId), eq(customer.leadBuyer, true), eq(customer.active, true)))
    .orderBy(asc(customer.lastName), asc(customer.firstName), asc(customer.id));
}

const userNotFound = (id: string) =>
  notFound(errorCodes.customerNotFound, 'No user with this id in your company.', { id });

/** A user of the manager's own company; users of other companies do not exist for them. */
async function findUser(tx: Tx, companyId: string, id: string, budgets?: UserBudgets): Promise<CompanyUser> {
  const [row] = await selectUsers(tx).where(and(ofCompany(companyId), eq(customer.id, id)));
  if (!row) throw userNotFound(id);
  return toCompanyUser(row, budgets ? await budgets.of(tx, row.id, new Date()) : null);
}

export async function getCompanyUser(
  ctx: RequestContext,
  id: string,
  budgets: UserBudgets,
): Promise<CompanyUser> {
  const manager = requireCustomer(ctx);
  return findUser(ctx.tx, manager.companyId, id, budgets);
}

/**
 * Serialises changes to a company's users, so that two managers cannot together remove the last
 * lead buyer (each seeing the other still there).
 */
export async function lockCompany(tx: Tx, companyId: string) {
  await tx.execute(sql`select 1 from ${company} where ${company.id} = ${companyId} for update`);
}

const isSelf = () =>
  new ApiProblem(409, errorCodes.customerIsSelf, 'You cannot delete, deactivate or lock out yourself.');
const lastLeadBuyer = () =>
  new ApiProblem(409, errorCodes.lastLeadBuyer, 'A company keeps at least one active lead buyer.');

/** Refuses a change after which the company would have no active lead buyer left. */
export async function assertLeadBuyerRemains(tx: Tx, companyId: string, leaving: string[]) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(customer)
    .where(
      and(
        ofCompany(companyId),
        eq(customer.active, true),
        eq(customer.leadBuyer, true),
        leaving.length > 0 ? sql`${customer.id} not in ${leaving}` : undefined,
      ),
    );
  if ((row?.count ?? 0) === 0) throw lastLeadBuyer();
}

const usernameTaken = (code: string) =>
  new ApiProblem(400, code, 'This username is already in use.', {}, [
    { propertyPath: 'body/username', type: code, title: 'This username is already in use' },
  ]);

async function assertUsernameFree(tx: Tx, username: string, code: string, except?: string) {
  const [taken] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(liveUsername(username), except ? sql`${customer.id} <> ${except}` : undefined));
  if (taken) throw usernameTaken(code);
}

/** The live users of the company with this e-mail address, whatever its case. */
function usersWithEmail(tx: Tx, companyId: string, email: string) {
  return tx
    .select({ firstName: customer.firstName, lastName: customer.lastName, username: customer.username })
    .from(customer)
    .where(and(ofCompany(companyId), sql`lower(${customer.email}) = ${email.toLowerCase()}`))
    .orderBy(asc(customer.lastName), asc(customer.firstName));
}

/**
 * Refuses a new user's e-mail address that another user of the company has, unless the manager
 * confirmed that they share it (a team mailbox): an invitation to a colleague's address is usually
 * a typing error, and password mails would reach the wrong person.
 */
async function assertEmailFree(tx: Tx, companyId: string, email: string) {
  const usedBy = await usersWithEmail(tx, companyId, email);
  if (usedBy.length === 0) return;
  throw new ApiProblem(
    400,
    errorCodes.emailAlreadyUsed,
    'Another user of your company has this e-mail address: confirm that they share it.',
    { usedBy },
    [{ propertyPath: 'body/email', type: errorCodes.emailAlreadyUsed, title: 'E-mail address already used' }],
  );
}

/** Turns listed codes into rights, or a 400 naming each unknown code. */
function parseRightCodes(codes: readonly string[], path: (index: number) => string): RightCode[] {
  const unknown = codes.flatMap((code, index) => (isRightCode(code) ? [] : [index]));
  if (unknown.length > 0) {
    throw new ApiProblem(
      400,
      errorCodes.invalidRole,
      'Role does not exist.',
      { roles: unknown.map((index) => codes[index]) },
      unknown.map((index) => ({
        propertyPath: path(index),
        type: errorCodes.invalidRole,
        title: `Role ${codes[index]} does not exist`,
      })),
    );
  }
  return codes as RightCode[];
}

/** Sets the rights; a code listed twice counts as listed last (one insert may not write a row twice). */
async function writeRights(tx: Tx, customerId: string, rights: readonly Right[]) {
  const enabledByCode = new Map(rights.map((right) => [right.code, right.enabled]));
  await tx
    .insert(customerRight)
    .values([...enabledByCode].map(([code, enabled]) => ({ customerId, code, enabled })))
    .onConflictDoUpdate({
      target: [customerRight.customerId, customerRight.code],
      set: { enabled: sql`excluded.enabled` },
    });
}

/**
 * Creates a user of the manager's company and mails them a link to choose their password (valid a
 * week). Rights: the preset plus the listed codes, or the two own-account rights without either.
 */
export async function createCompanyUser(
  ctx: RequestContext,
  input: z.output<typeof createCompanyUserRequest>,
  budgets: UserBudgets,
): Promise<CompanyUser> {
  const manager = requireCustomer(ctx);
  const storefrontUrl = ownStorefrontUrl(ctx, input.storefrontUrl);
  assertShopLanguage(ctx, input.languageId);
  const listed = parseRightCodes(input.rights ?? [], (index) => `body/rights/${index}`);
  const granted =
    input.preset || listed.length > 0
      ? [...(input.preset ? rightPresets[input.preset] : []), ...listed]
      : ownAccountRights;
  return inTransaction(ctx, async (ctx) => {
    const id = crypto.randomUUID();
    await lockCompany(ctx.tx, manager.companyId);
    await assertUsernameFree(ctx.tx, input.username, errorCodes.usernameExists);
    if (!input.confirmSharedEmail) await assertEmailFree(ctx.tx, manager.companyId, input.email);
    await ctx.tx.insert(customer).values({
      id,
      companyId: manager.companyId,
      username: input.username,
      email: input.email,
      salutation: input.salutation ?? null,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone || null,
      mobile: input.mobile || null,
      languageId: input.languageId ?? ctx.language.id,
      active: input.active ?? true,
      leadBuyer: input.leadBuyer ?? false,
    });
    await writeRights(ctx.tx, id, rightsOf(granted));
    await recordUserChanges(ctx, [id], new Map());

    await mailInvitation(ctx, manager.id, storefrontUrl, {
      id,
      email: input.email,
      name: `${input.firstName} ${input.lastName}`,
      username: input.username,
      languageId: input.languageId ?? ctx.language.id,
    });
    return findUser(ctx.tx, manager.companyId, id, budgets);
  });
}

/** Invitations one user may be sent again in an hour: enough for a lost mail, never a flood. */
export const invitationsAnHour = 3;

/** Mails a user the link to choose their password, from the manager who invites them. */
async function mailInvitation(
  ctx: RequestContext,
  managerId: string,
  storefrontUrl: string,
  invited: { id: string; email: string; name: string; username: string; languageId: string | null },
) {
  const token = await createRecovery(ctx.tx, invited.id, invitationLifetimeDays * 24 * 60);
  const [details] = await ctx.tx
    .select({
      inviterFirstName: customer.firstName,
      inviterLastName: customer.lastName,
      companyName: company.name,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(customer.id, managerId));
  const locale =
    (await localeCodesById(ctx.tx)).get(invited.languageId ?? ctx.language.id) ?? ctx.language.localeCode;
  await ctx.mailer.send(ctx.tx, {
    to: invited.email,
    template: 'invitation',
    locale,
    ...invitationMail(locale, {
      name: invited.name,
      inviter: `${details?.inviterFirstName ?? ''} ${details?.inviterLastName ?? ''}`.trim(),
      company: details?.companyName ?? '',
      username: invited.username,
      days: invitationLifetimeDays,
      url: passwordLinkUrl(storefrontUrl, token),
    }),
  });
}

/**
 * Sends a user who has not chosen a password yet a new invitation (the last one may have expired or
 * got lost): the links mailed before end, so that only the newest works. At most
 * `invitationsAnHour` an hour per user, counted for every process.
 */
export async function resendInvitation(
  ctx: RequestContext,
  id: string,
  input: { storefrontUrl: string },
  budgets: UserBudgets,
): Promise<CompanyUser> {
  const manager = requireCustomer(ctx);
  const storefrontUrl = ownStorefrontUrl(ctx, input.storefrontUrl);
  const user = await findUser(ctx.tx, manager.companyId, id, budgets);
  if (user.passwordSet) {
    throw new ApiProblem(409, errorCodes.invitationAccepted, 'This user has chosen a password already.');
  }
  if (!(await mailAllowed(ctx.tx, [{ key: `invitation-user:${id}`, max: invitationsAnHour }]))) {
    throw new ApiProblem(
      429,
      errorCodes.invitationTooMany,
      `This user was sent ${invitationsAnHour} invitations within the hour: try again later.`,
      { waitTime: 3600 },
    );
  }
  await endRecoveries(ctx.tx, id);
  await mailInvitation(ctx, manager.id, storefrontUrl, {
    id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    username: user.username,
    languageId: user.languageId,
  });
  return user;
}

/**
 * The rights a manager sets for a user, checked: unknown codes are refused, and nobody takes their
 * own ROLE_MANAGE_CONTACTS, so that nobody locks themselves out of the users screens.
 */
function roleChanges(
  manager: { id: string },
  id: string,
  roles: readonly { code: string; enabled: boolean }[],
): Right[] {
  const codes = parseRightCodes(
    roles.map((role) => role.code),
    (index) => `body/roles/${index}/code`,
  );
  if (id === manager.id && roles.some((role) => role.code === 'ROLE_MANAGE_CONTACTS' && !role.enabled)) {
    throw isSelf();
  }
  return codes.map((code, index) => ({ code, enabled: roles[index]!.enabled }));
}

/**
 * Changes a user of the manager's company, with their rights when listed, all or nothing; fields
 * left out stay as they are.
 */
export async function updateCompanyUser(
  ctx: RequestContext,
  id: string,
  input: UpdateCompanyUserRequest,
  budgets: UserBudgets,
): Promise<CompanyUser> {
  const manager = requireCustomer(ctx);
  assertShopLanguage(ctx, input.languageId);
  const rights = input.roles ? roleChanges(manager, id, input.roles) : [];
  if (input.active === false && id === manager.id) throw isSelf();
  return inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await lockCompany(tx, manager.companyId);
    const before = await findUser(tx, manager.companyId, id);
    const audited = await auditedUsers(tx, [id]);
    if ((input.active === false || input.leadBuyer === false) && before.leadBuyer && before.active) {
      await assertLeadBuyerRemains(tx, manager.companyId, [id]);
    }
    if (input.username !== undefined && input.username.toLowerCase() !== before.username.toLowerCase()) {
      await assertUsernameFree(tx, input.username, errorCodes.usernameNotUnique, id);
    }
    const changes = {
      ...(input.salutation !== undefined ? { salutation: input.salutation } : {}),
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...optionalChange('phone', input.phone),
      ...optionalChange('mobile', input.mobile),
      ...(input.languageId ? { languageId: input.languageId } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.leadBuyer !== undefined ? { leadBuyer: input.leadBuyer } : {}),
    };
    if (Object.keys(changes).length > 0) await tx.update(customer).set(changes).where(eq(customer.id, id));
    if (rights.length > 0) await writeRights(tx, id, rights);
    if (input.active === false) await endSessionsOf(tx, [id]);
    await recordUserChanges(ctx, [id], audited);
    return findUser(tx, manager.companyId, id, budgets);
  });
}

/**
 * Deletes users of the manager's company, all or none: an id outside the company, the manager
 * themselves or the last lead buyer refuses the whole request. The rows stay (orders name them),
 * marked deleted and inactive, with their sessions ended and their username free again.
 */
export async function deleteCompanyUsers(
  ctx: RequestContext,
  customerIds: string[],
): Promise<{ success: true }> {
  const manager = requireCustomer(ctx);
  const ids = [...new Set(customerIds)];
  if (ids.includes(manager.id)) throw isSelf();
  return inTransaction(ctx, async (ctx) => {
    await lockCompany(ctx.tx, manager.companyId);
    const found = await ctx.tx
      .select({ id: customer.id })
      .from(customer)
      .where(and(ofCompany(manager.companyId), inArray(customer.id, ids)));
    const missing = ids.find((id) => !found.some((row) => row.id === id));
    if (missing) throw userNotFound(missing);
    await assertLeadBuyerRemains(ctx.tx, manager.companyId, ids);
    const audited = await auditedUsers(ctx.tx, ids);
    await ctx.tx
      .update(customer)
      .set({ deletedAt: sql`now()`, active: false })
      .where(inArray(customer.id, ids));
    await endSessionsOf(ctx.tx, ids);
    await recordUserChanges(ctx, ids, audited);
    return { success: true };
  });
}

/** The 24 rights of a user of the manager's company. */
export async function getRoles(ctx: RequestContext, id: string): Promise<Right[]> {
  const manager = requireCustomer(ctx);
  return (await findUser(ctx.tx, manager.companyId, id)).rights;
}

/**
 * Sets the listed rights of a user of the manager's company (the others stay); the user's next
 * request already counts with them.
 */
export async function updateRoles(
  ctx: RequestContext,
  id: string,
  roles: { code: string; enabled: boolean }[],
): Promise<Right[]> {
  const manager = requireCustomer(ctx);
  const rights = roleChanges(manager, id, roles);
  return inTransaction(ctx, async (ctx) => {
    await findUser(ctx.tx, manager.companyId, id);
    const audited = await auditedUsers(ctx.tx, [id]);
    await writeRights(ctx.tx, id, rights);
    await recordUserChanges(ctx, [id], audited);
    return (await findUser(ctx.tx, manager.companyId, id)).rights;
  });
}

/**
 * Checks the rows of a bulk import: each against the rules of a new user, usernames against the
 * shop and against the other rows. With `dryRun` the problems are the answer; otherwise any problem
 * refuses the whole import (400, nothing created) and without problems every row becomes a user
 * with an invitation mail.
 */
export async function importCompanyUsers(
  ctx: RequestContext,
  input: z.output<typeof importUsersRequest>,
  budgets: UserBudgets,
): Promise<{ rows: ImportRowResult[]; created: number }> {
  const manager = requireCustomer(ctx);
  ownStorefrontUrl(ctx, input.storefrontUrl);
  assertShopLanguage(ctx, input.languageId);
  await lockCompany(ctx.tx, manager.companyId);
  const seen = new Set<string>();
  const seenEmails = new Set<string>();
  const checked: { result: ImportRowResult; row: z.output<typeof importUserRow> | null }[] = [];
  for (const [index, raw] of input.rows.entries()) {
    const parsed = importUserRow.safeParse(raw);
    const given = (raw as { username?: unknown } | null)?.username;
    const problems: ImportRowResult['problems'] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? 'row'),
          code: `VIOLATION::${issue.code.toUpperCase()}`,
        }));
    if (parsed.success) {
      const key = parsed.data.username.toLowerCase();
      const [taken] = await ctx.tx.select({ id: customer.id }).from(customer).where(liveUsername(key));
      if (taken) problems.push({ field: 'username', code: errorCodes.usernameExists });
      else if (seen.has(key)) problems.push({ field: 'username', code: errorCodes.usernameNotUnique });
      seen.add(key);
      const email = parsed.data.email.toLowerCase();
      const sharesEmail =
        seenEmails.has(email) || (await usersWithEmail(ctx.tx, manager.companyId, email)).length > 0;
      if (sharesEmail && !input.confirmSharedEmails) {
        problems.push({ field: 'email', code: errorCodes.emailAlreadyUsed });
      }
      seenEmails.add(email);
    }
    checked.push({
      result: { row: index + 1, username: typeof given === 'string' ? given.trim() : '', problems },
      row: parsed.success ? parsed.data : null,
    });
  }
  const rows = checked.map((entry) => entry.result);
  const wrong = rows.filter((row) => row.problems.length > 0);
  if (input.dryRun) return { rows, created: 0 };
  if (wrong.length > 0) {
    throw new ApiProblem(
      400,
      errorCodes.invalidRequest,
      `${wrong.length} of ${rows.length} rows cannot be imported; nothing was imported.`,
      { rows: wrong.length },
      wrong.flatMap((row) =>
        row.problems.map((problem) => ({
          propertyPath: `body/rows/${row.row - 1}/${problem.field}`,
          type: problem.code,
          title: `Row ${row.row}: ${problem.field}`,
        })),
      ),
    );
  }
  for (const { row } of checked) {
    await createCompanyUser(
      ctx,
      {
        ...row!,
        storefrontUrl: input.storefrontUrl,
        confirmSharedEmail: input.confirmSharedEmails,
        ...(input.languageId ? { languageId: input.languageId } : {}),
      },
      budgets,
    );
  }
  return { rows, created: rows.length };
}
