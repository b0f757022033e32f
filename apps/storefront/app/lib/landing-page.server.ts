import type { PageWithProductCards } from '@tradeshop/api-client/contracts';
import { storefrontLocales } from '@tradeshop/domain';
import { data } from 'react-router';
import { type ContentBlockView, contentBlocksView } from './content-blocks.server';
import { type Alternates, localizedPath } from './i18n';
import { canonicalOf, type PageMeta } from './route-meta';
import { type StoreApiSession, throwAsRouteError } from './store-api.server';

type LandingPageAnswer = Extract<PageWithProductCards, { resourceType: 'frontend.landing.page' }>;

export interface LandingPageData {
  kind: 'landing';
  key: string;
  title: string;
  blocks: ContentBlockView[];
  /** Whether the first block opens the page with its own title (the page's h1). */
  opensWithHero: boolean;
  alternates: Alternates;
  meta: PageMeta;
}

/** The page in each storefront language that has it, through its own path there. */
function landingAlternates(page: LandingPageAnswer, store: StoreApiSession): Alternates {
  const alternates: Alternates = {};
  for (const language of storefrontLocales) {
    const languageId = store.shop.languageIds[language.code];
    const path = languageId === undefined ? undefined : page.seoPaths[languageId];
    if (path !== undefined) alternates[language.code] = localizedPath(language, `/${path}`);
  }
  return alternates;
}

/**
 * A content page for the visitor: its blocks resolved (the home page's videos left out when the shop
 * hides them), its meta with canonical, alternates and Open Graph description.
 */
export async function landingPageData(
  store: StoreApiSession,
  page: LandingPageAnswer,
  origin: string,
): Promise<LandingPageData> {
  const { cmsPage } = page;
  const isHome = cmsPage.key === 'home';
  const blocks = await contentBlocksView(store, cmsPage.blocks, {
    hideVideos: isHome && store.shop.featureFlags.includes('HIDE_HOMEPAGE_VIDEO'),
  });
  const alternates = landingAlternates(page, store);
  const title = cmsPage.metaTitle || cmsPage.title;
  return {
    kind: 'landing',
    key: cmsPage.key,
    title: cmsPage.title,
    blocks,
    opensWithHero: blocks[0]?.type === 'hero',
    alternates,
    meta: {
      title: isHome ? `${store.shop.name} – ${title}` : `${title} | ${store.shop.name}`,
      description: cmsPage.metaDescription,
      canonical: canonicalOf(
        origin,
        localizedPath(store.language, page.canonicalPathInfo),
        cmsPage.canonical,
      ),
      alternates,
      origin,
    },
  };
}

/**
 * A content page's draft in the language of a preview link, for the staff member who holds it: never
 * indexed, never kept by a cache on the way. A link that is not valid or has run out is refused.
 */
export async function previewPageData(store: StoreApiSession, token: string, origin: string) {
  const page = await store.client.pagePreview(token).catch(throwAsRouteError);
  return previewAnswer(await landingPageData(store, page, origin));
}

/** A draft's page for the staff member of its preview link: never indexed, never kept by a cache on the way. */
export function previewAnswer<Page extends { meta: PageMeta }>(page: Page) {
  return data(
    { ...page, preview: true as const, meta: { ...page.meta, noindex: true } },
    { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } },
  );
}

/** A page's headers with those its loader set (a preview's), over what the routes above it set. */
export function withLoaderHeaders({
  parentHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) headers.set(name, value);
  return headers;
}
