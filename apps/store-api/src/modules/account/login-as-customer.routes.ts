import { contextTokenResponse } from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import type { JoinVisitorCart } from './customer.service.ts';
import { loginAsCustomer } from './login-as-customer.service.ts';

/** Staff of the distributor open a customer's session with a token from `npm run login-as-customer`. */
export function loginAsCustomerRoutes(signingKey: string, joinVisitorCart: JoinVisitorCart) {
  return async (app: StoreApi) => {
    app.post(
      '/account/login-as-customer',
      {
        config: { access: anyone },
        schema: {
          tags: ['Login and password'],
          summary:
            'Opens the session of the customer a signed, single-use staff token names (DEXIS__LOGIN_AS_CUSTOMER_TOKEN_INVALID); every use is recorded.',
          body: z.object({ token: z.string().min(20).max(2000) }),
          response: { 200: contextTokenResponse },
        },
      },
      async (request) =>
        loginAsCustomer(request.ctx, signingKey, request.body.token, request.ip ?? null, joinVisitorCart),
    );
  };
}
