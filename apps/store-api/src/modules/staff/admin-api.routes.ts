import {
  adminSentLinkResponse,
  id,
  staffMemberChange,
  staffMemberInput,
  staffMemberListResponse,
  staffMemberResponse,
  staffMeResponse,
  staffPasswordLinkQuery,
  staffPasswordLinkResponse,
  staffRoleChange,
  staffRoleInput,
  staffRoleListResponse,
  staffRoleResponse,
  staffSetPasswordRequest,
  staffTokenRefused,
  staffTokenRequest,
  staffTokenResponse,
  twoFactorCodeRequest,
  twoFactorConfirmResponse,
  twoFactorSetupResponse,
} from '@tradeshop/api-client/contracts';
import { errorCodes, staffMay } from '@tradeshop/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptTokenForms, registerApiDocs } from '../../platform/bearer-apis.ts';
import type { StaffSessionLimits } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import type { StaffRouteRule, StoreApi } from '../../platform/types.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import {
  changeStaffMember,
  changeStaffRole,
  createStaffRole,
  deleteStaffRole,
  inviteStaffMember,
  passwordLinksAnHour,
  sendPasswordLink,
  staffMembers,
  staffRoles,
} from './staff-members.ts';
import {
  invitationLifetimeDays,
  newPasswordLinkLifetimeHours,
  passwordLinkState,
  setPasswordWithLink,
} from './staff-password-links.ts';
import {
  endStaffSession,
  refreshStaffSession,
  type StaffPrincipal,
  signInStaff,
  staffOfAccessToken,
} from './staff-sessions.ts';
import { confirmTwoFactorSetup, startTwoFactorSetup, turnOffTwoFactor } from './staff-two-factor.ts';

/** The path prefix of the Admin API; its OpenAPI document lies at `<prefix>/_docs`. */
export const adminApiPrefix = '/admin-api';

/**
 * A domain's Admin API routes, registered among the guarded ones under `prefix`: each route states
 * its `config.staffRule`, and its handler finds the signed-in member in `request.staff`.
 */
export type AdminApiArea = (guarded: StoreApi, prefix: string) => void | Promise<void>;

export interface AdminApiOptions {
  sessionLimits: StaffSessionLimits;
  /** The domains' routes (companies, orders, the audit log ...). */
  areas: AdminApiArea[];
  /** Gets every guarded route with its rule. */
  routes: StaffRouteEntry[];
  waitBeforeLogin: (milliseconds: number) => Promise<void>;
}

/** An Admin API route with its rule, for the written staff rights matrix. */
export interface StaffRouteEntry {
  method: string;
  url: string;
  rule: StaffRouteRule;
  summary: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of an Admin API request. */
    staff?: StaffPrincipal;
  }
  interface FastifyInstance {
    /** Every guarded Admin API route with its rule, for docs/staff-rights.md. */
    staffRoutes: readonly StaffRouteEntry[];
  }
}

/** The signed-in member of an Admin API request as the audit log names them. */
export const staffActorOf = (request: FastifyRequest): AuditActor => ({
  kind: 'staff',
  id: request.staff!.id,
  name: request.staff!.name,
  clientAddress: request.ip,
});

/** A change a member makes to their own account. */
const ownChange = (request: FastifyRequest, action: string) => ({
  objectType: 'staff-member',
  objectId: request.staff!.id,
  action,
});

/** OAuth2's answer to a refused grant (RFC 6749 §5.2); a malformed request gets the API's own 400. */
const invalidGrant = {
  error: 'invalid_grant' as const,
  error_description: 'Unknown username, wrong password, or a refresh token that is no longer valid.',
};

const codeNeeded = {
  error: 'invalid_grant' as const,
  error_description: 'Two-factor sign-in is on: give a code of your authenticator app, or a recovery code.',
  two_factor_required: true as const,
};

/** What a session may do while it still has to set up the two-factor sign-in required of its member. */
const allowedBeforeSetup = [
  '/_info/me',
  '/_me/two-factor/setup',
  '/_me/two-factor/confirm',
  '/oauth/logout',
].map((path) => `${adminApiPrefix}${path}`);

