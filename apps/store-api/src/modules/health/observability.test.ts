import { apiId } from '@tradeshop/api-client/contracts';
import { logOptions } from '@tradeshop/observability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleWithOnePrice, orderPieces } from '../../test/ordering.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';

const token = 'metrics-token-of-the-tests-0123456789abcdef';
let shop: TestShop;
const logLines: string[] = [];

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  shop.app.inject({ url: '/metrics', headers: { host: 'localhost:4000', ...headers }, remoteAddress });

/** The value of one sample of the text format, e.g. `tradeshop_outbox_entries{outbox="mail_message",state="waiting"}`. */
const sample = (text: string, name: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

beforeAll(async () => {
  // The ERP's webhook is away: the order's event fails to reach it.
  shop = await startTestShop({
    metricsToken: token,
    logger: { ...logOptions('store-api', 'info'), stream: { write: (line: string) => logLines.push(line) } },
    erpWebhook: { url: 'http://127.0.0.1:9/order-events', secret: 'a'.repeat(32), retrySeconds: [3600] },
  });
});
afterAll(() => shop?.close());

describe('the Store API’s metrics', () => {
  it('count each request under its route’s pattern with its status and duration', async () => {
    await shop.request({ url: '/store-api/context' });
    await shop.request({ url: '/store-api/no-such-route' });
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(
      sample(text, 'http_requests_total{method="GET",route="/store-api/context",status="200"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThan(
      0,
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/store-api/context"',
    );
    expect(text).toContain('# TYPE http_server_errors_total counter');
  });

  it('show the outboxes’ backlogs, a failed delivery to the ERP, the catalogue cache and the event loop', async () => {
    const lead = await shop.login('demo.lead');
    const placed = await orderPieces(shop, lead.token, await articleWithOnePrice(shop), 1);
    expect(placed.status).toBe(200);
    await shop.request({ url: '/store-api/navigation/main-navigation/main-navigation?depth=2' });
    await expect
      .poll(
        async () =>
          sample((await scrape()).body, 'tradeshop_outbox_entries{outbox="order_event",state="failing"}'),
        {
          timeout: backgroundWorkTimeout,
        },
      )
      .toBe(1);
    const text = (await scrape()).body;
    expect(sample(text, 'tradeshop_outbox_delivery_failures_total{outbox="order_event"}')).toBeGreaterThan(0);
    expect(
      sample(text, 'tradeshop_outbox_oldest_entry_seconds{outbox="order_event"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(
      sample(text, 'tradeshop_outbox_entries{outbox="mail_message",state="waiting"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^tradeshop_catalog_cache_lookups_total\{outcome="(memory|shared|computed)"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    if (shop.database.engine === 'postgres')
      expect(text).toMatch(/^tradeshop_db_pool_connections\{pool="primary",state="open"\} \d+/m);
  });

  it('give the back-office’s health page the same figures, for staff who may read them', async () => {
    const answer = await shop.staffCall('staff.admin', 'GET', '/admin-api/health');
    expect(answer.status).toBe(200);
    const health = answer.json().data;
    const text = (await scrape()).body;
    expect(health.outboxes).toContainEqual(
      expect.objectContaining({
        outbox: 'order_event',
        failing: sample(text, 'tradeshop_outbox_entries{outbox="order_event",state="failing"}'),
      }),
    );
    expect(health.requests).toBeGreaterThan(0);
    expect(health.database.engine).toBe(shop.database.engine);
    expect(health.catalogCache.hitRatio === null || health.catalogCache.hitRatio <= 1).toBe(true);
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/health')).status).toBe(403);
  });

  it('answer 404 to a request from elsewhere or through a proxy, unless it bears the token', async () => {
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape({ 'x-forwarded-host': 'shop.example' })).statusCode).toBe(404);
    expect((await scrape({ authorization: 'Bearer wrong' }, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape({ authorization: `Bearer ${token}` }, '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('the Store API’s log', () => {
  it('has one JSON line per request under the caller’s trace id, with its route and who asked, not its path', async () => {
    const lead = await shop.login('demo.lead');
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const answer = await shop.request({
      url: '/store-api/account/customer?email=an.claes%40bouw.example',
      headers: { 'sw-context-token': lead.token, traceparent: `00-${trace}-00f067aa0ba902b7-01` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toBe(trace);
    const lines = logLines.filter((line) => line.includes(trace));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      service: 'store-api',
      requestId: trace,
      method: 'GET',
      route: '/store-api/account/customer',
      status: 200,
      customerId: apiId(lead.id),
      msg: 'request',
    });
    expect(lines[0]).not.toContain('bouw.example');
    expect(lines[0]).not.toContain(lead.token);
  });

  it('gives a request without a trace an id of its own, and answers it', async () => {
    const answer = await shop.request({ url: '/store-api/context' });
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(logLines.some((line) => line.includes(id))).toBe(true);
  });
});
