import type { MetricsJson } from './cluster-messages.ts';

type Labels = Record<string, string | number>;

/** The samples of one metric of a snapshot, with their labels. */
export function samplesOf(metrics: MetricsJson, name: string): { labels: Labels; value: number }[] {
  const metric = metrics.find((candidate) => candidate.name === name);
  return (metric?.values ?? []).map((sample) => ({ labels: sample.labels as Labels, value: sample.value }));
}

const sumOf = (metrics: MetricsJson, name: string, where: (labels: Labels) => boolean = () => true) =>
  samplesOf(metrics, name)
    .filter((sample) => where(sample.labels))
    .reduce((sum, sample) => sum + sample.value, 0);

/** What a health page shows of any server: its requests, its 5xx answers, its event loop, its memory. */
export interface ServerSummary {
  requests: number;
  serverErrors: number;
  /** The 99th percentile of the event loop’s delay (the mean over the processes). */
  eventLoopDelayP99Seconds: number;
  /** Resident memory of all the server's processes together. */
  residentMemoryBytes: number;
}

export function serverSummaryOf(metrics: MetricsJson): ServerSummary {
  return {
    requests: sumOf(metrics, 'http_requests_total'),
    serverErrors: sumOf(metrics, 'http_server_errors_total'),
    eventLoopDelayP99Seconds: sumOf(metrics, 'nodejs_eventloop_lag_p99_seconds'),
    residentMemoryBytes: sumOf(metrics, 'process_resident_memory_bytes'),
  };
}
