import {
  cart,
  contextTokenResponse,
  cxmlSetupRequest,
  cxmlSetupResponse,
  cxmlStartResponse,
  id,
  ociBackgroundRequest,
  ociLoginRequest,
  ociOneTimeIdRequest,
  ociOneTimeIdResponse,
  ociOneTimeLoginRequest,
  type PunchoutTransfer,
  punchoutAccountInput,
  punchoutAccountResponse,
  punchoutSessionResponse,
  punchoutTransferResponse,
} from '@tradeshop/api-client/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { anyone, loggedIn, withRight } from '../../platform/access.ts';
import { ownStorefrontUrl } from '../../platform/storefront-url.ts';
import type { StoreApi } from '../../platform/types.ts';
import type { JoinVisitorCart } from '../account/index.ts';
import { cxmlSetup, cxmlStart } from './cxml-entry.service.ts';
import {
  companyPunchoutAccount,
  removeCompanyPunchoutAccount,
  setCompanyPunchoutAccount,
} from './punchout-company.service.ts';
import {
  endPunchout,
  inspectedCart,
  ociBackground,
  ociLogin,
  ociOneTimeId,
  ociOneTimeLogin,
  punchoutSessionOf,
  transferCart,
} from './punchout-session.service.ts';

const tags = ['Punch-out'];

export interface PunchoutRouteOptions {
  waitBeforeLogin: (milliseconds: number) => Promise<void>;
  joinVisitorCart: JoinVisitorCart;
}

/** An answer that opens or ends a session carries its token in the header too. */
function withSessionToken<Answer extends { contextToken: string }>(reply: FastifyReply, answer: Answer) {
  reply.header('sw-context-token', answer.contextToken);
  return answer;
}

/** A transfer's form as `data`, with the fresh token of the session it ended. */
function asTransfer(
  reply: FastifyReply,
  { contextToken, ...form }: { contextToken: string } & PunchoutTransfer['data'],
) {
  reply.header('sw-context-token', contextToken);
  return { data: form, contextToken };
}

