import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a login-as-customer token grants: one session of `username`, asked by `staff`, until `expiresAt`. */
export interface LoginAsCustomerClaims {
  /** Unique per token: a token opens one session only. */
  id: string;
  username: string;
  /** The staff member's name. */
  staff: string;
  /** The staff member's id; a link of the command line names the member only. */
  staffId?: string | undefined;
  reason: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const signature = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest();

/** `payload.signature`, both base64url: the claims as JSON, and their HMAC-SHA256 under the shop's key. */
export function signToken(key: string, claims: LoginAsCustomerClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** The claims of a token signed with `key` that has not expired; null for anything else. */
export function verifyToken(key: string, token: string, now = Date.now()): LoginAsCustomerClaims | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const expected = signature(key, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LoginAsCustomerClaims;
    if (typeof claims.id !== 'string' || typeof claims.username !== 'string') return null;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}

/**
 * The key tokens are signed with: LOGIN_AS_CUSTOMER_SECRET when set (needed when several servers
 * share a database), else a random key kept in the data directory, created on first use.
 */
export function signingKey(secret: string | undefined, keyFile: string): string {
  if (secret) return secret;
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim();
  mkdirSync(dirname(keyFile), { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(keyFile, key, { flag: 'wx' });
  chmodSync(keyFile, 0o600);
  return key;
}
