import {
  id,
  listingSettingsResponse,
  productCriteria,
  productListingResult,
} from '@tradeshop/api-client/contracts';
import { errorCodes, limits } from '@tradeshop/domain';
import { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import { sendCached } from '../../platform/cache.ts';
import { sendIncluding } from '../../platform/includes.ts';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { loadCategories } from '../catalog/index.ts';
import { facetIndexKey, loadFacetIndex } from './facet-index.ts';
import {
  availableSortings,
  defaultListingSorting,
  defaultSearchSorting,
  listProducts,
  suggestProducts,
} from './search.service.ts';

const suggestCriteria = productCriteria.extend({ search: z.string().trim().min(1).max(200) });

export async function searchRoutes(app: StoreApi) {
  // Made before the first search needs it, and again after every change of the catalogue.
  app.catalogCache.keepWarm(facetIndexKey, () => loadFacetIndex(app.readDb));

  for (const method of ['GET', 'POST'] as const) {
    const criteriaSchema =
      method === 'GET' ? { querystring: productCriteria } : { body: productCriteria.default({}) };
    app.route({
      method,
      url: '/search',
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Search'],
        summary:
          'Searches article numbers, EANs, manufacturer numbers, names, descriptions and brands; an exact number ranks first. Dutch and German compounds are split (the head ranks first), plurals meet their singular, accents and case do not count, the distributor’s synonyms apply. A mistyped term that finds nothing is searched as the closest catalogue word (`extensions.search.correction`; `no-correction` searches as typed); a search that finds nothing answers the closest words, categories and brands. `includes` names the fields to answer per entity.',
        ...criteriaSchema,
        response: { 200: productListingResult },
      },
      handler: async (request, reply) => {
        const criteria = (method === 'GET' ? request.query : request.body) as z.output<
          typeof productCriteria
        >;
        const result = await listProducts(request.ctx, {
          criteria: { ...criteria, search: criteria.search ?? '' },
        });
        return sendIncluding(reply, productListingResult, result, criteria.includes);
      },
    });

    app.route({
      method,
      url: '/search-suggest',
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Search'],
        summary: `Suggestions for a search term: its best matches as a listing without aggregations (${limits.quickSearch} unless \`limit\` says otherwise), counting only the next pages unless \`total-count-mode\` asks more, with the categories its best matches stand in and the brands it names (\`extensions.search\`).`,
        ...(method === 'GET' ? { querystring: suggestCriteria } : { body: suggestCriteria }),
        response: { 200: productListingResult },
      },
      handler: async (request, reply) => {
        const criteria = (method === 'GET' ? request.query : request.body) as z.output<
          typeof suggestCriteria
        >;
        const result = await suggestProducts(request.ctx, criteria);
        return sendIncluding(reply, productListingResult, result, criteria.includes);
      },
    });

    app.route({
      method,
      url: '/product-listing/:categoryId',
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Search'],
        summary:
          'The products of a category and its subcategories, with filters, sorting and pagination; `includes` names the fields to answer per entity.',
        params: z.object({ categoryId: id }),
        ...criteriaSchema,
        response: { 200: productListingResult },
      },
      handler: async (request, reply) => {
        const { categoryId } = request.params as { categoryId: string };
        const [found] = await loadCategories(request.ctx, [categoryId]);
        if (!found)
          throw notFound(errorCodes.categoryNotFound, `Category ${categoryId} was not found.`, {
            categoryId,
          });
        const criteria = (method === 'GET' ? request.query : request.body) as z.output<
          typeof productCriteria
        >;
        const result = await listProducts(request.ctx, { categoryId, criteria });
        return sendIncluding(reply, productListingResult, result, criteria.includes);
      },
    });
  }

  app.get(
    '/product-listing/settings',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Search'],
        summary: 'Page sizes, sortings and filters of listings and search.',
        response: { 200: listingSettingsResponse },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      return sendCached(
        request,
        reply,
        `listing-settings:${ctx.language.id}`,
        listingSettingsResponse,
        async () => ({
          defaultLimit: limits.listing,
          quickSearchLimit: limits.quickSearch,
          defaultSorting: defaultListingSorting,
          defaultSearchSorting,
          sortings: availableSortings(ctx, true),
          filters: [
            'manufacturer' as const,
            'properties' as const,
            'measurements' as const,
            'price' as const,
          ],
        }),
      );
    },
  );
}
