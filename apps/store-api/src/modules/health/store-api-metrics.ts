import { Gauge, type ServerMetrics, serverMetrics } from '@tradeshop/observability';
import type { Database } from '../../db/index.ts';
import { processCounters } from '../../platform/metrics.ts';
import type { OutboxBacklog } from '../../platform/outbox-backlog.ts';
import { mailOutboxBacklog } from '../mail/index.ts';
import { offerOutboxBacklog } from '../offer/index.ts';
import { orderOutboxBacklog } from '../order/index.ts';

const outboxes = {
  order_event: orderOutboxBacklog,
  offer_event: offerOutboxBacklog,
  mail_message: mailOutboxBacklog,
} as const;

/**
 * The Store API's metrics: each request by route, the process's counters (outbox delivery failures,
 * catalogue cache lookups, failed background runs), the database pools, and the outboxes' backlogs
 * read from the database at each scrape. Values read from the shared database are the same in every
 * process: their sum over processes would count them once per process, so the primary keeps one.
 */
export function storeApiMetrics(database: Database): ServerMetrics {
  const metrics = serverMetrics();
  const { registry } = metrics;
  for (const counter of processCounters) registry.registerMetric(counter);

  new Gauge({
    name: 'tradeshop_db_pool_connections',
    help: 'PostgreSQL connections of this process’s pools: open, idle, and requests waiting for one.',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      for (const use of database.poolUse?.() ?? []) {
        this.set({ pool: use.pool, state: 'open' }, use.total);
        this.set({ pool: use.pool, state: 'idle' }, use.idle);
        this.set({ pool: use.pool, state: 'waiting' }, use.waiting);
      }
    },
  });

  // One reading of the backlogs serves both gauges of a scrape.
  let reading: { at: number; backlogs: Promise<[string, OutboxBacklog][]> } | null = null;
  const backlogs = () => {
    if (!reading || Date.now() - reading.at > 1000) {
      reading = {
        at: Date.now(),
        backlogs: database.db.transaction(async (tx) => {
          const read: [string, OutboxBacklog][] = [];
          for (const [outbox, backlogOf] of Object.entries(outboxes))
            read.push([outbox, await backlogOf(tx)]);
          return read;
        }),
      };
    }
    return reading.backlogs;
  };
  new Gauge({
    name: 'tradeshop_outbox_entries',
    help: 'Entries of an outbox not delivered yet, by outbox and state (waiting: all of them; failing: after a failed attempt).',
    labelNames: ['outbox', 'state'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      for (const [outbox, backlog] of await backlogs()) {
        this.set({ outbox, state: 'waiting' }, backlog.waiting);
        this.set({ outbox, state: 'failing' }, backlog.failing);
      }
    },
  });
  new Gauge({
    name: 'tradeshop_outbox_oldest_entry_seconds',
    help: 'Age of the oldest entry of an outbox not delivered yet (0 when it is empty), by outbox.',
    labelNames: ['outbox'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      for (const [outbox, backlog] of await backlogs()) this.set({ outbox }, backlog.oldestSeconds);
    },
  });
  return metrics;
}
