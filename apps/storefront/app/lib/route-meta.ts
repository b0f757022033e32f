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

/** Title, description, robots, canonical and hreflang links of a page. */
export function metaTags(meta: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'robots', content: meta.noindex ? 'noindex, follow' : 'index, follow' },
  ];
  if (meta.description) tags.push({ name: 'description', content: meta.description });
  if (meta.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: meta.canonical });
  for (const [localeCode, path] of Object.entries(meta.alternates ?? {})) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: localeCode,
      href: `${meta.origin ?? ''}${path}`,
    });
  }
  return tags;
}
