import {
  accessorySuggestionsRequest,
  accessorySuggestionsResponse,
  brandCriteria,
  brandFormerSlugQuery,
  brandFormerSlugResponse,
  brandListResponse,
  category,
  categoryCriteria,
  categoryListResponse,
  id,
  productCriteria,
  productDetailResponse,
} from '@tradeshop/api-client/contracts';
import { errorCodes, limits } from '@tradeshop/domain';
import { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { accessorySuggestions } from './accessory-suggestions.ts';
import { brandSlugNow } from './brand-editing.ts';
import { listBrands } from './brands.service.ts';
import { findCategories, findCategory } from './catalog.service.ts';
import { loadProductDetail } from './product-loader.ts';

export async function catalogRoutes(app: StoreApi) {
  const productParams = z.object({ productId: id });
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/product/:productId',
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Catalogue'],
        summary: 'A product with media, properties, variants of its family and cross-sellings.',
        params: productParams,
        response: { 200: productDetailResponse },
      },
      handler: async (request) => {
        const product = await loadProductDetail(request.ctx, request.params.productId);
        if (!product) {
          throw notFound(errorCodes.productNotFound, `Product ${request.params.productId} was not found.`, {
            productId: request.params.productId,
          });
        }
        return { product };
      },
    });
  }

  app.post(
    '/dexis/product/accessories',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Catalogue'],
        summary: `The accessories of some articles (a cart's, by product id): at most ${limits.cartAccessories}, the first of each article before the second of any, none of the articles themselves or their families; a variant without accessories of its own offers its family's.`,
        body: accessorySuggestionsRequest,
        response: { 200: accessorySuggestionsResponse },
      },
    },
    async (request) => ({
      elements: await accessorySuggestions(request.ctx, request.body.productIds, limits.cartAccessories),
    }),
  );

  const categoryParams = z.object({ navigationId: z.union([z.literal('home'), id]) });
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/category/:navigationId',
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Catalogue'],
        summary:
          'A category (`home`: the main navigation’s root) with its breadcrumb, media and seo urls; it has no cms page (its products: `/product-listing/{categoryId}`), and listing criteria are checked but not applied.',
        params: categoryParams,
        ...(method === 'GET' ? { querystring: productCriteria } : { body: productCriteria.default({}) }),
        response: { 200: category },
      },
      handler: async (request) => {
        const { navigationId } = request.params;
        const found = await findCategory(request.ctx, navigationId);
        if (!found) {
          throw notFound(errorCodes.categoryNotFound, `Category ${navigationId} was not found.`, {
            navigationId,
          });
        }
        return found;
      },
    });
  }

  app.post(
    '/category',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Catalogue'],
        summary: 'Categories by id or parent (e.g. the entries of a breadcrumb).',
        body: categoryCriteria.default({}),
        response: { 200: categoryListResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = limits.maxPageSize, filter = [] } = request.body;
      return findCategories(request.ctx, filter, page, limit);
    },
  );

  app.post(
    '/product-manufacturer',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Catalogue'],
        summary:
          'The brands with at least one active article, sorted by name, with their logo, page slug and article count: `term` or a `contains` filter on the name, `equals`/`equalsAny` on id, slug or name; up to 500 a page.',
        body: brandCriteria.default({}),
        response: { 200: brandListResponse },
      },
    },
    async (request) => listBrands(request.ctx, request.body),
  );

  app.get(
    '/dexis/brand/former-slug',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Catalogue'],
        summary:
          'The slug a brand page has now in the request’s language, for a slug it had before (the storefront answers the old address 301); 404 for a slug no brand had.',
        querystring: brandFormerSlugQuery,
        response: { 200: brandFormerSlugResponse },
      },
    },
    async (request) => {
      const slug = await brandSlugNow(request.ctx, request.query.slug);
      if (!slug) throw notFound(errorCodes.notFound, `No brand page had the slug ${request.query.slug}.`);
      return { data: { slug } };
    },
  );
}
