import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { markCatalogChanged } from '../cache/index.ts';

interface Entry {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

const storefrontLanguages = ['nl-NL', 'en-GB', 'fr-FR'];
/** Small files, so that the 400 products of the test shop fill several of them. */
const urlsPerFile = 50;

let shop: TestShop;
/** The sales channel's address of each language, e.g. `http://shop.test/en`. */
let domainUrls: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  const context = (await shop.request({ url: '/store-api/context' })).json();
  domainUrls = Object.fromEntries(
    context.salesChannel.domains.map((domain: { languageLocaleCode: string; url: string }) => [
      domain.languageLocaleCode,
      domain.url,
    ]),
  );
});
afterAll(() => shop?.close());

async function sitemapIndex(limit = urlsPerFile) {
  const response = await shop.request({ url: `/store-api/dexis/sitemap?limit=${limit}` });
  expect(response.status).toBe(200);
  return response.json().data as {
    urlsPerFile: number;
    languages: { localeCode: string; urls: number; files: number }[];
  };
}

async function fileEntries(localeCode: string, page: number): Promise<Entry[]> {
  const response = await shop.request({
    url: `/store-api/dexis/sitemap/${localeCode}/${page}?limit=${urlsPerFile}`,
  });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
  return response.text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry);
}

/** Every file of every language, as the index names them. */
async function wholeSitemap(): Promise<Map<string, Entry[][]>> {
  const files = new Map<string, Entry[][]>();
  for (const language of (await sitemapIndex()).languages) {
    const pages = Array.from({ length: language.files }, (_, index) => index + 1);
    files.set(
      language.localeCode,
      await Promise.all(pages.map((page) => fileEntries(language.localeCode, page))),
    );
  }
  return files;
}

/** The language whose domain an absolute URL lies on: the longest domain address it starts with. */
function languageOfUrl(url: string): string | undefined {
  return Object.entries(domainUrls)
    .filter(([, domainUrl]) => url === domainUrl || url.startsWith(`${domainUrl.replace(/\/$/, '')}/`))
    .sort(([, a], [, b]) => b.length - a.length)[0]?.[0];
}

/**
 * The active content pages with an address in a language, and its blog (the list and each active
 * post written in it), counted straight from the tables.
 */
async function shownContentPages(localeCode: string): Promise<number> {
  const [row] = await queryRows<{ pages: number; posts: number }>(
    shop.database.db,
    sql`select
          (select count(*)::int from content_path cp join language l on l.id = cp.language_id
           join content_page p on p.id = cp.foreign_key and p.active
           where l.locale_code = ${localeCode} and cp.kind = 'page' and cp.is_canonical) as pages,
          (select count(*)::int from blog_post b join blog_post_translation t on t.blog_post_id = b.id
           join language l on l.id = t.language_id
           where l.locale_code = ${localeCode} and b.active) as posts`,
  );
  return row!.pages + (row!.posts > 0 ? 1 + row!.posts : 0);
}

/** The pages the shop shows in a language, counted straight from the tables. */
async function shownPages(localeCode: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    shop.database.db,
    sql`select count(*)::int as count from seo_url s join language l on l.id = s.language_id
        where l.locale_code = ${localeCode} and s.is_canonical and (
          (s.route_name = 'frontend.detail.page' and exists (select 1 from product p where p.id = s.foreign_key and p.active))
          or (s.route_name = 'frontend.navigation.page' and exists (
            select 1 from category c where c.id = s.foreign_key and c.active and c.type = 'page')))`,
  );
  return row!.count;
}

describe('sitemap index', () => {
  it('counts the home page and every shown page of each storefront language, in files of the limit', async () => {
    const index = await sitemapIndex();
    expect(index.urlsPerFile).toBe(urlsPerFile);
    expect(index.languages.map((language) => language.localeCode)).toEqual(storefrontLanguages);
    for (const language of index.languages) {
      const urls =
        1 + (await shownContentPages(language.localeCode)) + (await shownPages(language.localeCode));
      expect(language).toEqual({
        localeCode: language.localeCode,
        urls,
        files: Math.ceil(urls / urlsPerFile),
      });
      expect(language.files).toBeGreaterThan(1);
    }
  });

  it('puts up to 50,000 URLs in a file by default', async () => {
    const index = await sitemapIndex(50_000);
    expect(index.urlsPerFile).toBe(50_000);
    expect(index.languages.every((language) => language.files === 1)).toBe(true);
    expect((await shop.request({ url: '/store-api/dexis/sitemap' })).json().data.urlsPerFile).toBe(50_000);
  });
});

