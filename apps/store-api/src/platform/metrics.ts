import { Counter, type Metric } from '@tradeshop/observability';

// Counters of what happens anywhere in the process, outside any one request. They belong to no
// registry of their own: each app's metrics (modules/health) register them.

export const outboxDeliveryFailures = new Counter({
  name: 'tradeshop_outbox_delivery_failures_total',
  help: 'Attempts at delivering an outbox entry that failed (order and offer events to the ERP or its webhook, mails to SMTP), by outbox.',
  labelNames: ['outbox'] as const,
  registers: [],
});

export const catalogCacheLookups = new Counter({
  name: 'tradeshop_catalog_cache_lookups_total',
  help: 'Catalogue answers asked of the cache, by where they came from: this process’s memory, the shared store, or computed (a miss).',
  labelNames: ['outcome'] as const,
  registers: [],
});

export const backgroundLoopFailures = new Counter({
  name: 'tradeshop_background_failures_total',
  help: 'Runs of a background loop (outbox dispatchers, the built-in ERP, prunes) that failed, by loop.',
  labelNames: ['loop'] as const,
  registers: [],
});

export const processCounters: Metric[] = [
  outboxDeliveryFailures,
  catalogCacheLookups,
  backgroundLoopFailures,
];
