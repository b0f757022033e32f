import type { Category, NavigationElement } from '@tradeshop/api-client/contracts';
import { and, asc, eq, inArray, like, lte } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { category, categoryTranslation, media, mediaTranslation } from './catalog.tables.ts';
import { toMediaEntity } from './media-entity.ts';
import { loadSeoUrls } from './seo-urls.ts';
import { inLanguage } from './translations.ts';

export function ancestorIds(path: string): string[] {
  return path.split('|').filter(Boolean);
}

/** The path every descendant of the category starts with. */
export function subtreePath(row: { path: string; id: string }): string {
  return `${row.path || '|'}${row.id}|`;
}

type CategoryRow = {
  category: typeof category.$inferSelect;
  translation: typeof categoryTranslation.$inferSelect | null;
};

async function selectCategories(ctx: RequestContext, where: ReturnType<typeof and>) {
  return ctx.tx
    .select({ category, translation: categoryTranslation })
    .from(category)
    .leftJoin(
      categoryTranslation,
      inLanguage(ctx, categoryTranslation.categoryId, category.id, categoryTranslation.languageId),
    )
    .where(where)
    .orderBy(asc(category.level), asc(category.position));
}

/** Turns rows into category entities with breadcrumb (from the root), media and seo urls. */
async function toCategories(ctx: RequestContext, rows: CategoryRow[]): Promise<Category[]> {
  if (rows.length === 0) return [];
  const ancestorIdSet = new Set(rows.flatMap((row) => ancestorIds(row.category.path)));
  const knownNames = new Map(rows.map((row) => [row.category.id, row.translation?.name ?? '']));
  const missing = [...ancestorIdSet].filter((id) => !knownNames.has(id));
  if (missing.length > 0) {
    const ancestors = await ctx.tx
      .select({ id: categoryTranslation.categoryId, name: categoryTranslation.name })
      .from(categoryTranslation)
      .where(
        and(
          inArray(categoryTranslation.categoryId, missing),
          eq(categoryTranslation.languageId, ctx.language.id),
        ),
      );
    for (const ancestor of ancestors) knownNames.set(ancestor.id, ancestor.name);
  }
  const mediaIds = [...new Set(rows.flatMap((row) => row.category.mediaId ?? []))];
  const [seoUrls, mediaRows] = await Promise.all([
    loadSeoUrls(
      ctx,
      rows.map((row) => row.category.id),
    ),
    mediaIds.length
      ? ctx.tx
          .select({ media, alt: mediaTranslation.alt, title: mediaTranslation.title })
          .from(media)
          .leftJoin(
            mediaTranslation,
            inLanguage(ctx, mediaTranslation.mediaId, media.id, mediaTranslation.languageId),
          )
          .where(inArray(media.id, mediaIds))
      : Promise.resolve([]),
  ]);
  const mediaById = new Map(mediaRows.map((row) => [row.media.id, toMediaEntity(row.media, row)]));
  return rows.map(({ category: row, translation }) => {
    const name = translation?.name ?? '';
    const breadcrumb = [...ancestorIds(row.path), row.id].map((id) => knownNames.get(id) ?? '');
    return {
      id: row.id,
      parentId: row.parentId,
      level: row.level,
      path: row.path,
      breadcrumb,
      type: row.type as Category['type'],
      linkType: row.linkType as Category['linkType'],
      externalLink: row.externalLink,
      internalLink: row.internalLink,
      linkNewTab: row.linkNewTab,
      visible: row.visible,
      childCount: row.childCount,
      media: (row.mediaId && mediaById.get(row.mediaId)) || null,
      translated: {
        name,
        breadcrumb,
        description: translation?.description ?? null,
        metaTitle: translation?.metaTitle ?? null,
        metaDescription: translation?.metaDescription ?? null,
        customFields: translation?.customFields ?? {},
      },
      name,
      seoUrls: seoUrls.get(row.id) ?? [],
      customFields: row.customFields,
      children: [],
      apiAlias: 'category' as const,
    };
  });
}

export async function loadCategories(ctx: RequestContext, ids: string[]): Promise<Category[]> {
  if (ids.length === 0) return [];
  const rows = await selectCategories(ctx, and(inArray(category.id, ids), eq(category.active, true)));
  return toCategories(ctx, rows);
}

/** The visible subtree below `rootId`, `depth` levels deep, as nested navigation elements. */
export async function loadCategoryTree(
  ctx: RequestContext,
  rootId: string,
  depth: number,
): Promise<NavigationElement[] | null> {
  const [root] = await ctx.tx.select().from(category).where(eq(category.id, rootId));
  if (!root) return null;
  const rows = await selectCategories(
    ctx,
    and(
      like(category.path, `${subtreePath(root)}%`),
      lte(category.level, root.level + depth),
      eq(category.active, true),
      eq(category.visible, true),
    ),
  );
  const categories = await toCategories(ctx, rows);
  const elements = new Map<string, NavigationElement>(
    categories.map((entry) => [entry.id, { ...entry, children: [] }]),
  );
  const top: NavigationElement[] = [];
  for (const element of elements.values()) {
    if (element.parentId === rootId) top.push(element);
    else if (element.parentId) elements.get(element.parentId)?.children.push(element);
  }
  return top;
}