/** The procurement systems' way in (OCI) and the cart's way back. */
export const punchoutRoutes = (options: PunchoutRouteOptions) => async (app: StoreApi) => {
  /** Who logs in, for the login throttle. */
  const loginClient = (address: string) => ({ address, wait: options.waitBeforeLogin });

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
        loginClient(request.ip),
        options.joinVisitorCart,
      );
      return withSessionToken(reply, result);
    },
  );

  app.post(
    '/dexis/punchout/oci/one-time-id',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'Server to server: the procurement system trades the OCI username and password (throttled like a login) for a one-time id that opens the OCI entry once within five minutes, so that the password never crosses the browser.',
        body: ociOneTimeIdRequest,
        response: { 200: ociOneTimeIdResponse },
      },
    },
    async (request) => ({
      data: await ociOneTimeId(request.ctx, request.body, loginClient(request.ip)),
    }),
  );

  app.post(
    '/AgiqonOciEntry/otp/:id',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'OCI entry by a one-time id: logs its punch-out user in once for a HOOK_URL of an allowed host; 401 PUNCHOUT__START_INVALID for an unknown, expired or used id.',
        params: z.object({ id: z.string().min(20).max(100) }),
        body: ociOneTimeLoginRequest,
        response: { 200: contextTokenResponse },
      },
    },
    async (request, reply) => {
      const result = await ociOneTimeLogin(
        request.ctx,
        request.params.id,
        request.body,
        options.joinVisitorCart,
      );
      return withSessionToken(reply, result);
    },
  );

  app.post(
    '/dexis/punchout/oci/background',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'OCI FUNCTION=VALIDATE (an article and quantity) or BACKGROUND_SEARCH (a search text) in an OCI session: the items as the form to post to HOOK_URL, the cart untouched; the session ends and a fresh anonymous token is answered.',
        body: ociBackgroundRequest,
        response: { 200: punchoutTransferResponse },
      },
    },
    async (request, reply) => {
      return asTransfer(reply, await ociBackground(request.ctx, request.body));
    },
  );

  // Both procurement protocols end their session the same way.
  for (const [url, protocol] of [
    ['/AgiqonOciEntry/logout', 'OCI'],
    ['/DexisCxmlEntry/logout', 'cXML'],
  ] as const)
    app.post(
      url,
      {
        config: { access: anyone },
        schema: {
          tags,
          summary: `Ends the ${protocol} punch-out session and the login with it; answers a fresh anonymous context token.`,
          response: { 200: contextTokenResponse },
        },
      },
      async (request, reply) => {
        return withSessionToken(reply, await endPunchout(request.ctx));
      },
    );

  app.get(
    '/dexis/punchout/account/:id',
    {
      config: { access: withRight('ROLE_MANAGE_CONTACTS') },
      schema: {
        tags,
        summary:
          'How a user of the company connects through its procurement system, without password or shared secret; null for a user who does not.',
        params: z.object({ id }),
        response: { 200: punchoutAccountResponse },
      },
    },
    async (request) => ({ data: await companyPunchoutAccount(request.ctx, request.params.id) }),
  );

  app.put(
    '/dexis/punchout/account/:id',
    {
      config: { access: withRight('ROLE_MANAGE_CONTACTS') },
      schema: {
        tags,
        summary:
          'Connects a user of the company to its procurement system: OCI username and password (or one-time ids), or the cXML sender and shared secret (kept hashed; left out, the one set before stays), the hosts the cart may go back to and what the transfer carries.',
        params: z.object({ id }),
        body: punchoutAccountInput,
      },
    },
    async (request, reply) => {
      await setCompanyPunchoutAccount(request.ctx, request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/dexis/punchout/account/:id',
    {
      config: { access: withRight('ROLE_MANAGE_CONTACTS') },
      schema: {
        tags,
        summary: 'The user no longer buys through the procurement system.',
        params: z.object({ id }),
      },
    },
    async (request, reply) => {
      await removeCompanyPunchoutAccount(request.ctx, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/DexisCxmlEntry/setup',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'The shop’s cXML endpoint (the storefront hands the document on): a PunchOutSetupRequest (create, edit, inspect) of a sender with its shared secret gets a PunchOutSetupResponse with a one-time start page; anything else a cXML status (400 malformed, 401 unknown sender or wrong secret, 403 foreign BrowserFormPost or sent again).',
        body: cxmlSetupRequest,
        response: { 200: cxmlSetupResponse },
      },
    },
    async (request) => ({
      data: await cxmlSetup(
        request.ctx,
        request.body.xml,
        ownStorefrontUrl(request.ctx, request.body.storefrontUrl),
        loginClient(request.ip),
      ),
    }),
  );

  app.post(
    '/DexisCxmlEntry/auth/:a/:b',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'Opens a cXML start page once, within minutes: logs the punch-out user in, and for edit and inspect puts the procurement system’s cart into theirs; 401 PUNCHOUT__START_INVALID otherwise.',
        params: z.object({ a: id, b: z.string().min(20).max(100) }),
        response: { 200: cxmlStartResponse },
      },
    },
    async (request, reply) => {
      const result = await cxmlStart(
        request.ctx,
        request.params.a,
        request.params.b,
        options.joinVisitorCart,
      );
      return withSessionToken(reply, result);
    },
  );

  app.post(
    '/DexisCxmlEntry/inspect',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'The cart a cXML inspect session shows, read-only: the one the procurement system sent back; 403 PUNCHOUT__NO_SESSION outside such a session.',
        response: { 200: cart },
      },
    },
    async (request) => inspectedCart(request.ctx),
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
          'Transfers the cart to the procurement system: the form to post to HOOK_URL with the cart as OCI NEW_ITEM fields. The lines sent leave the cart and the punch-out session ends; a fresh anonymous context token is answered.',
        response: { 200: punchoutTransferResponse },
      },
    },
    async (request, reply) => {
      return asTransfer(reply, await transferCart(request.ctx));
    },
  );
};
