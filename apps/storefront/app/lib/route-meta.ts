import { canonicalHref, storefrontLocales } from '@tradeshop/domain';
import type { MetaDescriptor } from 'react-router';
import type { Alternates } from './i18n';
import type { JsonLd } from './structured-data';

export interface PageMeta {
  title: string;
  description?: string | null;
  /** Absolute address of the canonical page; omitted for pages that should not be indexed. */
  canonical?: string | null;
  alternates?: Alternates;
  origin?: string;
  noindex?: boolean;
  /** How the page shows when shared: its kind (website unless said) and picture (an absolute address). */
  openGraph?: { type?: 'website' | 'product' | 'article'; image?: string | null };
  /** schema.org descriptions of what the page shows. */
  jsonLd?: JsonLd[];
}

/**
 * A page's canonical address: the one the back-office set for it (a path of the shop under this
 * origin, or an absolute address), else the page's own path.
 */
export const canonicalOf = (origin: string, ownPath: string, setInBackOffice: string | null | undefined) =>
  setInBackOffice ? canonicalHref(origin, setInBackOffice) : `${origin}${ownPath}`;

/**
 * The hreflang links of a page, the same on the page and in the sitemaps: each storefront language's
 * address, and x-default naming the Dutch one (the language without prefix) for every other language.
 */
export function hreflangLinks(alternates: Alternates): { hreflang: string; href: string }[] {
  const links = storefrontLocales.flatMap((language) => {
    const href = alternates[language.code];
    return href ? [{ hreflang: language.htmlLang, href }] : [];
  });
  const dutch = alternates[storefrontLocales[0].code];
  return dutch ? [...links, { hreflang: 'x-default', href: dutch }] : links;
}

/** Title, description, robots, canonical, hreflang links, Open Graph and JSON-LD of a page. */
export function metaTags(meta: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'robots', content: meta.noindex ? 'noindex, follow' : 'index, follow' },
  ];
  if (meta.description) tags.push({ name: 'description', content: meta.description });
  if (meta.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: meta.canonical });
  for (const { hreflang, href } of hreflangLinks(meta.alternates ?? {})) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: hreflang, href: `${meta.origin ?? ''}${href}` });
  }
  tags.push(
    { property: 'og:title', content: meta.title },
    { property: 'og:type', content: meta.openGraph?.type ?? 'website' },
  );
  if (meta.description) tags.push({ property: 'og:description', content: meta.description });
  if (meta.canonical) tags.push({ property: 'og:url', content: meta.canonical });
  if (meta.openGraph?.image) tags.push({ property: 'og:image', content: meta.openGraph.image });
  for (const description of meta.jsonLd ?? []) tags.push({ 'script:ld+json': description });
  return tags;
}
