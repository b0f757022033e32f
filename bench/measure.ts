import { performance } from 'node:perf_hooks';

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

export interface Figures {
  p50: number;
  p95: number;
  /** The slowest distinct requests by their median, with their labels. */
  worst: { label: string; median: number }[];
}

/**
 * Runs every request once to warm up, then `rounds` times, and prints p50 and p95 of the timed runs,
 * with the goal when one is given. `warmUp: false` for requests that can run once only (a
 * registration, a confirmation link). With `labels`, also prints the slowest distinct requests.
 */
export async function measure(
  label: string,
  requests: (() => Promise<unknown>)[],
  {
    rounds = 5,
    warmUp = true,
    labels,
    goal,
  }: { rounds?: number; warmUp?: boolean; labels?: string[]; goal?: { p95: number } } = {},
): Promise<Figures> {
  if (warmUp) for (const request of requests) await request();
  const times: number[] = [];
  const perRequest: number[][] = requests.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, request] of requests.entries()) {
      const started = performance.now();
      await request();
      const elapsed = performance.now() - started;
      times.push(elapsed);
      perRequest[index]!.push(elapsed);
    }
  }
  times.sort((a, b) => a - b);
  const figures: Figures = {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    worst: perRequest
      .map((runs, index) => ({
        label: labels?.[index] ?? String(index),
        median: percentile(
          [...runs].sort((a, b) => a - b),
          0.5,
        ),
      }))
      .sort((a, b) => b.median - a.median)
      .slice(0, 3),
  };
  const goalText = goal
    ? `   goal p95 ≤ ${goal.p95} ms: ${figures.p95 <= goal.p95 ? 'reached' : 'not reached'}`
    : '';
  console.log(
    `  ${label.padEnd(38)} p50 ${figures.p50.toFixed(1).padStart(7)} ms   p95 ${figures.p95
      .toFixed(1)
      .padStart(7)} ms   (${times.length} requests, ${requests.length} distinct)${goalText}`,
  );
  if (labels) {
    console.log(
      `    slowest: ${figures.worst.map((entry) => `${entry.label} ${entry.median.toFixed(1)} ms`).join(', ')}; worst ÷ p50 ${(
        figures.worst[0]!.median / figures.p50
      ).toFixed(1)}`,
    );
  }
  return figures;
}
