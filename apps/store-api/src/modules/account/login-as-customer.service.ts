import { errorCodes } from '@tradeshop/domain';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { company } from './company.tables.ts';
import { type JoinVisitorCart, openSession } from './customer.service.ts';
import { customer, liveUsername } from './customer.tables.ts';
import { loginAsCustomerUse } from './login-as-customer.tables.ts';
import { verifyToken } from './signed-token.ts';

const invalidToken = () =>
  new ApiProblem(
    401,
    errorCodes.loginAsCustomerInvalid,
    'This login link is not valid, has expired or was used already.',
  );

/**
 * Opens the session of the customer a staff member's signed token names. The token works once: its
 * use is recorded under its id, with the staff member, the reason and the client's address.
 */
export async function loginAsCustomer(
  ctx: RequestContext,
  key: string,
  token: string,
  clientAddress: string | null,
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
  const recorded = await ctx.tx
    .insert(loginAsCustomerUse)
    .values({
      tokenId: claims.id,
      customerId: found.id,
      staffName: claims.staff,
      reason: claims.reason,
      clientAddress,
    })
    .onConflictDoNothing()
    .returning({ tokenId: loginAsCustomerUse.tokenId });
  if (recorded.length === 0) throw invalidToken();
  return openSession(ctx, found.id, joinVisitorCart);
}
