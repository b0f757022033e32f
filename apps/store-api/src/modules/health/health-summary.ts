import { outboxNames, type StoreApiHealth } from '@tradeshop/api-client/contracts';
import { type MetricsJson, samplesOf, serverSummaryOf } from '@tradeshop/observability';

const sampleOf = (metrics: MetricsJson, name: string, labels: Record<string, string>) =>
  samplesOf(metrics, name).find((sample) =>
    Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  )?.value ?? 0;

/** The back-office's health page from the Store API's metrics: the same figures as /metrics shows. */
export function storeApiHealthOf(metrics: MetricsJson, engine: 'pglite' | 'postgres'): StoreApiHealth {
  const pools = (['primary', 'replica'] as const).flatMap((pool) =>
    samplesOf(metrics, 'tradeshop_db_pool_connections').some((sample) => sample.labels.pool === pool)
      ? [
          {
            pool,
            open: sampleOf(metrics, 'tradeshop_db_pool_connections', { pool, state: 'open' }),
            idle: sampleOf(metrics, 'tradeshop_db_pool_connections', { pool, state: 'idle' }),
            waiting: sampleOf(metrics, 'tradeshop_db_pool_connections', { pool, state: 'waiting' }),
          },
        ]
      : [],
  );
  const lookups = Object.fromEntries(
    (['memory', 'shared', 'computed'] as const).map((outcome) => [
      outcome,
      sampleOf(metrics, 'tradeshop_catalog_cache_lookups_total', { outcome }),
    ]),
  ) as Record<'memory' | 'shared' | 'computed', number>;
  const lookupCount = lookups.memory + lookups.shared + lookups.computed;
  return {
    ...serverSummaryOf(metrics),
    database: { engine, pools },
    outboxes: outboxNames.map((outbox) => ({
      outbox,
      waiting: sampleOf(metrics, 'tradeshop_outbox_entries', { outbox, state: 'waiting' }),
      failing: sampleOf(metrics, 'tradeshop_outbox_entries', { outbox, state: 'failing' }),
      oldestSeconds: sampleOf(metrics, 'tradeshop_outbox_oldest_entry_seconds', { outbox }),
      deliveryFailures: sampleOf(metrics, 'tradeshop_outbox_delivery_failures_total', { outbox }),
    })),
    catalogCache: {
      ...lookups,
      hitRatio: lookupCount === 0 ? null : (lookups.memory + lookups.shared) / lookupCount,
    },
    backgroundFailures: samplesOf(metrics, 'tradeshop_background_failures_total').map((sample) => ({
      loop: String(sample.labels.loop),
      count: sample.value,
    })),
  };
}
