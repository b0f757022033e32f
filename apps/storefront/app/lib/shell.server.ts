import type { CmsSection, StoreApiClient } from '@tradeshop/api-client';
import type { LocaleCode } from '@tradeshop/domain';
import { type NavItem, toNavItem, toNavItems } from './catalog-view.server';
import type { StorefrontLanguage } from './i18n';
import { KeptPerCatalogVersion } from './kept-per-catalog-version.server';
import { throwAsRouteError } from './store-api.server';
import { latestCatalogVersion } from './storefront-tracing.server';

/** The footer content page's sections, or null for the fixed footer with the service links. */
export interface FooterData {
  sections: CmsSection[] | null;
  serviceLinks: NavItem[];
}

/** What every page of a language shows around its content, the same for every shopper. */
export interface Shell {
  /** The catalogue version it was loaded in; null when the Store API named none. */
  version: string | null;
  /** The main navigation, three levels deep. */
  navigation: NavItem[];
  serviceNavigation: NavItem[];
  countryNavigation: NavItem[];
  footer: FooterData;
}

const shells = new KeptPerCatalogVersion<Shell>();

/**
 * Loads the navigations (main depth 3, service 2, countries 4) and the footer. The extras (service
 * and countries menus, the footer's content page) may fail without breaking the page; a shell that
 * lacks one is not kept, so the next page asks again.
 */
async function loadShell(
  client: StoreApiClient,
  at: { language: StorefrontLanguage; languageId: string | null },
): Promise<{ shell: Shell; complete: boolean }> {
  let complete = true;
  const extra =
    <T>(fallback: T) =>
    (error: unknown) => {
      console.error(`Page shell: ${String(error)}`);
      complete = false;
      return fallback;
    };
  const [navigation, service, countries, footerPage] = await Promise.all([
    client.navigation('main-navigation', 3).catch(throwAsRouteError),
    client.navigation('service-navigation', 2).catch(extra([])),
    client.navigation('countries-navigation', 4).catch(extra([])),
    client.cmsFooter().catch(extra(null)),
  ]);
  return {
    complete,
    shell: {
      version: client.catalogVersion,
      navigation: toNavItems(navigation, at),
      serviceNavigation: toNavItems(service, at),
      countryNavigation: toNavItems(countries, at),
      footer: {
        sections: footerPage?.cmsPage?.sections ?? null,
        serviceLinks: service
          .filter((element) => element.visible)
          .map((element) => toNavItem({ ...element, children: [] }, at)),
      },
    },
  };
}

/**
 * The shell of a language, kept by this process until the catalogue version changes: the version
 * the request's client last heard of, or for a visitor's page that asked nothing yet, the one the
 * process last heard of (the page cache asked for the page a moment before).
 */
export function shellOf(
  client: StoreApiClient,
  at: { language: StorefrontLanguage; languageId: string | null },
): Promise<Shell> {
  return shells.of(at.language.code, client.catalogVersion ?? latestCatalogVersion(), async () => {
    const { shell, complete } = await loadShell(client, at);
    return { value: shell, whole: complete };
  });
}

/** The shell this process keeps of a language in that catalogue version, if it keeps one. */
export function keptShell(language: LocaleCode, version: string | null): Promise<Shell> | null {
  return shells.get(language, version);
}

/**
 * The sub-categories of a category, as its page shows them in tiles. The kept main navigation holds
 * them for a category of its first two levels (the same navigation answer, one level deeper): only a
 * deeper category, or one outside it, asks the Store API.
 */
export async function subcategoriesOf(
  client: StoreApiClient,
  at: { language: StorefrontLanguage; languageId: string | null },
  categoryId: string,
): Promise<NavItem[]> {
  const { navigation } = await shellOf(client, at);
  for (const top of navigation) {
    if (top.id === categoryId) return top.children;
    const second = top.children.find((child) => child.id === categoryId);
    if (second) return second.children;
  }
  return toNavItems(await client.subcategories(categoryId), at);
}

/**
 * The main navigation every page sends with it: its top categories alone, for the bar. The expanded
 * panels and the phone menu fetch all three levels when they first open
 * (routes/catalog/navigation-tree.ts).
 */
export function navigationOfPage(navigation: NavItem[]): NavItem[] {
  return navigation.map((item) => ({ ...item, children: [] }));
}

/** How many sub-categories a home page tile names under its category. */
const subcategoriesPerTile = 5;

/** The top categories with their first sub-categories, as the home page's tiles show them. */
export function categoryTiles(navigation: NavItem[]): NavItem[] {
  return navigation.map((item) => ({
    ...item,
    children: item.children.slice(0, subcategoriesPerTile).map((child) => ({ ...child, children: [] })),
  }));
}
