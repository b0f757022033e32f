import { randomUUID } from 'node:crypto';
import type { ContentBlock } from '@tradeshop/api-client/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { markCatalogChanged } from '../cache/index.ts';
import { contentPage, contentPageTranslation, contentPath } from './cms.tables.ts';
import { canonicalContentPaths, removeContentPaths, setContentPaths } from './content-paths.ts';

/** The key of the home page: it has no path of its own, the shop's root shows it. */
export const homePageKey = 'home';

export interface ContentPageTranslationInput {
  languageId: string;
  /** Its address in that language (`agb`, `parts-products/`); the home page has none. */
  path: string | null;
  title: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  canonical?: string | null;
  blocks: ContentBlock[];
}

export interface ContentPageInput {
  key: string;
  active: boolean;
  translations: ContentPageTranslationInput[];
}

/**
 * Writes a content page with its texts per language, created or replaced by its key; a language it
 * no longer names loses its text, unless `keepOtherLanguages` (files bring one language at a time).
 * A changed path keeps the old one, which leads to the new.
 */
export async function writeContentPage(
  tx: Tx,
  page: ContentPageInput,
  { keepOtherLanguages = false }: { keepOtherLanguages?: boolean } = {},
): Promise<'created' | 'updated'> {
  const [existing] = await tx
    .select({ id: contentPage.id })
    .from(contentPage)
    .where(eq(contentPage.key, page.key));
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await tx
      .update(contentPage)
      .set({ active: page.active, updatedAt: new Date() })
      .where(eq(contentPage.id, id));
    const languageIds = page.translations.map((translation) => translation.languageId);
    await tx
      .delete(contentPageTranslation)
      .where(
        and(
          eq(contentPageTranslation.contentPageId, id),
          keepOtherLanguages && languageIds.length > 0
            ? inArray(contentPageTranslation.languageId, languageIds)
            : undefined,
        ),
      );
  } else {
    await tx.insert(contentPage).values({ id, key: page.key, active: page.active });
  }
  if (page.translations.length > 0)
    await tx.insert(contentPageTranslation).values(
      page.translations.map((translation) => ({
        contentPageId: id,
        languageId: translation.languageId,
        title: translation.title,
        metaTitle: translation.metaTitle ?? null,
        metaDescription: translation.metaDescription ?? null,
        canonical: translation.canonical ?? null,
        blocks: translation.blocks,
      })),
    );
  await setContentPaths(
    tx,
    { kind: 'page', foreignKey: id },
    page.translations.flatMap((translation) =>
      translation.path ? [{ languageId: translation.languageId, path: translation.path }] : [],
    ),
  );
  await markCatalogChanged(tx);
  return existing ? 'updated' : 'created';
}

/** Deletes a content page and its paths; false when there was none by that key. */
export async function deleteContentPage(tx: Tx, key: string): Promise<boolean> {
  const [removed] = await tx
    .delete(contentPage)
    .where(eq(contentPage.key, key))
    .returning({ id: contentPage.id });
  if (!removed) return false;
  await removeContentPaths(tx, { kind: 'page', foreignKey: removed.id });
  await markCatalogChanged(tx);
  return true;
}

/** Writes several pages in one transaction. */
export function writeContentPages(db: Db, pages: ContentPageInput[]): Promise<void> {
  return db.transaction(async (tx) => {
    for (const page of pages) await writeContentPage(tx, page);
  });
}

export interface LoadedContentPage {
  id: string;
  key: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** The address search engines should index instead, as the back-office set it. */
  canonical: string | null;
  blocks: ContentBlock[];
  /** Its canonical path per language id (`''` for the home page in every language it has). */
  paths: Record<string, string>;
}

