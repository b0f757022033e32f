import type { Domain, SitemapEntry, SitemapIndex } from '@tradeshop/api-client/contracts';
import { errorCodes, isOwnCanonical, storefrontLocales } from '@tradeshop/domain';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/problem.ts';
import { sitemapBlogPages } from '../blog/index.ts';
import { type CatalogPage, catalogPagesAfter, countCatalogPages } from '../catalog/index.ts';
import { type SitemapContentPage, sitemapContentPages } from '../cms/index.ts';
import { articleChangeTimes } from '../erp/index.ts';

/** sitemaps.org: a sitemap file lists at most 50,000 URLs. */
export const maxUrlsPerFile = 50_000;

/** Catalogue pages read per query while a file streams: memory stays flat, each query short. */
const pagesPerQuery = 5_000;

/**
 * The URLs of a language, in the order its files list them: the home page, the content pages and
 * the blog (a few thousand at most, kept in the plan), then the catalogue's pages by seo path, read
 * by keyset.
 */
interface LanguageSitemap {
  localeCode: string;
  languageId: string;
  contentPages: ListedContentPage[];
  catalogPages: number;
  /** Per file (the first at 0): the seo path its catalogue pages follow, or null for the first page. */
  catalogStarts: (string | null)[];
}

interface SitemapPlan {
  languages: LanguageSitemap[];
}

/** The storefront's languages with the sales channel's domain of each: the sitemap lists their pages. */
function sitemapDomains(ctx: RequestContext): Domain[] {
  const storefrontCodes = new Set<string>(storefrontLocales.map((locale) => locale.code));
  const byLanguage = new Map<string, Domain>();
  for (const domain of ctx.salesChannel.domains) {
    if (storefrontCodes.has(domain.languageLocaleCode) && !byLanguage.has(domain.languageId))
      byLanguage.set(domain.languageId, domain);
  }
  return [...byLanguage.values()];
}

const homeUrl = (domain: Domain) => `${domain.origin}${domain.pathPrefix || '/'}`;
const pageUrl = (domain: Domain, seoPath: string) =>
  `${domain.origin}${domain.pathPrefix}/${encodeURI(seoPath)}`;

/** A content page or blog page as the plan keeps it: `paths` only where it is its own canonical. */
type ListedContentPage = Omit<SitemapContentPage, 'canonicals'>;

/**
 * A content page's paths in the languages where it is its own canonical (`isOwnCanonical` at its
 * address on that language's domain, the address the sitemap lists): a page whose canonical names
 * another address is neither listed in its language nor named among the other languages' alternates.
 */
function ownCanonicalPaths(page: SitemapContentPage, domains: Domain[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const domain of domains) {
    const path = page.paths[domain.languageId];
    if (path !== undefined && isOwnCanonical(pageUrl(domain, path), page.canonicals[domain.languageId]))
      kept[domain.languageId] = path;
  }
  return kept;
}

/**
 * How many URLs each language has and where each file's catalogue pages begin: one pass over the
 * catalogue per language, kept per catalogue version (a changed catalogue counts anew).
 */
async function planOf(ctx: RequestContext, urlsPerFile: number): Promise<SitemapPlan> {
  const answer = await ctx.cache.answer(`sitemap-plan:${ctx.salesChannel.id}:${urlsPerFile}`, async () => {
    const languages: LanguageSitemap[] = [];
    const domains = sitemapDomains(ctx);
    for (const domain of domains) {
      const contentPages = [
        ...(await sitemapContentPages(ctx.tx, domain.languageId)),
        ...(await sitemapBlogPages(ctx.tx, domain.languageId)),
      ].flatMap((page): ListedContentPage[] => {
        const paths = ownCanonicalPaths(page, domains);
        return paths[domain.languageId] === undefined
          ? []
          : [{ path: page.path, lastmod: page.lastmod, paths }];
      });
      // File n (from 0) begins at position n × urlsPerFile, the home page being position 0 and the
      // content pages the `lead` positions after it: its catalogue pages follow the catalogue's
      // page (counted from 1) at n × urlsPerFile − lead.
      const lead = 1 + contentPages.length;
      const { total, pathsAt } = await countCatalogPages(
        ctx.tx,
        { salesChannelId: ctx.salesChannel.id, languageId: domain.languageId },
        { step: urlsPerFile, remainder: (urlsPerFile - (lead % urlsPerFile)) % urlsPerFile },
      );
      const files = Math.ceil((total + lead) / urlsPerFile);
      languages.push({
        localeCode: domain.languageLocaleCode,
        languageId: domain.languageId,
        contentPages,
        catalogPages: total,
        catalogStarts: Array.from({ length: files }, (_, file) =>
          file * urlsPerFile < lead ? null : (pathsAt.get(file * urlsPerFile - lead) ?? null),
        ),
      });
    }
    return JSON.stringify({ languages } satisfies SitemapPlan);
  });
  return JSON.parse(answer.body) as SitemapPlan;
}

