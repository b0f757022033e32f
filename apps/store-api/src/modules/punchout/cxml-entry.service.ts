import { errorCodes, ociReturnTarget } from '@tradeshop/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import {
  decoyHash,
  type JoinVisitorCart,
  loadSessionCustomer,
  openVouchedSession,
  throttledCheck,
  verifyPassword,
} from '../account/index.ts';
import { addLineItems, emptyCart, keepCartReadOnly } from '../cart/index.ts';
import {
  type CxmlStatusCode,
  cxmlStatusResponse,
  cxmlTimestamp,
  newPayloadId,
  parsePunchOutSetupRequest,
  punchOutSetupResponse,
} from './cxml.ts';
import {
  newOneTimeSecret,
  oneTimeSecretExpiry,
  punchoutSessionExpiry,
  secretHashOf,
} from './one-time-secret.ts';
import { type CxmlStartSetup, punchoutAccount, punchoutSession, punchoutStart } from './punchout.tables.ts';
import { upgradeSecretHash } from './punchout-account.service.ts';

/**
 * The answer to a cXML PunchOutSetupRequest: a start page for the sender's punch-out user, good once
 * and for minutes, or a cXML status of what was wrong. A malformed document is 400, an unknown
 * sender or a wrong shared secret 401 (throttled like a login), a BrowserFormPost of another host
 * or a request sent again 403; nothing is kept of a refused request.
 */
export async function cxmlSetup(
  ctx: Pick<RequestContext, 'tx'>,
  xml: string,
  storefrontUrl: string,
  client: { address: string; wait: (milliseconds: number) => Promise<void> },
): Promise<{ status: CxmlStatusCode; xml: string }> {
  const now = new Date();
  const answer = (status: CxmlStatusCode, text: string) => ({
    status,
    xml: cxmlStatusResponse(status, text, newPayloadId(new URL(storefrontUrl).host, now), cxmlTimestamp(now)),
  });
  const parsed = parsePunchOutSetupRequest(xml);
  if (!parsed.ok) return answer(parsed.refusal.status, parsed.refusal.text);
  const { request } = parsed;
  const domain = request.sender.domain.toLowerCase();
  const identity = request.sender.identity.toLowerCase();
  const [account] = await ctx.tx
    .select()
    .from(punchoutAccount)
    .where(
      and(
        eq(punchoutAccount.protocol, 'cxml'),
        eq(punchoutAccount.cxmlDomain, domain),
        eq(punchoutAccount.cxmlIdentity, identity),
      ),
    );
  const passed = await throttledCheck(ctx.tx, `cxml:${domain}/${identity}`, client, async () =>
    verifyPassword(request.sender.sharedSecret ?? '', account?.cxmlSecretHash ?? (await decoyHash())),
  );
  if (!account?.cxmlSecretHash || !passed) return answer(401, 'Unknown sender or wrong shared secret.');
  await upgradeSecretHash(
    ctx.tx,
    account.customerId,
    'cxmlSecretHash',
    request.sender.sharedSecret ?? '',
    account.cxmlSecretHash,
  );
  if (!ociReturnTarget(request.browserFormPostUrl, account.allowedHosts).ok)
    return answer(403, 'The BrowserFormPost URL is not one of the allowed hosts of this account.');
  const [replayed] = await ctx.tx
    .select({ customerId: punchoutStart.customerId })
    .from(punchoutStart)
    .where(
      and(
        eq(punchoutStart.customerId, account.customerId),
        sql`${punchoutStart.setup}->>'payloadId' = ${request.payloadId}`,
      ),
    );
  if (replayed) return answer(403, 'This setup request was sent before (same payloadID).');
  const secret = newOneTimeSecret();
  const setup: CxmlStartSetup & { payloadId: string } = {
    payloadId: request.payloadId,
    operation: request.operation,
    browserFormPostUrl: request.browserFormPostUrl,
    buyerCookie: request.buyerCookie,
    from: request.from,
    to: request.to,
    itemsOut: request.itemsOut.map((item) => ({
      supplierPartId: item.supplierPartId,
      quantityHundredths: item.quantity,
    })),
  };
  await ctx.tx.insert(punchoutStart).values({
    secretHash: secretHashOf(secret),
    customerId: account.customerId,
    setup,
    expiresAt: oneTimeSecretExpiry(),
  });
  const startPageUrl = `${storefrontUrl}/cxml/auth/${account.customerId}/${secret}`;
  return {
    status: 200,
    xml: punchOutSetupResponse({
      payloadId: newPayloadId(new URL(storefrontUrl).host, now),
      timestamp: cxmlTimestamp(now),
      startPageUrl,
    }),
  };
}

/**
 * The start page opened: logs the punch-out user in once, remembers where the cart goes back to,
 * and for an edit or inspect puts the cart the procurement system sent back into the user's cart.
 */
export async function cxmlStart(
  ctx: RequestContext,
  customerId: string,
  secret: string,
  joinVisitorCart: JoinVisitorCart,
): Promise<{ contextToken: string; operation: CxmlStartSetup['operation'] }> {
  const [start] = await ctx.tx
    .update(punchoutStart)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(punchoutStart.secretHash, secretHashOf(secret)),
        eq(punchoutStart.customerId, customerId),
        isNull(punchoutStart.usedAt),
        gt(punchoutStart.expiresAt, sql`now()`),
      ),
    )
    .returning({ setup: punchoutStart.setup });
  if (!start)
    throw new ApiProblem(
      401,
      errorCodes.punchoutStartInvalid,
      'This start link is not valid, has expired or was used.',
    );
  const { setup } = start;
  const session = await openVouchedSession(ctx, customerId, joinVisitorCart);
  await ctx.tx.insert(punchoutSession).values({
    // The login gave the request the session's new token.
    contextTokenHash: ctx.tokenHash,
    customerId,
    protocol: 'cxml',
    returnUrl: setup.browserFormPostUrl,
    operation: setup.operation,
    echo: { buyerCookie: setup.buyerCookie, from: setup.from, to: setup.to },
    expiresAt: punchoutSessionExpiry(),
  });
  if (setup.operation !== 'create') {
    const user = await loadSessionCustomer(ctx.tx, customerId);
    const asUser = { ...ctx, token: session.contextToken, customer: user };
    await emptyCart(asUser);
    await addLineItems(
      asUser,
      setup.itemsOut.map((item) => ({ sku: item.supplierPartId, quantity: item.quantityHundredths / 100 })),
      { keepGood: true },
    );
    if (setup.operation === 'inspect') await keepCartReadOnly(asUser);
  }
  return { ...session, operation: setup.operation };
}
