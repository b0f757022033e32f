import type { PageWithProductCards } from '@tradeshop/api-client/contracts';
import { storefrontLocales } from '@tradeshop/domain';
import { type ContentBlockView, contentBlocksView } from './content-blocks.server';
import { type Alternates, localizedPath } from './i18n';
import type { PageMeta } from './route-meta';
import type { StoreApiSession } from './store-api.server';

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
      canonical: `${origin}${localizedPath(store.language, page.canonicalPathInfo)}`,
      alternates,
      origin,
    },
  };
}
