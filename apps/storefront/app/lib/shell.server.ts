import type { CmsSection, StoreApiClient } from '@tradeshop/api-client';
import type { LocaleCode } from '@tradeshop/domain';
import { type NavItem, toNavItem, toNavItems } from './catalog-view.server';
import type { StorefrontLanguage } from './i18n';
import { throwAsRouteError } from './store-api.server';

/** The footer content page's sections, or null for the fixed footer with the service links. */
export interface FooterData {
  sections: CmsSection[] | null;
  serviceLinks: NavItem[];
}

/** What every page of a language shows around its content, the same for every shopper. */
export interface Shell {
  navigation: NavItem[];
  serviceNavigation: NavItem[];
  countryNavigation: NavItem[];
  footer: FooterData;
}

interface Kept {
  /** The catalogue version the shell was loaded in; null when the Store API named none. */
  version: string | null;
  shell: Promise<Shell>;
}

const kept = new Map<LocaleCode, Kept>();

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
 * The shell of a language, kept by this process until the catalogue version changes: `client` has
 * already asked the Store API something on this request, so it knows the current version.
 */
export function shellOf(
  client: StoreApiClient,
  at: { language: StorefrontLanguage; languageId: string | null },
): Promise<Shell> {
  const version = client.catalogVersion;
  const known = kept.get(at.language.code);
  if (known && version !== null && known.version === version) return known.shell;
  const entry: Kept = {
    version,
    shell: loadShell(client, at).then(({ shell, complete }) => {
      if (!complete && kept.get(at.language.code) === entry) kept.delete(at.language.code);
      return shell;
    }),
  };
  kept.set(at.language.code, entry);
  entry.shell.catch(() => {
    if (kept.get(at.language.code) === entry) kept.delete(at.language.code);
  });
  return entry.shell;
}
