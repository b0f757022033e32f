import { z } from 'zod';
import { isDatabaseReachable } from '../../db/index.ts';
import type { StoreApi } from '../../platform/types.ts';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(app: StoreApi) {
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
}
