import type { OciBackgroundRequest, Product } from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  type OciCartLine,
  OciItemError,
  ociCharset,
  ociFieldLengths,
  ociItemFields,
  ociReturnTarget,
  type PunchoutClassification,
  toHundredths,
} from '@tradeshop/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import {
  decoyHash,
  type JoinVisitorCart,
  logout,
  openVouchedSession,
  throttledCheck,
  verifyPassword,
} from '../account/index.ts';
import { findCart, loadCart, priceArticles, priceCart, removeCartLines } from '../cart/index.ts';
import { type ArticleClassification, articleClassifications, articleRows } from '../catalog/index.ts';
import { listProducts } from '../search/index.ts';
import {
  browserFormPostFields,
  type CxmlCredential,
  cxmlTimestamp,
  newPayloadId,
  punchOutOrderMessage,
} from './cxml.ts';
import {
  newOneTimeSecret,
  oneTimeSecretExpiry,
  punchoutSessionExpiry,
  secretHashOf,
} from './one-time-secret.ts';
import { punchoutAccount, punchoutOneTimeId, punchoutSession } from './punchout.tables.ts';
import { upgradeSecretHash } from './punchout-account.service.ts';

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

export interface OciEntry {
  hookUrl: string;
  returnTarget?: string | undefined;
  charset?: string | undefined;
}

export interface OciLogin extends OciEntry {
  username: string;
  password: string;
}

type Client = { address: string; wait: (milliseconds: number) => Promise<void> };

/** The OCI account of a username and password, checked under the login throttle. */
async function ociAccount(
  ctx: RequestContext,
  login: { username: string; password: string },
  client: Client,
) {
  const username = login.username.trim().toLowerCase();
  const [account] = await ctx.tx
    .select()
    .from(punchoutAccount)
    .where(and(eq(punchoutAccount.ociUsername, username), eq(punchoutAccount.protocol, 'oci')));
  const passed = await throttledCheck(ctx.tx, `oci:${username}`, client, async () =>
    // An unknown username takes as long as a wrong password.
    verifyPassword(login.password, account?.ociPasswordHash ?? (await decoyHash())),
  );
  if (!account?.ociPasswordHash || !passed) throw invalidCredentials();
  await upgradeSecretHash(
    ctx.tx,
    account.customerId,
    'ociPasswordHash',
    login.password,
    account.ociPasswordHash,
  );
  return account;
}

/** Opens the user's OCI session for the entry's HOOK_URL, refused for a host the account does not allow. */
async function openOciSession(
  ctx: RequestContext,
  account: typeof punchoutAccount.$inferSelect,
  entry: OciEntry,
  joinVisitorCart: JoinVisitorCart,
) {
  allowedReturn(entry.hookUrl, account.allowedHosts, entry.returnTarget ?? null);
  const session = await openVouchedSession(ctx, account.customerId, joinVisitorCart);
  await ctx.tx.insert(punchoutSession).values({
    // The login gave the request the session's new token.
    contextTokenHash: ctx.tokenHash,
    customerId: account.customerId,
    protocol: 'oci',
    returnUrl: entry.hookUrl,
    echo: { returnTarget: entry.returnTarget ?? null, charset: ociCharset(entry.charset) },
    expiresAt: punchoutSessionExpiry(),
  });
  return session;
}

/**
 * OCI's entry: the procurement system sends the user's OCI username and password and its HOOK_URL;
 * the shop opens a session for the user, throttled like a login, and remembers where the cart
 * goes back to. A HOOK_URL of a host the account does not allow opens nothing; an account that
 * takes one-time ids only is not opened by its password.
 */
export async function ociLogin(
  ctx: RequestContext,
  login: OciLogin,
  client: Client,
  joinVisitorCart: JoinVisitorCart,
): Promise<{ contextToken: string }> {
  const account = await ociAccount(ctx, login, client);
  if (account.ociLogin === 'one-time-id')
    throw new ApiProblem(
      401,
      errorCodes.punchoutOneTimeIdRequired,
      'This OCI user logs in with one-time ids only: fetch one with the password, server to server.',
    );
  return openOciSession(ctx, account, login, joinVisitorCart);
}

/**
 * POST /dexis/punchout/oci/one-time-id: the procurement system (server to server) trades the OCI
 * username and password for an id that opens the OCI entry once, within minutes.
 */
