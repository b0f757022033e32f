import { createHash, randomBytes } from 'node:crypto';
import type { Customer } from '@tradeshop/api-client/contracts';
import { defaultListingView, errorCodes, isListingView, salutationKeyOfCode } from '@tradeshop/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { notLoggedIn, requireCustomer } from '../../platform/access.ts';
import type { ActingStaff, RequestContext } from '../../platform/context.ts';
import { fixedChoiceId } from '../../platform/named-id.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { endSession, startCustomerSession } from '../context/index.ts';
import { localeCodesById, salutationOf } from '../sales-channel/index.ts';
import { vatCheckSummaryOf } from '../vat-check/index.ts';
import { company, customer, customerRecovery, liveUsername } from './account.tables.ts';
import { addressesMarked } from './address.service.ts';
import { clearFailedLogins, recordFailedLogin, throttleKeys, throttleLogin } from './login-throttle.ts';
import { decoyHash, rehashedPassword, verifyPassword } from './password.ts';

export const recoveryLifetimeMinutes = 120;

export const recoveryTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A recovery link token (256 bits) and the hash under which it is stored. */
export function newRecoveryToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: recoveryTokenHash(token) };
}

export async function createRecovery(
  tx: Tx,
  customerId: string,
  lifetimeMinutes = recoveryLifetimeMinutes,
): Promise<string> {
  const { token, tokenHash } = newRecoveryToken();
  await tx.insert(customerRecovery).values({
    tokenHash,
    customerId,
    expiresAt: sql`now() + make_interval(mins => ${lifetimeMinutes})`,
  });
  return token;
}

/** The storefront page where the token of a password or invitation mail sets the password. */
export const passwordLinkUrl = (storefrontUrl: string, token: string) =>
  `${storefrontUrl}/auth/password-recovery?hash=${encodeURIComponent(token)}`;

/** Ends every open password or invitation link of a user. */
export async function endRecoveries(tx: Tx, customerId: string) {
  await tx
    .update(customerRecovery)
    .set({ usedAt: sql`now()` })
    .where(and(eq(customerRecovery.customerId, customerId), isNull(customerRecovery.usedAt)));
}

/**
 * Logs a user in and rotates the session token: the old token is deleted and a new one carries the
 * customer, so a token known before the login is worth nothing after it.
 */
export async function login(
  ctx: RequestContext,
  credentials: { username: string; password: string },
  client: { address: string; wait: (milliseconds: number) => Promise<void> },
  joinVisitorCart: JoinVisitorCart,
): Promise<{ contextToken: string }> {
  const keys = throttleKeys(credentials.username, client.address);
  const { delayMs } = await throttleLogin(ctx.tx, keys);
  if (delayMs > 0) await client.wait(delayMs);
  const [found] = await ctx.tx
    .select({ customer, companyActive: company.active })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(liveUsername(credentials.username));
  const passwordMatches = await verifyPassword(
    credentials.password,
    found?.customer.passwordHash ?? (await decoyHash()),
  );
  if (!found?.customer.passwordHash || !passwordMatches) {
    await recordFailedLogin(ctx.tx, keys);
    throw new ApiProblem(401, errorCodes.badCredentials, 'Invalid username and/or password.');
  }
  await clearFailedLogins(ctx.tx, keys);
  await upgradePasswordHash(ctx.tx, found.customer.id, credentials.password, found.customer.passwordHash);
  if (!found.customer.active) {
    throw new ApiProblem(401, errorCodes.customerInactive, 'This user is inactive.');
  }
  if (!found.companyActive) {
    throw new ApiProblem(401, errorCodes.companyInactive, 'The company of this user is inactive.');
  }
  if (found.customer.doubleOptInRegistration && !found.customer.doubleOptInConfirmDate) {
    throw new ApiProblem(
      401,
      errorCodes.optInNotCompleted,
      'The registration is not confirmed yet: follow the link in the confirmation mail.',
    );
  }
  if (found.customer.forcedRecovery) {
    const hash = await createRecovery(ctx.tx, found.customer.id);
    throw new ApiProblem(401, errorCodes.forcedRecovery, 'A new password must be set first.', { hash });
  }
  return openSession(ctx, found.customer.id, joinVisitorCart);
}

/**
 * Replaces a hash of a lower cost than new hashes get once its password is known (a login): unless
 * the password changed meanwhile.
 */
async function upgradePasswordHash(tx: Tx, customerId: string, password: string, stored: string) {
  const passwordHash = await rehashedPassword(password, stored);
  if (!passwordHash) return;
  await tx
    .update(customer)
    .set({ passwordHash })
    .where(and(eq(customer.id, customerId), eq(customer.passwordHash, stored)));
}

/**
 * Joins the cart a visitor filled to the customer's when they log in; the cart module answers it,
 * and app.ts hands it to the login routes, since the cart builds on the accounts.
 */
export type JoinVisitorCart = (tx: Tx, visitorTokenHash: string, customerId: string) => Promise<void>;

/**
 * A new session token carrying the customer (and the staff member logging in as them); the
 * request's old token is deleted and the visitor's cart of that session joins the customer's.
 */
