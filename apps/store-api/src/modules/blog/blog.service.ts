import { randomUUID } from 'node:crypto';
import {
  type BlogCategoryWrite,
  type BlogDetailResponse,
  type BlogListingResponse,
  type BlogPostSummary,
  type BlogPostWrite,
  blogCategoryWrite,
  blogPostWrite,
  type Violation,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { and, count, desc, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/problem.ts';
import { invalidRequest, parseOrThrow } from '../../platform/violations.ts';
import { markCatalogChanged } from '../cache/index.ts';
import { loadMediaPictures } from '../catalog/index.ts';
import {
  canonicalContentPaths,
  removeContentPaths,
  resolveContentPath,
  type SitemapContentPage,
  setContentPaths,
  trimmedPath,
} from '../cms/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';
import {
  blogCategory,
  blogCategoryTranslation,
  blogPost,
  blogPostCategory,
  blogPostTranslation,
} from './blog.tables.ts';

type ReadContext = Pick<RequestContext, 'tx' | 'language'>;

/** A post's path in one language: what content_path keeps for kind `blog`. */
export const blogPathOf = (slug: string) => `blog/${slug}`;

const blogNotFound = (detail: string, parameters: Record<string, unknown>) =>
  notFound(errorCodes.pageNotFound, detail, parameters);

/** What a list, a related post and a post's own page show of a post. */
const summaryColumns = {
  id: blogPost.id,
  title: blogPostTranslation.title,
  teaser: blogPostTranslation.teaser,
  publishedAt: blogPost.publishedAt,
  author: blogPost.author,
  mediaId: blogPost.mediaId,
};

/** Posts visitors see in the context's language: active and written in it. */
function visiblePosts(ctx: ReadContext) {
  return ctx.tx
    .select(summaryColumns)
    .from(blogPost)
    .innerJoin(
      blogPostTranslation,
      and(
        eq(blogPostTranslation.blogPostId, blogPost.id),
        eq(blogPostTranslation.languageId, ctx.language.id),
      ),
    )
    .$dynamic();
}
interface PostRow {
  id: string;
  title: string;
  teaser: string;
  publishedAt: Date;
  author: string | null;
  mediaId: string | null;
}

/** The condition that a post has at least one of `categoryIds`. */
function inAnyCategory(ctx: ReadContext, categoryIds: readonly string[]): SQL {
  return exists(
    ctx.tx
      .select({ one: sql`1` })
      .from(blogPostCategory)
      .where(
        and(
          eq(blogPostCategory.blogPostId, blogPost.id),
          inArray(blogPostCategory.blogCategoryId, [...categoryIds]),
        ),
      ),
  );
}

/** Newest first; the id keeps posts of the same moment in one order from page to page. */
const newestFirst = [desc(blogPost.publishedAt), desc(blogPost.id)];

/** The rows of posts as lists show them: categories named in the language, cover and canonical path. */
async function summariesOf(ctx: ReadContext, rows: readonly PostRow[]): Promise<BlogPostSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [categoryRows, covers, paths] = await Promise.all([
    ctx.tx
      .select({
        postId: blogPostCategory.blogPostId,
        id: blogCategory.id,
        name: blogCategoryTranslation.name,
      })
      .from(blogPostCategory)
      .innerJoin(blogCategory, eq(blogCategory.id, blogPostCategory.blogCategoryId))
      .innerJoin(
        blogCategoryTranslation,
        and(
          eq(blogCategoryTranslation.blogCategoryId, blogCategory.id),
          eq(blogCategoryTranslation.languageId, ctx.language.id),
        ),
      )
      .where(inArray(blogPostCategory.blogPostId, ids))
      .orderBy(blogCategory.position, blogCategoryTranslation.name),
    loadMediaPictures(
      ctx.tx,
      rows.flatMap((row) => (row.mediaId ? [row.mediaId] : [])),
      ctx.language.id,
    ),
    canonicalContentPaths(ctx.tx, ids),
  ]);
  const categoriesOf = new Map<string, { id: string; name: string }[]>();
  for (const { postId, ...category } of categoryRows) {
    categoriesOf.set(postId, [...(categoriesOf.get(postId) ?? []), category]);
  }
  // Every post is written with its paths (replaceBlogPost); one without leads nowhere and is left out.
  return rows.flatMap((row) => {
    const seoPath = paths.get(row.id)?.[ctx.language.id];
    if (!seoPath) return [];
    const cover = row.mediaId ? covers.get(row.mediaId) : undefined;
    return [
      {
        id: row.id,
        title: row.title,
        teaser: row.teaser,
        publishedAt: row.publishedAt.toISOString(),
        author: row.author,
        cover: cover ? { ...cover, alt: cover.alt ?? row.title } : null,
        categories: categoriesOf.get(row.id) ?? [],
        seoPath,
      },
    ];
  });
}

/** Every category named in the language with the number of its posts visible in that language. */
async function tagCountsOf(ctx: ReadContext): Promise<BlogListingResponse['tagCounts']> {
  return ctx.tx
    .select({
      id: blogCategory.id,
      name: blogCategoryTranslation.name,
      postCount: count(blogPostTranslation.blogPostId),
    })
    .from(blogCategory)
    .innerJoin(
      blogCategoryTranslation,
      and(
        eq(blogCategoryTranslation.blogCategoryId, blogCategory.id),
        eq(blogCategoryTranslation.languageId, ctx.language.id),
      ),
    )
    .leftJoin(blogPostCategory, eq(blogPostCategory.blogCategoryId, blogCategory.id))
    .leftJoin(blogPost, and(eq(blogPost.id, blogPostCategory.blogPostId), eq(blogPost.active, true)))
    .leftJoin(
      blogPostTranslation,
      and(
        eq(blogPostTranslation.blogPostId, blogPost.id),
        eq(blogPostTranslation.languageId, ctx.language.id),
      ),
    )
    .groupBy(blogCategory.id, blogCategory.position, blogCategoryTranslation.name)
    .orderBy(blogCategory.position, blogCategoryTranslation.name);
}

export interface BlogListQuery {
  page: number;
  limit: number;
  /** Each entry is one `equalsAny` filter: a post must have a category of every entry. */
  tagFilters: readonly (readonly string[])[];
}

/** A page of the blog in the context's language, newest first, with the categories to filter on. */
export async function listBlogPosts(ctx: ReadContext, query: BlogListQuery): Promise<BlogListingResponse> {
  const where = and(
    eq(blogPost.active, true),
    ...query.tagFilters.map((categoryIds) => inAnyCategory(ctx, categoryIds)),
  );
  const [rows, [total], tagCounts] = await Promise.all([
    visiblePosts(ctx)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.tx
      .select({ count: count() })
      .from(blogPost)
      .innerJoin(
        blogPostTranslation,
        and(
          eq(blogPostTranslation.blogPostId, blogPost.id),
          eq(blogPostTranslation.languageId, ctx.language.id),
        ),
      )
      .where(where),
    tagCountsOf(ctx),
  ]);
  return {
    elements: await summariesOf(ctx, rows),
    page: query.page,
    limit: query.limit,
    total: total?.count ?? 0,
    tagCounts,
  };
}

/** How many related posts a post page shows. */
const relatedLimit = 3;

/** A post in the context's language with its blocks and related posts; 404 when it is not shown there. */
export async function blogPostDetail(ctx: ReadContext, postId: string): Promise<BlogDetailResponse> {
  const [row] = await ctx.tx
    .select({
      ...summaryColumns,
      metaTitle: blogPostTranslation.metaTitle,
      metaDescription: blogPostTranslation.metaDescription,
      canonical: blogPostTranslation.canonical,
      blocks: blogPostTranslation.blocks,
    })
    .from(blogPost)
    .innerJoin(
      blogPostTranslation,
      and(
        eq(blogPostTranslation.blogPostId, blogPost.id),
        eq(blogPostTranslation.languageId, ctx.language.id),
      ),
    )
    .where(and(eq(blogPost.id, postId), eq(blogPost.active, true)));
  const [summary] = row ? await summariesOf(ctx, [row]) : [];
  if (!row || !summary)
    throw blogNotFound(`No blog post ${postId} is shown in this language.`, { blogId: postId });

  const [languages, paths, relatedRows] = await Promise.all([
    ctx.tx
      .select({ languageId: blogPostTranslation.languageId })
      .from(blogPostTranslation)
      .where(eq(blogPostTranslation.blogPostId, postId)),
    canonicalContentPaths(ctx.tx, [postId]),
    summary.categories.length === 0
      ? []
      : visiblePosts(ctx)
          .where(
            and(
              eq(blogPost.active, true),
              ne(blogPost.id, postId),
              inAnyCategory(
                ctx,
                summary.categories.map((category) => category.id),
              ),
            ),
          )
          .orderBy(...newestFirst)
          .limit(relatedLimit),
  ]);
  const ownPaths = paths.get(postId) ?? {};
  const seoPaths = Object.fromEntries(
    languages.flatMap(({ languageId }) => {
      const path = ownPaths[languageId];
      return path ? [[languageId, path]] : [];
    }),
  );
  return {
    blog: {
      cmsPage: { blocks: row.blocks },
      blog: {
        ...summary,
        metaTitle: row.metaTitle,
        metaDescription: row.metaDescription,
        canonical: row.canonical,
        seoPaths,
      },
      related: await summariesOf(ctx, relatedRows),
    },
  };
}

/** The post a path (`blog/<slug>`) names in the context's language, and its canonical path there. */
export async function resolveBlogPath(
  ctx: ReadContext,
  path: string,
): Promise<{ id: string; canonicalPath: string }> {
  const resolved = await resolveContentPath(ctx, path);
  if (resolved?.kind !== 'blog')
    throw blogNotFound(`No blog post is found at ${path}.`, { path: trimmedPath(path) });
  return { id: resolved.foreignKey, canonicalPath: resolved.canonicalPath };
}

/** Sets a blog category (a topic, and a tag of the list's filter) by its key; answers its id. */
export async function replaceBlogCategory(db: Tx, input: BlogCategoryWrite): Promise<{ id: string }> {
  const category = parseOrThrow(blogCategoryWrite, input, 'blogCategory');
  return db.transaction(async (tx) => {
    await refuseUnknownLanguages(
      tx,
      category.names.map((entry) => entry.languageId),
      'blogCategory/names',
    );
    const [row] = await tx
      .insert(blogCategory)
      .values({ id: randomUUID(), key: category.key, position: category.position })
      .onConflictDoUpdate({ target: blogCategory.key, set: { position: category.position } })
      .returning({ id: blogCategory.id });
    const id = row!.id;
    await tx.delete(blogCategoryTranslation).where(eq(blogCategoryTranslation.blogCategoryId, id));
    await tx
      .insert(blogCategoryTranslation)
      .values(category.names.map((entry) => ({ blogCategoryId: id, ...entry })));
    await markCatalogChanged(tx);
    return { id };
  });
}

/**
 * Sets a blog post by its key (the same key replaces it and keeps its id): its translations and
 * blocks, categories (by key) and cover. Each translation's slug becomes the post's canonical path
 * `blog/<slug>` in that language; a former slug keeps leading to the post, so that old links answer
 * with the new path. Every process shows the change at once.
 */
export async function replaceBlogPost(db: Tx, input: BlogPostWrite): Promise<{ id: string }> {
  const post = parseOrThrow(blogPostWrite, input, 'blogPost');
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: blogPost.id }).from(blogPost).where(eq(blogPost.key, post.key));
    const id = existing?.id ?? randomUUID();
    await refuseUnknownLanguages(
      tx,
      post.translations.map((entry) => entry.languageId),
      'blogPost/translations',
    );
    const categoryIds = await categoryIdsOf(tx, post.categoryKeys);
    if (
      post.mediaId &&
      (await loadMediaPictures(tx, [post.mediaId], post.translations[0]!.languageId)).size === 0
    )
      throw invalidRequest([violation('blogPost/mediaId', `There is no media ${post.mediaId}.`)]);
    await refuseSlugsOfOtherPosts(tx, id, post.translations);

    const values = {
      active: post.active,
      publishedAt: post.publishedAt,
      author: post.author,
      mediaId: post.mediaId,
    };
    await tx
      .insert(blogPost)
      .values({ id, key: post.key, ...values })
      .onConflictDoUpdate({ target: blogPost.key, set: { ...values, updatedAt: sql`now()` } });
    await tx.delete(blogPostTranslation).where(eq(blogPostTranslation.blogPostId, id));
    await tx
      .insert(blogPostTranslation)
      .values(
        post.translations.map(({ slug: _slug, ...translation }) => ({ blogPostId: id, ...translation })),
      );
    await tx.delete(blogPostCategory).where(eq(blogPostCategory.blogPostId, id));
    if (categoryIds.length > 0)
      await tx
        .insert(blogPostCategory)
        .values(categoryIds.map((blogCategoryId) => ({ blogPostId: id, blogCategoryId })));
    await setContentPaths(
      tx,
      { kind: 'blog', foreignKey: id },
      post.translations.map((entry) => ({ languageId: entry.languageId, path: blogPathOf(entry.slug) })),
    );
    await markCatalogChanged(tx);
    return { id };
  });
}

