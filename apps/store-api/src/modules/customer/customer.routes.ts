import { contextTokenResponse, customer, loginRequest } from '@tradeshop/api-client/contracts';
import type { StoreApi } from '../../http/types.ts';
import { loggedInCustomer, login, logout } from './customer.service.ts';

export async function customerRoutes(app: StoreApi) {
  app.post(
    '/account/login',
    {
      schema: {
        tags: ['Account'],
        summary:
          'Logs a user in with username and password and answers a new context token (the old one ends). Failed logins are throttled per username and per client address.',
        body: loginRequest,
        response: { 200: contextTokenResponse },
      },
    },
    async (request, reply) => {
      const result = await login(request.ctx, request.body, request.ip);
      reply.header('sw-context-token', result.contextToken);
      return result;
    },
  );

  app.post(
    '/account/logout',
    {
      schema: {
        tags: ['Account'],
        summary: 'Ends the session and answers a fresh anonymous context token.',
        response: { 200: contextTokenResponse },
      },
    },
    async (request, reply) => {
      const result = await logout(request.ctx);
      reply.header('sw-context-token', result.contextToken);
      return result;
    },
  );

  app.get(
    '/account/customer',
    {
      schema: {
        tags: ['Account'],
        summary: 'The logged-in user with the company, or 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN.',
        response: { 200: customer },
      },
    },
    async (request) => loggedInCustomer(request.ctx),
  );
}
