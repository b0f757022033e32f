/**
 * OpenTelemetry trace export, on only when the standard environment names an OTLP endpoint
 * (docs/decisions/0057). Without it this module loads nothing more: the SDK is imported on demand.
 */

export interface RequestSpan {
  /** Runs `work` (and all it starts) with the request's span as the active one. */
  run<T>(work: () => T): T;
  /** Names the span by its route (never the path) and ends it with the answer's status. */
  end(route: string, status: number): void;
}

export interface Tracing {
  /**
   * A server span for a request, in the trace of the request's id: under the caller's span when
   * its `traceparent` names that trace, else as the trace's first span.
   */
  requestSpan(request: { requestId: string; traceparent: string | undefined; method: string }): RequestSpan;
  /** `fetchImpl` making a client span per call in a request's span, sent on as its `traceparent`. */
  traced(fetchImpl: typeof fetch): typeof fetch;
  /** Sends the spans not sent yet. */
  flush(): Promise<void>;
  /** Sends the rest and stops. */
  stop(): Promise<void>;
}

export interface TracingSettings {
  serviceName: string;
  protocol: 'http/json' | 'http/protobuf';
}

type Environment = Record<string, string | undefined>;

/** What the environment asks for, or null when it names no OTLP endpoint or disables the SDK. */
export function tracingSettingsOf(defaultServiceName: string, env: Environment): TracingSettings | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  if (!env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() && !env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim())
    return null;
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL)?.trim();
  return {
    serviceName: env.OTEL_SERVICE_NAME?.trim() || defaultServiceName,
    // OTLP's default; gRPC is not offered (it would need another dependency tree).
    protocol: protocol === 'http/json' ? 'http/json' : 'http/protobuf',
  };
}

/** Starts exporting this process's spans when the environment asks for it; null otherwise. */
export async function startTracing(
  defaultServiceName: string,
  env: Environment = process.env,
): Promise<Tracing | null> {
  const settings = tracingSettingsOf(defaultServiceName, env);
  if (!settings) return null;
  if ((env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL)?.trim() === 'grpc')
    console.warn('OTLP over gRPC is not offered: the traces go by HTTP (protobuf) to the same endpoint.');
  const { otlpTracing } = await import('./tracing-sdk.ts');
  return otlpTracing(settings);
}
