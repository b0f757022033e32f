import { errorCodes, hasRight, type RightCode } from '@tradeshop/domain';
import { ApiProblem } from '../../http/problem.ts';
import type { RequestContext } from '../context/index.ts';
import type { SessionCustomer } from './session-customer.ts';

export const notLoggedIn = () => new ApiProblem(403, errorCodes.notLoggedIn, 'Log in to continue.');

/** The logged-in user, or 403 when nobody is. */
export function requireCustomer(ctx: RequestContext): SessionCustomer {
  if (!ctx.customer) throw notLoggedIn();
  return ctx.customer;
}

/** The logged-in user holding `right`, or 403 with the missing right named. */
export function requireRight(ctx: RequestContext, right: RightCode): SessionCustomer {
  const customer = requireCustomer(ctx);
  if (!hasRight(customer.rights, right)) {
    throw new ApiProblem(403, errorCodes.missingRight, `This needs the right ${right}.`, { right });
  }
  return customer;
}
