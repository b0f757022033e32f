import type {
  AdminPunchoutConnection,
  AdminPunchoutConnectionRequest,
  AdminPunchoutTest,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { hashPassword, userOfUsername, usersWithCompany } from '../account/index.ts';
import { type AuditActor, recordAudit, recordChanges } from '../audit/index.ts';
import { storefrontOfLanguage } from '../sales-channel/index.ts';
import { cxmlTimestamp, newPayloadId, punchOutSetupRequest, readPunchOutSetupResponse } from './cxml.ts';
import { cxmlSetup } from './cxml-entry.service.ts';
import { newOneTimeSecret } from './one-time-secret.ts';
import { punchoutAccount, punchoutSession } from './punchout.tables.ts';
import {
  deletePunchoutAccount,
  newPunchoutSecret,
  PunchoutAccountRefused,
  savePunchoutAccount,
} from './punchout-account.service.ts';

/**
 * The back-office's punch-out connections (permission integrations.manage): what `npm run
 * punchout` does, through the same account service, with each change in the audit log under
 * `punchout-connection` and the user's id. Secrets are made here, shown once and kept hashed.
 */

const objectType = 'punchout-connection';
type AccountRow = typeof punchoutAccount.$inferSelect;

/** What the audit log keeps of a connection: how it logs in and where the cart may go, never a hash. */
const audited = (account: AccountRow) => ({
  protocol: account.protocol,
  identity: identityOf(account),
  allowedHosts: account.allowedHosts.join(' '),
});

const identityOf = (account: AccountRow) =>
  account.protocol === 'oci'
    ? `${account.ociUsername ?? ''} (${account.ociLogin})`
    : `${account.cxmlDomain ?? ''}/${account.cxmlIdentity ?? ''}`;

/** Every connection, or the one of `customerId`, with its user, company, entry address and last session. */
export async function punchoutConnections(tx: Tx, customerId?: string): Promise<AdminPunchoutConnection[]> {
  const accounts = await tx
    .select()
    .from(punchoutAccount)
    .where(customerId ? eq(punchoutAccount.customerId, customerId) : undefined)
    .orderBy(asc(punchoutAccount.createdAt));
  if (accounts.length === 0) return [];
  const ids = accounts.map((account) => account.customerId);
  const [users, sessions] = await Promise.all([
    usersWithCompany(tx, ids),
    tx
      .select({ customerId: punchoutSession.customerId, last: max(punchoutSession.startedAt) })
      .from(punchoutSession)
      .where(inArray(punchoutSession.customerId, ids))
      .groupBy(punchoutSession.customerId),
  ]);
  const lastUse = new Map(sessions.map((session) => [session.customerId, session.last]));
  const storefronts = new Map<string | null, string>();
  const connections: AdminPunchoutConnection[] = [];
  for (const account of accounts) {
    const user = users.get(account.customerId);
    if (!user) continue;
    if (!storefronts.has(user.languageId))
      storefronts.set(user.languageId, (await storefrontOfLanguage(tx, user.languageId)).url);
    const storefront = storefronts.get(user.languageId)!;
    connections.push({
      customerId: account.customerId,
      company: user.company,
      user: { username: user.username, name: user.name, email: user.email },
      protocol: account.protocol as 'oci' | 'cxml',
      ociUsername: account.ociUsername,
      ociLogin: account.ociLogin as 'password' | 'one-time-id',
      cxmlDomain: account.cxmlDomain,
      cxmlIdentity: account.cxmlIdentity,
      allowedHosts: account.allowedHosts,
      entryUrl: `${storefront}${account.protocol === 'oci' ? '/oci' : '/cxml/setup'}`,
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
      lastUsedAt: lastUse.get(account.customerId)?.toISOString() ?? null,
    });
  }
  return connections;
}

async function accountOf(tx: Tx, customerId: string): Promise<AccountRow> {
  const [account] = await tx.select().from(punchoutAccount).where(eq(punchoutAccount.customerId, customerId));
  if (!account)
    throw notFound(errorCodes.punchoutNotConnected, 'This user has no punch-out connection.', {
      id: customerId,
    });
  return account;
}

async function connectionOf(tx: Tx, customerId: string): Promise<AdminPunchoutConnection> {
  const [connection] = await punchoutConnections(tx, customerId);
  if (!connection) throw new Error(`The connection of ${customerId} is gone.`);
  return connection;
}

/** Connects a user to their company's procurement system, with a secret made for it and shown once. */
export async function createPunchoutConnection(
  tx: Tx,
  actor: AuditActor,
  input: AdminPunchoutConnectionRequest,
): Promise<{ connection: AdminPunchoutConnection; secret: string }> {
  const user = await userOfUsername(tx, input.username);
  if (!user)
    throw invalidRequest([
      {
        propertyPath: 'body/username',
        type: 'VIOLATION::UNKNOWN_USER',
        title: 'No shop user has this username',
      },
    ]);
  const [existing] = await tx
    .select({ customerId: punchoutAccount.customerId })
    .from(punchoutAccount)
    .where(eq(punchoutAccount.customerId, user.id));
  if (existing)
    throw new ApiProblem(
      409,
      errorCodes.punchoutAlreadyConnected,
      'This user has a punch-out connection already; change it or delete it first.',
    );
  const secret = newPunchoutSecret();
  const { username: _, ...settings } = input;
  try {
    await savePunchoutAccount(
      tx,
      user.id,
      settings.protocol === 'oci'
        ? { ...settings, ociPassword: secret }
        : { ...settings, cxmlSecret: secret },
    );
  } catch (error) {
    if (error instanceof PunchoutAccountRefused)
      throw new ApiProblem(409, errorCodes.punchoutCredentialsTaken, error.message);
    throw error;
  }
  await recordChanges(tx, actor, [
    { objectType, objectId: user.id, before: null, after: audited(await accountOf(tx, user.id)) },
  ]);
  return { connection: await connectionOf(tx, user.id), secret };
}

/** Replaces the hosts the cart may go back to (HOOK_URL, BrowserFormPost). */
export async function changePunchoutHosts(
  tx: Tx,
  actor: AuditActor,
  customerId: string,
  allowedHosts: string[],
): Promise<AdminPunchoutConnection> {
  const before = await accountOf(tx, customerId);
  const hosts = [...new Set(allowedHosts)];
  const [after] = await tx
    .update(punchoutAccount)
    .set({ allowedHosts: hosts, updatedAt: sql`now()` })
    .where(eq(punchoutAccount.customerId, customerId))
    .returning();
  await recordChanges(tx, actor, [
    { objectType, objectId: customerId, before: audited(before), after: audited(after!) },
  ]);
  return connectionOf(tx, customerId);
}

/** A new OCI password or shared secret, shown once: the one before stops working at once. */
export async function rotatePunchoutSecret(
  tx: Tx,
  actor: AuditActor,
  customerId: string,
): Promise<{ connection: AdminPunchoutConnection; secret: string }> {
  const account = await accountOf(tx, customerId);
  const secret = newPunchoutSecret();
  const hash = await hashPassword(secret);
  await tx
    .update(punchoutAccount)
    .set({
      ...(account.protocol === 'oci' ? { ociPasswordHash: hash } : { cxmlSecretHash: hash }),
      updatedAt: sql`now()`,
    })
    .where(eq(punchoutAccount.customerId, customerId));
  await recordAudit(tx, actor, { objectType, objectId: customerId, action: 'secret-renewed' });
  return { connection: await connectionOf(tx, customerId), secret };
}

/** Ends the connection: the procurement system can no longer log the user in. */
export async function deletePunchoutConnection(tx: Tx, actor: AuditActor, customerId: string) {
  const account = await accountOf(tx, customerId);
  await deletePunchoutAccount(tx, customerId);
  await recordChanges(tx, actor, [
    { objectType, objectId: customerId, before: audited(account), after: null },
  ]);
}

/**
 * Plays the procurement system for a cXML connection: a PunchOutSetupRequest with the connection's
 * credential and the secret staff typed (the shop keeps only its hash) goes to the shop's own
 * setup, in process and under its login throttle, and its answer comes back as the procurement
 * system reads it. A 200 makes a real start page, good once for minutes, as any setup does.
 */
export async function testPunchoutSetup(
  tx: Tx,
  actor: AuditActor,
  customerId: string,
  input: { sharedSecret: string; browserFormPostUrl: string },
  client: { address: string; wait: (milliseconds: number) => Promise<void> },
): Promise<AdminPunchoutTest> {
  const account = await accountOf(tx, customerId);
  if (account.protocol !== 'cxml' || !account.cxmlDomain || !account.cxmlIdentity)
    throw new ApiProblem(
      409,
      errorCodes.punchoutTestNeedsCxml,
      'Only a cXML connection has a setup request; an OCI connection is tried at its catalogue URL.',
    );
  const user = (await usersWithCompany(tx, [customerId])).get(customerId)!;
  const storefront = await storefrontOfLanguage(tx, user.languageId);
  const shopHost = new URL(storefront.url).host;
  const now = new Date();
  const payloadId = newPayloadId(`back-office.${shopHost}`, now);
  const buyerCookie = newOneTimeSecret();
  const credential = { domain: account.cxmlDomain, identity: account.cxmlIdentity };
  const request = (sharedSecret: string) =>
    punchOutSetupRequest({
      payloadId,
      timestamp: cxmlTimestamp(now),
      lang: storefront.localeCode,
      from: credential,
      to: { domain: 'DomainName', identity: shopHost },
      sender: { ...credential, sharedSecret, userAgent: 'Tradeshop back-office test' },
      buyerCookie,
      browserFormPostUrl: input.browserFormPostUrl,
      extrinsics: { UserEmail: user.email },
    });
  const answer = await cxmlSetup({ tx }, request(input.sharedSecret), storefront.url, client);
  const read = readPunchOutSetupResponse(answer.xml);
  await recordAudit(tx, actor, {
    objectType,
    objectId: customerId,
    action: 'setup-tested',
    changes: { answer: [null, `${read.code} ${read.text}`] },
  });
  return {
    status: read.code,
    statusText: read.message ? `${read.text}: ${read.message}` : read.text,
    startPageUrl: read.startPageUrl,
    // The request as sent but for the secret, which is shown nowhere.
    requestXml: request('…'),
    responseXml: answer.xml,
  };
}
