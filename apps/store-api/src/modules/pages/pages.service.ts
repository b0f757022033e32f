import {
  type BreadcrumbEntry,
  type Category,
  type PageResponse,
  productCriteria,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/problem.ts';
import { parseOrThrow } from '../../platform/violations.ts';
import {
  ancestorIds,
  loadCategories,
  loadProductDetail,
  loadSeoUrls,
  type ResolvedSeoPath,
  resolveSeoPath,
} from '../catalog/index.ts';
import { homePageKey, type LoadedContentPage, loadContentPage, resolveContentPath } from '../cms/index.ts';
import { listProducts } from '../search/index.ts';

const pageNotFound = (path: string) =>
  notFound(errorCodes.pageNotFound, `No page is found at ${path}.`, { path });

/**
 * A category's breadcrumb below the navigation roots (home excluded), with the seo path of each
 * category in the current language.
 */
async function breadcrumbOf(ctx: RequestContext, category: Category | undefined): Promise<BreadcrumbEntry[]> {
  if (!category) return [];
  const roots = new Set(Object.values(ctx.salesChannel.navigation));
  const entries = [...ancestorIds(category.path), category.id]
    .map((id, index) => ({ id, name: category.breadcrumb[index] ?? '' }))
    .filter((entry) => !roots.has(entry.id));
  const seoUrls = await loadSeoUrls(
    ctx,
    entries.map((entry) => entry.id),
  );
  return entries.map((entry) => {
    const seo = seoUrls.get(entry.id)?.find((url) => url.languageId === ctx.language.id);
    return { ...entry, path: `/${seo?.seoPathInfo ?? `navigation/${entry.id}`}` };
  });
}

type ResolvedPath =
  | ResolvedSeoPath
  | { routeName: 'frontend.landing.page'; foreignKey: string; canonicalSeoPath: string };

/** A content page's path; blog posts have their own route and are no page of the catch-all. */
async function resolveLandingPath(ctx: RequestContext, path: string): Promise<ResolvedPath | null> {
  const content = await resolveContentPath(ctx, path);
  return content?.kind === 'page'
    ? {
        routeName: 'frontend.landing.page',
        foreignKey: content.foreignKey,
        canonicalSeoPath: content.canonicalPath,
      }
    : null;
}

/**
 * What a path names (a catalogue page first, then a content page), kept per catalogue version in
 * this process's bounded memory (a crawler walks every product in four languages: too many paths to
 * share); an unknown path is a 404 every time.
 */
async function resolvedPath(ctx: RequestContext, path: string): Promise<ResolvedPath> {
  const answer = await ctx.cache.answer(
    `seo-path:${ctx.language.id}:${path}`,
    async () => {
      const resolved = (await resolveSeoPath(ctx, path)) ?? (await resolveLandingPath(ctx, path));
      if (!resolved) throw pageNotFound(path);
      return JSON.stringify(resolved);
    },
    { shared: false },
  );
  return JSON.parse(answer.body);
}

/** Resolves any storefront path to a category listing or a product page, or a 404. */
export async function resolvePage(
  ctx: RequestContext,
  path: string,
  query: Record<string, unknown> | undefined,
): Promise<PageResponse> {
  if (path.replace(/^\/+/, '') === '') return landingPageOf(ctx, { key: homePageKey }, path);
  const resolved = await resolvedPath(ctx, path);
  const canonicalPathInfo = `/${resolved.canonicalSeoPath}`;
  if (resolved.routeName === 'frontend.landing.page')
    return landingPageOf(ctx, { id: resolved.foreignKey }, path);
  if (resolved.routeName === 'frontend.detail.page') {
    const product = await loadProductDetail(ctx, resolved.foreignKey);
    if (!product) throw pageNotFound(path);
    return {
      resourceType: 'frontend.detail.page',
      resourceIdentifier: product.id,
      cmsPage: { type: 'product_detail' },
      canonicalPathInfo,
      breadcrumb: await breadcrumbOf(ctx, product.seoCategory ?? undefined),
      product,
      apiAlias: 'pwa_page_result',
    };
  }
  const criteria = parseOrThrow(productCriteria, query ?? {}, 'query');
  const { category, breadcrumb } = await categoryPageOf(ctx, resolved.foreignKey, path);
  return {
    resourceType: 'frontend.navigation.page',
    resourceIdentifier: category.id,
    cmsPage: { type: 'product_list' },
    canonicalPathInfo,
    breadcrumb,
    category,
    listing: await listProducts(ctx, { categoryId: category.id, criteria }),
    apiAlias: 'pwa_page_result',
  };
}

/** A category page's category and breadcrumb: the same for everyone, kept per catalogue version. */
async function categoryPageOf(
  ctx: RequestContext,
  categoryId: string,
  path: string,
): Promise<{ category: Category; breadcrumb: BreadcrumbEntry[] }> {
  const answer = await ctx.cache.answer(`category-page:${ctx.language.id}:${categoryId}`, async () => {
    const [category] = await loadCategories(ctx, [categoryId]);
    if (!category || category.type === 'link') throw pageNotFound(path);
    return JSON.stringify({ category, breadcrumb: await breadcrumbOf(ctx, category) });
  });
  return JSON.parse(answer.body);
}

/** A content page as the catch-all (or the home page) shows it, kept per catalogue version. */
async function landingPageOf(
  ctx: RequestContext,
  by: { id: string } | { key: string },
  path: string,
): Promise<PageResponse> {
  const answer = await ctx.cache.answer(
    `landing-page:${ctx.language.id}:${'id' in by ? by.id : `key:${by.key}`}`,
    async () => {
      const page = await loadContentPage(ctx, by);
      if (!page) throw pageNotFound(path);
      return JSON.stringify(page);
    },
  );
  const page: LoadedContentPage = JSON.parse(answer.body);
  return {
    resourceType: 'frontend.landing.page',
    resourceIdentifier: page.id,
    cmsPage: {
      type: 'landingpage',
      key: page.key,
      title: page.title,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      // An answer kept from before pages had one has none.
      canonical: page.canonical ?? null,
      blocks: page.blocks,
    },
    canonicalPathInfo: `/${page.paths[ctx.language.id] ?? ''}`,
    breadcrumb: [],
    seoPaths: page.paths,
    apiAlias: 'pwa_page_result',
  };
}
