import { isId, type Product, storedId } from '@tradeshop/api-client/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { seoUrl } from './catalog.tables.ts';

type SeoUrlEntity = Product['seoUrls'][number];

/** Canonical seo paths of products or categories in every language of the sales channel. */
export async function loadSeoUrls(
  ctx: RequestContext,
  foreignKeys: string[],
): Promise<Map<string, SeoUrlEntity[]>> {
  const result = new Map<string, SeoUrlEntity[]>();
  if (foreignKeys.length === 0) return result;
  const rows = await ctx.tx
    .select()
    .from(seoUrl)
    .where(
      and(
        inArray(seoUrl.foreignKey, foreignKeys),
        eq(seoUrl.salesChannelId, ctx.salesChannel.id),
        eq(seoUrl.isCanonical, true),
      ),
    );
  for (const row of rows) {
    const entity: SeoUrlEntity = {
      id: row.id,
      salesChannelId: row.salesChannelId,
      languageId: row.languageId,
      foreignKey: row.foreignKey,
      routeName: row.routeName,
      pathInfo: row.pathInfo,
      seoPathInfo: row.seoPathInfo,
      isCanonical: row.isCanonical,
      apiAlias: 'seo_url',
    };
    const list = result.get(row.foreignKey);
    if (list) list.push(entity);
    else result.set(row.foreignKey, [entity]);
  }
  return result;
}

export interface ResolvedSeoPath {
  foreignKey: string;
  routeName: 'frontend.navigation.page' | 'frontend.detail.page';
  canonicalSeoPath: string;
}

/**
 * Finds what a path names: a seo path in the current language (canonical or an old one) or a
 * technical path (`/navigation/{id}`, `/detail/{id}`), and the canonical seo path to show.
 */
export async function resolveSeoPath(ctx: RequestContext, path: string): Promise<ResolvedSeoPath | null> {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const match = await ctx.tx
    .select({ foreignKey: seoUrl.foreignKey, routeName: seoUrl.routeName })
    .from(seoUrl)
    .where(
      and(
        eq(seoUrl.salesChannelId, ctx.salesChannel.id),
        eq(seoUrl.languageId, ctx.language.id),
        eq(seoUrl.seoPathInfo, trimmed),
      ),
    )
    .limit(1);
  // The id of a technical path comes in either form (32 hex characters or dashed).
  const technical = /^(navigation|detail)\/([0-9a-f-]{32,36})$/i.exec(trimmed);
  const found =
    match[0] ??
    (technical && isId(technical[2]!)
      ? {
          foreignKey: storedId(technical[2]!),
          routeName: technical[1] === 'detail' ? 'frontend.detail.page' : 'frontend.navigation.page',
        }
      : null);
  if (!found) return null;
  const canonical = await ctx.tx
    .select({ seoPathInfo: seoUrl.seoPathInfo })
    .from(seoUrl)
    .where(
      and(
        eq(seoUrl.salesChannelId, ctx.salesChannel.id),
        eq(seoUrl.languageId, ctx.language.id),
        eq(seoUrl.foreignKey, found.foreignKey),
        eq(seoUrl.routeName, found.routeName),
        eq(seoUrl.isCanonical, true),
      ),
    )
    .limit(1);
  return {
    foreignKey: found.foreignKey,
    routeName: found.routeName as ResolvedSeoPath['routeName'],
    canonicalSeoPath:
      canonical[0]?.seoPathInfo ??
      `${found.routeName === 'frontend.detail.page' ? 'detail' : 'navigation'}/${found.foreignKey}`,
  };
}

/** A product's canonical seo path in the request's language (any language's as a fallback). */
export function canonicalSeoPath(
  ctx: Pick<RequestContext, 'language'>,
  entry: Pick<Product, 'seoUrls'>,
): string | null {
  const seo =
    entry.seoUrls.find((url) => url.languageId === ctx.language.id && url.isCanonical) ??
    entry.seoUrls.find((url) => url.isCanonical);
  return seo?.seoPathInfo ?? null;
}
