import { blogDetailResponse, contentPreviewRequest } from '@tradeshop/api-client/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { loadMediaPictures } from '../catalog/index.ts';
import { draftInLanguage, editorLanguages, previewClaimsOf, previewRefused } from '../cms/index.ts';
import { blogCategory, blogCategoryTranslation } from './blog.tables.ts';
import { blogPostEditing } from './blog-post-editing.ts';

/**
 * A blog post's draft as the shop will show it, for whoever holds a preview link the Admin API
 * issued to staff. Read from the primary (a draft just saved is there), never kept in a cache.
 */
export const blogPreviewRoutes = (previewKey: string) => async (app: StoreApi) => {
  app.post(
    '/pwa/blog/preview',
    {
      config: { access: anyone },
      schema: {
        tags: ['Blog'],
        summary:
          'The draft of a blog post in the language of a preview link (POST /admin-api/content/blog/{id}/preview), as /dexis/blog/{id} answers a post (without related posts); 403 when the link is not valid or has run out.',
        body: contentPreviewRequest,
        response: { 200: blogDetailResponse },
      },
    },
    async (request, reply) => {
      const claims = previewClaimsOf(previewKey, request.body.token, 'blog');
      const found = await draftInLanguage(app.db, blogPostEditing, claims.id, claims.locale);
      const languageId = (await editorLanguages(app.db)).idByLocale.get(claims.locale);
      if (!found || !languageId) throw previewRefused();
      const { subject, draft, text, paths } = found;
      const fields = draft.post;
      const topics = fields?.topics ?? [];
      const [categories, covers] = await Promise.all([
        topics.length === 0
          ? []
          : app.db
              .select({ id: blogCategory.id, name: blogCategoryTranslation.name })
              .from(blogCategory)
              .innerJoin(
                blogCategoryTranslation,
                and(
                  eq(blogCategoryTranslation.blogCategoryId, blogCategory.id),
                  eq(blogCategoryTranslation.languageId, languageId),
                ),
              )
              .where(inArray(blogCategory.key, topics))
              .orderBy(blogCategory.position, blogCategoryTranslation.name),
        loadMediaPictures(app.db, fields?.coverMediaId ? [fields.coverMediaId] : [], languageId),
      ]);
      const cover = fields?.coverMediaId ? covers.get(fields.coverMediaId) : undefined;
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return {
        blog: {
          cmsPage: { blocks: text.blocks },
          blog: {
            id: subject.id,
            title: text.title,
            teaser: text.teaser,
            publishedAt: fields?.publishedAt || new Date().toISOString(),
            author: fields?.author || null,
            cover: cover ? { ...cover, alt: cover.alt ?? text.title } : null,
            categories,
            seoPath: text.path ?? '',
            metaTitle: text.metaTitle,
            metaDescription: text.metaDescription,
            canonical: text.canonical,
            seoPaths: paths,
          },
          related: [],
        },
      };
    },
  );
};
