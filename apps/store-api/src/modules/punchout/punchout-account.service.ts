import { randomBytes } from 'node:crypto';
import { type PunchoutAccountInput, punchoutAccountInput } from '@tradeshop/api-client/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { hashPassword, markPunchoutUser, rehashedPassword, userOfUsername } from '../account/index.ts';
import { punchoutAccount } from './punchout.tables.ts';

export class PunchoutAccountRefused extends Error {}

/** A new OCI password or cXML shared secret: 24 random bytes, shown once and kept hashed. */
export const newPunchoutSecret = () => randomBytes(24).toString('base64url');
/** A new account, or one that changes protocol, without its password or shared secret. */
export class PunchoutSecretRequired extends Error {}

/**
 * Makes a user a punch-out user of their company's procurement system, or changes how it logs them
 * in: the OCI username and password, or the cXML sender and shared secret (both kept hashed), the
 * hosts the cart may go back to and what the transfer carries. One account per user; an OCI
 * username or cXML sender names one user only.
 */
export async function setPunchoutAccount(tx: Tx, username: string, input: PunchoutAccountInput) {
  const user = await userOfUsername(tx, username);
  if (!user) throw new PunchoutAccountRefused(`No user ${username}.`);
  return savePunchoutAccount(tx, user.id, input);
}

/**
 * The account of a user (by id), who must exist; see `setPunchoutAccount`. Without a new password
 * or secret, the one set before for the same protocol stays.
 */
export async function savePunchoutAccount(tx: Tx, customerId: string, input: PunchoutAccountInput) {
  const account = punchoutAccountInput.parse(input);
  const [before] = await tx.select().from(punchoutAccount).where(eq(punchoutAccount.customerId, customerId));
  const kept = before?.protocol === account.protocol ? before : null;
  const credentials =
    account.protocol === 'oci'
      ? {
          ociUsername: account.ociUsername,
          ociPasswordHash: account.ociPassword
            ? await hashPassword(account.ociPassword)
            : (kept?.ociPasswordHash ?? secretRequired('An OCI password')),
          ociLogin: account.ociLogin,
          cxmlDomain: null,
          cxmlIdentity: null,
          cxmlSecretHash: null,
        }
      : {
          ociUsername: null,
          ociPasswordHash: null,
          ociLogin: 'password',
          cxmlDomain: account.cxmlDomain.toLowerCase(),
          cxmlIdentity: account.cxmlIdentity.toLowerCase(),
          cxmlSecretHash: account.cxmlSecret
            ? await hashPassword(account.cxmlSecret)
            : (kept?.cxmlSecretHash ?? secretRequired('A shared secret')),
        };
  const taken = await tx
    .select({ customerId: punchoutAccount.customerId })
    .from(punchoutAccount)
    .where(
      account.protocol === 'oci'
        ? eq(punchoutAccount.ociUsername, credentials.ociUsername!)
        : sql`${punchoutAccount.cxmlDomain} = ${credentials.cxmlDomain} and ${punchoutAccount.cxmlIdentity} = ${credentials.cxmlIdentity}`,
    );
  if (taken.some((row) => row.customerId !== customerId))
    throw new PunchoutAccountRefused('Another user already logs in with these credentials.');
  const row = {
    protocol: account.protocol,
    ...credentials,
    allowedHosts: account.allowedHosts,
    classification: account.classification,
    units: account.units,
    sendPrices: account.sendPrices,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(punchoutAccount)
    .values({ customerId, ...row })
    .onConflictDoUpdate({ target: punchoutAccount.customerId, set: row });
  await markPunchoutUser(tx, customerId, true);
  return { customerId };
}

/**
 * Hashes an OCI password or cXML shared secret anew once a procurement system sent it right, when its
 * hash is of a lower cost than new hashes get; unless it was changed meanwhile.
 */
export async function upgradeSecretHash(
  tx: Tx,
  customerId: string,
  column: 'ociPasswordHash' | 'cxmlSecretHash',
  secret: string,
  stored: string,
) {
  const upgraded = await rehashedPassword(secret, stored);
  if (!upgraded) return;
  await tx
    .update(punchoutAccount)
    .set({ [column]: upgraded })
    .where(and(eq(punchoutAccount.customerId, customerId), eq(punchoutAccount[column], stored)));
}

function secretRequired(what: string): never {
  throw new PunchoutSecretRequired(`${what} is needed to connect this user.`);
}

/** Ends a user's punch-out: the procurement system can no longer log them in. */
export async function removePunchoutAccount(tx: Tx, username: string): Promise<boolean> {
  const user = await userOfUsername(tx, username);
  return user ? deletePunchoutAccount(tx, user.id) : false;
}

export async function deletePunchoutAccount(tx: Tx, customerId: string): Promise<boolean> {
  const user = { id: customerId };
  const removed = await tx
    .delete(punchoutAccount)
    .where(eq(punchoutAccount.customerId, user.id))
    .returning({ customerId: punchoutAccount.customerId });
  await markPunchoutUser(tx, user.id, false);
  return removed.length > 0;
}

/** The punch-out accounts, without their secrets. */
export function punchoutAccounts(tx: Tx) {
  return tx
    .select({
      customerId: punchoutAccount.customerId,
      protocol: punchoutAccount.protocol,
      ociUsername: punchoutAccount.ociUsername,
      ociLogin: punchoutAccount.ociLogin,
      cxmlDomain: punchoutAccount.cxmlDomain,
      cxmlIdentity: punchoutAccount.cxmlIdentity,
      allowedHosts: punchoutAccount.allowedHosts,
      classification: punchoutAccount.classification,
      units: punchoutAccount.units,
      sendPrices: punchoutAccount.sendPrices,
      updatedAt: punchoutAccount.updatedAt,
    })
    .from(punchoutAccount);
}
