/**
 * What the shop's servers tell those who run it (docs/decisions/0057): request ids, JSON logs, and the
 * Prometheus metrics of a serving process (prom-client): Node.js's own (CPU, memory, event-loop
 * delay, garbage collection), each request by route with its duration, and what the server adds.
 * Started by scripts/start.mjs, a process's scrape answers for every process of its role, summed by
 * the primary.
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Histogram,
  type Metric,
  Registry,
} from 'prom-client';
import {
  isMetricsMessage,
  type MetricsJson,
  primaryGathersMetrics,
  reportTimeoutMs,
} from './cluster-messages.ts';

export { Counter, Gauge, Histogram, type Metric } from 'prom-client';
export { bearsMetricsToken, metricsTokenProblem } from './access.ts';
export type { MetricsJson } from './cluster-messages.ts';
export { defaultLogLevel, logOptions, pino } from './logs.ts';
export { requestIdOf } from './request-id.ts';
export { type ServerSummary, samplesOf, serverSummaryOf } from './summary.ts';

export interface ObservedRequest {
  method: string;
  /** The route's pattern or name, never the path itself: paths name ids without end. */
  route: string;
  status: number;
  seconds: number;
}

export interface ServerMetrics {
  registry: Registry;
  observeRequest(request: ObservedRequest): void;
  /** The metrics as values (of every process of the role when the primary gathers them). */
  snapshot(): Promise<MetricsJson>;
  /** The same in Prometheus's text format. */
  exposition(): Promise<string>;
  contentType: string;
}

/** From 5 ms to 10 s: the pages and calls of a shop, from a cached answer to a slow report. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let nodeRegistry: Registry | null = null;

/**
 * Node.js's own metrics, made once per process and shared by every server it builds (the tests build
 * hundreds): each making starts an event-loop monitor and a GC observer that nothing stops.
 */
function nodeMetrics(): Registry {
  if (!nodeRegistry) {
    nodeRegistry = new Registry();
    collectDefaultMetrics({ register: nodeRegistry });
  }
  return nodeRegistry;
}

export function serverMetrics(): ServerMetrics {
  const registry = new Registry();
  // The registry holds the metric objects themselves (prom-client types them as plain descriptions).
  for (const metric of nodeMetrics().getMetricsAsArray())
    registry.registerMetric(metric as unknown as Metric);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer’s end, by method, route and status.',
    labelNames,
    buckets: durationBuckets,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Requests answered with a 5xx status, by method and route.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  answerThePrimary(registry);
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
      if (status >= 500) errors.inc({ method, route });
    },
    snapshot: () => (gatheredByPrimary() ? askThePrimary() : registry.getMetricsAsJSON()),
    exposition: async () =>
      gatheredByPrimary()
        ? AggregatorRegistry.aggregate([await askThePrimary()]).metrics()
        : registry.metrics(),
    contentType: registry.contentType,
  };
}

const gatheredByPrimary = () => cluster.isWorker && process.env[primaryGathersMetrics] === '1';

function answerThePrimary(registry: Registry) {
  if (!gatheredByPrimary()) return;
  process.on('message', async (message) => {
    if (!isMetricsMessage(message, 'tradeshop:metrics:report')) return;
    process.send?.({
      type: 'tradeshop:metrics:reported',
      id: message.id,
      metrics: await registry.getMetricsAsJSON(),
    });
  });
}

function askThePrimary(): Promise<MetricsJson> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('The primary process did not answer with the metrics.'));
    }, reportTimeoutMs * 2);
    function onMessage(message: unknown) {
      if (!isMetricsMessage(message, 'tradeshop:metrics:collected') || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(message.metrics);
    }
    process.on('message', onMessage);
    process.send?.({ type: 'tradeshop:metrics:collect', id });
  });
}
