import {
  adminLoginAsResponse,
  adminReasonRequest,
  contextTokenResponse,
  id,
} from '@tradeshop/api-client/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import type { AuditActor } from '../audit/index.ts';
import type { JoinVisitorCart } from './customer.service.ts';
import { issueLoginAsCustomerLink, loginAsCustomer } from './login-as-customer.service.ts';

/**
 * Staff of the distributor open a customer's session with a token from the back-office or from
 * `npm run login-as-customer`.
 */
export function loginAsCustomerRoutes(signingKey: string, joinVisitorCart: JoinVisitorCart) {
  return async (app: StoreApi) => {
    app.post(
      '/account/login-as-customer',
      {
        config: { access: anyone },
        schema: {
          tags: ['Login and password'],
          summary:
            'Opens the session of the customer a signed, single-use staff token names (DEXIS__LOGIN_AS_CUSTOMER_TOKEN_INVALID); every use is recorded. The session names the staff member in the context and ends an hour after it began.',
          body: z.object({ token: z.string().min(20).max(2000) }),
          response: { 200: contextTokenResponse },
        },
      },
      async (request) => loginAsCustomer(request.ctx, signingKey, request.body.token, joinVisitorCart),
    );
  };
}

/**
 * The back-office's login as a customer, an Admin API area. `actorOf` names the signed-in staff
 * member (the staff module's, which app.ts hands in: the staff module builds on the accounts).
 */
export function loginAsCustomerAdminRoutes(options: {
  signingKey: string;
  actorOf: (request: FastifyRequest) => AuditActor;
}) {
  return (guarded: StoreApi, prefix: string) => {
    guarded.post(
      `${prefix}/customer-user/:id/login-as`,
      {
        config: { staffRule: 'customers.login-as' },
        schema: {
          tags: ['Companies'],
          summary:
            'A one-time storefront address, valid 5 minutes, that opens the user’s session for the signed-in staff member: the shop names the member on every page, orders placed carry their name, changes are audited as theirs, and the session ends an hour after it began. Takes a reason (3 to 500 characters), recorded in the audit log; refused for an inactive user or a blocked company (409).',
          params: z.object({ id }),
          body: adminReasonRequest,
          response: { 200: adminLoginAsResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          issueLoginAsCustomerLink(tx, options.signingKey, options.actorOf(request), {
            customerId: request.params.id,
            reason: request.body.reason,
          }),
        ),
      }),
    );
  };
}
