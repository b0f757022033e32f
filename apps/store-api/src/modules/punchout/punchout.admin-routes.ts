import {
  adminPunchoutAccountsResponse,
  adminPunchoutConnectionRequest,
  adminPunchoutConnectionResponse,
  adminPunchoutConnectionsResponse,
  adminPunchoutHostsRequest,
  adminPunchoutSecretResponse,
  adminPunchoutTestRequest,
  adminPunchoutTestResponse,
  id,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { companyUserIds } from '../account/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { punchoutAccount } from './punchout.tables.ts';
import {
  changePunchoutHosts,
  createPunchoutConnection,
  deletePunchoutConnection,
  punchoutConnections,
  rotatePunchoutSecret,
  testPunchoutSetup,
} from './punchout-connections.service.ts';

const manage = { staffRule: 'integrations.manage' } as const;
const tags = ['Punch-out'];
const params = z.object({ id });

/**
 * The punch-out connections in the back-office: a company's, read-only on its page; and every
 * company's for the integration manager, who connects users, changes the hosts a cart may go back
 * to, renews secrets and tries a cXML connection's setup. app.ts hands in the staff module's
 * `staffActorOf` and the login throttle's wait.
 */
export const registerPunchoutAdminRoutes =
  (options: {
    actorOf: (request: FastifyRequest) => AuditActor;
    waitBeforeLogin: (milliseconds: number) => Promise<void>;
  }) =>
  (guarded: StoreApi, prefix: string) => {
    const { actorOf } = options;
    guarded.get(
      `${prefix}/company/:id/punchout-accounts`,
      {
        config: { staffRule: 'companies.read' },
        schema: {
          tags: ['Companies'],
          summary:
            'How the company’s procurement systems log its users in (OCI username or cXML sender, the hosts a cart may go back to); never a password or secret.',
          params,
          response: { 200: adminPunchoutAccountsResponse },
        },
      },
      async (request) => {
        const accounts = await guarded.db.transaction(async (tx) => {
          const users = await companyUserIds(tx, request.params.id);
          if (users.length === 0) return [];
          return tx
            .select()
            .from(punchoutAccount)
            .where(inArray(punchoutAccount.customerId, users))
            .orderBy(asc(punchoutAccount.createdAt));
        });
        return {
          data: accounts.map((account) => ({
            customerId: account.customerId,
            protocol: account.protocol,
            identity:
              account.protocol === 'oci'
                ? (account.ociUsername ?? '')
                : `${account.cxmlDomain ?? ''} ${account.cxmlIdentity ?? ''}`.trim(),
            allowedHosts: account.allowedHosts,
            createdAt: account.createdAt.toISOString(),
          })),
        };
      },
    );

    guarded.get(
      `${prefix}/punchout/connection`,
      {
        config: manage,
        schema: {
          tags,
          summary:
            'Every company’s punch-out connections, oldest first: company, user, protocol, how the procurement system logs in, allowed hosts, entry address, last session; never a secret.',
          response: { 200: adminPunchoutConnectionsResponse },
        },
      },
      async () => ({ data: await guarded.db.transaction((tx) => punchoutConnections(tx)) }),
    );

    guarded.get(
      `${prefix}/punchout/connection/:id`,
      {
        config: manage,
        schema: {
          tags,
          summary: 'The punch-out connection of a user (by id); 404 PUNCHOUT__NOT_CONNECTED without one.',
          params,
          response: { 200: adminPunchoutConnectionResponse },
        },
      },
      async (request) =>
        guarded.db.transaction(async (tx) => {
          const [connection] = await punchoutConnections(tx, request.params.id);
          if (!connection) return notConnected(request.params.id);
          return { data: connection };
        }),
    );

    guarded.post(
      `${prefix}/punchout/connection`,
      {
        config: manage,
        schema: {
          tags,
          summary:
            'Connects a shop user (by username) to the company’s procurement system by OCI or cXML; answers the OCI password or cXML shared secret the shop made, shown this once and kept only hashed. 409 PUNCHOUT__ALREADY_CONNECTED or PUNCHOUT__CREDENTIALS_TAKEN. Recorded in the audit log.',
          body: adminPunchoutConnectionRequest,
          response: { 200: adminPunchoutSecretResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          createPunchoutConnection(tx, actorOf(request), request.body),
        ),
      }),
    );

    guarded.put(
      `${prefix}/punchout/connection/:id/allowed-hosts`,
      {
        config: manage,
        schema: {
          tags,
          summary:
            'Replaces the hosts the cart may go back to (HOOK_URL, BrowserFormPost): `srm.example.com`, `srm.example.com:8443` or `*.example.com`, 1 to 20. Recorded in the audit log.',
          params,
          body: adminPunchoutHostsRequest,
          response: { 200: adminPunchoutConnectionResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          changePunchoutHosts(tx, actorOf(request), request.params.id, request.body.allowedHosts),
        ),
      }),
    );

    guarded.post(
      `${prefix}/punchout/connection/:id/secret`,
      {
        config: manage,
        schema: {
          tags,
          summary:
            'Makes a new OCI password or cXML shared secret, shown this once; the one before stops working at once. Recorded in the audit log.',
          params,
          response: { 200: adminPunchoutSecretResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          rotatePunchoutSecret(tx, actorOf(request), request.params.id),
        ),
      }),
    );

    guarded.delete(
      `${prefix}/punchout/connection/:id`,
      {
        config: manage,
        schema: {
          tags,
          summary:
            'Ends the punch-out connection: the procurement system can no longer log the user in. Recorded in the audit log.',
          params,
          response: { 200: successResponse },
        },
      },
      async (request) => {
        await guarded.db.transaction((tx) =>
          deletePunchoutConnection(tx, actorOf(request), request.params.id),
        );
        return { success: true as const };
      },
    );

    guarded.post(
      `${prefix}/punchout/connection/:id/test-setup`,
      {
        config: manage,
        schema: {
          tags,
          summary:
            'Tries a cXML connection as its procurement system would: a PunchOutSetupRequest with the connection’s credential, the shared secret typed and a BrowserFormPost URL goes to the shop’s own setup (in process, under the login throttle); answers its cXML status, start page and both documents (the secret left out). 409 PUNCHOUT__TEST_NEEDS_CXML for OCI. Recorded in the audit log.',
          params,
          body: adminPunchoutTestRequest,
          response: { 200: adminPunchoutTestResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          testPunchoutSetup(tx, actorOf(request), request.params.id, request.body, {
            address: request.ip,
            wait: options.waitBeforeLogin,
          }),
        ),
      }),
    );
  };

function notConnected(customerId: string): never {
  throw notFound(errorCodes.punchoutNotConnected, 'This user has no punch-out connection.', {
    id: customerId,
  });
}
