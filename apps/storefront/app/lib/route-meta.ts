import { storefrontLocales } from '@tradeshop/domain';
import type { MetaDescriptor } from 'react-router';
import type { Alternates } from './i18n';

export interface PageMeta {
  title: string;
  description?: string | null;
  /** Absolute address of the canonical page; omitted for pages that should not be indexed. */
  canonical?: string | null;
  alternates?: Alternates;
  origin?: string;
  noindex?: boolean;
}

/**
 * The hreflang links of a page, the same on the page and in the sitemaps: each storefront language's
 * address, and x-default naming the Dutch one (the language without prefix) for every other language.
 */
export function hreflangLinks(alternates: Alternates): { hreflang: string; href: string }[] {
  const links = storefrontLocales.flatMap((language) => {
    const href = alternates[language.code];
    return href ? [{ hreflang: language.code, href }] : [];
  });
  const dutch = alternates[storefrontLocales[0].code];
  return dutch ? [...links, { hreflang: 'x-default', href: dutch }] : links;
}

/** Title, description, robots, canonical and hreflang links of a page. */
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
  return tags;
}
