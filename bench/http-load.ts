/**
 * Load over HTTP with autocannon, as the benchmarks that ask a server as a browser would make it:
 * requests per second, p50 and p95 of the answers' times, the failures (errors, time-outs and
 * answers from 400 up) and the mean size of an answer as sent.
 */
import autocannon from 'autocannon';

export interface Run {
  requestsPerSecond: number;
  /** Requests answered over the whole run. */
  requests: number;
  p50: number;
  p95: number;
  failures: number;
  bytes: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

export function measureLoad(options: autocannon.Options): Promise<Run> {
  const times: number[] = [];
  let failures = 0;
  return new Promise((done, fail) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return fail(error);
      times.sort((a, b) => a - b);
      done({
        requestsPerSecond: result.requests.average,
        requests: result.requests.total,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        failures: failures + result.errors + result.timeouts,
        bytes: result.throughput.total / Math.max(1, result.requests.total),
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 400) failures++;
    });
  });
}
