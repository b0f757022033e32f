import type { CmsSection, StoreApiClient } from '@tradeshop/api-client';
import type { LocaleCode } from '@tradeshop/domain';
import { type NavItem, toNavItem } from './catalog-view.server';
import type { StorefrontLanguage } from './i18n';

/** The footer content page's sections, or null for the fixed footer with the service links. */
export interface FooterData {
  sections: CmsSection[] | null;
  serviceLinks: NavItem[];
}

const footerTtlMillis = 60_000;
const cache = new Map<LocaleCode, { footer: FooterData; expiresAt: number }>();

/**
 * The footer of a language, asked once a minute per process like the shop info. Any failure gives
 * the fixed footer: a footer never breaks a page.
 */
export async function loadFooter(
  client: StoreApiClient,
  at: { language: StorefrontLanguage; languageId: string | null },
): Promise<FooterData> {
  const cached = cache.get(at.language.code);
  if (cached && cached.expiresAt > Date.now()) return cached.footer;
  const [page, service] = await Promise.all([
    client.cmsFooter().catch((error: unknown) => {
      console.error(`Footer content page failed: ${String(error)}`);
      return null;
    }),
    client.navigation('service-navigation', 1).catch(() => []),
  ]);
  const footer: FooterData = {
    sections: page?.cmsPage?.sections ?? null,
    serviceLinks: service.filter((element) => element.visible).map((element) => toNavItem(element, at)),
  };
  // A failed call is asked again with the next page rather than kept for a minute.
  if (page) cache.set(at.language.code, { footer, expiresAt: Date.now() + footerTtlMillis });
  return footer;
}
