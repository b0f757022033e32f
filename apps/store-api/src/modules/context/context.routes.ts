import {
  contextTokenResponse,
  salesChannelContext,
  updateContextRequest,
} from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { describeContext, saveContext } from './context.service.ts';

export async function contextRoutes(app: StoreApi) {
  app.get(
    '/context',
    {
      config: { access: anyone },
      schema: {
        tags: ['Context'],
        summary:
          'The session context: sales channel with its domains and maintenance flag, language, currency.',
        response: { 200: salesChannelContext },
      },
    },
    async (request) => describeContext(request.ctx),
  );

  app.patch(
    '/context',
    {
      config: { access: anyone },
      schema: {
        tags: ['Context'],
        summary: 'Changes the language of the session and stores the session.',
        body: updateContextRequest,
        response: { 200: contextTokenResponse },
      },
    },
    async (request) => {
      await saveContext(request.ctx, request.body);
      return { contextToken: request.ctx.token };
    },
  );
}