/** An active content page in the request's language, by id or by key; null when it has no text there. */
export async function loadContentPage(
  ctx: Pick<RequestContext, 'tx' | 'language'>,
  by: { id: string } | { key: string },
): Promise<LoadedContentPage | null> {
  const [row] = await ctx.tx
    .select({
      id: contentPage.id,
      key: contentPage.key,
      title: contentPageTranslation.title,
      metaTitle: contentPageTranslation.metaTitle,
      metaDescription: contentPageTranslation.metaDescription,
      canonical: contentPageTranslation.canonical,
      blocks: contentPageTranslation.blocks,
    })
    .from(contentPage)
    .innerJoin(
      contentPageTranslation,
      and(
        eq(contentPageTranslation.contentPageId, contentPage.id),
        eq(contentPageTranslation.languageId, ctx.language.id),
      ),
    )
    .where(
      and('id' in by ? eq(contentPage.id, by.id) : eq(contentPage.key, by.key), eq(contentPage.active, true)),
    )
    .limit(1);
  if (!row) return null;
  const paths =
    row.key === homePageKey
      ? await homePaths(ctx.tx, row.id)
      : ((await canonicalContentPaths(ctx.tx, [row.id])).get(row.id) ?? {});
  return { ...row, paths };
}

async function homePaths(tx: Tx, id: string): Promise<Record<string, string>> {
  const rows = await tx
    .select({ languageId: contentPageTranslation.languageId })
    .from(contentPageTranslation)
    .where(inArray(contentPageTranslation.contentPageId, [id]));
  return Object.fromEntries(rows.map((row) => [row.languageId, '']));
}

/** A page as a sitemap lists it: its path in the asked language and in every other one that has it. */
export interface SitemapContentPage {
  path: string;
  lastmod: string;
  /** Its canonical path by language id. */
  paths: Record<string, string>;
  /**
   * The canonical address set in the back-office by language id, for the languages that set one: the
   * sitemap leaves out a language whose page names another address (`isOwnCanonical`).
   */
  canonicals: Record<string, string>;
}

/** The active content pages with an address in a language (the home page has none), by path. */
export async function sitemapContentPages(tx: Tx, languageId: string): Promise<SitemapContentPage[]> {
  const rows = await tx
    .select({ id: contentPage.id, path: contentPath.path, updatedAt: contentPage.updatedAt })
    .from(contentPath)
    .innerJoin(contentPage, eq(contentPage.id, contentPath.foreignKey))
    .innerJoin(
      contentPageTranslation,
      and(
        eq(contentPageTranslation.contentPageId, contentPage.id),
        eq(contentPageTranslation.languageId, languageId),
      ),
    )
    .where(
      and(
        eq(contentPath.kind, 'page'),
        eq(contentPath.languageId, languageId),
        eq(contentPath.isCanonical, true),
        eq(contentPage.active, true),
      ),
    )
    .orderBy(contentPath.path);
  const ids = rows.map((row) => row.id);
  const paths = await canonicalContentPaths(tx, ids);
  const canonicals = await canonicalsByPage(tx, ids);
  return rows.map((row) => ({
    path: row.path,
    lastmod: `${row.updatedAt.toISOString().slice(0, 19)}Z`,
    paths: paths.get(row.id) ?? {},
    canonicals: canonicals.get(row.id) ?? {},
  }));
}

/** The canonical addresses set for pages, by page id and then language id. */
async function canonicalsByPage(tx: Tx, ids: string[]): Promise<Map<string, Record<string, string>>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: contentPageTranslation.contentPageId,
      languageId: contentPageTranslation.languageId,
      canonical: contentPageTranslation.canonical,
    })
    .from(contentPageTranslation)
    .where(
      and(inArray(contentPageTranslation.contentPageId, ids), isNotNull(contentPageTranslation.canonical)),
    );
  const byPage = new Map<string, Record<string, string>>();
  for (const row of rows) {
    if (!row.canonical) continue;
    byPage.set(row.id, { ...byPage.get(row.id), [row.languageId]: row.canonical });
  }
  return byPage;
}
