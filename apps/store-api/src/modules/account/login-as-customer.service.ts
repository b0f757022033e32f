import { randomUUID } from 'node:crypto';
import type { AdminLoginAs } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { storefrontOfLanguage } from '../sales-channel/index.ts';
import { company, customer, liveUsername } from './account.tables.ts';
import { type JoinVisitorCart, openSession } from './customer.service.ts';
import { userNotFound } from './customers-admin.service.ts';
import { loginAsCustomerUse } from './login-as-customer.tables.ts';
import { signToken, verifyToken } from './signed-token.ts';

const invalidToken = () =>
  new ApiProblem(
    401,
    errorCodes.loginAsCustomerInvalid,
    'This login link is not valid, has expired or was used already.',
  );

/** How long a link the back-office asks for works: the back-office opens it in a new tab at once. */
export const backOfficeLinkMinutes = 5;

/**
 * A one-time storefront address, in the user's language, that opens the user's session for the
 * staff member `actor`; asking for it is recorded in the audit log with the reason. Refused for a
 * user who could not log in themself: unknown or deleted (404), inactive, or of a blocked company (409).
 */
export async function issueLoginAsCustomerLink(
  tx: Tx,
  key: string,
  actor: AuditActor,
  request: { customerId: string; reason: string },
): Promise<AdminLoginAs> {
  const [found] = await tx
    .select({
      username: customer.username,
      languageId: customer.languageId,
      active: customer.active,
      companyActive: company.active,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.id, request.customerId), isNull(customer.deletedAt)));
  if (!found) throw userNotFound();
  if (!found.active)
    throw new ApiProblem(409, errorCodes.customerInactive, 'This user is inactive: activate them first.');
  if (!found.companyActive)
    throw new ApiProblem(409, errorCodes.companyInactive, 'The company of this user is blocked.');
  const expiresAt = Math.floor(Date.now() / 1000) + backOfficeLinkMinutes * 60;
  const token = signToken(key, {
    id: randomUUID(),
    username: found.username,
    staff: actor.name,
    staffId: actor.id ?? undefined,
    reason: request.reason,
    expiresAt,
  });
  await recordAudit(tx, actor, {
    objectType: 'customer-user',
    objectId: request.customerId,
    action: 'login-as',
    changes: { reason: [null, request.reason] },
  });
  const storefront = await storefrontOfLanguage(tx, found.languageId);
  return {
    url: `${storefront.url}/loginascustomer?token=${token}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/**
 * Opens the session of the customer a staff member's signed token names, as that member (the
 * session names them and ends within the hour). The token works once: its use is recorded under its
 * id, with the staff member, the reason and the client's address.
 */
export async function loginAsCustomer(
  ctx: RequestContext,
  key: string,
  token: string,
  joinVisitorCart: JoinVisitorCart,
): Promise<{ contextToken: string }> {
  const claims = verifyToken(key, token);
  if (!claims) throw invalidToken();
  const [found] = await ctx.tx
    .select({ id: customer.id, active: customer.active, companyActive: company.active })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(liveUsername(claims.username));
  if (!found) throw invalidToken();
  if (!found.active) throw new ApiProblem(401, errorCodes.customerInactive, 'This user is inactive.');
  if (!found.companyActive) {
    throw new ApiProblem(401, errorCodes.companyInactive, 'The company of this user is inactive.');
  }
  const staff = { id: claims.staffId ?? null, name: claims.staff };
  const recorded = await ctx.tx
    .insert(loginAsCustomerUse)
    .values({
      tokenId: claims.id,
      customerId: found.id,
      staffName: staff.name,
      staffId: staff.id,
      reason: claims.reason,
      clientAddress: ctx.clientAddress,
    })
    .onConflictDoNothing()
    .returning({ tokenId: loginAsCustomerUse.tokenId });
  if (recorded.length === 0) throw invalidToken();
  return openSession(ctx, found.id, joinVisitorCart, staff);
}
