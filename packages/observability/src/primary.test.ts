import type { Worker } from 'node:cluster';
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { MetricsMessage } from './cluster-messages.ts';
import { gatherWorkerMetrics } from './primary.ts';

/** Workers in memory: each answers the primary's report request with its registry's metrics. */
function cluster(roles: { role: string; served: number }[]) {
  const listeners: ((worker: Worker, message: unknown) => void)[] = [];
  const received = new Map<number, MetricsMessage[]>();
  const workers = roles.map(({ role, served }, index) => {
    const registry = new Registry();
    new Counter({ name: 'http_requests_total', help: 'served', registers: [registry] }).inc(served);
    const worker = {
      id: index + 1,
      role,
      isConnected: () => true,
      send(message: MetricsMessage) {
        received.set(worker.id, [...(received.get(worker.id) ?? []), message]);
        if (message.type === 'tradeshop:metrics:report') {
          void registry.getMetricsAsJSON().then((metrics) => {
            for (const listener of listeners)
              listener(worker as unknown as Worker, {
                type: 'tradeshop:metrics:reported',
                id: message.id,
                metrics,
              });
          });
        }
        return true;
      },
    };
    return worker;
  });
  gatherWorkerMetrics({
    all: () => workers as unknown as Worker[],
    roleOf: (worker) => (worker as unknown as { role: string }).role,
    onMessage: (listener) => listeners.push(listener),
  });
  /** Worker `index` asks for its role's metrics; resolves with the primary's answer. */
  const collect = async (index: number) => {
    const asking = workers[index]!;
    for (const listener of listeners)
      listener(asking as unknown as Worker, { type: 'tradeshop:metrics:collect', id: 'scrape-1' });
    await expect
      .poll(() => received.get(asking.id)?.some((m) => m.type === 'tradeshop:metrics:collected'))
      .toBe(true);
    return received.get(asking.id)!.find((m) => m.type === 'tradeshop:metrics:collected')!;
  };
  return { collect, received };
}

describe('the primary gathering its workers’ metrics', () => {
  it('answers a scraped worker with the sum over the workers of its role, and asks no other', async () => {
    const shop = cluster([
      { role: 'store-api', served: 3 },
      { role: 'store-api', served: 4 },
      { role: 'storefront', served: 100 },
    ]);
    const answer = await shop.collect(0);
    expect(answer.type === 'tradeshop:metrics:collected' && answer.metrics).toEqual([
      expect.objectContaining({
        name: 'http_requests_total',
        values: [expect.objectContaining({ value: 7 })],
      }),
    ]);
    expect(shop.received.get(3)).toBeUndefined();
  });
});
