/**
 * What search engines show of a page's meta title and description (Google's usual cut): longer
 * texts are cut off in the results, so every editor of the back-office (content pages, blog posts,
 * brands) says how long each is against these lengths (a hint, not a rule).
 */
export const metaTextLengths = { title: 60, description: 155 } as const;
/** The most the shop keeps: well past what any search engine shows. */
export const metaTextMaxLengths = { title: 200, description: 500 } as const;

export type MetaTextKind = keyof typeof metaTextLengths;

/** Whether a meta text fits what search engines show: `empty`, `fits` or `long` (cut off there). */
export function metaTextFit(kind: MetaTextKind, text: string | null | undefined): 'empty' | 'fits' | 'long' {
  const length = text?.trim().length ?? 0;
  if (length === 0) return 'empty';
  return length <= metaTextLengths[kind] ? 'fits' : 'long';
}

/** A page slug: lower-case letters and digits in words joined by single dashes. */
export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const pageSlugMaxLength = 100;

/**
 * A page's own canonical address, set in the back-office when search engines should index another
 * address instead: an absolute https address, or a path of this shop as the address bar shows it
 * after the host (`/fr/conditions`). An empty one leaves the page its own address.
 */
export const canonicalAddressMaxLength = 500;

export function isCanonicalAddress(value: string): boolean {
  if (value.length > canonicalAddressMaxLength || /[\s\\]/.test(value)) return false;
  // `//host/…` would name another host the way an absolute address does, without its scheme.
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** The absolute address a canonical link names: a path of the shop under the request's origin. */
export const canonicalHref = (origin: string, canonical: string) =>
  canonical.startsWith('/') ? `${origin}${canonical}` : canonical;

/**
 * Whether the page at `ownAddress` (absolute, as a sitemap lists it) is its own canonical: it names
 * none, or one that is this very address once a shop path is put under the page's origin, which is
 * the origin its canonical link is resolved against when the page is served there. A sitemap lists
 * only such pages: one naming another address is reported as a non-canonical page in the sitemap. A
 * stored value that is no address names no other page.
 */
export function isOwnCanonical(ownAddress: string, canonical: string | null | undefined): boolean {
  if (!canonical) return true;
  const own = new URL(ownAddress);
  const named = canonicalHref(own.origin, canonical);
  return !URL.canParse(named) || new URL(named).href === own.href;
}
