import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { secretDigest as digest } from '../../platform/secret-digest.ts';
import { integrationClient, integrationToken } from './integration.tables.ts';

/** How long an access token of the client-credentials grant lasts. */
export const tokenSeconds = 3600;

export interface IntegrationClientInfo {
  id: string;
  name: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

const infoColumns = {
  id: integrationClient.id,
  name: integrationClient.name,
  createdAt: integrationClient.createdAt,
  revokedAt: integrationClient.revokedAt,
  lastUsedAt: integrationClient.lastUsedAt,
};

/** A new client; its secret is answered once and only its hash is kept. */
export async function createIntegrationClient(
  tx: Tx,
  name: string,
  /** A known id and secret, for the demo shop's client only. */
  known?: { id: string; secret: string },
): Promise<IntegrationClientInfo & { secret: string }> {
  const id = known?.id ?? `erp_${randomBytes(8).toString('hex')}`;
  const secret = known?.secret ?? randomBytes(32).toString('base64url');
  const [created] = await tx
    .insert(integrationClient)
    .values({ id, name, secretHash: digest(secret) })
    .returning(infoColumns);
  return { ...created!, secret };
}

/** Whether this client exists, is not revoked and takes this secret. */
export async function clientTakesSecret(tx: Tx, id: string, secret: string): Promise<boolean> {
  const [client] = await tx
    .select({ secretHash: integrationClient.secretHash })
    .from(integrationClient)
    .where(and(eq(integrationClient.id, id), isNull(integrationClient.revokedAt)));
  return client?.secretHash === digest(secret);
}

/** Ends a client and every token it holds at once; false when there is no such client or it was revoked. */
export async function revokeIntegrationClient(tx: Tx, id: string): Promise<boolean> {
  const revoked = await tx
    .update(integrationClient)
    .set({ revokedAt: new Date() })
    .where(and(eq(integrationClient.id, id), isNull(integrationClient.revokedAt)))
    .returning({ id: integrationClient.id });
  await tx.delete(integrationToken).where(eq(integrationToken.clientId, id));
  return revoked.length > 0;
}

export async function integrationClientById(tx: Tx, id: string): Promise<IntegrationClientInfo | null> {
  const [client] = await tx.select(infoColumns).from(integrationClient).where(eq(integrationClient.id, id));
  return client ?? null;
}

export function integrationClients(tx: Tx): Promise<IntegrationClientInfo[]> {
  return tx.select(infoColumns).from(integrationClient).orderBy(integrationClient.createdAt);
}

/**
 * The client-credentials grant: a new access token for a client that is not revoked and whose
 * secret matches; null otherwise. The client's expired tokens are cleared on the way.
 */
export async function issueAccessToken(tx: Tx, clientId: string, secret: string): Promise<string | null> {
  const [client] = await tx
    .select({ secretHash: integrationClient.secretHash })
    .from(integrationClient)
    .where(and(eq(integrationClient.id, clientId), isNull(integrationClient.revokedAt)));
  const given = Buffer.from(digest(secret));
  if (!client || !timingSafeEqual(Buffer.from(client.secretHash), given)) return null;
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(integrationToken)
    .where(and(eq(integrationToken.clientId, clientId), lt(integrationToken.expiresAt, new Date())));
  await tx.insert(integrationToken).values({
    tokenHash: digest(token),
    clientId,
    expiresAt: new Date(Date.now() + tokenSeconds * 1000),
  });
  await tx
    .update(integrationClient)
    .set({ lastUsedAt: new Date() })
    .where(eq(integrationClient.id, clientId));
  return token;
}

/**
 * The client an access token was issued to, while it lasts and the client is not revoked. Its last
 * use is written in the same statement, at most once a minute: an ERP calling many times a second
 * writes the row once a minute, not on every call.
 */
export async function clientOfToken(tx: Tx, token: string): Promise<string | null> {
  const [row] = await queryRows<{ client_id: string }>(
    tx,
    sql`with found as (
          select t.client_id from integration_token t
          join integration_client c on c.id = t.client_id and c.revoked_at is null
          where t.token_hash = ${digest(token)} and t.expires_at > now()),
        used as (
          update integration_client set last_used_at = now()
          where id in (select client_id from found)
            and (last_used_at is null or last_used_at < now() - interval '1 minute'))
        select client_id from found`,
  );
  return row?.client_id ?? null;
}
