import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Who may read a server's metrics: a request straight from the machine itself (the server checks
 * that), or, with METRICS_TOKEN set, a scraper that sends it as `Authorization: Bearer <token>`.
 */
export function bearsMetricsToken(
  authorization: string | null | undefined,
  token: string | undefined,
): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/** Why METRICS_TOKEN cannot be used, or null. */
export const metricsTokenProblem = (token: string | undefined): string | null =>
  token !== undefined && token.length < 32
    ? 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32).'
    : null;
