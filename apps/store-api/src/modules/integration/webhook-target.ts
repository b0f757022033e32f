import { randomBytes } from 'node:crypto';
import { type WebhookOverlapHours, webhookSecretsInForce } from '@tradeshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { integrationWebhook } from './integration.tables.ts';
import type { ErpWebhook, WebhookTarget } from './webhook.ts';

/** Where the webhook's setting comes from: the back-office's, ERP_WEBHOOK_URL's, or none (the ERP pulls). */
export type WebhookSource = 'stored' | 'environment' | 'none';

export interface WebhookSetting {
  source: WebhookSource;
  url: string | null;
  /** Until when the previous secret signs beside the new one; null when it no longer does. */
  previousSecretUntil: Date | null;
  changedAt: Date | null;
}

const newSecret = () => randomBytes(32).toString('hex');

/**
 * The stored webhook. For a change, the transaction first takes a lock of its own: two changes at
 * once (two first saves, two rotations) run one after the other and lose no secret.
 */
const storedRow = async (tx: Tx, forChange = false) => {
  if (forChange) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('integration_webhook'))`);
  return (await tx.select().from(integrationWebhook).where(eq(integrationWebhook.id, 1)))[0];
};

/**
 * Where deliveries go now and the secrets they are signed with: the stored webhook, else the
 * environment's; null when there is neither. Read per delivery round, so every process follows a
 * change in the back-office without a restart.
 */
export async function webhookTargetNow(
  tx: Tx,
  environment: ErpWebhook | undefined,
  now = new Date(),
): Promise<WebhookTarget | null> {
  const stored = await storedRow(tx);
  if (stored) return { url: stored.url, secrets: webhookSecretsInForce(stored, now) };
  return environment ? { url: environment.url, secrets: [environment.secret] } : null;
}

/** The webhook as the back-office shows it, never its secrets. */
export async function webhookSetting(
  tx: Tx,
  environment: ErpWebhook | undefined,
  now = new Date(),
): Promise<WebhookSetting> {
  const stored = await storedRow(tx);
  if (stored)
    return {
      source: 'stored',
      url: stored.url,
      previousSecretUntil: webhookSecretsInForce(stored, now).length > 1 ? stored.previousSecretUntil : null,
      changedAt: stored.changedAt,
    };
  return environment
    ? { source: 'environment', url: environment.url, previousSecretUntil: null, changedAt: null }
    : { source: 'none', url: null, previousSecretUntil: null, changedAt: null };
}

/**
 * Stores the webhook's address. A first stored webhook keeps the environment's secret when there is
 * one (the ERP already checks with it), else gets a new one, answered once; a later change of
 * address keeps the secrets. Answers the new secret, or null when none was made.
 */
export async function storeWebhookUrl(
  tx: Tx,
  environment: ErpWebhook | undefined,
  url: string,
): Promise<{ before: string | null; secret: string | null }> {
  const stored = await storedRow(tx, true);
  if (stored) {
    await tx
      .update(integrationWebhook)
      .set({ url, changedAt: new Date() })
      .where(eq(integrationWebhook.id, 1));
    return { before: stored.url, secret: null };
  }
  const secret = environment?.secret ? null : newSecret();
  await tx.insert(integrationWebhook).values({ url, secret: secret ?? environment!.secret });
  return { before: environment?.url ?? null, secret };
}

/**
 * A new secret for the webhook, answered once; the one it replaces goes on signing beside it for
 * `overlapHours`, so that the ERP can take the new one in at its pace. The environment's webhook is
 * stored on the way. Null when there is no webhook at all.
 */
export async function rotateWebhookSecret(
  tx: Tx,
  environment: ErpWebhook | undefined,
  overlapHours: WebhookOverlapHours,
  now = new Date(),
): Promise<{ secret: string; previousSecretUntil: Date } | null> {
  const stored = await storedRow(tx, true);
  const current = stored ?? (environment ? { url: environment.url, secret: environment.secret } : null);
  if (!current) return null;
  const secret = newSecret();
  const previousSecretUntil = new Date(now.getTime() + overlapHours * 3600_000);
  const rotated = {
    url: current.url,
    secret,
    previousSecret: current.secret,
    previousSecretUntil,
    changedAt: now,
  };
  if (stored) await tx.update(integrationWebhook).set(rotated).where(eq(integrationWebhook.id, 1));
  else await tx.insert(integrationWebhook).values(rotated);
  return { secret, previousSecretUntil };
}
