import { bearsMetricsToken, type ServerMetrics } from '@tradeshop/observability';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db/index.ts';
import { isLocalRequest } from '../../platform/local-request.ts';
import type { StoreApi } from '../../platform/types.ts';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

export interface HealthOptions {
  metrics: ServerMetrics;
  /** METRICS_TOKEN: lets a scraper elsewhere read /metrics. */
  metricsToken?: string | undefined;
}

export const healthRoutes = (options: HealthOptions) =>
  async function health(app: StoreApi) {
    app.get(
      '/health',
      {
        schema: {
          tags: ['Health'],
          summary: 'Liveness: the process answers.',
          response: { 200: healthResponse },
        },
      },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['Health'],
          summary: 'Readiness: the database answers.',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) =>
        (await isDatabaseReachable(app.db))
          ? { status: 'ok' as const }
          : reply.code(503).send({ status: 'unavailable' as const }),
    );
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['Health'],
          summary:
            'The Store API’s metrics in Prometheus’s text format, of all its processes: requests and their durations by route, 5xx answers, database pools, outbox backlogs and their oldest entries, delivery failures, catalogue cache lookups, event-loop delay. Only for requests from this machine, or with `Authorization: Bearer` and METRICS_TOKEN; 404 to anyone else.',
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        if (
          !isLocalRequest(request) &&
          !bearsMetricsToken(request.headers.authorization, options.metricsToken)
        )
          return reply.callNotFound();
        return reply.type(options.metrics.contentType).send(await options.metrics.exposition());
      },
    );
  };
