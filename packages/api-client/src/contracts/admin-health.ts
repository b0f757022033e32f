import { z } from 'zod';

/** What a health page shows of any of the shop's servers (summed over its processes). */
export const serverHealth = z.object({
  requests: z.number().int(),
  /** Requests answered with a 5xx status. */
  serverErrors: z.number().int(),
  /** The 99th percentile of the event loop's delay, mean over the processes. */
  eventLoopDelayP99Seconds: z.number(),
  residentMemoryBytes: z.number(),
});
export type ServerHealth = z.infer<typeof serverHealth>;

export const outboxNames = ['order_event', 'offer_event', 'mail_message'] as const;

/**
 * GET /admin-api/health (permission `operations.read`): the Store API's side of the back-office's
 * health page, from the same figures as its /metrics, counted since its processes started.
 */
export const storeApiHealth = serverHealth.extend({
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    /** PostgreSQL's connection pools (none on PGlite). */
    pools: z.array(
      z.object({
        pool: z.enum(['primary', 'replica']),
        open: z.number().int(),
        idle: z.number().int(),
        waiting: z.number().int(),
      }),
    ),
  }),
  /** The outboxes' entries not delivered yet: all, those after a failed attempt, the oldest one's age. */
  outboxes: z.array(
    z.object({
      outbox: z.enum(outboxNames),
      waiting: z.number().int(),
      failing: z.number().int(),
      oldestSeconds: z.number(),
      /** Failed attempts at delivering its entries since the processes started. */
      deliveryFailures: z.number().int(),
    }),
  ),
  /** Catalogue answers from memory, the shared store, or computed; `hitRatio` null before the first. */
  catalogCache: z.object({
    memory: z.number().int(),
    shared: z.number().int(),
    computed: z.number().int(),
    hitRatio: z.number().min(0).max(1).nullable(),
  }),
  /** Failed runs of the background loops (dispatchers, the built-in ERP, prunes), by loop. */
  backgroundFailures: z.array(z.object({ loop: z.string(), count: z.number().int() })),
});
export type StoreApiHealth = z.infer<typeof storeApiHealth>;
export const storeApiHealthResponse = z.object({ data: storeApiHealth });
