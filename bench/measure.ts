import { performance } from 'node:perf_hooks';

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

/**
 * Runs every request once to warm up, then `rounds` times, and prints p50 and p95 of the timed runs.
 * `warmUp: false` for requests that can run once only (a registration, a confirmation link).
 */
export async function measure(
  label: string,
  requests: (() => Promise<unknown>)[],
  { rounds = 5, warmUp = true }: { rounds?: number; warmUp?: boolean } = {},
) {
  if (warmUp) for (const request of requests) await request();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const request of requests) {
      const started = performance.now();
      await request();
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(
      times,
      0.95,
    )
      .toFixed(1)
      .padStart(7)} ms   (${times.length} requests, ${requests.length} distinct)`,
  );
}
