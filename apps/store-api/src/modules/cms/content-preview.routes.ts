import { contentPreviewRequest, landingPage } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { anyone } from '../../platform/access.ts';
import { ApiProblem } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { draftInLanguage } from './content-editor.ts';
import { verifyPreviewToken } from './content-preview.ts';

const previewRefused = () =>
  new ApiProblem(403, errorCodes.contentPreviewInvalid, 'The preview link is not valid, or it has run out.');

/**
 * A content page's draft as the shop will show it, for whoever holds a preview link the Admin API
 * issued to staff. Read from the primary (a draft just saved is there), never kept in a cache.
 */
export const contentPreviewRoutes = (previewKey: string) => async (app: StoreApi) => {
  app.post(
    '/pwa/page/preview',
    {
      config: { access: anyone },
      schema: {
        tags: ['Pages'],
        summary:
          'The draft of a content page in the language of a preview link (POST /admin-api/content/page/{id}/preview), as /pwa/page answers a content page; 403 when the link is not valid or has run out.',
        body: contentPreviewRequest,
        response: { 200: landingPage },
      },
    },
    async (request, reply) => {
      const claims = verifyPreviewToken(previewKey, request.body.token);
      if (!claims) throw previewRefused();
      const page = await draftInLanguage(app.db, claims.pageId, claims.locale);
      if (!page) throw previewRefused();
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return {
        resourceType: 'frontend.landing.page' as const,
        resourceIdentifier: page.id,
        cmsPage: {
          type: 'landingpage' as const,
          key: page.key,
          title: page.title,
          metaTitle: page.metaTitle,
          metaDescription: page.metaDescription,
          blocks: page.blocks,
        },
        canonicalPathInfo: `/${page.path ?? ''}`,
        breadcrumb: [],
        seoPaths: page.paths,
        apiAlias: 'pwa_page_result' as const,
      };
    },
  );
};
