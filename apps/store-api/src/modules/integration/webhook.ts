import { createHmac } from 'node:crypto';

/** Where the ERP takes the order and offer events (ERP_WEBHOOK_URL) and the secret they are signed with. */
export interface ErpWebhook {
  url: string;
  secret: string;
  /** Seconds between attempts after failures (default 10 s, 1, 5, 15 min, then hourly). */
  retrySeconds?: readonly number[];
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver checks that the body comes
 * from the shop unchanged, and by the time that it is not a replay of an old request.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Why a webhook setting cannot work, or null. */
export function webhookProblem(webhook: { url: string; secret: string | undefined }): string | null {
  let url: URL;
  try {
    url = new URL(webhook.url);
  } catch {
    return `ERP_WEBHOOK_URL is no URL: ${webhook.url}`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'ERP_WEBHOOK_URL must be an http(s) URL.';
  if (!webhook.secret || webhook.secret.length < 32)
    return 'ERP_WEBHOOK_SECRET must be set, at least 32 characters (e.g. openssl rand -hex 32).';
  return null;
}

/**
 * Posts an event to the webhook as JSON, signed; anything but a 2xx answer within 10 seconds is a
 * failure to try again. Every delivery of an event carries its id, so the ERP drops a second one
 * (order and offer events count their ids apart: their type's first word tells which).
 */
export function webhookDelivery(webhook: ErpWebhook) {
  return async (event: { id: number; type: string }) => {
    const body = JSON.stringify(event);
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tradeshop-event-id': String(event.id),
        'x-tradeshop-event-type': event.type,
        'x-tradeshop-signature': webhookSignature(webhook.secret, Math.floor(Date.now() / 1000), body),
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The ERP webhook answered ${response.status}.`);
  };
}
