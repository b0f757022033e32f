import { cmsFooterResponse } from '@tradeshop/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { anyone } from '../../platform/access.ts';
import { sendCached } from '../../platform/cache.ts';
import type { StoreApi } from '../../platform/types.ts';
import { cmsPage } from './cms.tables.ts';

export async function cmsRoutes(app: StoreApi) {
  app.get(
    '/dexis/cms/footer',
    {
      config: { access: anyone, readsCatalog: true },
      schema: {
        tags: ['Content'],
        summary: 'The footer page of the request’s language, or cmsPage null when there is none.',
        response: { 200: cmsFooterResponse },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      return sendCached(request, reply, `cms-footer:${ctx.language.id}`, cmsFooterResponse, async () => {
        const [page] = await ctx.tx
          .select({ sections: cmsPage.sections })
          .from(cmsPage)
          .where(and(eq(cmsPage.key, 'footer'), eq(cmsPage.languageId, ctx.language.id)));
        return { cmsPage: page ? { sections: page.sections } : null };
      });
    },
  );
}
