import { Readable } from 'node:stream';
import { sitemapIndexResponse } from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import { sendCached } from '../../platform/cache.ts';
import type { StoreApi } from '../../platform/types.ts';
import { maxUrlsPerFile, sitemapFileLines, sitemapIndex } from './sitemap.service.ts';

const sitemapQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxUrlsPerFile)
    .default(maxUrlsPerFile)
    .describe('URLs per file: at most and by default 50,000.'),
});

const fileParams = z.object({
  language: z.string().min(1).max(35).describe('Locale code of a storefront language, e.g. nl-NL.'),
  page: z.coerce.number().int().min(1),
});

export async function sitemapRoutes(app: StoreApi) {
  app.get(
    '/dexis/sitemap',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Sitemap'],
        summary:
          'The sitemap of the catalogue: per storefront language, how many URLs (home, active category pages, active products) and in how many files.',
        querystring: sitemapQuery,
        response: { 200: sitemapIndexResponse },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const { limit } = request.query;
      return sendCached(
        request,
        reply,
        `sitemap-index:${ctx.salesChannel.id}:${limit}`,
        sitemapIndexResponse,
        async () => ({
          data: await sitemapIndex(ctx, limit),
        }),
      );
    },
  );

  app.get(
    '/dexis/sitemap/:language/:page',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Sitemap'],
        summary:
          'A sitemap file of a language as NDJSON, streamed: one line per page with `loc` (absolute, on the language’s domain), `lastmod` when known and `alternates` by locale code.',
        params: fileParams,
        querystring: sitemapQuery,
      },
    },
    async (request, reply) => {
      const { language, page } = request.params;
      const lines = await sitemapFileLines(request.ctx, language, page, request.query.limit);
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'public, no-cache')
        .send(Readable.from(lines));
    },
  );
}
