import type { Product } from '@tradeshop/api-client/contracts';
import { errorCodes, type OciCartLine, ociItemFields, ociReturnTarget } from '@tradeshop/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import {
  decoyHash,
  type JoinVisitorCart,
  logout,
  openVouchedSession,
  throttledCheck,
  verifyPassword,
} from '../account/index.ts';
import { findCart, priceCart } from '../cart/index.ts';
import { punchoutAccount, punchoutSession } from './punchout.tables.ts';

/** How long a procurement system's session lasts without a transfer. */
const sessionHours = 8;

const invalidCredentials = () =>
  new ApiProblem(401, errorCodes.punchoutInvalidCredentials, 'Invalid OCI username and/or password.');

/** The cart may go back only to an http(s) address of a host the account allows. */
function allowedReturn(url: string, allowedHosts: readonly string[], returnTarget: string | null) {
  const target = ociReturnTarget(url, allowedHosts, returnTarget);
  if (target.ok) return target;
  if (target.reason === 'host-not-allowed')
    throw new ApiProblem(
      403,
      errorCodes.punchoutReturnHostNotAllowed,
      'The cart may not be sent to this host.',
      {
        host: URL.canParse(url) ? new URL(url).host : null,
      },
    );
  throw new ApiProblem(400, errorCodes.punchoutInvalidReturnUrl, 'The return address is no http(s) address.');
}

export interface OciLogin {
  username: string;
  password: string;
  hookUrl: string;
  returnTarget?: string | undefined;
}

/**
 * OCI's entry: the procurement system sends the user's OCI username and password and its HOOK_URL;
 * the shop opens a session for the user, throttled like a login, and remembers where the cart
 * goes back to. A HOOK_URL of a host the account does not allow opens nothing.
 */
export async function ociLogin(
  ctx: RequestContext,
  login: OciLogin,
  client: { address: string; wait: (milliseconds: number) => Promise<void> },
  joinVisitorCart: JoinVisitorCart,
): Promise<{ contextToken: string }> {
  const username = login.username.trim().toLowerCase();
  const [account] = await ctx.tx
    .select()
    .from(punchoutAccount)
    .where(and(eq(punchoutAccount.ociUsername, username), eq(punchoutAccount.protocol, 'oci')));
  const passed = await throttledCheck(ctx.tx, `oci:${username}`, client, async () =>
    // An unknown username takes as long as a wrong password.
    verifyPassword(login.password, account?.ociPasswordHash ?? (await decoyHash())),
  );
  if (!account || !passed) throw invalidCredentials();
  allowedReturn(login.hookUrl, account.allowedHosts, login.returnTarget ?? null);
  const session = await openVouchedSession(ctx, account.customerId, joinVisitorCart);
  await ctx.tx.insert(punchoutSession).values({
    contextToken: session.contextToken,
    customerId: account.customerId,
    protocol: 'oci',
    returnUrl: login.hookUrl,
    echo: { returnTarget: login.returnTarget ?? null },
    expiresAt: sql`now() + make_interval(hours => ${sessionHours})`,
  });
  return session;
}

/** The procurement system's session of the request, while it lasts. */
async function currentSession(ctx: RequestContext) {
  const [row] = await ctx.tx
    .select({ session: punchoutSession, account: punchoutAccount })
    .from(punchoutSession)
    .innerJoin(punchoutAccount, eq(punchoutAccount.customerId, punchoutSession.customerId))
    .where(
      and(
        eq(punchoutSession.contextToken, ctx.token),
        isNull(punchoutSession.endedAt),
        gt(punchoutSession.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** GET /dexis/punchout/session: the punch-out session of the request, or null outside one. */
export async function punchoutSessionOf(ctx: RequestContext) {
  const current = await currentSession(ctx);
  if (!current) return null;
  return {
    protocol: current.session.protocol as 'oci' | 'cxml',
    operation: current.session.operation as 'create' | 'edit' | 'inspect',
    returnHost: new URL(current.session.returnUrl).host,
  };
}

/** Whether a user buys through a procurement system: they place no orders in the shop itself. */
export async function isPunchoutUser(ctx: RequestContext, customerId: string): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ customerId: punchoutAccount.customerId })
    .from(punchoutAccount)
    .where(eq(punchoutAccount.customerId, customerId));
  return Boolean(row);
}

/** Days until delivery as the article's delivery time says, at the longest. */
const leadTimeDays = (product: Product) => {
  const time = product.deliveryTime;
  if (!time) return null;
  const days = { day: 1, week: 7, month: 30, year: 365 }[time.unit];
  return time.max * days;
};

/**
 * The cart back to the procurement system: the form the browser posts to HOOK_URL, its own query
 * parameters as hidden fields and the cart's lines as OCI's NEW_ITEM fields. The session ends with
 * it: the user continues in the procurement system, and the browser gets a fresh anonymous token.
 */
export async function transferCart(ctx: RequestContext) {
  const current = await currentSession(ctx);
  if (current?.session.protocol !== 'oci')
    throw new ApiProblem(
      403,
      errorCodes.punchoutNoSession,
      'There is no punch-out session to transfer the cart to.',
    );
  const { session, account } = current;
  const priced = await priceCart(ctx, await findCart(ctx));
  const lines: OciCartLine[] = priced.lines.map((line) => ({
    description: line.product.translated.name,
    longText: line.product.translated.description,
    quantityHundredths: line.quantityHundredths,
    unit: line.product.unitOfMeasure,
    netUnitPrice: line.unitPrice,
    currency: ctx.salesChannel.currency.isoCode,
    leadTimeDays: leadTimeDays(line.product),
    articleNumber: line.product.productNumber,
    customerArticleNumber: line.customerSku,
    manufacturer: line.product.manufacturer?.translated.name ?? null,
    manufacturerNumber: line.product.manufacturerNumber,
    unspscCode: null,
    categoryKey: null,
    offer: line.offer,
  }));
  if (lines.length === 0)
    throw new ApiProblem(
      400,
      errorCodes.punchoutEmptyCart,
      'The cart is empty: there is nothing to transfer.',
    );
  const target = allowedReturn(
    session.returnUrl,
    account.allowedHosts,
    (session.echo.returnTarget as string | null) ?? null,
  );
  const fields = [
    ...target.hiddenFields,
    ...ociItemFields(lines, {
      matnr: 'customer-article',
      units: account.units as 'iso' | 'sap',
      matgroup: account.classification as 'unspsc' | 'category' | 'none',
      sendPrices: account.sendPrices,
    }),
  ];
  await ctx.tx
    .update(punchoutSession)
    .set({ endedAt: sql`now()` })
    .where(eq(punchoutSession.contextToken, session.contextToken));
  const { contextToken } = await logout(ctx);
  return { action: target.action, target: target.target, fields, contextToken };
}

/** POST /AgiqonOciEntry/logout: ends the procurement system's session and the login with it. */
export async function endPunchout(ctx: RequestContext) {
  await ctx.tx
    .update(punchoutSession)
    .set({ endedAt: sql`now()` })
    .where(and(eq(punchoutSession.contextToken, ctx.token), isNull(punchoutSession.endedAt)));
  return logout(ctx);
}
