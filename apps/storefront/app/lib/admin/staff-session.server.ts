import {
  type AdminApiClient,
  type AdminApiClientOptions,
  createAdminApiClient,
  createStaffPasswordLinkClient,
  requestStaffGrant,
  type StaffGrant,
  type StaffMe,
  type StaffTokens,
  StoreApiError,
} from '@tradeshop/api-client';
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { handedOver } from '../server-handover.server';
import { readCookie, serializeCookie, storeApiRoot } from '../store-api.server';
import { storeApiFetch } from '../storefront-tracing.server';
import { type StaffLanguage, staffLanguageOf } from './i18n';

const adminApiOptions = (request: Request): AdminApiClientOptions => ({
  baseUrl: `${storeApiRoot}/admin-api`,
  timeoutMs: Number(process.env.STORE_API_TIMEOUT_MS) || 10_000,
  clientAddress: handedOver(request, 'clientAddress'),
  requestId: handedOver(request, 'requestId'),
  fetch: storeApiFetch(),
});

/** The calls of a member who is not signed in: the link of an invitation or password mail. */
export const passwordLinkClient = (request: Request) =>
  createStaffPasswordLinkClient(adminApiOptions(request));

/**
 * The staff member's tokens live in a cookie never read by scripts and never sent along from another
 * site (SameSite=Strict): the access token, the refresh token and when the access token runs out. It
 * ends with the browser; the Admin API ends the session itself. Its path is the whole site, because
 * React Router asks the back-office's data at `/admin.data`, outside a path of `/admin`; over https it
 * is a `__Host-` cookie, which no subdomain can set or shadow.
 */
const staffCookieOf = (url: URL) => (url.protocol === 'https:' ? '__Host-staff-session' : 'staff-session');
const adminCookieScope = { path: '/', sameSite: 'Strict' } as const;
/** Renewed this long before the access token runs out, so that no call goes with an expiring one. */
const renewalMarginSeconds = 30;

interface StoredTokens {
  access: string;
  refresh: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

function readTokens(request: Request, url: URL): StoredTokens | null {
  const value = readCookie(request, staffCookieOf(url));
  const [access, refresh, expiresAt] = value?.split(' ') ?? [];
  return access && refresh && Number(expiresAt) ? { access, refresh, expiresAt: Number(expiresAt) } : null;
}

const tokensCookie = (tokens: StaffTokens, url: URL) =>
  serializeCookie(
    staffCookieOf(url),
    `${tokens.access_token} ${tokens.refresh_token} ${Math.floor(Date.now() / 1000) + tokens.expires_in}`,
    url,
    null,
    adminCookieScope,
  );
const endedCookie = (url: URL) => serializeCookie(staffCookieOf(url), '', url, 0, adminCookieScope);

export interface StaffSession {
  /** The calls of the signed-in member; null when nobody is signed in. */
  client: AdminApiClient | null;
  /** The signed-in member, asked once per request however many loaders want it. */
  me: () => Promise<StaffMe | null>;
  /** The language the back-office speaks: the member's, else the one chosen on the sign-in page. */
  language: () => Promise<StaffLanguage>;
}

export const staffSessionContext = createContext<StaffSession>();

/** Where a request without a (live) session is sent: the sign-in page, back to where it was going. */
export const signInRedirect = (url: URL) =>
  redirect(`/admin/sign-in?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`);

/**
 * Opens the staff member's session for the back-office's loaders and actions: the access token of
 * the cookie, renewed with the refresh token when it is about to run out. A session the Admin API
 * has ended (idle, too old, signed out, deactivated) clears the cookie and leads to the sign-in page.
 */
export const staffSessionMiddleware: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  const options = adminApiOptions(request);
  let tokens = readTokens(request, url);
  let setCookie: string | null = null;
  if (tokens && tokens.expiresAt - renewalMarginSeconds < Date.now() / 1000) {
    const renewed = await requestStaffGrant(options, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh,
    });
    if ('tokens' in renewed) {
      setCookie = tokensCookie(renewed.tokens, url);
      tokens = { ...tokens, access: renewed.tokens.access_token };
    } else {
      setCookie = endedCookie(url);
      tokens = null;
    }
  }
  const client = tokens ? createAdminApiClient({ ...options, accessToken: tokens.access }) : null;
  let me: Promise<StaffMe | null> | null = null;
  const session: StaffSession = {
    client,
    me: () => {
      me ??= client
        ? client.me().then(
            (answer) => answer.data,
            (error: unknown) => {
              if (error instanceof StoreApiError && error.status === 401) return null;
              throw error;
            },
          )
        : Promise.resolve(null);
      return me;
    },
    language: async () =>
      (await session.me())?.language ??
      staffLanguageOf(url.searchParams.get('lang') ?? request.headers.get('accept-language')),
  };
  context.set(staffSessionContext, session);
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // A call refused for a session that ended meanwhile: sign in again.
    if (!(error instanceof StoreApiError && error.status === 401)) throw error;
    response = signInRedirect(url);
    setCookie = endedCookie(url);
  }
  if (setCookie) response.headers.append('Set-Cookie', setCookie);
  // Nothing of the back-office may be kept by a shared cache, nor by the browser's.
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

/** The signed-in member and their calls; without a session, to the sign-in page. */
export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<{ client: AdminApiClient; me: StaffMe }> {
  const session = context.get(staffSessionContext);
  const me = await session.me();
  if (!session.client || !me) throw signInRedirect(url);
  return { client: session.client, me };
}

/**
 * Signs a member in with the password grant. Answers the cookie that opens the session, or why the
 * grant was refused (too many failures throw the Admin API's 429).
 */
export async function signIn(
  request: Request,
  url: URL,
  credentials: { username: string; password: string; code?: string | undefined },
): Promise<{ cookie: string } | { refused: Extract<StaffGrant, { refused: unknown }>['refused'] }> {
  const code = credentials.code?.replace(/\s/g, '');
  const grant = await requestStaffGrant(adminApiOptions(request), {
    grant_type: 'password',
    username: credentials.username,
    password: credentials.password,
    ...(code ? (/^\d{6}$/.test(code) ? { totp_code: code } : { recovery_code: code }) : {}),
  });
  return 'tokens' in grant ? { cookie: tokensCookie(grant.tokens, url) } : grant;
}

/** Ends the session at the Admin API and answers the cookie that forgets it. */
export async function signOut(session: StaffSession, url: URL): Promise<string> {
  await session.client?.signOut().catch(() => undefined);
  return endedCookie(url);
}
