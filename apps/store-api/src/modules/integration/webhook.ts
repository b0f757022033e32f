import { createHmac } from 'node:crypto';
import { webhookSignatureHeader } from '@tradeshop/domain';

/** Where the ERP takes the order and offer events (ERP_WEBHOOK_URL) and the secret they are signed with. */
export interface ErpWebhook {
  url: string;
  secret: string;
  /** Seconds between attempts after failures (default 10 s, 1, 5, 15 min, then hourly). */
  retrySeconds?: readonly number[];
}

/** Where a delivery goes and the secrets it is signed with, the current one first. */
export interface WebhookTarget {
  url: string;
  secrets: readonly string[];
}

const hmacOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver checks that the body comes
 * from the shop unchanged, and by the time that it is not a replay of an old request.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return webhookSignatures([secret], timestamp, body);
}

/** The signature header with a `v1` per secret, in their order (during a rotation's overlap, two). */
export function webhookSignatures(secrets: readonly string[], timestamp: number, body: string): string {
  return webhookSignatureHeader(
    timestamp,
    secrets.map((secret) => hmacOf(secret, timestamp, body)),
  );
}

/** Why a webhook address cannot work, or null. */
function webhookUrlProblem(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `ERP_WEBHOOK_URL is no URL: ${address}`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'ERP_WEBHOOK_URL must be an http(s) URL.';
  return null;
}

/** Why a webhook setting cannot work, or null. */
export function webhookProblem(webhook: { url: string; secret: string | undefined }): string | null {
  const urlProblem = webhookUrlProblem(webhook.url);
  if (urlProblem) return urlProblem;
  if (!webhook.secret || webhook.secret.length < 32)
    return 'ERP_WEBHOOK_SECRET must be set, at least 32 characters (e.g. openssl rand -hex 32).';
  return null;
}

/** Posts a body to the webhook, signed with each secret; the answer's status, its body left unread. */
async function postSigned(
  target: WebhookTarget,
  event: { id: number; type: string },
  body: string,
): Promise<number> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tradeshop-event-id': String(event.id),
      'x-tradeshop-event-type': event.type,
      'x-tradeshop-signature': webhookSignatures(target.secrets, Math.floor(Date.now() / 1000), body),
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Posts an event to the webhook as JSON, signed; anything but a 2xx answer within 10 seconds is a
 * failure to try again. Every delivery of an event carries its id, so the ERP drops a second one
 * (order and offer events count their ids apart: their type's first word tells which).
 */
export function webhookDelivery(target: WebhookTarget | ErpWebhook) {
  const signed = 'secrets' in target ? target : { url: target.url, secrets: [target.secret] };
  return async (event: { id: number; type: string }) => {
    const status = await postSigned(signed, event, JSON.stringify(event));
    if (status < 200 || status > 299) throw new Error(`The ERP webhook answered ${status}.`);
  };
}

export interface TestDeliveryOutcome {
  url: string;
  delivered: boolean;
  /** The HTTP status the webhook answered; null when it did not answer. */
  status: number | null;
  milliseconds: number;
  /** Why it failed when it did not answer. */
  error: string | null;
}

/**
 * A `ping` event (id 0, to be answered and otherwise ignored) posted and signed as a real delivery
 * is, to see whether the ERP takes it; nothing enters an outbox.
 */
export async function pingWebhook(target: WebhookTarget, now = new Date()): Promise<TestDeliveryOutcome> {
  const ping = { id: 0, type: 'ping', occurredAt: now.toISOString() };
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const status = await postSigned(target, ping, JSON.stringify(ping));
    return {
      url: target.url,
      delivered: status >= 200 && status <= 299,
      status,
      milliseconds: took(),
      error: null,
    };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const reason = error instanceof Error ? `${error.message}${cause}` : String(error);
    return { url: target.url, delivered: false, status: null, milliseconds: took(), error: reason };
  }
}
