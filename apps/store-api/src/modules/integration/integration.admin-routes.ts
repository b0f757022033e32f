import {
  adminIntegrationClientCreatedResponse,
  adminIntegrationClientListResponse,
  adminIntegrationClientRequest,
  adminIntegrationClientResponse,
  adminIntegrationImportListResponse,
  adminIntegrationImportQuery,
  adminWebhookChangedResponse,
  adminWebhookRequest,
  adminWebhookResponse,
  adminWebhookRotationRequest,
  adminWebhookTestResponse,
} from '@tradeshop/api-client/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import type { AuditActor } from '../audit/index.ts';
import {
  addClient,
  changeWebhookUrl,
  listClients,
  listImports,
  revokeClient,
  rotateSecret,
  showWebhook,
  testWebhook,
} from './integration-admin.ts';
import type { ErpWebhook } from './webhook.ts';

const config = { staffRule: 'integrations.manage' } as const;
const tags = ['Integrations'];

/**
 * The integrations in the back-office (integration managers): the integration API's clients, the
 * ERP's webhook and its secret, the latest imports. app.ts hands in the staff module's
 * `staffActorOf` and the webhook of ERP_WEBHOOK_URL/SECRET, the default while none is stored.
 */
export const registerIntegrationAdminRoutes =
  (options: {
    actorOf: (request: FastifyRequest) => AuditActor;
    environmentWebhook: ErpWebhook | undefined;
    /** Whether the built-in ERP takes the events while no webhook is set. */
    builtInErp: boolean;
  }) =>
  (guarded: StoreApi, prefix: string) => {
    const { actorOf, environmentWebhook, builtInErp } = options;

    guarded.get(
      `${prefix}/integration-client`,
      {
        config,
        schema: {
          tags,
          summary: 'The clients of the integration API, oldest first, with their last use (to the minute).',
          response: { 200: adminIntegrationClientListResponse },
        },
      },
      async () => ({ data: await listClients(guarded.db) }),
    );

    guarded.post(
      `${prefix}/integration-client`,
      {
        config,
        schema: {
          tags,
          summary:
            'Creates a client of the integration API. The answer carries its secret, the only time it is shown: only a hash is kept. Recorded in the audit log.',
          body: adminIntegrationClientRequest,
          response: { 201: adminIntegrationClientCreatedResponse },
        },
      },
      async (request, reply) => {
        const created = await guarded.db.transaction((tx) =>
          addClient(tx, actorOf(request), request.body.name),
        );
        reply.header('Cache-Control', 'no-store');
        return reply.code(201).send({ data: created });
      },
    );

    guarded.post(
      `${prefix}/integration-client/:id/revoke`,
      {
        config,
        schema: {
          tags,
          summary:
            'Revokes a client: its tokens stop working at once and it gets no new one. Recorded in the audit log.',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: adminIntegrationClientResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) => revokeClient(tx, actorOf(request), request.params.id)),
      }),
    );

    guarded.get(
      `${prefix}/integration-webhook`,
      {
        config,
        schema: {
          tags,
          summary:
            'Where the order and offer events are posted for the ERP: the address stored here, else ERP_WEBHOOK_URL, else the built-in ERP of a demo start, else none (the ERP pulls). Never its secret.',
          response: { 200: adminWebhookResponse },
        },
      },
      async () => ({ data: await showWebhook(guarded.db, environmentWebhook, builtInErp) }),
    );

    guarded.put(
      `${prefix}/integration-webhook`,
      {
        config,
        schema: {
          tags,
          summary:
            'Stores the webhook’s address (http or https); every process posts there from its next delivery round. A first stored webhook keeps ERP_WEBHOOK_SECRET, or without one gets a new secret, answered this once. Recorded in the audit log.',
          body: adminWebhookRequest,
          response: { 200: adminWebhookChangedResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return {
          data: await guarded.db.transaction((tx) =>
            changeWebhookUrl(tx, actorOf(request), environmentWebhook, request.body.url),
          ),
        };
      },
    );

    guarded.post(
      `${prefix}/integration-webhook/rotate-secret`,
      {
        config,
        schema: {
          tags,
          summary:
            'Makes a new secret for the webhook, answered this once. For `overlapHours` (1, 24, 72 or 168) deliveries carry a signature with each secret (`t=…,v1=<new>,v1=<previous>`), after that the new one alone. Recorded in the audit log.',
          body: adminWebhookRotationRequest,
          response: { 200: adminWebhookChangedResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return {
          data: await guarded.db.transaction((tx) =>
            rotateSecret(tx, actorOf(request), environmentWebhook, request.body.overlapHours),
          ),
        };
      },
    );

    guarded.post(
      `${prefix}/integration-webhook/test`,
      {
        config,
        schema: {
          tags,
          summary:
            'Posts a `ping` event (id 0), signed as deliveries are now, to the webhook and answers how it answered (status, time, or the error). Nothing is queued for the ERP.',
          response: { 200: adminWebhookTestResponse },
        },
      },
      async () => ({ data: await testWebhook(guarded.db, environmentWebhook) }),
    );

    guarded.get(
      `${prefix}/integration-import`,
      {
        config,
        schema: {
          tags,
          summary:
            'The latest imports of the ERP (integration API and dropped files), newest first: what they applied, or the rows they refused (the first 100 of each) with their line and reason.',
          querystring: adminIntegrationImportQuery,
          response: { 200: adminIntegrationImportListResponse },
        },
      },
      async (request) => ({ data: await listImports(guarded.db, request.query.limit) }),
    );
  };
