import { storeApiHealthResponse } from '@tradeshop/api-client/contracts';
import type { ServerMetrics } from '@tradeshop/observability';
import type { StoreApi } from '../../platform/types.ts';
import { storeApiHealthOf } from './health-summary.ts';

/** The Store API's side of the back-office's health page. */
export const registerHealthAdminRoute =
  (metrics: ServerMetrics, engine: 'pglite' | 'postgres') => (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/health`,
      {
        config: { staffRule: 'operations.read' },
        schema: {
          tags: ['Health'],
          summary:
            'The Store API’s health, from the same figures as its /metrics (of all its processes, since they started): requests and 5xx answers, event-loop delay, memory, database pools, the outboxes’ backlogs with their oldest entries and failed deliveries, the catalogue cache’s hit ratio, failed background runs.',
          response: { 200: storeApiHealthResponse },
        },
      },
      async () => ({ data: storeApiHealthOf(await metrics.snapshot(), engine) }),
    );
  };
