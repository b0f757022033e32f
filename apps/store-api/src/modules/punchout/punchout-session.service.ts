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
import { findCart, loadCart, priceCart } from '../cart/index.ts';
import {
  browserFormPostFields,
  type CxmlCredential,
  cxmlTimestamp,
  newPayloadId,
  punchOutOrderMessage,
} from './cxml.ts';
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

type PricedLine = Awaited<ReturnType<typeof priceCart>>['lines'][number];
type Current = NonNullable<Awaited<ReturnType<typeof currentSession>>>;

/** OCI: HOOK_URL's action, its own query parameters as hidden fields, then the lines as NEW_ITEM fields. */
function ociForm(ctx: RequestContext, { session, account }: Current, lines: PricedLine[]) {
  const target = allowedReturn(
    session.returnUrl,
    account.allowedHosts,
    (session.echo.returnTarget as string | null) ?? null,
  );
  const items: OciCartLine[] = lines.map((line) => ({
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
  const fields = [
    ...target.hiddenFields,
    ...ociItemFields(items, {
      matnr: 'customer-article',
      units: account.units as 'iso' | 'sap',
      matgroup: account.classification as 'unspsc' | 'category' | 'none',
      sendPrices: account.sendPrices,
    }),
  ];
  return { action: target.action, target: target.target, fields };
}

/** UN/CEFACT recommendation 20 codes of the shop's units, as cXML's UnitOfMeasure takes them. */
const cxmlUnits: Record<string, string> = { PCE: 'C62', PAK: 'PK', MTR: 'MTR', KGM: 'KGM', LTR: 'LTR' };

/** cXML: a PunchOutOrderMessage echoing the BuyerCookie, in the fields BrowserFormPost takes. */
function cxmlForm(
  ctx: RequestContext,
  { session, account }: Current,
  priced: Awaited<ReturnType<typeof priceCart>>,
) {
  const echo = session.echo as { buyerCookie: string; from: CxmlCredential[]; to: CxmlCredential[] };
  const now = new Date();
  const shop = new URL(session.returnUrl).host;
  const sendPrices = account.sendPrices;
  const message = punchOutOrderMessage({
    payloadId: newPayloadId(shop, now),
    timestamp: cxmlTimestamp(now),
    lang: ctx.language.localeCode,
    // The answer goes back to whoever asked: their To is now the sender, their From the receiver.
    from: echo.to,
    to: echo.from,
    sender: echo.to[0]!,
    buyerCookie: echo.buyerCookie,
    operationAllowed: 'edit',
    currency: ctx.salesChannel.currency.isoCode,
    total: sendPrices ? priced.totals.positionTotal : 0,
    items: priced.lines.map((line) => ({
      quantity: line.quantityHundredths,
      supplierPartId: line.product.productNumber,
      supplierPartAuxiliaryId: line.offer ? `${line.offer.number}/${line.offer.position}` : '',
      ...(line.customerSku ? { buyerPartId: line.customerSku } : {}),
      unitPrice: sendPrices ? line.unitPrice : 0,
      description: line.product.translated.name,
      unitOfMeasure: cxmlUnits[line.product.unitOfMeasure] ?? line.product.unitOfMeasure,
      // No UNSPSC codes are kept: the shop's own category stands in.
      classification: { domain: 'TradeShop', code: line.product.categories[0]?.id ?? 'none' },
      ...(line.product.manufacturerNumber ? { manufacturerPartId: line.product.manufacturerNumber } : {}),
      ...(line.product.manufacturer ? { manufacturerName: line.product.manufacturer.translated.name } : {}),
      ...(leadTimeDays(line.product) !== null ? { leadTimeDays: leadTimeDays(line.product)! } : {}),
    })),
  });
  const fields = Object.entries(browserFormPostFields(message));
  return { action: session.returnUrl, target: null, fields };
}

/**
 * The cart back to the procurement system: the form the browser posts to its return address (OCI's
 * HOOK_URL, cXML's BrowserFormPost). The session ends with it: the user continues in the
 * procurement system, and the browser gets a fresh anonymous token. An inspected cart is not sent.
 */
export async function transferCart(ctx: RequestContext) {
  const current = await currentSession(ctx);
  if (!current || current.session.operation === 'inspect')
    throw new ApiProblem(
      403,
      errorCodes.punchoutNoSession,
      'There is no punch-out session to transfer the cart to.',
    );
  const priced = await priceCart(ctx, await findCart(ctx));
  if (priced.lines.length === 0)
    throw new ApiProblem(
      400,
      errorCodes.punchoutEmptyCart,
      'The cart is empty: there is nothing to transfer.',
    );
  const form =
    current.session.protocol === 'oci' ? ociForm(ctx, current, priced.lines) : cxmlForm(ctx, current, priced);
  await ctx.tx
    .update(punchoutSession)
    .set({ endedAt: sql`now()` })
    .where(eq(punchoutSession.contextToken, current.session.contextToken));
  const { contextToken } = await logout(ctx);
  return { ...form, contextToken };
}

/** POST /DexisCxmlEntry/inspect: the cart of an inspect session, which cannot be changed or sent. */
export async function inspectedCart(ctx: RequestContext) {
  const current = await currentSession(ctx);
  if (current?.session.operation !== 'inspect')
    throw new ApiProblem(403, errorCodes.punchoutNoSession, 'There is no cXML inspect session.');
  return loadCart(ctx);
}

/** POST /AgiqonOciEntry/logout: ends the procurement system's session and the login with it. */
export async function endPunchout(ctx: RequestContext) {
  await ctx.tx
    .update(punchoutSession)
    .set({ endedAt: sql`now()` })
    .where(and(eq(punchoutSession.contextToken, ctx.token), isNull(punchoutSession.endedAt)));
  return logout(ctx);
}