/** Deletes a post by its key with its paths; answers whether there was one. */
export async function removeBlogPost(db: Tx, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(blogPost).where(eq(blogPost.key, key)).returning({ id: blogPost.id });
    if (!removed) return false;
    await removeContentPaths(tx, { kind: 'blog', foreignKey: removed.id });
    await markCatalogChanged(tx);
    return true;
  });
}

const violation = (propertyPath: string, title: string): Violation => ({
  propertyPath,
  type: 'VIOLATION::INVALID',
  title,
});

async function refuseUnknownLanguages(tx: Tx, languageIds: readonly string[], at: string) {
  const known = await localeCodesById(tx);
  const problems = languageIds.flatMap((languageId, index) =>
    known.has(languageId)
      ? []
      : [violation(`${at}/${index}/languageId`, `There is no language ${languageId}.`)],
  );
  if (problems.length > 0) throw invalidRequest(problems);
}

/** The ids of categories by key, in the given order; an unknown key is a violation. */
async function categoryIdsOf(tx: Tx, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ id: blogCategory.id, key: blogCategory.key })
    .from(blogCategory)
    .where(inArray(blogCategory.key, unique));
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  const problems = keys.flatMap((key, index) =>
    idOf.has(key) ? [] : [violation(`blogPost/categoryKeys/${index}`, `There is no blog category ${key}.`)],
  );
  if (problems.length > 0) throw invalidRequest(problems);
  return unique.map((key) => idOf.get(key)!);
}

