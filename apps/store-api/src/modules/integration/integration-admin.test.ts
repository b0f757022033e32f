import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCodes, parseWebhookSignatureHeader } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { secretDigest } from '../../platform/secret-digest.ts';
import { articleWithOnePrice, orderPieces } from '../../test/ordering.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { builtInErp, erpImports } from '../erp/index.ts';
import { showWebhook } from './integration-admin.ts';
import { recordedImport } from './integration-imports.ts';
import { webhookSignatures } from './webhook.ts';
import { rotateWebhookSecret, webhookTargetNow } from './webhook-target.ts';

let shop: TestShop;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

type Method = 'GET' | 'POST' | 'PUT';
const manager = (method: Method, url: string, body?: unknown) =>
  shop.staffCall('staff.integration', method, url, body);

const rowCount = async (table: string) =>
  (
    await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    )
  )[0]!.count;

const storedWebhook = async () =>
  (
    await queryRows<{ url: string; secret: string; previous_secret: string | null }>(
      shop.database.db,
      sql`select url, secret, previous_secret from integration_webhook`,
    )
  )[0];

const tokenOf = (clientId: string, secret: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/integration-api/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });

const putWarehouses = (token: string, rows: unknown[]) =>
  shop.app.inject({
    method: 'PUT',
    url: '/integration-api/warehouses',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows },
  });

/**
 * The ERP's end as a receiver checks a delivery: a 204 when one of the header's signatures is the
 * HMAC of `<t>.<body>` under `secret`, a 401 otherwise; it keeps what it was sent.
 */
async function startCheckingReceiver(secret: () => string) {
  const seen: { type: string; body: string; accepted: boolean }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const header = parseWebhookSignatureHeader(String(request.headers['x-tradeshop-signature'] ?? ''));
      const expected =
        header && createHmac('sha256', secret()).update(`${header.timestamp}.${body}`).digest('hex');
      const accepted = !!header && header.signatures.includes(expected!);
      seen.push({ type: String(request.headers['x-tradeshop-event-type']), body, accepted });
      response.statusCode = accepted ? 204 : 401;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    seen,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/events`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

beforeAll(async () => {
  shop = await startTestShop();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await shop.close();
  await receiver.close();
});

describe('integration clients in the back-office', () => {
  it('creates a client whose secret is answered once and kept only as a hash; its last use is shown', async () => {
    const created = await manager('POST', '/admin-api/integration-client', { name: 'Middleware' });
    expect(created.status).toBe(201);
    const { id, secret } = created.json().data;
    expect(secret).toMatch(/^[\w-]{40,}$/);
    const [stored] = await queryRows<{ secret_hash: string }>(
      shop.database.db,
      sql`select secret_hash from integration_client where id = ${id}`,
    );
    expect(stored!.secret_hash).toBe(secretDigest(secret));
    expect(stored!.secret_hash).not.toContain(secret);

    const listed = () =>
      manager('GET', '/admin-api/integration-client').then((answer) =>
        answer.json().data.find((client: { id: string }) => client.id === id),
      );
    const before = await listed();
    expect(before).toMatchObject({ name: 'Middleware', lastUsedAt: null, revokedAt: null });
    expect(before).not.toHaveProperty('secret');

    expect((await tokenOf(id, secret)).statusCode).toBe(200);
    expect((await listed()).lastUsedAt).not.toBeNull();

    const log = await shop.staffCall(
      'staff.admin',
      'GET',
      `/admin-api/audit-log?objectType=integration-client&objectId=${id}`,
    );
    expect(log.json().data).toMatchObject([
      { actor: { name: 'Ivo Integration' }, action: 'created', changes: { name: [null, 'Middleware'] } },
    ]);
    expect(JSON.stringify(log.json())).not.toContain(secret);
  });

  it('writes a client’s last use at most once a minute', async () => {
    const { id, secret } = (
      await manager('POST', '/admin-api/integration-client', { name: 'Busy ERP' })
    ).json().data;
    const token = (await tokenOf(id, secret)).json().access_token;
    await shop.database.db.execute(
      sql`update integration_client set last_used_at = now() - interval '30 seconds' where id = ${id}`,
    );
    const lastUse = async () =>
      (
        await queryRows<{ seconds: number }>(
          shop.database.db,
          sql`select extract(epoch from now() - last_used_at)::int as seconds from integration_client where id = ${id}`,
        )
      )[0]!.seconds;
    expect((await putWarehouses(token, [{ code: 'ANT', name: 'Antwerpen' }])).statusCode).toBe(200);
    expect(await lastUse()).toBeGreaterThanOrEqual(29);
    await shop.database.db.execute(
      sql`update integration_client set last_used_at = now() - interval '2 minutes' where id = ${id}`,
    );
    expect((await putWarehouses(token, [{ code: 'ANT', name: 'Antwerpen' }])).statusCode).toBe(200);
    expect(await lastUse()).toBeLessThan(5);
  });

  it('revokes a client: its tokens stop working at once; audited', async () => {
    const { id, secret } = (
      await manager('POST', '/admin-api/integration-client', { name: 'Old ERP' })
    ).json().data;
    const token = (await tokenOf(id, secret)).json().access_token;
    expect((await putWarehouses(token, [{ code: 'ANT', name: 'Antwerpen' }])).statusCode).toBe(200);

    const revoked = await manager('POST', `/admin-api/integration-client/${id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    expect((await putWarehouses(token, [{ code: 'ANT', name: 'Antwerpen' }])).statusCode).toBe(401);
    expect((await tokenOf(id, secret)).statusCode).toBe(401);
    const log = await shop.staffCall(
      'staff.admin',
      'GET',
      `/admin-api/audit-log?objectType=integration-client&objectId=${id}`,
    );
    expect(log.json().data[0]).toMatchObject({ action: 'revoked' });

    const again = await manager('POST', `/admin-api/integration-client/${id}/revoke`);
    expect(again.status).toBe(404);
    expect(again.json().errors[0].code).toBe(errorCodes.adminIntegrationClientNotFound);
  });
});

