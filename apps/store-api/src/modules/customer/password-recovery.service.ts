import { errorCodes } from '@tradeshop/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ApiProblem } from '../../http/problem.ts';
import { company } from '../company/company.tables.ts';
import { contextToken } from '../context/context.tables.ts';
import type { RequestContext } from '../context/index.ts';
import { ownStorefrontUrl } from '../context/storefront-url.ts';
import { type Mailer, recoveryMail } from '../mail/index.ts';
import { language } from '../sales-channel/sales-channel.tables.ts';
import { requireCustomer } from './access.ts';
import { createRecovery, recoveryLifetimeMinutes, recoveryTokenHash } from './customer.service.ts';
import { customer, customerRecovery, liveUsername } from './customer.tables.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * Mails a one-time link to set a new password. The answer is the same whether or not the user
 * exists, so that it tells nobody which usernames are taken.
 */
export async function requestPasswordRecovery(
  ctx: RequestContext,
  mailer: Mailer,
  input: { username: string; storefrontUrl: string },
): Promise<{ success: true }> {
  const storefrontUrl = ownStorefrontUrl(ctx, input.storefrontUrl);
  const [found] = await ctx.tx
    .select({ customer, localeCode: language.localeCode })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .leftJoin(language, eq(language.id, customer.languageId))
    .where(and(liveUsername(input.username), eq(customer.active, true), eq(company.active, true)));
  if (found) {
    const token = await createRecovery(ctx, found.customer.id);
    const locale = found.localeCode ?? ctx.language.localeCode;
    await mailer.send(ctx.tx, {
      to: found.customer.email,
      template: 'password-recovery',
      locale,
      ...recoveryMail(locale, {
        name: `${found.customer.firstName} ${found.customer.lastName}`,
        url: `${storefrontUrl}/auth/password-recovery?hash=${encodeURIComponent(token)}`,
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

/** Ends every session of a user: after a password change only the new password opens one. */
async function endSessions(ctx: RequestContext, customerId: string, keepToken?: string) {
  await ctx.tx
    .delete(contextToken)
    .where(
      and(
        eq(contextToken.customerId, customerId),
        keepToken ? sql`${contextToken.token} <> ${keepToken}` : sql`true`,
      ),
    );
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
  await ctx.tx.transaction(async (tx) => {
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
    await tx
      .update(customerRecovery)
      .set({ usedAt: sql`now()` })
      .where(and(eq(customerRecovery.customerId, recovery.customerId), isNull(customerRecovery.usedAt)));
  });
  await endSessions(ctx, recovery.customerId);
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
  await ctx.tx
    .update(customer)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(customer.id, session.id));
  await endSessions(ctx, session.id, ctx.token);
  return { success: true };
}
