import { z } from 'zod';

/** Per storefront language of the sales channel: how many URLs its sitemap lists, in how many files. */
export const sitemapIndexResponse = z.object({
  data: z.object({
    urlsPerFile: z.number().int().positive(),
    languages: z.array(
      z.object({
        /** e.g. `nl-NL`: names the language's files, `/dexis/sitemap/nl-NL/1`. */
        localeCode: z.string(),
        urls: z.number().int().nonnegative(),
        files: z.number().int().nonnegative(),
      }),
    ),
  }),
});
export type SitemapIndex = z.infer<typeof sitemapIndexResponse>['data'];

/**
 * One line of a sitemap file (NDJSON): a page's absolute address on its language's domain, its last
 * change when the shop knows it, and its address in each storefront language by locale code.
 */
export const sitemapEntry = z.object({
  loc: z.url(),
  lastmod: z.iso.datetime().optional(),
  alternates: z.record(z.string(), z.url()),
});
export type SitemapEntry = z.infer<typeof sitemapEntry>;
