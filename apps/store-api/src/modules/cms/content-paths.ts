import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { contentPath } from './cms.tables.ts';

/** What a content path leads to: a content page or a blog post. */
export type ContentKind = 'page' | 'blog';

/**
 * A path as stored: without its leading slash. A trailing slash stays, as the page's address has it
 * (`parts-products/` but `agb`); a request with or without it finds the page and is led to its own.
 */
export function trimmedPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/{2,}$/, '/');
}

function withToggledTrailingSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
}

/**
 * Makes `paths` (one per language) the canonical paths of a page or post. A language's former path
 * stays as a non-canonical row, so that old links answer 301 to the new one; a path another page
 * held before is taken over.
 */
export async function setContentPaths(
  tx: Tx,
  of: { kind: ContentKind; foreignKey: string },
  paths: { languageId: string; path: string }[],
): Promise<void> {
  if (paths.length === 0) return;
  const languageIds = paths.map((entry) => entry.languageId);
  await tx
    .update(contentPath)
    .set({ isCanonical: false })
    .where(
      and(
        eq(contentPath.kind, of.kind),
        eq(contentPath.foreignKey, of.foreignKey),
        inArray(contentPath.languageId, languageIds),
      ),
    );
  await tx
    .insert(contentPath)
    .values(paths.map((entry) => ({ ...of, languageId: entry.languageId, path: trimmedPath(entry.path) })))
    .onConflictDoUpdate({
      target: [contentPath.languageId, contentPath.path],
      set: { kind: sql`excluded.kind`, foreignKey: sql`excluded.foreign_key`, isCanonical: true },
    });
}

/** Removes every path of a page or post (when it is deleted). */
export async function removeContentPaths(tx: Tx, of: { kind: ContentKind; foreignKey: string }) {
  await tx
    .delete(contentPath)
    .where(and(eq(contentPath.kind, of.kind), eq(contentPath.foreignKey, of.foreignKey)));
}

export interface ResolvedContentPath {
  kind: ContentKind;
  foreignKey: string;
  /** The canonical path in the request's language, without its leading slash. */
  canonicalPath: string;
}

/** What a path names in the request's language, and its canonical path (which differs after a rename). */
export async function resolveContentPath(
  ctx: Pick<RequestContext, 'tx' | 'language'>,
  path: string,
): Promise<ResolvedContentPath | null> {
  const [found] = await ctx.tx
    .select({ kind: contentPath.kind, foreignKey: contentPath.foreignKey })
    .from(contentPath)
    .where(
      and(
        eq(contentPath.languageId, ctx.language.id),
        inArray(contentPath.path, [trimmedPath(path), withToggledTrailingSlash(trimmedPath(path))]),
      ),
    )
    .orderBy(sql`${contentPath.path} = ${trimmedPath(path)} desc`)
    .limit(1);
  if (!found) return null;
  const paths = await canonicalContentPaths(ctx.tx, [found.foreignKey]);
  const canonicalPath = paths.get(found.foreignKey)?.[ctx.language.id];
  if (canonicalPath === undefined) return null;
  return { kind: found.kind as ContentKind, foreignKey: found.foreignKey, canonicalPath };
}

/** The canonical paths of pages or posts in every language that has one: id → language id → path. */
export async function canonicalContentPaths(
  tx: Tx,
  foreignKeys: string[],
): Promise<Map<string, Record<string, string>>> {
  const result = new Map<string, Record<string, string>>();
  if (foreignKeys.length === 0) return result;
  const rows = await tx
    .select({
      foreignKey: contentPath.foreignKey,
      languageId: contentPath.languageId,
      path: contentPath.path,
    })
    .from(contentPath)
    .where(and(inArray(contentPath.foreignKey, foreignKeys), eq(contentPath.isCanonical, true)));
  for (const row of rows) {
    const paths = result.get(row.foreignKey) ?? {};
    paths[row.languageId] = row.path;
    result.set(row.foreignKey, paths);
  }
  return result;
}