/**
 * The Admin API: what the back-office uses. Apart from the Store API and the integration API: it
 * takes only the bearer tokens of staff sessions, opened by OAuth2's password grant at
 * `/admin-api/oauth/token`; customers' context tokens and integration clients' tokens are unknown
 * to it, and its tokens to them. Nothing it answers may be kept by a shared cache.
 */
export const adminApiRoutes = (options: AdminApiOptions) => async (api: StoreApi) => {
  await registerApiDocs(api, {
    prefix: adminApiPrefix,
    title: 'Trade Shop Admin API',
    description:
      'What the back-office uses. Sign in at `POST /admin-api/oauth/token` (grant `password`, client id `administration`), send the access token as `Authorization: Bearer <token>`, and renew it with the refresh token (grant `refresh_token`) before `expires_in` runs out. A session ends after 30 minutes unused or 12 hours after sign-in.',
  });

  await api.register(async (admin: StoreApi) => {
    admin.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith(adminApiPrefix)) reply.header('Cache-Control', 'no-store');
    });
    acceptTokenForms(admin);

    admin.post(
      `${adminApiPrefix}/oauth/token`,
      {
        schema: {
          tags: ['Authentication'],
          summary:
            'Signs a staff member in (grant `password`: username and password) or renews the access token (grant `refresh_token`, which is replaced too). A refused grant answers 400 with `error: invalid_grant`. Ten failed sign-ins of one username from one address answer 429 for a quarter of an hour.',
          security: [],
          body: staffTokenRequest,
          response: { 200: staffTokenResponse, 400: staffTokenRefused },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (body.grant_type === 'refresh_token') {
          const tokens = await api.db.transaction((tx) =>
            refreshStaffSession(tx, body.refresh_token, options.sessionLimits),
          );
          return tokens ?? reply.code(400).send(invalidGrant);
        }
        const login = {
          username: body.username,
          password: body.password,
          ...(body.totp_code ? { totpCode: body.totp_code } : {}),
          ...(body.recovery_code ? { recoveryCode: body.recovery_code } : {}),
        };
        const signedIn = await api.db.transaction((tx) =>
          signInStaff(
            tx,
            login,
            { address: request.ip, wait: options.waitBeforeLogin },
            options.sessionLimits,
          ),
        );
        if ('tokens' in signedIn) return signedIn.tokens;
        return reply.code(400).send(signedIn.refused === 'code-needed' ? codeNeeded : invalidGrant);
      },
    );

    admin.get(
      `${adminApiPrefix}/oauth/password-link`,
      {
        schema: {
          tags: ['Authentication'],
          summary:
            'Whether the link of an invitation or password mail still sets a password, with the member’s username, name and language to greet them by; any other link answers only `usable: false`.',
          security: [],
          querystring: staffPasswordLinkQuery,
          response: { 200: staffPasswordLinkResponse },
        },
      },
      async (request) => ({
        data: await api.db.transaction((tx) => passwordLinkState(tx, request.query.token)),
      }),
    );

    admin.post(
      `${adminApiPrefix}/oauth/set-password`,
      {
        schema: {
          tags: ['Authentication'],
          summary:
            'Sets a staff member’s password with the token of a mailed link (10 characters or more). The link works once; the member’s sessions end. An unknown, expired or used link answers 400. Recorded in the audit log.',
          security: [],
          body: staffSetPasswordRequest,
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request) => {
        await api.db.transaction((tx) => setPasswordWithLink(tx, request.body, request.ip));
        return { success: true as const };
      },
    );

    await admin.register(async (guarded: StoreApi) => {
      guarded.addHook('onRoute', (route) => {
        const rule = route.config?.staffRule;
        if (!rule) throw new Error(`${route.url} states no staff rule (config.staffRule).`);
        for (const method of [route.method].flat().filter((method) => method !== 'HEAD'))
          options.routes.push({ method, url: route.url, rule, summary: route.schema?.summary ?? '' });
      });
      guarded.addHook('onRequest', async (request, reply) => {
        const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
        const staff = bearer
          ? await api.db.transaction((tx) => staffOfAccessToken(tx, bearer[1]!, options.sessionLimits))
          : null;
        if (!staff) {
          reply.header('WWW-Authenticate', 'Bearer realm="admin-api"');
          throw new ApiProblem(
            401,
            errorCodes.adminUnauthorized,
            'Sign in to the back-office first (POST /admin-api/oauth/token).',
          );
        }
        request.staff = staff;
        if (staff.twoFactorPending && !allowedBeforeSetup.includes(request.routeOptions.url ?? ''))
          throw new ApiProblem(
            403,
            errorCodes.adminTwoFactorSetupRequired,
            'Set up two-factor sign-in first: it is required of you.',
          );
        const rule = request.routeOptions.config.staffRule;
        if (rule && rule !== 'signed-in' && !staffMay(staff.permissions, rule))
          throw new ApiProblem(403, errorCodes.adminForbidden, 'Your roles do not allow this.', {
            permission: rule,
          });
      });
      // Staff see a change of theirs in the storefront at once: this process reads the catalogue
      // version before answering, the others when notified.
      guarded.addHook('onSend', async (request) => {
        if (request.method !== 'GET') await guarded.catalogCache.refresh();
      });

      guarded.get(
        `${adminApiPrefix}/_info/me`,
        {
          config: { staffRule: 'signed-in' },
          schema: {
            tags: ['Authentication'],
            summary: 'The signed-in staff member, their roles and what these allow.',
            response: { 200: staffMeResponse },
          },
        },
        async (request) => {
          const { sessionId: _session, twoFactorPending, ...staff } = request.staff!;
          return {
            data: {
              ...staff,
              language: staff.language as 'nl' | 'fr' | 'en',
              twoFactorSetupPending: twoFactorPending,
            },
          };
        },
      );

      guarded.post(
        `${adminApiPrefix}/_me/two-factor/setup`,
        {
          config: { staffRule: 'signed-in' },
          schema: {
            tags: ['Authentication'],
            summary:
              'Starts setting up two-factor sign-in (TOTP, RFC 6238): a new key and its otpauth:// address for an authenticator app. Sign-in asks no code until the set-up is confirmed.',
            response: { 200: twoFactorSetupResponse },
          },
        },
        async (request) => ({
          data: await api.db.transaction((tx) => startTwoFactorSetup(tx, request.staff!)),
        }),
      );

      guarded.post(
        `${adminApiPrefix}/_me/two-factor/confirm`,
        {
          config: { staffRule: 'signed-in' },
          schema: {
            tags: ['Authentication'],
            summary:
              'Confirms the set-up with a first code of the authenticator app: from then on sign-in asks a code. Answers ten one-time recovery codes, shown this once.',
            body: twoFactorCodeRequest,
            response: { 200: twoFactorConfirmResponse },
          },
        },
        async (request) => ({
          data: {
            recoveryCodes: await api.db.transaction(async (tx) => {
              const codes = await confirmTwoFactorSetup(tx, request.staff!, request.body.code);
              await recordAudit(tx, staffActorOf(request), ownChange(request, 'two-factor-on'));
              return codes;
            }),
          },
        }),
      );

      guarded.post(
        `${adminApiPrefix}/_me/two-factor/off`,
        {
          config: { staffRule: 'signed-in' },
          schema: {
            tags: ['Authentication'],
            summary:
              'Turns two-factor sign-in off with a current code; refused while an administrator requires it of the member.',
            body: twoFactorCodeRequest,
            response: { 200: z.object({ success: z.literal(true) }) },
          },
        },
        async (request) => {
          await api.db.transaction(async (tx) => {
            await turnOffTwoFactor(tx, request.staff!.id, request.body.code);
            await recordAudit(tx, staffActorOf(request), ownChange(request, 'two-factor-off'));
          });
          return { success: true as const };
        },
      );

      guarded.get(
        `${adminApiPrefix}/staff-role`,
        {
          config: { staffRule: 'staff.manage' },
          schema: {
            tags: ['Staff'],
            summary: 'The back-office’s roles with their permissions (permission `staff.manage`).',
            response: { 200: staffRoleListResponse },
          },
        },
        async () => ({ data: await api.db.transaction((tx) => staffRoles(tx)) }),
      );

      guarded.post(
        `${adminApiPrefix}/staff-role`,
        {
          config: { staffRule: 'staff.manage' },
          schema: {
            tags: ['Staff'],
            summary:
              'Makes a role of the distributor’s own from any set of permissions. Recorded in the audit log.',
            body: staffRoleInput,
            response: { 200: staffRoleResponse },
          },
        },
        async (request) => ({
          data: await api.db.transaction((tx) => createStaffRole(tx, staffActorOf(request), request.body)),
        }),
      );

      guarded.patch(
        `${adminApiPrefix}/staff-role/:id`,
        {
          config: { staffRule: 'staff.manage' },
          schema: {
            tags: ['Staff'],
            summary:
              'Renames a role, or changes the permissions of an own role (a preset keeps its permissions). Its members hold the new permissions at their next request. Recorded in the audit log.',
            params: z.object({ id }),
            body: staffRoleChange,
            response: { 200: staffRoleResponse },
          },
        },
        async (request) => ({
          data: await api.db.transaction((tx) =>
            changeStaffRole(tx, staffActorOf(request), request.params.id, request.body),
          ),
        }),
      );

      guarded.delete(
        `${adminApiPrefix}/staff-role/:id`,
        {
          config: { staffRule: 'staff.manage' },
          schema: {
            tags: ['Staff'],
            summary:
              'Deletes an own role that no staff member holds; presets stay. Recorded in the audit log.',
            params: z.object({ id }),
            response: { 200: z.object({ success: z.literal(true) }) },
          },
        },
        async (request) => {
          await api.db.transaction((tx) => deleteStaffRole(tx, staffActorOf(request), request.params.id));
          return { success: true as const };
        },
      );

      guarded.get(
        `${adminApiPrefix}/staff-member`,
        {
          config: { staffRule: 'staff.manage' },
          schema: {
            tags: ['Staff'],
            summary: 'The staff members with their roles and two-factor state (permission `staff.manage`).',
            response: { 200: staffMemberListResponse },
          },
        },
        async () => ({ data: await api.db.transaction((tx) => staffMembers(tx)) }),
      );

      guarded.post(
        `${adminApiPrefix}/staff-member`,
        {
          config: { staffRule: 'staff.manage' },
          schema: {
            tags: ['Staff'],
            summary: `Makes a staff member, active and without a password, and mails them an invitation in their language with a link to choose one (valid ${invitationLifetimeDays} days, works once). Username and e-mail address are unique among the staff (409). Recorded in the audit log.`,
            body: staffMemberInput,
            response: { 200: staffMemberResponse },
          },
        },
        async (request) => ({
          data: await api.db.transaction((tx) =>
            inviteStaffMember(tx, api.ports.mailer, staffActorOf(request), request.body),
          ),
        }),
      );

      guarded.post(
        `${adminApiPrefix}/staff-member/:id/send-password-link`,
        {
          config: { staffRule: 'staff.manage' },
          schema: {
            tags: ['Staff'],
            summary: `Mails the member a new invitation while they have no password, else a link to set a new one (valid ${newPasswordLinkLifetimeHours} hours); earlier links end. At most ${passwordLinksAnHour} an hour per member. Recorded in the audit log.`,
            params: z.object({ id }),
            response: { 200: adminSentLinkResponse },
          },
        },
        async (request) => ({
          data: await api.db.transaction((tx) =>
            sendPasswordLink(tx, api.ports.mailer, staffActorOf(request), request.params.id),
          ),
        }),
      );

      guarded.patch(
        `${adminApiPrefix}/staff-member/:id`,
        {
          config: { staffRule: 'staff.manage' },
          schema: {
            tags: ['Staff'],
            summary:
              'Changes a staff member: name, e-mail, language, roles, active (deactivated, their sessions end at once), whether two-factor sign-in is required. Recorded in the audit log; nobody deactivates themself or changes their own roles.',
            params: z.object({ id }),
            body: staffMemberChange,
            response: { 200: staffMemberResponse },
          },
        },
        async (request) => ({
          data: await api.db.transaction((tx) =>
            changeStaffMember(tx, staffActorOf(request), request.params.id, request.body),
          ),
        }),
      );

      for (const registerArea of options.areas) await registerArea(guarded, adminApiPrefix);

      guarded.post(
        `${adminApiPrefix}/oauth/logout`,
        {
          config: { staffRule: 'signed-in' },
          schema: {
            tags: ['Authentication'],
            summary: 'Signs out: the session’s access and refresh token stop working at once.',
            response: { 200: z.object({ success: z.literal(true) }) },
          },
        },
        async (request) => {
          await api.db.transaction((tx) => endStaffSession(tx, request.staff!.sessionId));
          return { success: true as const };
        },
      );
    });
  });
};
