import { unprefixedPath } from './i18n';

const thisSite = 'http://storefront';
/**
 * Longer targets are dropped: a page's address with a long query, echoed into a Location header,
 * would pass what reverse proxies take (nginx: 4 KB a header line by default).
 */
const maxRedirectLength = 2_000;

/**
 * A redirect target from a query or form field, kept only when it is a path on this site: no other
 * origin (`//host`, a backslash that browsers read as a slash) and no control characters or spaces,
 * which browsers drop from a URL so that `/<tab>/host` would become `//host`. What is kept comes back
 * percent-encoded: a Location header carries only ASCII (U+3000 or U+2028 in it would fail the answer).
 */
export function safeRedirectPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > maxRedirectLength) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  const url = new URL(value, thisSite);
  if (url.origin !== thisSite) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a login leads back to: the safe path the buyer came from, never a login page itself (which
 * would send a logged-in user round in circles); null means the dashboard.
 */
export function loginReturnPath(value: FormDataEntryValue | null): string | null {
  const path = safeRedirectPath(value);
  if (!path) return null;
  const page = unprefixedPath(new URL(path, thisSite).pathname);
  return page === '/auth' || page.startsWith('/auth/') ? null : path;
}
