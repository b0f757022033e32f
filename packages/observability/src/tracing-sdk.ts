/**
 * The OpenTelemetry SDK behind `startTracing`: a tracer provider whose spans go by OTLP over HTTP
 * (JSON or protobuf) in batches. The spans are made explicitly (one per request, one per Store API
 * call) rather than by instrumenting modules, which under ESM would need a loader hook.
 */
import {
  type Context,
  context,
  DiagConsoleLogger,
  DiagLogLevel,
  defaultTextMapGetter,
  diag,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type TextMapSetter,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  type IdGenerator,
  RandomIdGenerator,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { Tracing, TracingSettings } from './tracing-types.ts';

/**
 * Random ids, except the trace id of a request's first span, which is the request's id: a request
 * that came without a `traceparent` is logged under an id of its own, and its trace must bear it.
 */
class RequestTraceIds implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  /** Set just around the synchronous start of a request's span. */
  requestId: string | undefined;
  generateTraceId() {
    return this.requestId ?? this.random.generateTraceId();
  }
  generateSpanId() {
    return this.random.generateSpanId();
  }
}

const headersSetter: TextMapSetter<Headers> = { set: (headers, name, value) => headers.set(name, value) };

/** OTEL_LOG_LEVEL as the specification names its levels; by default the SDK's warnings and errors. */
function diagnosticLevelOf(name: string | undefined): DiagLogLevel {
  const level = DiagLogLevel[name?.trim().toUpperCase() as keyof typeof DiagLogLevel];
  return typeof level === 'number' ? level : DiagLogLevel.WARN;
}

export function otlpTracing(settings: TracingSettings): Tracing {
  // A collector out of reach shows in the server's log (the SDK says nothing by default).
  diag.setLogger(new DiagConsoleLogger(), diagnosticLevelOf(process.env.OTEL_LOG_LEVEL));
  // The exporters read the endpoint, headers, timeout and compression from the OTEL_* variables.
  const exporter = settings.protocol === 'http/json' ? new JsonTraceExporter() : new ProtobufTraceExporter();
  const ids = new RequestTraceIds();
  const provider = new TracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(resourceFromAttributes({ 'service.name': settings.serviceName })),
    idGenerator: ids,
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  trace.setGlobalTracerProvider(provider);
  const propagator = new W3CTraceContextPropagator();
  const tracer = provider.getTracer('@tradeshop/observability');

  return {
    requestSpan({ requestId, traceparent, method }) {
      const extracted = propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter);
      const parent: Context =
        trace.getSpanContext(extracted)?.traceId === requestId ? extracted : ROOT_CONTEXT;
      ids.requestId = requestId;
      const span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
        parent,
      );
      ids.requestId = undefined;
      const active = trace.setSpan(parent, span);
      return {
        run: (work) => context.with(active, work),
        end(route, status) {
          span.updateName(`${method} ${route}`);
          span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },

    traced(fetchImpl) {
      return async (input, init) => {
        // Outside a request there is no trace to join, and a new one would change the request id.
        if (!trace.getActiveSpan()) return fetchImpl(input, init);
        const request = input instanceof Request ? input : undefined;
        const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
        const url = new URL(request?.url ?? String(input));
        // Where the call goes, not what it asks for: a path may carry tokens.
        const span = tracer.startSpan(method, {
          kind: SpanKind.CLIENT,
          attributes: {
            'http.request.method': method,
            'server.address': url.hostname,
            'server.port': Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
          },
        });
        const headers = new Headers(init?.headers ?? request?.headers);
        propagator.inject(trace.setSpan(context.active(), span), headers, headersSetter);
        try {
          const response = await fetchImpl(input, { ...init, headers });
          span.setAttribute('http.response.status_code', response.status);
          if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          return response;
        } catch (error) {
          span.setAttribute('error.type', error instanceof Error ? error.name : 'Error');
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      };
    },

    flush: () => provider.forceFlush(),

    async stop() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      diag.disable();
    },
  };
}