describe('sitemap files', () => {
  it('list each URL once, absolute, on its language’s domain, with its alternates, at most the limit a file', async () => {
    const index = await sitemapIndex();
    const sitemap = await wholeSitemap();
    const seen = new Set<string>();
    for (const language of index.languages) {
      const files = sitemap.get(language.localeCode)!;
      expect(files.map((file) => file.length)).toEqual(
        files.map((_, page) => Math.min(urlsPerFile, language.urls - page * urlsPerFile)),
      );
      expect(files[0]![0]!.loc).toBe(
        language.localeCode === 'nl-NL' ? `${domainUrls['nl-NL']}/` : domainUrls[language.localeCode],
      );
      for (const entry of files.flat()) {
        expect(new URL(entry.loc).href.replace(/\/$/, '')).toBe(entry.loc.replace(/\/$/, ''));
        expect(languageOfUrl(entry.loc)).toBe(language.localeCode);
        expect(Object.keys(entry.alternates).sort()).toEqual([...storefrontLanguages].sort());
        expect(entry.alternates[language.localeCode]).toBe(entry.loc);
        for (const [localeCode, url] of Object.entries(entry.alternates))
          expect(languageOfUrl(url)).toBe(localeCode);
        if (entry.lastmod) expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
        expect(seen.has(entry.loc)).toBe(false);
        seen.add(entry.loc);
      }
    }
    expect(seen.size).toBe(index.languages.reduce((sum, language) => sum + language.urls, 0));
  });

  it('list the content pages and the blog after the home page, each with its address in the other languages', async () => {
    const first = await fileEntries('fr-FR', 1);
    const terms = first.find((entry) => entry.loc === `${domainUrls['fr-FR']}/conditions-generales`);
    expect(terms?.alternates['nl-NL']).toBe(`${domainUrls['nl-NL']}/algemene-voorwaarden`);
    expect(first.some((entry) => entry.loc.endsWith('/agb'))).toBe(false);
    expect(first.some((entry) => entry.loc === `${domainUrls['fr-FR']}/parts-products/`)).toBe(true);
    const blog = first.find((entry) => entry.loc === `${domainUrls['fr-FR']}/blog`);
    expect(blog?.alternates['en-GB']).toBe(`${domainUrls['en-GB']}/blog`);
    const post = first.find((entry) => entry.loc.startsWith(`${domainUrls['fr-FR']}/blog/`));
    expect(post?.lastmod).toMatch(/Z$/);
    expect(Object.keys(post?.alternates ?? {})).toContain('nl-NL');
  });

  it('leave out a content page or blog post in a language whose canonical names another address, also from the alternates, and keep one naming its own', async () => {
    const setCanonical = async (
      kind: 'page' | 'blog',
      localeCode: string,
      path: string,
      canonical: string | null,
    ) => {
      const [table, key] =
        kind === 'page'
          ? ['content_page_translation', 'content_page_id']
          : ['blog_post_translation', 'blog_post_id'];
      const updated = await queryRows(
        shop.database.db,
        sql`update ${sql.identifier(table)} t set canonical = ${canonical}
            from content_path p join language l on l.id = p.language_id
            where l.locale_code = ${localeCode} and p.kind = ${kind} and p.is_canonical and p.path = ${path}
              and p.foreign_key = t.${sql.identifier(key)} and t.language_id = p.language_id
            returning t.language_id`,
      );
      expect(updated).toHaveLength(1);
    };
    const catalogChanged = async () => {
      await shop.database.db.transaction((tx) => markCatalogChanged(tx));
      await shop.app.catalogCache.refresh();
    };
    const frenchTerms = `${domainUrls['fr-FR']}/conditions-generales`;
    const dutchTerms = `${domainUrls['nl-NL']}/algemene-voorwaarden`;
    const post = (await fileEntries('fr-FR', 1)).find((entry) =>
      entry.loc.startsWith(`${domainUrls['fr-FR']}/blog/`),
    )!;
    // The post's content path in a language: its address after the language's domain address.
    const postPath = (localeCode: string) =>
      post.alternates[localeCode]!.slice(`${domainUrls[localeCode]!.replace(/\/$/, '')}/`.length);
    const frenchUrlsBefore = (await sitemapIndex()).languages.find(
      (language) => language.localeCode === 'fr-FR',
    )!.urls;

    await setCanonical('page', 'fr-FR', 'conditions-generales', '/fr/conditions');
    await setCanonical('page', 'nl-NL', 'algemene-voorwaarden', dutchTerms);
    await setCanonical('blog', 'fr-FR', postPath('fr-FR'), 'https://magazine.example.com/gants');
    await setCanonical('blog', 'en-GB', postPath('en-GB'), new URL(post.alternates['en-GB']!).pathname);
    await catalogChanged();
    try {
      const french = (await wholeSitemap()).get('fr-FR')!.flat();
      expect(french.some((entry) => entry.loc === frenchTerms || entry.loc === post.loc)).toBe(false);
      expect((await sitemapIndex()).languages.find((language) => language.localeCode === 'fr-FR')!.urls).toBe(
        frenchUrlsBefore - 2,
      );
      const dutch = await fileEntries('nl-NL', 1);
      const terms = dutch.find((entry) => entry.loc === dutchTerms);
      expect(terms?.alternates).toEqual({ 'nl-NL': dutchTerms, 'en-GB': expect.any(String) });
      const english = await fileEntries('en-GB', 1);
      const englishPost = english.find((entry) => entry.loc === post.alternates['en-GB']);
      expect(Object.keys(englishPost?.alternates ?? {}).sort()).toEqual(['en-GB', 'nl-NL']);
    } finally {
      await setCanonical('page', 'fr-FR', 'conditions-generales', null);
      await setCanonical('page', 'nl-NL', 'algemene-voorwaarden', null);
      await setCanonical('blog', 'fr-FR', postPath('fr-FR'), null);
      await setCanonical('blog', 'en-GB', postPath('en-GB'), null);
      await catalogChanged();
    }
  });

  it('date a product by its latest change: its creation or the ERP’s last change of the article', async () => {
    const [product] = await queryRows<{ path: string; lastmod: string }>(
      shop.database.db,
      sql`select s.seo_path_info as path,
            to_char(greatest(p.created_at, v.changed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
          from product p
          join seo_url s on s.foreign_key = p.id and s.is_canonical
          join language l on l.id = s.language_id and l.locale_code = 'en-GB'
          left join erp_row_version v on v.kind = 'article' and v.key = p.product_number
          where p.active order by p.product_number limit 1`,
    );
    const entries = (await wholeSitemap()).get('en-GB')!.flat();
    const entry = entries.find((candidate) => candidate.loc === `${domainUrls['en-GB']}/${product!.path}`);
    expect(entry?.lastmod).toBe(product!.lastmod);
  });

  it('leave out inactive products and categories, counted anew when the catalogue changes', async () => {
    const [product] = await queryRows<{ id: string; path: string }>(
      shop.database.db,
      sql`select p.id, s.seo_path_info as path from product p
          join seo_url s on s.foreign_key = p.id and s.is_canonical
          join language l on l.id = s.language_id and l.locale_code = 'nl-NL'
          where p.active and p.child_count = 0 order by p.product_number limit 1`,
    );
    const [category] = await queryRows<{ id: string; path: string }>(
      shop.database.db,
      sql`select c.id, s.seo_path_info as path from category c
          join seo_url s on s.foreign_key = c.id and s.is_canonical
          join language l on l.id = s.language_id and l.locale_code = 'nl-NL'
          where c.active and c.type = 'page' and c.child_count = 0 order by s.seo_path_info limit 1`,
    );
    const urlsBefore = (await sitemapIndex()).languages[0]!.urls;
    const dutchLocs = async () =>
      new Set(
        (await wholeSitemap())
          .get('nl-NL')!
          .flat()
          .map((entry) => entry.loc),
      );
    const productUrl = `${domainUrls['nl-NL']}/${product!.path}`;
    const categoryUrl = `${domainUrls['nl-NL']}/${category!.path}`;
    const before = await dutchLocs();
    expect(before.has(productUrl) && before.has(categoryUrl)).toBe(true);

    await shop.database.db.transaction(async (tx) => {
      await tx.execute(sql`update product set active = false where id = ${product!.id}`);
      await tx.execute(sql`update category set active = false where id = ${category!.id}`);
      await markCatalogChanged(tx);
    });
    await shop.app.catalogCache.refresh();

    expect((await sitemapIndex()).languages[0]!.urls).toBe(urlsBefore - 2);
    const after = await dutchLocs();
    expect(after.has(productUrl) || after.has(categoryUrl)).toBe(false);
    expect(after.size).toBe(urlsBefore - 2);
  });

  it('answers 404 for a language or page it does not have, 400 for what is no page number or limit', async () => {
    const pages = (await sitemapIndex()).languages[0]!.files;
    const statusOf = async (url: string) => (await shop.request({ url })).status;
    expect(await statusOf(`/store-api/dexis/sitemap/nl-NL/${pages + 1}?limit=${urlsPerFile}`)).toBe(404);
    expect(await statusOf('/store-api/dexis/sitemap/nl-NL/2')).toBe(404);
    expect(await statusOf('/store-api/dexis/sitemap/de-DE/1')).toBe(404);
    expect(await statusOf('/store-api/dexis/sitemap/xx-XX/1')).toBe(404);
    expect(await statusOf('/store-api/dexis/sitemap/nl-NL/0')).toBe(400);
    expect(await statusOf('/store-api/dexis/sitemap/nl-NL/first')).toBe(400);
    expect(await statusOf('/store-api/dexis/sitemap/nl-NL/1?limit=0')).toBe(400);
    expect(await statusOf('/store-api/dexis/sitemap?limit=50001')).toBe(400);
  });
});
