import {
  type Customer,
  createStoreApiClient,
  demoAccessKey,
  type SessionSummary,
  type StoreApiClient,
  StoreApiError,
  visitorSession,
} from '@tradeshop/api-client';
import { type DeliverySettings, errorCodes, type FeatureFlag, type LocaleCode } from '@tradeshop/domain';
import { createContext, data, type MiddlewareFunction } from 'react-router';
import { languageOfPath, type StorefrontLanguage } from './i18n';
import './i18n.server';
import { handedOver } from './server-handover.server';
import { latestCatalogVersion, storeApiFetch } from './storefront-tracing.server';

const storeApiUrl = (
  process.env.STORE_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}/store-api`
).replace(/\/+$/, '');
const accessKey =
  process.env.STORE_API_ACCESS_KEY || (process.env.NODE_ENV === 'production' ? '' : demoAccessKey);
// The Store API's production start refuses to serve without a key of its own (or with the demo's).
if (!accessKey)
  throw new Error("STORE_API_ACCESS_KEY is not set: a production storefront needs the shop's key.");
/** Slower Store API answers end in the 408 error page. */
const timeoutMs = Number(process.env.STORE_API_TIMEOUT_MS) || 10_000;

/** Where the Store API serves what lies outside `/store-api`: media files and its health check. */
export const storeApiRoot = storeApiUrl.replace(/\/store-api$/, '');

/** A client without a session, for answers that are the same for everyone (the sitemaps). */
export function sessionlessClient(): StoreApiClient {
  return createStoreApiClient({ baseUrl: storeApiUrl, accessKey, timeoutMs, fetch: storeApiFetch() });
}

/**
 * A client without a session in one of the shop's languages, as a visitor of that language's
 * domain asks; null for a language the sales channel has no domain of.
 */
export async function visitorClientIn(code: LocaleCode): Promise<StoreApiClient | null> {
  const context = await sessionlessClient().context();
  const domain = context.salesChannel.domains.find((candidate) => candidate.languageLocaleCode === code);
  return domain
    ? createStoreApiClient({
        baseUrl: storeApiUrl,
        accessKey,
        timeoutMs,
        languageId: domain.languageId,
        fetch: storeApiFetch(),
      })
    : null;
}

/** The cookie of the Store API session: a request without it is a visitor's. */
export const sessionCookieName = 'sw-context-token';
/** The session's cookie lasts as long as the Store API keeps a session at most (its SESSION_MAX_DAYS). */
const sessionCookieMaxAgeSeconds = Math.round((Number(process.env.SESSION_MAX_DAYS) || 30) * 86_400);
/** The shop's other cookies (a visitor's listing view) keep a preference for a year. */
const cookieMaxAgeSeconds = 31_536_000;
const shopInfoTtlMillis = 60_000;

/** What every page needs from the sales channel; cached per process because it rarely changes. */
export interface ShopInfo {
  name: string;
  /** Whether maintenance mode keeps this visitor out: the Store API checks their address. */
  maintenance: boolean;
  /**
   * Maintenance mode is on for the shop. Whether it keeps a visitor out depends on their address,
   * so such an answer is not kept for the next visitor.
   */
  maintenanceActive: boolean;
  /** What the maintenance page says per language (the shop's settings); empty: its standard text. */
  maintenanceMessages: Partial<Record<string, string>>;
  languageIds: Partial<Record<LocaleCode, string>>;
  /** The sales channel's address per language; password mails link to it. */
  domainUrls: Partial<Record<LocaleCode, string>>;
  /** The shop's switches (FEATURE_FLAGS of the Store API). */
  featureFlags: FeatureFlag[];
  /** The order cut-offs delivery dates are promised from (DELIVERY_CUT_OFFS of the Store API). */
  delivery: DeliverySettings;
}

export interface StoreApiSession {
  client: StoreApiClient;
  shop: ShopInfo;
  language: StorefrontLanguage;
  /** Id of the URL's language, sent as `sw-language-id`; seo urls are keyed by it. */
  languageId: string | null;
  /** The logged-in customer, or null; asked once per request however many loaders want it. */
  customer: () => Promise<Customer | null>;
  /** The session as the page's frame shows it (the same call as `customer`); a visitor's without one. */
  session: () => Promise<SessionSummary>;
}

export const storeApiContext = createContext<StoreApiSession>();

/**
 * Kept a minute, or until an answer names another catalogue version (a save of the shop's settings
 * raises it); never while maintenance mode is on, whose answer depends on the visitor's address.
 * Only a session's page uses it, which has asked for its session first: a visitor's page that is
 * rendered (rather than served from the page cache) asks again, so that it is never the first to
 * miss a change of the settings.
 */
let cachedShopInfo: { info: ShopInfo; expiresAt: number; version: string | null } | null = null;

async function loadShopInfo(client: StoreApiClient): Promise<ShopInfo> {
  if (
    client.contextToken &&
    cachedShopInfo &&
    cachedShopInfo.expiresAt > Date.now() &&
    cachedShopInfo.version === latestCatalogVersion() &&
    !cachedShopInfo.info.maintenanceActive &&
    !cachedShopInfo.info.maintenance
  )
    return cachedShopInfo.info;
  const [context, { data: featureFlags }, { data: delivery }] = await Promise.all([
    client.context(),
    client.featureFlags(),
    client.deliverySettings(),
  ]);
  const languageIds: ShopInfo['languageIds'] = {};
  const domainUrls: ShopInfo['domainUrls'] = {};
  for (const domain of context.salesChannel.domains) {
    languageIds[domain.languageLocaleCode as LocaleCode] = domain.languageId;
    domainUrls[domain.languageLocaleCode as LocaleCode] = domain.url;
  }
  const info: ShopInfo = {
    name: context.salesChannel.name,
    maintenance: context.salesChannel.maintenance,
    maintenanceActive: context.maintenance.active,
    maintenanceMessages: context.maintenance.messages,
    languageIds,
    domainUrls,
    featureFlags,
    delivery,
  };
  cachedShopInfo = { info, expiresAt: Date.now() + shopInfoTtlMillis, version: latestCatalogVersion() };
  return info;
}

export function readCookie(
  request: { headers: { get(name: string): string | null } },
  name: string,
): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A cookie of the shop's own, for a year unless said (null: until the browser closes), never read by
 * scripts; Secure when the page's `url` is https. Sent to every path and along links from other sites
 * unless `scope` says otherwise.
 */
export function serializeCookie(
  name: string,
  value: string,
  url: URL,
  maxAgeSeconds: number | null = cookieMaxAgeSeconds,
  scope: { path: string; sameSite: 'Lax' | 'Strict' } = { path: '/', sameSite: 'Lax' },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${scope.path}`,
    ...(maxAgeSeconds === null ? [] : [`Max-Age=${maxAgeSeconds}`]),
    'HttpOnly',
    `SameSite=${scope.sameSite}`,
    ...(url.protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');
}