export async function ociOneTimeId(
  ctx: RequestContext,
  login: { username: string; password: string },
  client: Client,
) {
  const account = await ociAccount(ctx, login, client);
  const id = newOneTimeSecret();
  const [issued] = await ctx.tx
    .insert(punchoutOneTimeId)
    .values({
      idHash: secretHashOf(id),
      customerId: account.customerId,
      expiresAt: oneTimeSecretExpiry(),
    })
    .returning({ expiresAt: punchoutOneTimeId.expiresAt });
  return { id, expiresAt: issued!.expiresAt.toISOString() };
}

/** POST /AgiqonOciEntry/otp/{id}: the OCI entry by a one-time id, which is used up by it. */
export async function ociOneTimeLogin(
  ctx: RequestContext,
  id: string,
  entry: OciEntry,
  joinVisitorCart: JoinVisitorCart,
): Promise<{ contextToken: string }> {
  const [used] = await ctx.tx
    .update(punchoutOneTimeId)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(punchoutOneTimeId.idHash, secretHashOf(id)),
        isNull(punchoutOneTimeId.usedAt),
        gt(punchoutOneTimeId.expiresAt, sql`now()`),
      ),
    )
    .returning({ customerId: punchoutOneTimeId.customerId });
  const [account] = used
    ? await ctx.tx
        .select()
        .from(punchoutAccount)
        .where(and(eq(punchoutAccount.customerId, used.customerId), eq(punchoutAccount.protocol, 'oci')))
    : [];
  if (!account)
    throw new ApiProblem(
      401,
      errorCodes.punchoutStartInvalid,
      'This one-time id is not valid, has expired or was used.',
    );
  return openOciSession(ctx, account, entry, joinVisitorCart);
}

/** The procurement system's session of the request, while it lasts. */
async function currentSession(ctx: RequestContext) {
  const [row] = await ctx.tx
    .select({ session: punchoutSession, account: punchoutAccount })
    .from(punchoutSession)
    .innerJoin(punchoutAccount, eq(punchoutAccount.customerId, punchoutSession.customerId))
    .where(
      and(
        eq(punchoutSession.contextTokenHash, ctx.tokenHash),
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

type Classifications = Awaited<ReturnType<typeof articleClassifications>>;

/** OCI: HOOK_URL's action, its own query parameters as hidden fields, then the lines as NEW_ITEM fields. */
function ociForm(
  ctx: RequestContext,
  { session, account }: Current,
  lines: PricedLine[],
  classifications: Classifications,
) {
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
    unspscCode: classifications.get(line.product.id)?.unspsc ?? null,
    etimClass: classifications.get(line.product.id)?.etimClass ?? null,
    // A product group key longer than MATGROUP is left out rather than cut: a cut key is a wrong one.
    categoryKey: fitting(classifications.get(line.product.id)?.productGroup, ociFieldLengths.MATGROUP),
    offer: line.offer,
  }));
  try {
    const fields = [
      ...target.hiddenFields,
      ...ociItemFields(items, {
        matnr: 'customer-article',
        units: account.units as 'iso' | 'sap',
        matgroup: account.classification as PunchoutClassification,
        sendPrices: account.sendPrices,
      }),
    ];
    return {
      action: target.action,
      target: target.target,
      fields,
      charset: ociCharset(session.echo.charset as string | undefined),
    };
  } catch (error) {
    if (!(error instanceof OciItemError)) throw error;
    const line = lines[error.line - 1];
    throw new ApiProblem(
      422,
      errorCodes.punchoutItemNotTransferable,
      `${error.message}: the line cannot be sent to the procurement system.`,
      { productNumber: line?.product.productNumber ?? null, field: error.field },
    );
  }
}

const fitting = (code: string | null | undefined, length: number) =>
  code && code.length <= length ? code : null;

/**
 * cXML's Classification, which every ItemIn needs: the UNSPSC code or ETIM class when the account
 * asks for it and the article has one, otherwise the article's product group in the shop's own domain.
 */
function cxmlClassification(mode: string, classification: ArticleClassification | undefined) {
  if (mode === 'unspsc' && classification?.unspsc) return { domain: 'UNSPSC', code: classification.unspsc };
  if (mode === 'etim' && classification?.etimClass) return { domain: 'ETIM', code: classification.etimClass };
  return { domain: 'ProductGroup', code: classification?.productGroup ?? 'none' };
}

/** UN/CEFACT recommendation 20 codes of the shop's units, as cXML's UnitOfMeasure takes them. */
const cxmlUnits: Record<string, string> = { PCE: 'C62', PAK: 'PK', MTR: 'MTR', KGM: 'KGM', LTR: 'LTR' };

