import { pageRequest, pageResponse, productListPage } from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import { applyIncludes, type Includes, sendChecked } from '../../platform/includes.ts';
import type { StoreApi } from '../../platform/types.ts';
import { resolvePage } from './pages.service.ts';

export async function pagesRoutes(app: StoreApi) {
  app.post(
    '/pwa/page',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Pages'],
        summary:
          'Resolves a seo path (or /navigation/{id}, /detail/{id}) to a category listing or a product page with its canonical path; `query.includes` applies to the listing.',
        body: pageRequest,
        response: { 200: pageResponse },
      },
    },
    async (request, reply) => {
      const page = await resolvePage(request.ctx, request.body.path, request.body.query);
      const includes = request.body.query?.includes as Includes | undefined;
      if (page.resourceType !== 'frontend.navigation.page' || !includes) return page;
      const checked = z.encode(productListPage, page);
      return sendChecked(reply, { ...checked, listing: applyIncludes(checked.listing, includes) });
    },
  );
}
