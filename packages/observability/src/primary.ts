/**
 * The primary's part (scripts/start.mjs): when a worker is scraped, it asks every worker of that
 * worker's role for its metrics and answers their sum (gauges read from the database once, see
 * `aggregator` where they are made). Workers of another role are never mixed in.
 */
import type { Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import {
  isMetricsMessage,
  type MetricsJson,
  primaryGathersMetrics,
  reportTimeoutMs,
} from './cluster-messages.ts';

export { primaryGathersMetrics };

interface WorkerSet {
  /** The workers alive now. */
  all(): Worker[];
  roleOf(worker: Worker): string | undefined;
  onMessage(listener: (worker: Worker, message: unknown) => void): void;
}

/** Gathers the metrics of a role's workers whenever one of them asks. */
export function gatherWorkerMetrics(workers: WorkerSet) {
  const waiting = new Map<string, (metrics: MetricsJson) => void>();
  workers.onMessage((asking, message) => {
    if (isMetricsMessage(message, 'tradeshop:metrics:reported')) {
      waiting.get(`${message.id}:${workersKey(asking)}`)?.(message.metrics);
      return;
    }
    if (!isMetricsMessage(message, 'tradeshop:metrics:collect')) return;
    const role = workers.roleOf(asking);
    const peers = workers.all().filter((worker) => workers.roleOf(worker) === role && worker.isConnected());
    const reports = peers.map(
      (worker) =>
        new Promise<MetricsJson | null>((resolve) => {
          const key = `${message.id}:${workersKey(worker)}`;
          const timer = setTimeout(() => settle(null), reportTimeoutMs);
          function settle(metrics: MetricsJson | null) {
            clearTimeout(timer);
            waiting.delete(key);
            resolve(metrics);
          }
          waiting.set(key, settle);
          worker.send({ type: 'tradeshop:metrics:report', id: message.id });
        }),
    );
    Promise.all(reports).then(async (answered) => {
      const metrics = answered.filter((report): report is MetricsJson => report !== null);
      const summed = await AggregatorRegistry.aggregate(metrics).getMetricsAsJSON();
      if (asking.isConnected()) {
        asking.send({ type: 'tradeshop:metrics:collected', id: message.id, metrics: summed });
      }
    });
  });
}

const workersKey = (worker: Worker) => String(worker.id);
