import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTracing, type Tracing } from '@tradeshop/observability/tracing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
  status?: { code?: number };
}
type Batch = {
  resourceSpans: {
    resource: { attributes: ExportedSpan['attributes'] };
    scopeSpans: { spans: ExportedSpan[] }[];
  }[];
};

const batches: Batch[] = [];
/** A stand-in OTLP/HTTP collector receiving JSON. */
const collector = createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  if (request.url === '/v1/traces') batches.push(JSON.parse(body));
  response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
});
const exported = () =>
  batches.flatMap((batch) => batch.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const attribute = (span: ExportedSpan | undefined, key: string) => {
  const value = span?.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

let shop: TestShop;
let tracing: Tracing;

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', `http://127.0.0.1:${(collector.address() as AddressInfo).port}`);
  vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
  tracing = (await startTracing('tradeshop-store-api'))!;
  shop = await startTestShop({ tracing });
});
afterAll(async () => {
  await shop?.close();
  await tracing?.stop();
  vi.unstubAllEnvs();
  await new Promise((resolve) => collector.close(resolve));
});

describe('the Store API’s traces', () => {
  it('export a server span per request under the caller’s span, in the trace of the logged request id', async () => {
    const callerSpan = randomBytes(8).toString('hex');
    const traceId = randomBytes(16).toString('hex');
    const answer = await shop.request({
      url: '/store-api/context',
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    expect(answer.headers['x-request-id']).toBe(traceId);
    await tracing.flush();

    const span = exported().find((candidate) => candidate.traceId === traceId);
    expect(span).toMatchObject({ name: 'GET /store-api/context', kind: 2, parentSpanId: callerSpan });
    expect(attribute(span, 'http.route')).toBe('/store-api/context');
    expect(attribute(span, 'http.response.status_code')).toBe(200);
    expect(JSON.stringify(batches)).toContain('tradeshop-store-api');
  });

  it('name a request by its route, never by its path', async () => {
    const answer = await shop.request({ url: '/store-api/no-such-route/someone%40example.com' });
    const traceId = String(answer.headers['x-request-id']);
    await tracing.flush();

    const span = exported().find((candidate) => candidate.traceId === traceId);
    expect(span).toMatchObject({ name: 'GET unmatched', kind: 2 });
    expect(attribute(span, 'http.response.status_code')).toBe(404);
    expect(JSON.stringify(batches)).not.toContain('example.com');
  });
});
