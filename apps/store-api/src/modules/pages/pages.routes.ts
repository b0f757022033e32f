import { pageRequest, pageResponse } from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { resolvePage } from './pages.service.ts';

export async function pagesRoutes(app: StoreApi) {
  app.post(
    '/pwa/page',
    {
      config: { access: anyone },
      schema: {
        tags: ['Pages'],
        summary:
          'Resolves a seo path (or /navigation/{id}, /detail/{id}) to a category listing or a product page with its canonical path.',
        body: pageRequest,
        response: { 200: pageResponse },
      },
    },
    async (request) => resolvePage(request.ctx, request.body.path, request.body.query),
  );
}