/** The cookie that keeps the Store API's session token (a new one too, when the Store API ended the old). */
export function sessionCookie(token: string, url: URL): string {
  return serializeCookie(sessionCookieName, token, url, sessionCookieMaxAgeSeconds);
}

/** Refusals of the storefront itself rather than of what the page asked: a fault of its setup. */
const storefrontRefusals: ReadonlySet<string> = new Set([
  errorCodes.invalidAccessKey,
  errorCodes.invalidLanguage,
]);

/**
 * The error page's status for a failed Store API call: a refusal of what the page asked keeps its
 * 4xx (403 without the right, 404, 408 when it answered too slowly and the client timed out), and
 * 503 stays; 502 when it was unreachable, failed otherwise or refused the storefront's own key.
 */
export function routeStatusOf(apiStatus: number, code: string | null = null): number {
  if (code !== null && storefrontRefusals.has(code)) return 502;
  if ((apiStatus >= 400 && apiStatus < 500) || apiStatus === 503) return apiStatus;
  return 502;
}

/** Rethrows a Store API failure as a route error response, so error boundaries get its status and code. */
export function throwAsRouteError(error: unknown): never {
  if (error instanceof StoreApiError) {
    const status = routeStatusOf(error.status, error.code);
    if (status === 502) console.error(`Store API error ${error.status}: ${error.message}`);
    throw data({ code: error.code }, { status });
  }
  throw error;
}