export async function openSession(
  ctx: RequestContext,
  customerId: string,
  joinVisitorCart: JoinVisitorCart,
  actingStaff?: Pick<ActingStaff, 'id' | 'name'>,
): Promise<{ contextToken: string }> {
  await joinVisitorCart(ctx.tx, ctx.tokenHash, customerId);
  return { contextToken: await startCustomerSession(ctx, customerId, actingStaff) };
}

/**
 * Opens the session of a user whose procurement system vouched for them (its own credentials were
 * checked), as long as the user and the company are active.
 */
export async function openVouchedSession(
  ctx: RequestContext,
  customerId: string,
  joinVisitorCart: JoinVisitorCart,
): Promise<{ contextToken: string }> {
  const [found] = await ctx.tx
    .select({ active: customer.active, companyActive: company.active })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(customer.id, customerId));
  if (!found?.active) throw new ApiProblem(401, errorCodes.customerInactive, 'This user is inactive.');
  if (!found.companyActive) {
    throw new ApiProblem(401, errorCodes.companyInactive, 'The company of this user is inactive.');
  }
  return openSession(ctx, customerId, joinVisitorCart);
}

/** Ends the session: its row goes, and the client gets a fresh anonymous token. */
export async function logout(ctx: RequestContext): Promise<{ contextToken: string }> {
  return { contextToken: await endSession(ctx) };
}

export async function loggedInCustomer(ctx: RequestContext): Promise<Customer> {
  const session = requireCustomer(ctx);
  const [row] = await ctx.tx
    .select({ customer, company })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(eq(customer.id, session.id));
  if (!row) throw notLoggedIn();
  const { customer: user, company: owner } = row;
  const addresses = await addressesMarked(
    ctx,
    {
      customerId: user.id,
      billingAddressId: owner.billingAddressId,
      defaultShippingAddressId: user.defaultShippingAddressId,
    },
    { extended: false },
  );
  const billing = addresses.find((address) => address.isBilling) ?? null;
  const shipping = addresses.find((address) => address.isDefaultShipping) ?? billing;
  const salutation = salutationOf(ctx, salutationKeyOfCode(user.salutation));
  return {
    id: user.id,
    active: user.active,
    guest: false,
    username: user.username,
    email: user.email,
    salutationId: salutation.id,
    salutation,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    mobile: user.mobile,
    fax: user.fax,
    languageId: user.languageId ?? ctx.salesChannel.defaultLanguageId,
    leadBuyer: user.leadBuyer,
    ociCustomer: user.ociCustomer,
    accountType: 'business',
    vatIds: owner.vatNumber ? [owner.vatNumber] : [],
    groupId: fixedChoiceId('customer-group', 'professional'),
    salesChannelId: ctx.salesChannel.id,
    customerNumber: owner.number,
    companyId: owner.id,
    company: owner.name,
    dexisCompany: {
      id: owner.id,
      number: owner.number,
      name: owner.name,
      vatNumber: owner.vatNumber,
      vatCheck: await vatCheckSummaryOf(ctx.tx, owner.id, owner.vatNumber),
      active: owner.active,
      apiAlias: 'dexis_company',
    },
    defaultBillingAddressId: billing?.id ?? null,
    defaultShippingAddressId: shipping?.id ?? null,
    activeBillingAddress: billing,
    activeShippingAddress: shipping,
    doubleOptInRegistration: user.doubleOptInRegistration,
    doubleOptInConfirmDate: user.doubleOptInConfirmDate?.toISOString() ?? null,
    rights: session.rights,
    listingView: isListingView(user.listingView) ? user.listingView : defaultListingView,
    apiAlias: 'customer',
  };
}

/** Who a mail goes to: address, names, and the locale of the user's language (null if it has none). */
export interface MailRecipient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  localeCode: string | null;
}

/** The mail recipients among these users, in no particular order. */
export async function mailRecipients(tx: Tx, customerIds: string[]): Promise<MailRecipient[]> {
  if (customerIds.length === 0) return [];
  const rows = await tx
    .select({
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      languageId: customer.languageId,
    })
    .from(customer)
    .where(inArray(customer.id, customerIds));
  return withLocales(tx, rows);
}

/** Adds the locale code of each user's language to rows that carry its id. */
export async function withLocales<Row extends { languageId: string | null }>(
  tx: Tx,
  rows: Row[],
): Promise<(Omit<Row, 'languageId'> & { localeCode: string | null })[]> {
  const locales = rows.length ? await localeCodesById(tx) : new Map<string, string>();
  return rows.map(({ languageId, ...row }) => ({
    ...row,
    localeCode: (languageId && locales.get(languageId)) || null,
  }));
}

/** Who a mail goes to, ready to write it: address, name, language and the storefront of that language. */
export async function mailAddressee(ctx: RequestContext, customerId: string) {
  const [found] = await mailRecipients(ctx.tx, [customerId]);
  if (!found) return null;
  const locale = found.localeCode ?? ctx.language.localeCode;
  const storefront =
    ctx.salesChannel.domains.find((domain) => domain.languageLocaleCode === locale)?.url ?? '';
  return {
    email: found.email,
    name: `${found.firstName} ${found.lastName}`,
    locale,
    storefront: storefront.replace(/\/+$/, ''),
  };
}
