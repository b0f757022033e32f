import {
  filesCatalogLimits,
  filesCatalogRequest,
  filesCatalogResponse,
} from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { searchCatalogFiles } from './files-catalog.service.ts';

export async function filesCatalogRoutes(app: StoreApi) {
  app.post(
    '/dexis/files-catalog',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Files catalogue'],
        summary:
          'The downloads (catalogues, leaflets, safety data sheets, manuals, certificates), newest first: `term` looks in titles, descriptions, article numbers and brand names; `kinds`, `languages` (`all` or language ids, by default the request’s language) and `brandKey` narrow them; counts per kind and per language come along. Up to 100 a page.',
        body: filesCatalogRequest.default({ page: 1, limit: filesCatalogLimits.default }),
        response: { 200: filesCatalogResponse },
      },
    },
    async (request) => searchCatalogFiles(request.ctx, request.body),
  );
}
