import {
  blogDetailResponse,
  blogListingDefaultLimit,
  blogListingRequest,
  blogListingResponse,
  blogPathQuery,
  blogPathResponse,
  id,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import { sendCached } from '../../platform/cache.ts';
import type { StoreApi } from '../../platform/types.ts';
import { trimmedPath } from '../cms/index.ts';
import { type BlogListQuery, blogPostDetail, listBlogPosts, resolveBlogPath } from './blog.service.ts';

const tags = ['Blog'];

/** List pages that every process shares: the first pages of the whole blog or of one tag. */
const lastSharedPage = 10;

/** The same request in one spelling, for its cache key. */
function listKey(languageId: string, query: BlogListQuery): string {
  const filters = query.tagFilters.map((ids) => [...new Set(ids)].sort().join(',')).sort();
  return `blog-list:${languageId}:${query.page}:${query.limit}:${filters.join('|')}`;
}

export async function blogRoutes(app: StoreApi) {
  app.post(
    '/h1webblog-listing/:id',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags,
        summary:
          'A page of the blog in the request’s language, newest first (`p` or `page`, `limit` 1–100, default 12), filtered on blog category ids with `equalsAny` on `tagIds` (a list or `|`-joined); `tagCounts` names every category with its number of posts. The shop has one blog: `id` (the listing element’s id in Shopware) is accepted whatever it is.',
        params: z.object({ id: z.string().min(1).max(100) }),
        // A request without any body (not even an empty JSON one) asks for the first page.
        body: blogListingRequest.nullable().default({}),
        response: { 200: blogListingResponse },
      },
    },
    async (request) => {
      const { ctx } = request;
      const body = request.body ?? {};
      const query: BlogListQuery = {
        page: body.page ?? body.p ?? 1,
        limit: body.limit ?? blogListingDefaultLimit,
        tagFilters: (body.filter ?? []).map((filter) => filter.value),
      };
      const shared =
        query.page <= lastSharedPage &&
        query.limit === blogListingDefaultLimit &&
        query.tagFilters.every((ids) => ids.length === 1) &&
        query.tagFilters.length <= 1;
      // Other combinations are endless: kept in this process's bounded memory only.
      const answer = await ctx.cache.answer(
        listKey(ctx.language.id, query),
        async () => JSON.stringify(z.encode(blogListingResponse, await listBlogPosts(ctx, query))),
        { shared },
      );
      return JSON.parse(answer.body);
    },
  );

  app.get(
    '/dexis/blog/path',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags,
        summary:
          'The blog post a path (`blog/<slug>`) names in the request’s language, with its canonical path there: after a slug changed, the former path still names the post and the canonical path is the new one (the storefront answers 301). An unknown path is a 404.',
        querystring: blogPathQuery,
        response: { 200: blogPathResponse },
      },
    },
    async (request) => {
      const { ctx } = request;
      const path = trimmedPath(request.query.path);
      // Any path can be asked for: kept in this process's bounded memory, an unknown one is a 404 each time.
      const answer = await ctx.cache.answer(
        `blog-path:${ctx.language.id}:${path}`,
        async () => JSON.stringify({ data: await resolveBlogPath(ctx, path) }),
        { shared: false },
      );
      return JSON.parse(answer.body);
    },
  );

  app.get(
    '/dexis/blog/:id',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags,
        summary:
          'A blog post in the request’s language: its blocks (`cmsPage.blocks`), the post with its categories, canonical paths per language and meta texts, and up to 3 related posts sharing a category, newest first. An unknown or inactive post, or one not written in the language, is a 404.',
        params: z.object({ id }),
        response: { 200: blogDetailResponse },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      return sendCached(
        request,
        reply,
        `blog-post:${ctx.language.id}:${request.params.id}`,
        blogDetailResponse,
        () => blogPostDetail(ctx, request.params.id),
      );
    },
  );
}