export async function sitemapIndex(ctx: RequestContext, urlsPerFile: number): Promise<SitemapIndex> {
  const { languages } = await planOf(ctx, urlsPerFile);
  return {
    urlsPerFile,
    languages: languages.map((language) => ({
      localeCode: language.localeCode,
      urls: 1 + language.contentPages.length + language.catalogPages,
      files: language.catalogStarts.length,
    })),
  };
}

const entryLine = (entry: SitemapEntry) => `${JSON.stringify(entry)}\n`;

/**
 * A language's sitemap file (`page` from 1) as NDJSON lines of `SitemapEntry`, read from the
 * catalogue a few thousand pages at a time while the answer streams. An unknown language or page
 * is a 404 before anything is sent.
 */
export async function sitemapFileLines(
  ctx: RequestContext,
  localeCode: string,
  page: number,
  urlsPerFile: number,
): Promise<AsyncIterable<string>> {
  const { languages } = await planOf(ctx, urlsPerFile);
  const language = languages.find((candidate) => candidate.localeCode === localeCode);
  if (!language || page > language.catalogStarts.length)
    throw notFound(errorCodes.notFound, `The sitemap has no file ${page} in ${localeCode}.`, {
      language: localeCode,
      page,
    });
  const domains = sitemapDomains(ctx);
  const domain = domains.find((candidate) => candidate.languageId === language.languageId)!;
  const lead = 1 + language.contentPages.length;
  // Positions of the file's catalogue pages, counted from 1 in the catalogue.
  const firstPosition = Math.max(1, (page - 1) * urlsPerFile - lead + 1);
  const lastPosition = Math.min(language.catalogPages, page * urlsPerFile - lead);
  const alternatesOf = (paths: Record<string, string>) => {
    const alternates: Record<string, string> = {};
    for (const other of domains) {
      const path = paths[other.languageId];
      if (path !== undefined) alternates[other.languageLocaleCode] = pageUrl(other, path);
    }
    return alternates;
  };

  const catalogEntries = (pages: CatalogPage[], changedAt: Map<string, string>) =>
    pages.map((catalogPage): SitemapEntry => {
      const alternates = alternatesOf(catalogPage.paths);
      const changed = catalogPage.productNumber ? changedAt.get(catalogPage.productNumber) : undefined;
      // Both in the same UTC form, so the later one sorts last.
      const lastmod = [catalogPage.createdAt, changed]
        .filter((time) => time != null)
        .sort()
        .at(-1);
      return {
        loc: pageUrl(domain, catalogPage.path),
        ...(lastmod ? { lastmod } : {}),
        alternates,
      };
    });

  return (async function* () {
    if (page === 1) {
      const alternates = Object.fromEntries(
        domains.map((other) => [other.languageLocaleCode, homeUrl(other)]),
      );
      yield entryLine({ loc: homeUrl(domain), alternates });
    }
    const contentInFile = language.contentPages.slice(
      Math.max(0, (page - 1) * urlsPerFile - 1),
      Math.max(0, page * urlsPerFile - 1),
    );
    for (const contentPage of contentInFile)
      yield entryLine({
        loc: pageUrl(domain, contentPage.path),
        lastmod: contentPage.lastmod,
        alternates: alternatesOf(contentPage.paths),
      });
    const pagesOf = {
      salesChannelId: ctx.salesChannel.id,
      languageId: language.languageId,
      languageIds: domains.map((other) => other.languageId),
    };
    const readBatch = async (after: string | null, limit: number) => {
      const pages = await catalogPagesAfter(ctx.tx, pagesOf, after, limit);
      const changedAt = await articleChangeTimes(
        ctx.tx,
        pages.flatMap((catalogPage) => catalogPage.productNumber ?? []),
      );
      return { pages, changedAt };
    };
    // The next batch is asked for before this one is written out, so that the database reads while
    // the entries are written; a batch left unread when the reader goes away must not go unhandled.
    const prefetch = (after: string | null, left: number) => {
      if (left <= 0) return null;
      const batch = readBatch(after, Math.min(pagesPerQuery, left));
      batch.catch(() => undefined);
      return batch;
    };
    let left = lastPosition - firstPosition + 1;
    let next = prefetch(language.catalogStarts[page - 1] ?? null, left);
    while (next) {
      const { pages, changedAt } = await next;
      // Fewer pages than counted: the catalogue changed since, and the next version counts anew.
      if (pages.length === 0) return;
      left -= pages.length;
      next = prefetch(pages.at(-1)!.path, left);
      yield catalogEntries(pages, changedAt).map(entryLine).join('');
    }
  })();
}