/**
 * A slug that is the current path of another post or page would take that path away from it: refused.
 * A path another post held before (and left) may be taken over.
 */
async function refuseSlugsOfOtherPosts(
  tx: Tx,
  postId: string,
  translations: readonly { languageId: string; slug: string }[],
) {
  const problems: Violation[] = [];
  for (const [index, entry] of translations.entries()) {
    const path = blogPathOf(entry.slug);
    // Only the language id of the context is read.
    const holder = await resolveContentPath({ tx, language: { id: entry.languageId } } as ReadContext, path);
    if (holder && holder.foreignKey !== postId && holder.canonicalPath === path)
      problems.push(
        violation(`blogPost/translations/${index}/slug`, `The path ${path} belongs to another page already.`),
      );
  }
  if (problems.length > 0) throw invalidRequest(problems);
}

/**
 * The blog list and the active posts written in a language, newest first, as a sitemap lists them:
 * each with its path in every language the post is written in (a language it was taken out of keeps
 * an old path, which is left out).
 */
export async function sitemapBlogPages(tx: Tx, languageId: string): Promise<SitemapContentPage[]> {
  const posts = await tx
    .select({ id: blogPost.id, updatedAt: blogPost.updatedAt })
    .from(blogPost)
    .innerJoin(
      blogPostTranslation,
      and(eq(blogPostTranslation.blogPostId, blogPost.id), eq(blogPostTranslation.languageId, languageId)),
    )
    .where(eq(blogPost.active, true))
    .orderBy(desc(blogPost.publishedAt), blogPost.id);
  if (posts.length === 0) return [];
  const ids = posts.map((post) => post.id);
  const written = await tx
    .select({
      postId: blogPostTranslation.blogPostId,
      languageId: blogPostTranslation.languageId,
      canonical: blogPostTranslation.canonical,
    })
    .from(blogPostTranslation)
    .where(inArray(blogPostTranslation.blogPostId, ids));
  const paths = await canonicalContentPaths(tx, ids);
  const lastmod = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
  const pages = posts.flatMap((post): SitemapContentPage[] => {
    const translations = written.filter((row) => row.postId === post.id);
    const languages = new Set(translations.map((row) => row.languageId));
    const own = Object.entries(paths.get(post.id) ?? {}).filter(([language]) => languages.has(language));
    const path = own.find(([language]) => language === languageId)?.[1];
    const canonicals = Object.fromEntries(
      translations.flatMap((row) => (row.canonical ? [[row.languageId, row.canonical]] : [])),
    );
    return path
      ? [{ path, lastmod: lastmod(post.updatedAt), paths: Object.fromEntries(own), canonicals }]
      : [];
  });
  const listLanguages = new Set(written.map((row) => row.languageId));
  const latest = posts.reduce(
    (last, post) => (post.updatedAt > last ? post.updatedAt : last),
    posts[0]!.updatedAt,
  );
  const list: SitemapContentPage = {
    path: 'blog',
    lastmod: lastmod(latest),
    paths: Object.fromEntries([...listLanguages].map((language) => [language, 'blog'])),
    canonicals: {},
  };
  return [list, ...pages];
}

/**
 * The blog posts whose cover or blocks show a file of the media library, or whose draft (saved or
 * scheduled) would, by key; `draft` when only the draft names it.
 */
export async function blogPostsUsingMedia(
  tx: Tx,
  media: { id: string; path: string },
): Promise<{ kind: 'blog-post'; id: string; label: string; draft: boolean }[]> {
  const address = `/media/${media.path}`;
  return queryRows(
    tx,
    sql`select 'blog-post' as kind, id, label, bool_and(draft) as draft from (
          select p.id::text as id, p.key as label, false as draft from blog_post p
            where p.media_id = ${media.id} or exists (select 1 from blog_post_translation t
              where t.blog_post_id = p.id and strpos(t.blocks::text, ${address}) > 0)
          union all
          select p.id::text, p.key, true from blog_post p
            join blog_post_draft d on d.blog_post_id = p.id
            where d.draft->'post'->>'coverMediaId' = ${media.id} or strpos(d.draft::text, ${address}) > 0
        ) uses
        group by id, label
        order by label`,
  );
}
