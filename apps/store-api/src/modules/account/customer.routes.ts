import {
  changePasswordRequest,
  contextTokenResponse,
  customer,
  entityCriteria,
  listingViewRequest,
  loginRequest,
  profileRequest,
  recoveryConfirmRequest,
  recoveryExpiredResponse,
  recoveryHashRequest,
  recoveryRequest,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { anyone, loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { type JoinVisitorCart, loggedInCustomer, login, logout } from './customer.service.ts';
import {
  changePassword,
  confirmPasswordRecovery,
  isRecoveryExpired,
  requestPasswordRecovery,
} from './password-recovery.service.ts';
import { changeListingView, changeProfile } from './profile.service.ts';

export interface CustomerRouteOptions {
  /** How a login under attack waits its delay; the tests count the delays instead. */
  waitBeforeLogin: (milliseconds: number) => Promise<void>;
  joinVisitorCart: JoinVisitorCart;
}

export const customerRoutes = (options: CustomerRouteOptions) => async (app: StoreApi) => {
  app.post(
    '/account/login',
    {
      config: { access: anyone },
      schema: {
        tags: ['Account'],
        summary:
          'Logs a user in with username and password and answers a new context token (the old one ends). Failed logins are refused per username and client address pair and per client address (429); a username that fails from many addresses is slowed down, never refused.',
        body: loginRequest,
        response: { 200: contextTokenResponse },
      },
    },
    async (request, reply) => {
      // The peer's address, or the client a trusted proxy (the storefront) names in X-Forwarded-For.
      const result = await login(
        request.ctx,
        request.body,
        {
          address: request.ip,
          wait: options.waitBeforeLogin,
        },
        options.joinVisitorCart,
      );
      reply.header('sw-context-token', result.contextToken);
      return result;
    },
  );

  app.post(
    '/account/logout',
    {
      config: { access: anyone },
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

  // Shopware reads the customer with POST (a criteria body it may send is not needed here).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/account/customer',
      config: { access: loggedIn },
      schema: {
        tags: ['Account'],
        summary: 'The logged-in user with the company, or 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN.',
        ...(method === 'POST' ? { body: entityCriteria.nullish() } : {}),
        response: { 200: customer },
      },
      handler: async (request) => loggedInCustomer(request.ctx),
    });
  }

  app.post(
    '/account/recovery-password',
    {
      config: { access: anyone },
      schema: {
        tags: ['Account'],
        summary:
          "Mails a one-time link (valid two hours) to set a new password, at most 3 a user and 10 requests a client address an hour; the same answer whether or not the user exists or a mail went out. storefrontUrl must be one of the shop's domains.",
        body: recoveryRequest,
        response: { 200: successResponse },
      },
    },
    async (request) => requestPasswordRecovery(request.ctx, request.body, request.ip),
  );

  app.post(
    '/account/customer/recovery-is-expired',
    {
      config: { access: anyone },
      schema: {
        tags: ['Account'],
        summary: 'Whether a password link has expired or was used.',
        body: recoveryHashRequest,
        response: { 200: recoveryExpiredResponse },
      },
    },
    async (request) => isRecoveryExpired(request.ctx, request.body.hash),
  );

  app.post(
    '/account/recovery-password-confirm',
    {
      config: { access: anyone },
      schema: {
        tags: ['Account'],
        summary:
          "Sets the new password of a password link (also after a forced recovery) and ends the user's sessions.",
        body: recoveryConfirmRequest,
        response: { 200: successResponse },
      },
    },
    async (request) => confirmPasswordRecovery(request.ctx, request.body),
  );

  app.post(
    '/account/change-password',
    {
      config: { access: withRight('ROLE_MANAGE_OWN_ACCOUNT') },
      schema: {
        tags: ['Account'],
        summary:
          'Changes the password of the logged-in user; CUSTOMER_PASSWORD_NOT_CORRECT when the current one is wrong. Other sessions end.',
        body: changePasswordRequest,
        response: { 200: successResponse },
      },
    },
    async (request) => changePassword(request.ctx, request.body),
  );

  app.post(
    '/account/change-profile',
    {
      config: { access: withRight('ROLE_MANAGE_OWN_CONTACT_INFO') },
      schema: {
        tags: ['Account'],
        summary: 'Changes the logged-in user’s contact data and language (ROLE_MANAGE_OWN_CONTACT_INFO).',
        body: profileRequest,
        response: { 200: customer },
      },
    },
    async (request) => changeProfile(request.ctx, request.body),
  );

  app.post(
    '/account/listing-view',
    {
      config: { access: loggedIn },
      schema: {
        tags: ['Account'],
        summary: 'Remembers whether the logged-in user sees listings and search as cards or compact rows.',
        body: listingViewRequest,
        response: { 200: customer },
      },
    },
    async (request) => changeListingView(request.ctx, request.body.view),
  );
};
