import { describe, expect, it } from 'vitest';
import { serverMetrics } from './index.ts';

describe('the metrics of a server', () => {
  it('share Node.js’s own metrics with every other server of the process, made once', async () => {
    const first = serverMetrics();
    const second = serverMetrics();
    const lag = 'nodejs_eventloop_lag_p99_seconds';
    expect(first.registry.getSingleMetric(lag)).toBeDefined();
    expect(first.registry.getSingleMetric(lag)).toBe(second.registry.getSingleMetric(lag));
    expect(await second.exposition()).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it('count their requests apart', async () => {
    const first = serverMetrics();
    const second = serverMetrics();
    first.observeRequest({ method: 'GET', route: '/a', status: 200, seconds: 0.01 });
    expect(await first.exposition()).toContain('http_requests_total{method="GET",route="/a",status="200"} 1');
    expect(await second.exposition()).not.toContain('route="/a"');
  });
});
