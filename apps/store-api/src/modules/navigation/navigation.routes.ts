import { id, navigationRequest, navigationResponse, navigationType } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import { sendCached } from '../../platform/cache.ts';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { loadNavigation } from './navigation.service.ts';

const navigationId = z.union([navigationType, id]);

export async function navigationRoutes(app: StoreApi) {
  const params = z.object({ activeId: navigationId, rootId: navigationId });
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/navigation/:activeId/:rootId',
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Navigation'],
        summary:
          'A navigation tree by type (main-navigation depth 3, service-navigation 2, countries-navigation 4, footer-navigation 1) or below a category.',
        params,
        ...(method === 'GET' ? { querystring: navigationRequest } : { body: navigationRequest.default({}) }),
        response: { 200: navigationResponse },
      },
      handler: async (request, reply) => {
        const options = (method === 'GET' ? request.query : request.body) as z.output<
          typeof navigationRequest
        >;
        const { ctx } = request;
        const { rootId } = request.params;
        const key = `navigation:${ctx.salesChannel.id}:${ctx.language.id}:${rootId}:${options.depth ?? ''}`;
        return sendCached(request, reply, key, navigationResponse, async () => {
          const tree = await loadNavigation(ctx, rootId, options.depth);
          if (!tree) {
            throw notFound(errorCodes.categoryNotFound, `Navigation ${rootId} was not found.`, {
              navigationId: rootId,
            });
          }
          return tree;
        });
      },
    });
  }
}
