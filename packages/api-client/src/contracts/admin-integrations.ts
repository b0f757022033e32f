import { webhookOverlapHours } from '@tradeshop/domain';
import { z } from 'zod';
import { integrationImportEntry } from './integration.ts';

/**
 * The integrations in the back-office (permission `integrations.manage`): the clients of the
 * integration API, the ERP's webhook with its secret, and the latest imports.
 */

export const adminIntegrationClient = z.object({
  /** The client id the ERP signs in with (`erp_…`). */
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The last token issued or call made, to the minute; null when never used. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AdminIntegrationClient = z.infer<typeof adminIntegrationClient>;
export const adminIntegrationClientListResponse = z.object({ data: z.array(adminIntegrationClient) });

/** POST /admin-api/integration-client. */
export const adminIntegrationClientRequest = z.object({ name: z.string().trim().min(1).max(100) });
/** The new client with its secret: the only time the secret is shown. */
export const adminIntegrationClientCreatedResponse = z.object({
  data: adminIntegrationClient.extend({ secret: z.string() }),
});
export const adminIntegrationClientResponse = z.object({ data: adminIntegrationClient });

/**
 * `stored`: set in the back-office; `environment`: ERP_WEBHOOK_URL; `built-in`: none, the shop's
 * built-in ERP takes the events (a demo start); `none`: the ERP pulls them.
 */
export const webhookSources = ['stored', 'environment', 'built-in', 'none'] as const;

export const adminWebhook = z.object({
  source: z.enum(webhookSources),
  url: z.string().nullable(),
  /** Until when the previous secret still signs beside the new one; null outside an overlap. */
  previousSecretUntil: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type AdminWebhook = z.infer<typeof adminWebhook>;
export const adminWebhookResponse = z.object({ data: adminWebhook });

/** PUT /admin-api/integration-webhook: where the ERP takes its events. */
export const adminWebhookRequest = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2000),
});
/** The webhook, with its secret when a new one was made (the only time it is shown). */
export const adminWebhookChangedResponse = z.object({
  data: adminWebhook.extend({ secret: z.string().nullable() }),
});

/** POST /admin-api/integration-webhook/rotate-secret: hours the previous secret goes on signing. */
export const adminWebhookRotationRequest = z.object({
  overlapHours: z.literal(webhookOverlapHours),
});

/** POST /admin-api/integration-webhook/test: a signed `ping` posted to the webhook, and its answer. */
export const adminWebhookTestResponse = z.object({
  data: z.object({
    url: z.string(),
    delivered: z.boolean(),
    status: z.number().int().nullable(),
    milliseconds: z.number().int(),
    error: z.string().nullable(),
  }),
});
export type AdminWebhookTest = z.infer<typeof adminWebhookTestResponse>['data'];

export const adminIntegrationImport = integrationImportEntry.extend({
  /** The client that sent it; null for a dropped file. */
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminIntegrationImport = z.infer<typeof adminIntegrationImport>;
export const adminIntegrationImportQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminIntegrationImportListResponse = z.object({ data: z.array(adminIntegrationImport) });
