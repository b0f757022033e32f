import { contentPreviewRequest, landingPage } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { anyone } from '../../platform/access.ts';
import { ApiProblem } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { draftInLanguage } from './content-editor.ts';
import { contentPageEditing } from './content-page-editing.ts';
import { type PreviewClaims, verifyPreviewToken } from './content-preview.ts';

export const previewRefused = () =>
  new ApiProblem(403, errorCodes.contentPreviewInvalid, 'The preview link is not valid, or it has run out.');

/** The claims of a valid preview link of a kind; 403 for anything else. */
export function previewClaimsOf(previewKey: string, token: string, kind: PreviewClaims['kind']) {
  const claims = verifyPreviewToken(previewKey, token);
  if (claims?.kind !== kind) throw previewRefused();
  return claims;
}

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
      const claims = previewClaimsOf(previewKey, request.body.token, 'page');
      const found = await draftInLanguage(app.db, contentPageEditing, claims.id, claims.locale);
      if (!found) throw previewRefused();
      const { subject, text: page, paths } = found;
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return {
        resourceType: 'frontend.landing.page' as const,
        resourceIdentifier: subject.id,
        cmsPage: {
          type: 'landingpage' as const,
          key: subject.key,
          title: page.title,
          metaTitle: page.metaTitle,
          metaDescription: page.metaDescription,
          canonical: page.canonical,
          blocks: page.blocks,
        },
        canonicalPathInfo: `/${page.path ?? ''}`,
        breadcrumb: [],
        seoPaths: paths,
        apiAlias: 'pwa_page_result' as const,
      };
    },
  );
};
