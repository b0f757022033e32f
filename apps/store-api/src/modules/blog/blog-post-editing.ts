import { randomUUID } from 'node:crypto';
import { blogSlug, type Violation } from '@tradeshop/api-client/contracts';
import {
  type ContentDraft,
  type ContentLocale,
  contentLocales,
  draftOfPublished,
  errorCodes,
} from '@tradeshop/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { libraryMedia } from '../catalog/index.ts';
import {
  blockPictureViolations,
  canonicalContentPaths,
  contentNotFound,
  draftStoreOf,
  type EditableKind,
  type EditableSubject,
  editorLanguages,
  pictureRefusal,
} from '../cms/index.ts';
import { blogPathOf, replaceBlogPost } from './blog.service.ts';
import {
  blogCategory,
  blogPost,
  blogPostCategory,
  blogPostDraft,
  blogPostTranslation,
} from './blog.tables.ts';

/** A draft's `path` of a post is its slug; the shop's address is `blog/<slug>`. */
const slugOfPath = (path: string) => path.replace(/^blog\//, '');

/** The blog posts (`blog_post`) in the editor, with their teaser, author, cover, topics and date. */
export const blogPostEditing: EditableKind = {
  kind: 'blog',
  auditType: 'blog-post',
  notFound: contentNotFound(errorCodes.adminBlogPostNotFound, 'blog post'),
  list: (tx) => tx.select().from(blogPost).orderBy(asc(blogPost.key)),
  lock: async (tx, id) => (await tx.select().from(blogPost).where(eq(blogPost.id, id)).for('update'))[0],
  get: async (tx, id) => (await tx.select().from(blogPost).where(eq(blogPost.id, id)))[0],
  create: async (tx, key) => {
    const [taken] = await tx.select({ id: blogPost.id }).from(blogPost).where(eq(blogPost.key, key));
    if (taken)
      throw new ApiProblem(409, errorCodes.adminContentKeyTaken, 'Another blog post has this key.', { key });
    const id = randomUUID();
    // Without a translation the shop shows it nowhere; its date is the publishing's until one is set.
    await tx.insert(blogPost).values({ id, key, active: true, publishedAt: new Date() });
    const empty = { title: '', path: '', metaTitle: '', metaDescription: '', teaser: '' };
    return {
      id,
      draft: {
        languages: { 'nl-NL': empty, 'fr-FR': empty, 'en-GB': empty },
        blocks: [],
        post: { author: '', coverMediaId: '', topics: [], publishedAt: '' },
      },
    };
  },
  drafts: draftStoreOf(blogPostDraft, blogPostDraft.blogPostId, 'blogPostId'),
  published: publishedPosts,
  addressOf: (_post, path) => {
    const slug = slugOfPath(path.trim());
    return slug ? blogPathOf(slug) : '';
  },
  violationsOf: postViolations,
  publish: async (tx, post, draft, texts) => {
    const { idByLocale } = await editorLanguages(tx);
    const fields = draft.post;
    await replaceBlogPost(tx, {
      key: post.key,
      active: post.active,
      publishedAt: fields?.publishedAt ? new Date(fields.publishedAt) : new Date(),
      author: fields?.author || null,
      mediaId: fields?.coverMediaId || null,
      categoryKeys: fields?.topics ?? [],
      translations: [...texts].flatMap(([locale, text]) => {
        const languageId = idByLocale.get(locale);
        return languageId
          ? [
              {
                languageId,
                slug: slugOfPath(text.path ?? ''),
                title: text.title,
                teaser: text.teaser,
                metaTitle: text.metaTitle,
                metaDescription: text.metaDescription,
                canonical: text.canonical,
                blocks: text.blocks,
              },
            ]
          : [];
      }),
    });
  },
};

/** A post's slugs, topics and cover that its publishing would refuse, as violations of the draft. */
async function postViolations(
  tx: Tx,
  draft: ContentDraft,
  texts: Map<ContentLocale, { path: string | null }>,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const [locale, text] of texts) {
    const slug = slugOfPath(text.path ?? '');
    if (slug && !blogSlug.safeParse(slug).success)
      violations.push({
        propertyPath: `/draft/languages/${locale}/path`,
        type: 'VIOLATION::INVALID_FORMAT',
        title: 'Lower case letters and digits separated by single dashes',
      });
  }
  const topics = draft.post?.topics ?? [];
  if (topics.length > 0) {
    const known = new Set(
      (
        await tx.select({ key: blogCategory.key }).from(blogCategory).where(inArray(blogCategory.key, topics))
      ).map((row) => row.key),
    );
    topics.forEach((topic, index) => {
      if (!known.has(topic))
        violations.push({
          propertyPath: `/draft/post/topics/${index}`,
          type: 'VIOLATION::INVALID',
          title: `There is no blog topic ${topic}.`,
        });
    });
  }
  const cover = draft.post?.coverMediaId;
  const coverRefusal = cover ? pictureRefusal(await libraryMedia(tx, cover), 'The cover') : null;
  if (coverRefusal) violations.push({ propertyPath: '/draft/post/coverMediaId', ...coverRefusal });
  violations.push(...(await blockPictureViolations(tx, draft, texts.keys())));
  return violations;
}

/** The published posts as drafts: their texts and blocks per language, slugs, and own fields. */
async function publishedPosts(tx: Tx, posts: EditableSubject[]): Promise<Map<string, ContentDraft>> {
  const ids = posts.map((post) => post.id);
  const drafts = new Map<string, ContentDraft>();
  if (ids.length === 0) return drafts;
  const { localeById } = await editorLanguages(tx);
  const [rows, topicRows, paths] = await Promise.all([
    tx.select().from(blogPostTranslation).where(inArray(blogPostTranslation.blogPostId, ids)),
    tx
      .select({ postId: blogPostCategory.blogPostId, key: blogCategory.key })
      .from(blogPostCategory)
      .innerJoin(blogCategory, eq(blogCategory.id, blogPostCategory.blogCategoryId))
      .where(inArray(blogPostCategory.blogPostId, ids))
      .orderBy(blogCategory.position, blogCategory.key),
    canonicalContentPaths(tx, ids),
  ]);
  const own = new Map(
    (await tx.select().from(blogPost).where(inArray(blogPost.id, ids))).map((row) => [row.id, row]),
  );
  for (const post of posts) {
    const translations: Parameters<typeof draftOfPublished>[0] = {};
    for (const row of rows) {
      const locale = localeById.get(row.languageId);
      if (row.blogPostId !== post.id || !locale || !contentLocales.includes(locale)) continue;
      translations[locale] = {
        title: row.title,
        path: slugOfPath(paths.get(post.id)?.[row.languageId] ?? ''),
        metaTitle: row.metaTitle ?? '',
        metaDescription: row.metaDescription ?? '',
        canonical: row.canonical ?? '',
        teaser: row.teaser,
        blocks: row.blocks,
      };
    }
    const fields = own.get(post.id);
    if (Object.keys(translations).length === 0 || !fields) continue;
    drafts.set(post.id, {
      ...draftOfPublished(translations),
      post: {
        author: fields.author ?? '',
        coverMediaId: fields.mediaId ?? '',
        topics: topicRows.filter((row) => row.postId === post.id).map((row) => row.key),
        publishedAt: fields.publishedAt.toISOString(),
      },
    });
  }
  return drafts;
}
