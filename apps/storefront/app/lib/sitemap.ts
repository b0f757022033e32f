import type { SitemapEntry, SitemapIndex } from '@tradeshop/api-client';
import { escapeXml, storefrontLocales } from '@tradeshop/domain';
import type { StorefrontLanguage } from './i18n';
import { hreflangLinks } from './route-meta';

/**
 * A language's sitemap file, `/sitemap-nl.xml`; its pages are `?page=1`, `?page=2`, …. The name is
 * fixed per language because React Router matches whole path segments only, and sitemap files sit
 * at the root: a sitemap may only list addresses below its own folder.
 */
export function sitemapFilePath(language: StorefrontLanguage): string {
  return `/sitemap-${language.code.slice(0, 2).toLowerCase()}.xml`;
}

export function sitemapFileLanguage(pathname: string): StorefrontLanguage | undefined {
  return storefrontLocales.find((language) => sitemapFilePath(language) === pathname);
}

/** A sitemap file's page from its query: `?page=2`, the first without one; null for anything else. */
export function sitemapPageOf(searchParams: URLSearchParams): number | null {
  const page = Number(searchParams.get('page') ?? 1);
  return Number.isSafeInteger(page) && page >= 1 ? page : null;
}

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index: every file of every storefront language, on the requested origin. */
export function sitemapIndexXml(index: SitemapIndex, origin: string): string {
  const files = index.languages.flatMap((entry) => {
    const language = storefrontLocales.find((candidate) => candidate.code === entry.localeCode);
    if (!language) return [];
    return Array.from(
      { length: entry.files },
      (_, file) => `${origin}${sitemapFilePath(language)}?page=${file + 1}`,
    );
  });
  return `${xmlDeclaration}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
}

function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  const links = hreflangLinks(entry.alternates)
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${links}</url>\n`;
}

/** A sitemap file as XML, written batch by batch as the Store API streams the entries. */
export function urlsetXml(entries: ReadableStream<SitemapEntry[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return entries.pipeThrough(
    new TransformStream<SitemapEntry[], Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            `${xmlDeclaration}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`,
          ),
        );
      },
      transform(batch, controller) {
        controller.enqueue(encoder.encode(batch.map(urlElement).join('')));
      },
      flush(controller) {
        controller.enqueue(encoder.encode('</urlset>\n'));
      },
    }),
  );
}

/**
 * Headers of a sitemap answer. Its entity tag is the catalogue version the Store API answered with:
 * the same version lists the same pages, and a changed catalogue names a new one.
 */
export function sitemapHeaders(catalogVersion: string | null): Headers {
  const headers = new Headers({
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, no-cache',
  });
  if (catalogVersion) headers.set('etag', `W/"catalogue-${catalogVersion}"`);
  return headers;
}

/** Whether the client holds the answer of these headers already (`If-None-Match`, compared weakly). */
export function alreadyHeld(request: Request, headers: Headers): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const etag = headers.get('etag');
  const held = request.headers.get('if-none-match');
  if (!etag || !held) return false;
  return held.split(',').some((tag) => opaque(tag) === opaque(etag) || tag.trim() === '*');
}
