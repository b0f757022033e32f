import { z } from 'zod';

/** The address of a storefront page, path and query, as the page cache keys it. */
export const pageCacheQuery = z.object({
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/[^\s]*$/, 'a path starting with /')
    .describe('The page’s path and query, e.g. `/en/tools/drills?p=2`.'),
});

export const keepPageQuery = pageCacheQuery.extend({
  version: z.coerce
    .number()
    .int()
    .min(0)
    .describe('The catalogue version the page was rendered in (`sw-catalog-version` of the miss).'),
});

/**
 * A storefront page as the page cache keeps it (docs/decisions/0063): the HTML of a visitor's page,
 * the headers it goes out with and the Content-Security-Policy nonce its scripts carry.
 */
export const cachedPage = z.object({
  html: z.string().max(4 * 1024 * 1024),
  headers: z
    .record(z.string().min(1).max(100), z.string().max(4096))
    .refine((headers) => Object.keys(headers).length <= 30, 'at most 30 headers'),
  nonce: z.string().min(16).max(64),
  /** When it was rendered (milliseconds since 1970): the storefront renders it again after a while. */
  renderedAt: z.number().int().min(0),
});
export type CachedPage = z.infer<typeof cachedPage>;