/** Maintenance and an unavailable Store API: clients may ask again after this many seconds. */
const retryAfterSeconds = 300;

/** Every 503 answer (maintenance mode first of all) tells when to try again. */
export const retryAfterMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 503 && !response.headers.has('Retry-After')) {
    response.headers.set('Retry-After', String(retryAfterSeconds));
  }
  return response;
};

/**
 * The session's summary; nobody counts as logged in unless active. Without a session there is nothing
 * to ask, and a failure counts as a visitor's session.
 */
async function sessionOf(client: StoreApiClient): Promise<SessionSummary> {
  if (!client.contextToken) return visitorSession;
  try {
    const session = await client.session();
    return session.customer?.active ? session : { ...session, customer: null, actingStaff: null };
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    console.error(`Session refresh failed: ${error.message}`);
    return visitorSession;
  }
}

/**
 * Opens the Store API session of a page request: forwards the context token cookie, sends the URL's
 * language and renews the cookie when the Store API hands out another token.
 */
export const storeApiMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const cookieToken = readCookie(request, sessionCookieName);
  const language = languageOfPath(url.pathname);

  // Under another server than server.mjs there is none: failed logins are then throttled per username.
  const clientAddress = handedOver(request, 'clientAddress');
  const requestId = handedOver(request, 'requestId');
  // A visitor's page asks anonymously: only a form (an action) opens a session.
  const adoptIssuedTokens = cookieToken !== null || request.method !== 'GET';
  const contextClient = createStoreApiClient({
    baseUrl: storeApiUrl,
    accessKey,
    contextToken: cookieToken,
    timeoutMs,
    clientAddress,
    requestId,
    adoptIssuedTokens,
    fetch: storeApiFetch(),
  });
  let shop = await loadShopInfo(contextClient).catch(throwAsRouteError);
  const shopInfoVersion = latestCatalogVersion();
  const languageIdOf = (info: ShopInfo) => info.languageIds[language.code] ?? null;
  const client = createStoreApiClient({
    baseUrl: storeApiUrl,
    accessKey,
    contextToken: contextClient.contextToken,
    languageId: languageIdOf(shop),
    timeoutMs,
    clientAddress,
    requestId,
    adoptIssuedTokens,
    fetch: storeApiFetch(),
  });
  const session = cookieToken ? sessionOf(client) : Promise.resolve(visitorSession);
  if (cookieToken) {
    await session;
    // The session's answer names the current catalogue version: settings changed since are asked anew.
    if (latestCatalogVersion() !== shopInfoVersion)
      shop = await loadShopInfo(contextClient).catch(throwAsRouteError);
  }
  if (shop.maintenance) {
    const message = shop.maintenanceMessages[language.searchLocale] || null;
    throw data({ code: errorCodes.maintenance, message }, { status: 503 });
  }
  const languageId = languageIdOf(shop);
  if (!languageId) console.error(`No sales channel domain for ${language.code}`);
  context.set(storeApiContext, {
    client,
    shop,
    language,
    languageId,
    customer: () => session.then(({ customer }) => customer),
    session: () => session,
  });

  const response = await next();
  const token = client.contextToken;
  if (token && token !== cookieToken) {
    response.headers.append('Set-Cookie', sessionCookie(token, url));
  }
  return response;
};