/** cXML: a PunchOutOrderMessage echoing the BuyerCookie, in the fields BrowserFormPost takes. */
function cxmlForm(
  ctx: RequestContext,
  { session, account }: Current,
  priced: Awaited<ReturnType<typeof priceCart>>,
  classifications: Classifications,
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
      classification: cxmlClassification(account.classification, classifications.get(line.product.id)),
      ...(line.product.manufacturerNumber ? { manufacturerPartId: line.product.manufacturerNumber } : {}),
      ...(line.product.manufacturer ? { manufacturerName: line.product.manufacturer.translated.name } : {}),
      ...(leadTimeDays(line.product) !== null ? { leadTimeDays: leadTimeDays(line.product)! } : {}),
    })),
  });
  const fields = Object.entries(browserFormPostFields(message));
  return { action: session.returnUrl, target: null, fields, charset: 'utf-8' as const };
}

const classificationsOf = (ctx: RequestContext, lines: readonly PricedLine[]) =>
  articleClassifications(
    ctx.tx,
    lines.map((line) => line.product.id),
  );

/** The session ends with what went back: the user continues in the procurement system, as a visitor here. */
async function endTransferredSession(ctx: RequestContext, current: Current) {
  await ctx.tx
    .update(punchoutSession)
    .set({ endedAt: sql`now()` })
    .where(eq(punchoutSession.contextTokenHash, current.session.contextTokenHash));
  return logout(ctx);
}

const noSession = () =>
  new ApiProblem(403, errorCodes.punchoutNoSession, 'There is no punch-out session to transfer the cart to.');

/**
 * The cart back to the procurement system: the form the browser posts to its return address (OCI's
 * HOOK_URL, cXML's BrowserFormPost). The lines sent leave the cart, so that the next punch-out
 * does not send them again, and the session ends with it: the user continues in the procurement
 * system, and the browser gets a fresh anonymous token. An inspected cart is not sent.
 */
export async function transferCart(ctx: RequestContext) {
  return inTransaction(ctx, async (ctx) => {
    const current = await currentSession(ctx);
    if (!current || current.session.operation === 'inspect') throw noSession();
    // Locked until the transfer is recorded: a line added meanwhile waits, and stays in the cart.
    const priced = await priceCart(ctx, await findCart(ctx, true));
    if (priced.lines.length === 0)
      throw new ApiProblem(
        400,
        errorCodes.punchoutEmptyCart,
        'The cart is empty: there is nothing to transfer.',
      );
    const classifications = await classificationsOf(ctx, priced.lines);
    const form =
      current.session.protocol === 'oci'
        ? ociForm(ctx, current, priced.lines, classifications)
        : cxmlForm(ctx, current, priced, classifications);
    await removeCartLines(
      ctx,
      priced.row!.id,
      priced.lines.map((line) => line.id),
    );
    const { contextToken } = await endTransferredSession(ctx, current);
    return { ...form, contextToken };
  });
}

/** Most articles a BACKGROUND_SEARCH gives back. */
const backgroundSearchLimit = 20;

/** What an OCI background function gives back: the article asked for, or the best matches of a search. */
async function backgroundArticles(ctx: RequestContext, request: OciBackgroundRequest) {
  if (request.function === 'VALIDATE') {
    const [article] = await articleRows(ctx.tx, { productNumbers: [request.productId], sellable: true });
    return article ? [{ productId: article.id, quantityHundredths: request.quantityHundredths }] : [];
  }
  const { elements } = await listProducts(ctx, {
    criteria: { search: request.searchString, limit: backgroundSearchLimit, 'total-count-mode': 'none' },
  });
  return elements
    .filter((product) => product.childCount === 0)
    .map((product) => ({ productId: product.id, quantityHundredths: toHundredths(product.minPurchase) }));
}

/**
 * OCI's background functions, answered at once without showing the shop: VALIDATE gives back the
 * article of EXT_PRODUCT_ID in the quantity asked at today's price, BACKGROUND_SEARCH the best
 * matches of the search text in their least quantity; an unknown article gives back no item. The
 * user's cart is left alone, and the session ends with the answer.
 */
export async function ociBackground(ctx: RequestContext, request: OciBackgroundRequest) {
  const current = await currentSession(ctx);
  if (current?.session.protocol !== 'oci') throw noSession();
  const priced = await priceArticles(ctx, await backgroundArticles(ctx, request));
  const form = ociForm(ctx, current, priced.lines, await classificationsOf(ctx, priced.lines));
  const { contextToken } = await endTransferredSession(ctx, current);
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
    .where(and(eq(punchoutSession.contextTokenHash, ctx.tokenHash), isNull(punchoutSession.endedAt)));
  return logout(ctx);
}
