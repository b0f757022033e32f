/**
 * OpenTelemetry trace export, on only when the standard environment names an OTLP endpoint
 * (docs/decisions/0057). Without it this module loads nothing more: the SDK is imported on demand.
 */

import type { Tracing, TracingSettings } from './tracing-types.ts';

export type { RequestSpan, Tracing, TracingSettings } from './tracing-types.ts';

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
