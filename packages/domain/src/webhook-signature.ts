/**
 * The ERP webhook's signature header, after Stripe's: `t=<unix seconds>,v1=<signature>[,v1=…]`,
 * each signature the hex HMAC-SHA256 of `<t>.<body>` under one secret. While a rotated-out secret
 * still overlaps, a delivery carries a signature under each secret, the new one first: a receiver
 * that knows either accepts it, so the ERP can switch secrets at any moment of the overlap.
 */

/** How long, in hours, staff may let the previous secret go on signing after a rotation. */
export const webhookOverlapHours = [1, 24, 72, 168] as const;
export type WebhookOverlapHours = (typeof webhookOverlapHours)[number];

export interface WebhookSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/** The secrets a delivery at `now` is signed with: the current one, and the previous one until its overlap ends. */
export function webhookSecretsInForce(secrets: WebhookSecrets, now: Date): string[] {
  const overlapping =
    secrets.previousSecret !== null &&
    secrets.previousSecretUntil !== null &&
    now.getTime() < secrets.previousSecretUntil.getTime();
  return overlapping ? [secrets.secret, secrets.previousSecret!] : [secrets.secret];
}

/** The header of a delivery at `timestamp` (unix seconds) with one signature per secret in force. */
export function webhookSignatureHeader(timestamp: number, signatures: readonly string[]): string {
  return [`t=${timestamp}`, ...signatures.map((signature) => `v1=${signature}`)].join(',');
}

/** A header read back as a receiver does: its time and every v1 signature; null when it has neither. */
export function parseWebhookSignatureHeader(
  header: string,
): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2) as [string, string | undefined];
    if (name === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}
