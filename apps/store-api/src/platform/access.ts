import { errorCodes, hasRight, type RightCode } from '@tradeshop/domain';
import type { FastifyInstance } from 'fastify';
import type { RequestContext, SessionCustomer } from './context.ts';
import { ApiProblem } from './problem.ts';

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

/** The logged-in user holding `right` or one of `alternatives`, or 403 naming `right`. */
export function requireAnyRight(
  ctx: RequestContext,
  right: RightCode,
  alternatives: readonly RightCode[] = [],
): SessionCustomer {
  const customer = requireCustomer(ctx);
  if (alternatives.some((alternative) => hasRight(customer.rights, alternative))) return customer;
  return requireRight(ctx, right);
}

/**
 * Who may call a Store API route. Every route states it in `config.access`: the Store API refuses to
 * start with a route that does not, so no route is added without a rights decision.
 * - anyone: visitors and users (catalogue, cart, login, registration); answers may still depend on
 *   the user, e.g. prices on ROLE_VIEW_PRICES.
 * - customer: any logged-in user, for what is their own (their profile, their session).
 * - right: a logged-in user holding that right; data of other companies stays out of reach in the
 *   services, which only ever look inside the user's own company.
 */
export type RouteAccess =
  | { who: 'anyone' }
  | { who: 'customer' }
  /** `right`, or any of `alternatives` (a 403 names `right`). */
  | { who: 'right'; right: RightCode; alternatives?: readonly RightCode[] };

export const anyone: RouteAccess = { who: 'anyone' };
export const loggedIn: RouteAccess = { who: 'customer' };
export const withRight = (right: RightCode): RouteAccess => ({ who: 'right', right });
/** A logged-in user holding at least one of the rights; a refusal names the first. */
export const anyRight = (right: RightCode, ...alternatives: RightCode[]): RouteAccess => ({
  who: 'right',
  right,
  alternatives,
});

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
  summary: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Checks a request against its route's rule; the rights are those of the session, read per request. */
function checkAccess(access: RouteAccess, ctx: RequestContext) {
  if (access.who === 'customer') requireCustomer(ctx);
  else if (access.who === 'right') requireAnyRight(ctx, access.right, access.alternatives);
}

/**
 * Enforces the rules of every route registered after it in `app` (before validation, so that a
 * caller without the right learns nothing from the validation errors) and collects them for the
 * written rights matrix.
 */
export function enforceRouteAccess(app: FastifyInstance, registry: RouteAccessEntry[]) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${methods.join(',')} ${route.url} states no access rule (config.access).`);
    }
    for (const method of methods) {
      registry.push({ method, url: route.url, access, summary: route.schema?.summary ?? '' });
    }
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) throw new ApiProblem(404, errorCodes.notFound, 'No such route.');
    checkAccess(access, request.ctx);
  });
}
