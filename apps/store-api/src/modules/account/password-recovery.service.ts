import { errorCodes } from '@tradeshop/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { requireCustomer } from '../../platform/access.ts';
import { addressKey } from '../../platform/client-address.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { ownStorefrontUrl } from '../../platform/storefront-url.ts';
import { customerActorOf, recordAudit } from '../audit/index.ts';
import { endSessionsOf } from '../context/index.ts';
import { mailAllowed, recoveryMail } from '../mail/index.ts';
import { company, customer, customerRecovery, liveUsername } from './account.tables.ts';
import {
  createRecovery,
  endRecoveries,
  passwordLinkUrl,
  recoveryLifetimeMinutes,
  recoveryTokenHash,
  withLocales,
} from './customer.service.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Recovery links a user gets an hour, and requests one client address makes an hour. */
export const recoveryMailLimits = { perUser: 3, perAddress: 10 } as const;

/**
 * Mails a one-time link to set a new password: to the user of a username, or to every active user
 * with an e-mail address (case-insensitive). The answer is the same whether or not anyone was found,
 * and whether or not a mail went out: beyond `recoveryMailLimits` nothing is mailed, so that nobody
 * floods a user's mailbox, and the answer tells nobody which usernames or addresses are known.
 */
export async function requestPasswordRecovery(
  ctx: RequestContext,
  input: { username?: string; email?: string; storefrontUrl: string },
  clientAddress: string,
): Promise<{ success: true }> {
  const storefrontUrl = ownStorefrontUrl(ctx, input.storefrontUrl);
  const addressCounter = {
    key: `recovery-address:${addressKey(clientAddress)}`,
    max: recoveryMailLimits.perAddress,
  };
  if (!(await mailAllowed(ctx.tx, [addressCounter]))) return { success: true };
  const who =
    input.username !== undefined
      ? liveUsername(input.username)
      : and(isNull(customer.deletedAt), sql`lower(${customer.email}) = ${(input.email ?? '').toLowerCase()}`);
  const found = await withLocales(
    ctx.tx,
    await ctx.tx
      .select({ customer, languageId: customer.languageId })
      .from(customer)
      .innerJoin(company, eq(company.id, customer.companyId))
      .where(and(who, eq(customer.active, true), eq(company.active, true))),
  );
  for (const { customer: user, localeCode } of found) {
    const userCounter = { key: `recovery-user:${user.id}`, max: recoveryMailLimits.perUser };
    if (!(await mailAllowed(ctx.tx, [userCounter]))) continue;
    const token = await createRecovery(ctx.tx, user.id);
    const locale = localeCode ?? ctx.language.localeCode;
    await ctx.mailer.send(ctx.tx, {
      to: user.email,
      template: 'password-recovery',
      locale,
      ...recoveryMail(locale, {
        name: `${user.firstName} ${user.lastName}`,
        url: passwordLinkUrl(storefrontUrl, token),
        hours: recoveryLifetimeMinutes / 60,
      }),
    });
  }
  return { success: true };
}

async function usableRecovery(ctx: RequestContext, token: string) {
  const [row] = await ctx.tx
    .select()
    .from(customerRecovery)
    .where(
      and(
        eq(customerRecovery.tokenHash, recoveryTokenHash(token)),
        isNull(customerRecovery.usedAt),
        gt(customerRecovery.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

export async function isRecoveryExpired(ctx: RequestContext, token: string): Promise<{ isExpired: boolean }> {
  return { isExpired: !(await usableRecovery(ctx, token)) };
}

/** Sets the new password of a recovery link; the link and every other open link of the user end. */
export async function confirmPasswordRecovery(
  ctx: RequestContext,
  input: { hash: string; newPassword: string },
): Promise<{ success: true }> {
  const recovery = await usableRecovery(ctx, input.hash);
  if (!recovery) {
    throw new ApiProblem(
      404,
      errorCodes.recoveryExpired,
      'This password link has expired or was used already.',
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async ({ tx }) => {
    await tx
      .update(customer)
      // Following the mailed link proves the e-mail address, as the registration's link would.
      .set({
        passwordHash,
        forcedRecovery: false,
        doubleOptInConfirmDate: sql`case when ${customer.doubleOptInRegistration}
          then coalesce(${customer.doubleOptInConfirmDate}, now()) end`,
      })
      .where(eq(customer.id, recovery.customerId));
    await endRecoveries(tx, recovery.customerId);
  });
  await endSessionsOf(ctx.tx, [recovery.customerId]);
  return { success: true };
}

/** Changes the password of the logged-in user, who must know the current one. */
export async function changePassword(
  ctx: RequestContext,
  input: { password: string; newPassword: string },
): Promise<{ success: true }> {
  const session = requireCustomer(ctx);
  const [row] = await ctx.tx
    .select({ passwordHash: customer.passwordHash })
    .from(customer)
    .where(eq(customer.id, session.id));
  if (!row?.passwordHash || !(await verifyPassword(input.password, row.passwordHash))) {
    throw new ApiProblem(400, errorCodes.passwordNotCorrect, 'The current password is not correct.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  return inTransaction(ctx, async (ctx) => {
    await ctx.tx.update(customer).set({ passwordHash }).where(eq(customer.id, session.id));
    await endSessionsOf(ctx.tx, [session.id], ctx.tokenHash);
    await recordAudit(ctx.tx, customerActorOf(ctx), {
      objectType: 'customer-user',
      objectId: session.id,
      action: 'password-changed',
    });
    return { success: true };
  });
}
