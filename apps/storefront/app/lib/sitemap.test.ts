import type { SitemapEntry } from '@tradeshop/api-client';
import { escapeXml, storefrontLocales } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { metaTags } from './route-meta';
import {
  alreadyHeld,
  sitemapFileLanguage,
  sitemapHeaders,
  sitemapIndexXml,
  sitemapPageOf,
  urlsetXml,
} from './sitemap';

const entry: SitemapEntry = {
  loc: "https://shop.test/fr/cle-a-molette-l'outil&co/ts-1",
  lastmod: '2026-01-01T00:00:00Z',
  alternates: {
    'nl-NL': 'https://shop.test/moersleutel/ts-1',
    'en-GB': 'https://shop.test/en/wrench/ts-1',
    'fr-FR': "https://shop.test/fr/cle-a-molette-l'outil&co/ts-1",
  },
};

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('sitemap XML', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('https://shop.test/search?query=m8&p=2')).toBe(
      'https://shop.test/search?query=m8&amp;p=2',
    );
  });

  it('lists every file of every storefront language in the index, on the domain asked', () => {
    const xml = sitemapIndexXml(
      {
        urlsPerFile: 50_000,
        languages: [
          { localeCode: 'nl-NL', urls: 60_000, files: 2 },
          { localeCode: 'en-GB', urls: 40_000, files: 1 },
          { localeCode: 'fr-FR', urls: 40_000, files: 1 },
          { localeCode: 'de-DE', urls: 40_000, files: 1 },
        ],
      },
      'https://www.tradeshop.be',
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://www.tradeshop.be/sitemap-nl.xml?page=1</loc></sitemap>\n' +
        '<sitemap><loc>https://www.tradeshop.be/sitemap-nl.xml?page=2</loc></sitemap>\n' +
        '<sitemap><loc>https://www.tradeshop.be/sitemap-en.xml?page=1</loc></sitemap>\n' +
        '<sitemap><loc>https://www.tradeshop.be/sitemap-fr.xml?page=1</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('writes each page with its last change and the hreflang links its page shows, escaped', async () => {
    const entries = new ReadableStream<SitemapEntry[]>({
      start(controller) {
        controller.enqueue([entry]);
        controller.close();
      },
    });
    const xml = await textOf(urlsetXml(entries));
    const fr = 'https://shop.test/fr/cle-a-molette-l&apos;outil&amp;co/ts-1';
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `<url><loc>${fr}</loc><lastmod>2026-01-01T00:00:00Z</lastmod>` +
        '<xhtml:link rel="alternate" hreflang="nl-BE" href="https://shop.test/moersleutel/ts-1"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.test/en/wrench/ts-1"/>' +
        `<xhtml:link rel="alternate" hreflang="fr-BE" href="${fr}"/>` +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/moersleutel/ts-1"/>' +
        '</url>\n' +
        '</urlset>\n',
    );
    // The page itself names the same languages, x-default the Dutch page.
    const pageLinks = metaTags({ title: 'Moersleutel', alternates: entry.alternates })
      .filter((tag) => 'rel' in tag && tag.rel === 'alternate')
      .map((tag) => ('hrefLang' in tag ? [tag.hrefLang, tag.href] : []));
    expect(pageLinks).toEqual(
      [...xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [
        link[1],
        link[2]!.replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
      ]),
    );
  });

  it('writes the file as the entries arrive, not once they are all there', async () => {
    const source = new TransformStream<SitemapEntry[], SitemapEntry[]>();
    const entries = source.writable.getWriter();
    const reader = urlsetXml(source.readable).getReader();
    const decoder = new TextDecoder();
    void entries.write([entry]);
    let written = '';
    while (!written.includes('</url>')) written += decoder.decode((await reader.read()).value);
    expect(written).not.toContain('</urlset>');
    void entries.close();
    for (let next = await reader.read(); !next.done; next = await reader.read())
      written += decoder.decode(next.value);
    expect(written.endsWith('</urlset>\n')).toBe(true);
  });
});

describe('sitemap files', () => {
  it('are named per storefront language, their pages by number', () => {
    expect(
      storefrontLocales.map(
        (language) => sitemapFileLanguage(`/sitemap-${language.code.slice(0, 2)}.xml`)?.code,
      ),
    ).toEqual(storefrontLocales.map((language) => language.code));
    expect(sitemapFileLanguage('/sitemap-de.xml')).toBeUndefined();
    const page = (query: string) => sitemapPageOf(new URLSearchParams(query));
    expect([
      page(''),
      page('page=3'),
      page('page=0'),
      page('page=2.5'),
      page('page=x'),
      page('page='),
    ]).toEqual([1, 3, null, null, null, null]);
  });

  it('are tagged with the catalogue version, so a client holding the current one gets a 304', () => {
    const headers = sitemapHeaders('42');
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('etag')).toBe('W/"catalogue-42"');
    const asking = (etag: string) =>
      new Request('https://shop.test/sitemap.xml', { headers: { 'if-none-match': etag } });
    expect(alreadyHeld(asking('W/"catalogue-42"'), headers)).toBe(true);
    expect(alreadyHeld(asking('"catalogue-42"'), headers)).toBe(true);
    expect(alreadyHeld(asking('W/"catalogue-41"'), headers)).toBe(false);
    expect(alreadyHeld(new Request('https://shop.test/sitemap.xml'), headers)).toBe(false);
  });
});
