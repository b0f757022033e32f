import {
  contextTokenResponse,
  ociLoginRequest,
  punchoutSessionResponse,
  punchoutTransferResponse,
} from '@tradeshop/api-client/contracts';
import { anyone, loggedIn } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import type { JoinVisitorCart } from '../account/index.ts';
import { endPunchout, ociLogin, punchoutSessionOf, transferCart } from './punchout-session.service.ts';

const tags = ['Punch-out'];

export interface PunchoutRouteOptions {
  waitBeforeLogin: (milliseconds: number) => Promise<void>;
  joinVisitorCart: JoinVisitorCart;
}

/** The procurement systems' way in (OCI) and the cart's way back. */
export const punchoutRoutes = (options: PunchoutRouteOptions) => async (app: StoreApi) => {
  app.post(
    '/AgiqonOciEntry/login',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'OCI entry: logs in the punch-out user of an OCI username and password, throttled like a login, for a HOOK_URL of a host their account allows (403 PUNCHOUT__RETURN_HOST_NOT_ALLOWED otherwise); answers the session’s context token.',
        body: ociLoginRequest,
        response: { 200: contextTokenResponse },
      },
    },
    async (request, reply) => {
      const result = await ociLogin(
        request.ctx,
        request.body,
        { address: request.ip, wait: options.waitBeforeLogin },
        options.joinVisitorCart,
      );
      reply.header('sw-context-token', result.contextToken);
      return result;
    },
  );

  app.post(
    '/AgiqonOciEntry/logout',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'Ends the punch-out session and the login with it; answers a fresh anonymous context token.',
        response: { 200: contextTokenResponse },
      },
    },
    async (request, reply) => {
      const result = await endPunchout(request.ctx);
      reply.header('sw-context-token', result.contextToken);
      return result;
    },
  );

  app.get(
    '/dexis/punchout/session',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'The punch-out session of the request (protocol, operation, where the cart goes back to), or null.',
        response: { 200: punchoutSessionResponse },
      },
    },
    async (request) => ({ data: await punchoutSessionOf(request.ctx) }),
  );

  app.post(
    '/dexis/punchout/transfer',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'Transfers the cart to the procurement system: the form to post to HOOK_URL with the cart as OCI NEW_ITEM fields. The punch-out session ends; a fresh anonymous context token is answered.',
        response: { 200: punchoutTransferResponse },
      },
    },
    async (request, reply) => {
      const { contextToken, ...form } = await transferCart(request.ctx);
      reply.header('sw-context-token', contextToken);
      return { data: form, contextToken };
    },
  );
};
