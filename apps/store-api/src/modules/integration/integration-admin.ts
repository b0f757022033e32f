import type {
  AdminIntegrationClient,
  AdminIntegrationImport,
  AdminWebhook,
} from '@tradeshop/api-client/contracts';
import { errorCodes, type WebhookOverlapHours } from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import {
  createIntegrationClient,
  type IntegrationClientInfo,
  integrationClientById,
  integrationClients,
  revokeIntegrationClient,
} from './integration-clients.ts';
import { latestImports } from './integration-imports.ts';
import { type ErpWebhook, pingWebhook, type TestDeliveryOutcome } from './webhook.ts';
import {
  rotateWebhookSecret,
  storeWebhookUrl,
  type WebhookSetting,
  webhookSetting,
  webhookTargetNow,
} from './webhook-target.ts';

/**
 * The integrations as the back-office manages them: each change is audited, never with a secret.
 * `environment` is the webhook of ERP_WEBHOOK_URL/SECRET, the default while none is stored.
 */

const clientOf = (client: IntegrationClientInfo): AdminIntegrationClient => ({
  id: client.id,
  name: client.name,
  createdAt: client.createdAt.toISOString(),
  lastUsedAt: client.lastUsedAt?.toISOString() ?? null,
  revokedAt: client.revokedAt?.toISOString() ?? null,
});

const webhookOf = (setting: WebhookSetting): AdminWebhook => ({
  source: setting.source,
  url: setting.url,
  previousSecretUntil: setting.previousSecretUntil?.toISOString() ?? null,
  changedAt: setting.changedAt?.toISOString() ?? null,
});

export async function listClients(tx: Tx): Promise<AdminIntegrationClient[]> {
  return (await integrationClients(tx)).map(clientOf);
}

/** A new client with its secret, answered this once. */
export async function addClient(tx: Tx, actor: AuditActor, name: string) {
  const { secret, ...client } = await createIntegrationClient(tx, name);
  await recordAudit(tx, actor, {
    objectType: 'integration-client',
    objectId: client.id,
    action: 'created',
    changes: { name: [null, client.name] },
  });
  return { ...clientOf(client), secret };
}

/** Revokes a client: its tokens stop working with the next call. */
export async function revokeClient(tx: Tx, actor: AuditActor, id: string): Promise<AdminIntegrationClient> {
  if (!(await revokeIntegrationClient(tx, id)))
    throw notFound(errorCodes.adminIntegrationClientNotFound, `No active integration client ${id}.`, { id });
  const client = (await integrationClientById(tx, id))!;
  await recordAudit(tx, actor, {
    objectType: 'integration-client',
    objectId: id,
    action: 'revoked',
    changes: { revokedAt: [null, client.revokedAt!.toISOString()] },
  });
  return clientOf(client);
}

export async function showWebhook(
  tx: Tx,
  environment: ErpWebhook | undefined,
  // After a change or a rotation a webhook is stored: the built-in ERP no longer takes the events.
  builtInErp = false,
): Promise<AdminWebhook> {
  const shown = webhookOf(await webhookSetting(tx, environment));
  return shown.source === 'none' && builtInErp ? { ...shown, source: 'built-in' } : shown;
}

/** Stores the webhook's address; answers a secret when a new one was made for it. */
export async function changeWebhookUrl(
  tx: Tx,
  actor: AuditActor,
  environment: ErpWebhook | undefined,
  url: string,
) {
  const { before, secret } = await storeWebhookUrl(tx, environment, url);
  if (before !== url || secret)
    await recordAudit(tx, actor, {
      objectType: 'integration-webhook',
      objectId: 'erp',
      action: 'changed',
      changes: {
        url: [before, url],
        ...(secret ? { secret: [null, '(secret)'] } : {}),
      },
    });
  return { ...(await showWebhook(tx, environment)), secret };
}

/** A new secret, answered once; the previous one signs beside it for `overlapHours`. */
export async function rotateSecret(
  tx: Tx,
  actor: AuditActor,
  environment: ErpWebhook | undefined,
  overlapHours: WebhookOverlapHours,
) {
  const rotated = await rotateWebhookSecret(tx, environment, overlapHours);
  if (!rotated) throw noWebhook();
  await recordAudit(tx, actor, {
    objectType: 'integration-webhook',
    objectId: 'erp',
    action: 'secret-rotated',
    changes: { previousSecretUntil: [null, rotated.previousSecretUntil.toISOString()] },
  });
  return { ...(await showWebhook(tx, environment)), secret: rotated.secret };
}

/** Posts a signed ping to the webhook as deliveries go now; nothing is queued. */
export async function testWebhook(tx: Tx, environment: ErpWebhook | undefined): Promise<TestDeliveryOutcome> {
  const target = await webhookTargetNow(tx, environment);
  if (!target) throw noWebhook();
  return pingWebhook(target);
}

const noWebhook = () =>
  new ApiProblem(409, errorCodes.adminNoWebhook, 'No webhook is set: store its address first.');

export async function listImports(tx: Tx, limit: number): Promise<AdminIntegrationImport[]> {
  return (await latestImports(tx, limit)).map(({ clientId, clientName, ...entry }) => ({
    ...entry,
    client: clientId ? { id: clientId, name: clientName ?? clientId } : null,
  }));
}
