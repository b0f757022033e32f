import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestIdOf } from './request-id.ts';
import { startTracing, type Tracing, tracingSettingsOf } from './tracing.ts';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  status?: { code?: number };
}

/** A stand-in OTLP/HTTP collector (JSON), which also answers a call as the Store API would. */
async function standInCollector() {
  const batches: {
    resourceSpans: {
      resource: { attributes: ExportedSpan['attributes'] };
      scopeSpans: { spans: ExportedSpan[] }[];
    }[];
  }[] = [];
  const calls: (string | undefined)[] = [];
  const bodyOf = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return body;
  };
  const server: Server = createServer(async (request, response) => {
    if (request.url === '/v1/traces') batches.push(JSON.parse(await bodyOf(request)));
    else calls.push(request.headers.traceparent as string | undefined);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    spans: () =>
      batches.flatMap((batch) => batch.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    serviceNames: () =>
      batches.flatMap((batch) =>
        batch.resourceSpans.map(
          (r) => r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue,
        ),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const attribute = (span: ExportedSpan | undefined, key: string) => {
  const value = span?.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('tracing settings', () => {
  it.each([
    ['no OTLP endpoint', {}],
    ['an empty endpoint', { OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }],
    ['the SDK disabled', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' }],
  ])('are off with %s', (_, env) => {
    expect(tracingSettingsOf('tradeshop-storefront', env)).toBeNull();
  });

  it.each([
    [
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' },
      { serviceName: 'tradeshop-storefront', protocol: 'http/protobuf' },
    ],
    [
      {
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      },
      { serviceName: 'tradeshop-storefront', protocol: 'http/json' },
    ],
    [
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_SERVICE_NAME: 'shop-eu',
        OTEL_SDK_DISABLED: 'false',
      },
      { serviceName: 'shop-eu', protocol: 'http/protobuf' },
    ],
  ])('follow the standard environment %o', (env, settings) => {
    expect(tracingSettingsOf('tradeshop-storefront', env)).toEqual(settings);
  });

  it('start nothing without an endpoint', async () => {
    expect(await startTracing('tradeshop-storefront', {})).toBeNull();
    // No tracer provider, context manager or propagator was registered with the OpenTelemetry API.
    expect(Symbol.for('opentelemetry.js.api.1') in globalThis).toBe(false);
  });
});

describe('tracing with an OTLP collector', () => {
  let collector: Awaited<ReturnType<typeof standInCollector>>;
  let tracing: Tracing;

  beforeAll(async () => {
    collector = await standInCollector();
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collector.url);
    vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
    tracing = (await startTracing('tradeshop-storefront'))!;
  });
  afterAll(async () => {
    await tracing.stop();
    await collector.close();
    vi.unstubAllEnvs();
  });

  it('exports a request’s span under the caller’s, and its call to the Store API under its own', async () => {
    const callerSpan = randomBytes(8).toString('hex');
    const traceparent = `00-${randomBytes(16).toString('hex')}-${callerSpan}-01`;
    const requestId = requestIdOf(traceparent, undefined);
    const span = tracing.requestSpan({ requestId, traceparent, method: 'GET' });
    await span.run(() =>
      tracing.traced(fetch)(`${collector.url}/store-api/product/1`, { headers: { traceparent: 'replaced' } }),
    );
    span.end('routes/site/product', 200);
    await tracing.flush();

    const spans = collector.spans().filter((exported) => exported.traceId === requestId);
    const server = spans.find((exported) => exported.kind === 2);
    const client = spans.find((exported) => exported.kind === 3);
    expect(server).toMatchObject({ name: 'GET routes/site/product', parentSpanId: callerSpan });
    expect(attribute(server, 'http.route')).toBe('routes/site/product');
    expect(attribute(server, 'http.response.status_code')).toBe(200);
    expect(client).toMatchObject({ name: 'GET', parentSpanId: server?.spanId });
    expect(attribute(client, 'http.response.status_code')).toBe(200);
    expect(JSON.stringify(spans)).not.toContain('/store-api/product/1');
    expect(collector.calls).toContain(`00-${requestId}-${client?.spanId}-01`);
    expect(collector.serviceNames()).toContain('tradeshop-storefront');
  });

  it('starts the trace of a request without traceparent under the request’s own id', async () => {
    const requestId = requestIdOf(undefined, undefined);
    tracing.requestSpan({ requestId, traceparent: undefined, method: 'POST' }).end('routes/site/cart', 500);
    await tracing.flush();

    const server = collector.spans().find((exported) => exported.traceId === requestId);
    expect(server).toMatchObject({ name: 'POST routes/site/cart', kind: 2, status: { code: 2 } });
    expect(server?.parentSpanId || undefined).toBeUndefined();
  });

  it('leaves a call outside a request as it is', async () => {
    const before = collector.calls.length;
    await tracing.traced(fetch)(`${collector.url}/store-api/context`, { headers: { traceparent: 'kept' } });
    expect(collector.calls.slice(before)).toEqual(['kept']);
  });
});
