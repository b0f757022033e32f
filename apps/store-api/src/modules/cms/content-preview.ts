import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ContentLocale, contentLocales } from '@tradeshop/domain';
import type { ContentKind } from './content-paths.ts';

/** How long a preview link opens the draft: long enough to look, short enough not to be passed on. */
export const previewMinutes = 15;

export interface PreviewClaims {
  /** A content page (`page`) or a blog post (`blog`), and its id. */
  kind: ContentKind;
  id: string;
  locale: ContentLocale;
  /** The staff member it was issued to. */
  staffId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

// The purpose is signed with the claims, so that no other token of the same key passes for a preview.
const signature = (key: string, payload: string) =>
  createHmac('sha256', key).update(`content-preview.${payload}`).digest();

/** `payload.signature`, both base64url. */
export function issuePreviewToken(
  key: string,
  claims: Omit<PreviewClaims, 'expiresAt'>,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expiresAt = Math.floor(now / 1000) + previewMinutes * 60;
  const payload = Buffer.from(JSON.stringify({ ...claims, expiresAt })).toString('base64url');
  return {
    token: `${payload}.${signature(key, payload).toString('base64url')}`,
    expiresAt: new Date(expiresAt * 1000),
  };
}

/** The claims of a preview token signed with `key` that has not run out; null for anything else. */
export function verifyPreviewToken(key: string, token: string, now = Date.now()): PreviewClaims | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const expected = signature(key, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaims;
    if (typeof claims.id !== 'string' || (claims.kind !== 'page' && claims.kind !== 'blog')) return null;
    if (!(contentLocales as readonly string[]).includes(claims.locale)) return null;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
