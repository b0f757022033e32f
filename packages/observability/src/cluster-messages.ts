/**
 * The messages between a serving process and the process that started it (scripts/start.mjs) with
 * which a scrape of one process answers for every process of its role.
 */
import type { Registry } from 'prom-client';

export type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/** A process asks the primary for its role's metrics. */
export interface CollectMessage {
  type: 'tradeshop:metrics:collect';
  id: string;
}
/** The primary asks each process of the role for its own. */
export interface ReportMessage {
  type: 'tradeshop:metrics:report';
  id: string;
}
export interface ReportedMessage {
  type: 'tradeshop:metrics:reported';
  id: string;
  metrics: MetricsJson;
}
/** The primary answers the asking process with the role's metrics, summed. */
export interface CollectedMessage {
  type: 'tradeshop:metrics:collected';
  id: string;
  metrics: MetricsJson;
}

export type MetricsMessage = CollectMessage | ReportMessage | ReportedMessage | CollectedMessage;

export function isMetricsMessage<Type extends MetricsMessage['type']>(
  message: unknown,
  type: Type,
): message is Extract<MetricsMessage, { type: Type }> {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === type &&
    typeof (message as { id?: unknown }).id === 'string'
  );
}

/**
 * Set by the primary for its workers: it gathers their metrics. A process started otherwise (by a
 * test, or by another cluster manager) answers for itself.
 */
export const primaryGathersMetrics = 'TRADESHOP_METRICS_FROM_PRIMARY';

/** How long the primary waits for the processes' reports: a process that does not answer is left out. */
export const reportTimeoutMs = 3000;