describe('the latest imports', () => {
  it('lists imports applied and refused, with the refused rows’ line, key and reason', async () => {
    const { id, secret } = (
      await manager('POST', '/admin-api/integration-client', { name: 'Stock ERP' })
    ).json().data;
    const token = (await tokenOf(id, secret)).json().access_token;
    expect((await putWarehouses(token, [{ code: 'GNT', name: 'Gent' }])).statusCode).toBe(200);
    const refused = await putWarehouses(token, [{ code: 'BRU', name: 'Brussel' }, { code: 'LEU' }]);
    expect(refused.statusCode).toBe(422);

    const imports = await manager('GET', '/admin-api/integration-import?limit=2');
    expect(imports.status).toBe(200);
    expect(imports.json().data).toMatchObject([
      {
        kind: 'warehouses',
        client: { id, name: 'Stock ERP' },
        status: 'refused',
        received: 2,
        refused: 1,
        refusedRows: [{ line: 2, key: 'LEU', code: expect.any(String), reason: expect.any(String) }],
      },
      { kind: 'warehouses', client: { id }, status: 'applied', received: 1, refused: 0, refusedRows: [] },
    ]);
    // Refused means nothing applied: Brussels is not there.
    const [brussels] = await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from warehouse where code = 'BRU'`,
    );
    expect(brussels!.count).toBe(0);
  });

  it('records a dropped CSV file by its name, its refused rows by their line in the file', async () => {
    const rows = [
      { code: 'OST', name: 'Oostende', changedAt: '2026-11-29T08:00:00Z' },
      { code: 'HAS', changedAt: '2026-11-29T08:00:00Z' },
    ];
    await expect(
      recordedImport(
        shop.database.db,
        { kind: 'warehouses', fileName: 'magazijnen.csv' },
        rows.length,
        () => shop.database.db.transaction((tx) => erpImports.warehouses({ tx, erp: builtInErp }, rows)),
        (outcome) => outcome,
      ),
    ).rejects.toThrow(/refused/);
    const [latest] = (await manager('GET', '/admin-api/integration-import?limit=1')).json().data;
    expect(latest).toMatchObject({
      kind: 'warehouses',
      client: null,
      fileName: 'magazijnen.csv',
      status: 'refused',
      refusedRows: [{ line: 3, key: 'HAS' }],
    });
    expect((await manager('GET', '/admin-api/integration-import?limit=101')).status).toBe(400);
  });
});

describe('the ERP webhook in the back-office', () => {
  let buyer: string;
  let article: { id: string };

  beforeAll(async () => {
    buyer = (await shop.login('demo.buyer')).token;
    article = await articleWithOnePrice(shop);
  });

  /** Places an order and waits for the shop's own dispatcher to post it; answers the delivery. */
  async function deliveredOrder() {
    const placed = await orderPieces(shop, buyer, article, 1);
    expect(placed.status).toBe(200);
    const { orderNumber } = placed.json();
    return vi.waitFor(
      () => {
        const entry = receiver.received.find(
          (delivery) => JSON.parse(delivery.body).order?.number === orderNumber,
        );
        expect(entry).toBeDefined();
        return entry!;
      },
      { timeout: backgroundWorkTimeout, interval: 50 },
    );
  }

  const signedWith = (entry: { signature: string; body: string }, secrets: string[]) => {
    const header = parseWebhookSignatureHeader(entry.signature)!;
    expect(entry.signature).toBe(webhookSignatures(secrets, header.timestamp, entry.body));
  };

  it('follows ERP_WEBHOOK_URL while none is stored', async () => {
    const environment = { url: 'https://erp.example/events', secret: 'e'.repeat(40) };
    expect(await webhookTargetNow(shop.database.db, environment)).toEqual({
      url: environment.url,
      secrets: [environment.secret],
    });
    expect(await webhookTargetNow(shop.database.db, undefined)).toBeNull();
    expect((await manager('GET', '/admin-api/integration-webhook')).json().data).toMatchObject({
      source: 'none',
      url: null,
    });
    // A demo start's built-in ERP takes the events while no webhook is set; a set one goes first.
    expect((await showWebhook(shop.database.db, undefined, true)).source).toBe('built-in');
    expect((await showWebhook(shop.database.db, environment, true)).source).toBe('environment');
    // Rotating the environment's secret stores the webhook, the environment's secret signing beside the new one.
    const rolledBack = new Error('rolled back');
    await expect(
      shop.database.db.transaction(async (tx) => {
        const rotated = await rotateWebhookSecret(tx, environment, 1);
        expect(await webhookTargetNow(tx, environment)).toEqual({
          url: environment.url,
          secrets: [rotated!.secret, environment.secret],
        });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    for (const body of [{}, { url: 'ftp://erp.example/events' }, { url: 'no address' }, { url: 42 }]) {
      const answer = await manager('PUT', '/admin-api/integration-webhook', body);
      expect(answer.status).toBe(400);
    }
    for (const body of [{}, { overlapHours: 5 }, { overlapHours: '24' }]) {
      expect((await manager('POST', '/admin-api/integration-webhook/rotate-secret', body)).status).toBe(400);
    }
    const clients = await rowCount('integration_client');
    for (const body of [{}, { name: '' }, { name: ' ' }, { name: 'x'.repeat(101) }]) {
      expect((await manager('POST', '/admin-api/integration-client', body)).status).toBe(400);
    }
    expect(await rowCount('integration_client')).toBe(clients);
    expect(await storedWebhook()).toBeUndefined();
    // Nothing to rotate or test yet.
    const rotation = await manager('POST', '/admin-api/integration-webhook/rotate-secret', {
      overlapHours: 24,
    });
    expect(rotation.status).toBe(409);
    expect(rotation.json().errors[0].code).toBe(errorCodes.adminNoWebhook);
  });

  it('signs with both secrets during a rotation’s overlap and with the new one alone after it', async () => {
    const stored = await manager('PUT', '/admin-api/integration-webhook', { url: receiver.url });
    expect(stored.status).toBe(200);
    const first = stored.json().data.secret as string;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.json().data).toMatchObject({ source: 'stored', url: receiver.url });
    signedWith(await deliveredOrder(), [first]);

    const rotated = await manager('POST', '/admin-api/integration-webhook/rotate-secret', {
      overlapHours: 24,
    });
    expect(rotated.status).toBe(200);
    const second = rotated.json().data.secret as string;
    expect(second).not.toBe(first);
    const until = Date.parse(rotated.json().data.previousSecretUntil);
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    signedWith(await deliveredOrder(), [second, first]);
    // The secret is shown once: reading the webhook never answers it.
    expect(JSON.stringify((await manager('GET', '/admin-api/integration-webhook')).json())).not.toContain(
      second,
    );

    await shop.database.db.execute(
      sql`update integration_webhook set previous_secret_until = now() - interval '1 second'`,
    );
    signedWith(await deliveredOrder(), [second]);
    expect(
      (await manager('GET', '/admin-api/integration-webhook')).json().data.previousSecretUntil,
    ).toBeNull();

    const log = await shop.staffCall(
      'staff.admin',
      'GET',
      '/admin-api/audit-log?objectType=integration-webhook&objectId=erp',
    );
    expect(log.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'secret-rotated',
      'changed',
    ]);
    expect(JSON.stringify(log.json())).not.toContain(first);
    expect(JSON.stringify(log.json())).not.toContain(second);
  });

  it('posts a signed ping as a test delivery, answers how the webhook answered, and queues nothing', async () => {
    let secret = '';
    const checking = await startCheckingReceiver(() => secret);
    try {
      await manager('PUT', '/admin-api/integration-webhook', { url: checking.url });
      secret = (await storedWebhook())!.secret;
      const events = [await rowCount('order_event'), await rowCount('offer_event')];

      const tested = await manager('POST', '/admin-api/integration-webhook/test');
      expect(tested.status).toBe(200);
      expect(tested.json().data).toMatchObject({
        url: checking.url,
        delivered: true,
        status: 204,
        error: null,
      });
      expect(tested.json().data.milliseconds).toBeGreaterThanOrEqual(0);
      expect(checking.seen.at(-1)).toMatchObject({ type: 'ping', accepted: true });
      expect(JSON.parse(checking.seen.at(-1)!.body)).toMatchObject({ id: 0, type: 'ping' });

      // A receiver that knows another secret refuses it: the answer says so.
      secret = 'f'.repeat(64);
      expect((await manager('POST', '/admin-api/integration-webhook/test')).json().data).toMatchObject({
        delivered: false,
        status: 401,
      });
      expect([await rowCount('order_event'), await rowCount('offer_event')]).toEqual(events);
    } finally {
      await checking.close();
    }
    // Nobody listens there any more: the error is answered, not thrown.
    const unreachable = (await manager('POST', '/admin-api/integration-webhook/test')).json().data;
    expect(unreachable).toMatchObject({ delivered: false, status: null });
    expect(unreachable.error).toMatch(/fetch failed/);
  });

  it('is closed to a content editor', async () => {
    const webhook = await storedWebhook();
    for (const [method, url, body] of [
      ['GET', '/admin-api/integration-client', undefined],
      ['POST', '/admin-api/integration-client', { name: 'Sneaky' }],
      ['POST', '/admin-api/integration-client/erp_0000000000000000/revoke', undefined],
      ['GET', '/admin-api/integration-webhook', undefined],
      ['PUT', '/admin-api/integration-webhook', { url: 'https://elsewhere.example/' }],
      ['POST', '/admin-api/integration-webhook/rotate-secret', { overlapHours: 1 }],
      ['POST', '/admin-api/integration-webhook/test', undefined],
      ['GET', '/admin-api/integration-import', undefined],
    ] as const) {
      expect((await shop.staffCall('staff.editor', method, url, body)).status).toBe(403);
    }
    expect(await storedWebhook()).toEqual(webhook);
  });
});
