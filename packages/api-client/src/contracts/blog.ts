import { limits } from '@tradeshop/domain';
import { z } from 'zod';
import { contentBlocks } from './cms.ts';
import { canonicalAddress, id } from './common.ts';

/** How many posts a page of the blog list shows unless the request asks for another number. */
export const blogListingDefaultLimit = 12;

const intParam = z.coerce.number().int();

/** Blog category ids as a list or joined with `|` (as Shopware clients send `equalsAny` values). */
const tagIdList = z
  .union([z.array(z.string()), z.string().transform((value) => value.split('|'))])
  .pipe(z.array(id).min(1).max(50));

/**
 * POST /h1webblog-listing/{id}: a page of the blog, newest first. `tagIds` are blog category ids: a
 * post passes a filter when it has any of its categories; several filters must all pass.
 * `associations` is accepted for client compatibility: every answer carries what the list shows.
 */
export const blogListingRequest = z.object({
  page: intParam.min(1).max(10_000).optional(),
  /** The storefront's name for `page`; `page` wins when both are sent. */
  p: intParam.min(1).max(10_000).optional(),
  limit: intParam.min(1).max(limits.maxPageSize).optional(),
  filter: z
    .array(z.object({ type: z.literal('equalsAny'), field: z.literal('tagIds'), value: tagIdList }))
    .max(10)
    .optional(),
  associations: z.record(z.string(), z.unknown()).optional(),
});
export type BlogListingRequest = z.input<typeof blogListingRequest>;

export const blogCategoryRef = z.object({ id, name: z.string() });
export type BlogCategoryRef = z.infer<typeof blogCategoryRef>;

/** A post's cover picture: a shop media path with its alternative text (the title when it has none). */
export const blogCover = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** A post as lists show it, in the request's language. */
export const blogPostSummary = z.object({
  id,
  title: z.string(),
  teaser: z.string(),
  /** ISO 8601 date and time. */
  publishedAt: z.string(),
  author: z.string().nullable(),
  cover: blogCover.nullable(),
  categories: z.array(blogCategoryRef),
  /** The canonical path in the request's language, `blog/<slug>` (no slashes at either end). */
  seoPath: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogListingResponse = z.object({
  elements: z.array(blogPostSummary),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /**
   * Every blog category named in the request's language with how many of its posts the list holds
   * in that language, whatever the filter: the choices of the tag filter.
   */
  tagCounts: z.array(blogCategoryRef.extend({ postCount: z.number().int() })),
});
export type BlogListingResponse = z.infer<typeof blogListingResponse>;

/** GET /dexis/blog/{id}: a post in the request's language, its blocks and up to 3 related posts. */
export const blogDetailResponse = z.object({
  blog: z.object({
    cmsPage: z.object({ blocks: contentBlocks }),
    blog: blogPostSummary.extend({
      metaTitle: z.string().nullable(),
      metaDescription: z.string().nullable(),
      /** The address search engines should index instead of the post, as the back-office set it. */
      canonical: z.string().nullable().default(null),
      /** The canonical path per language id, for each language the post is written in. */
      seoPaths: z.record(id, z.string()),
    }),
    /** Other posts sharing a category with this one, newest first. */
    related: z.array(blogPostSummary),
  }),
});
export type BlogDetailResponse = z.infer<typeof blogDetailResponse>;

export const blogPathQuery = z.object({ path: z.string().trim().min(1).max(500) });

/**
 * GET /dexis/blog/path: the post a path names in the request's language and its canonical path,
 * which differs from the asked one after the slug changed.
 */
export const blogPathResponse = z.object({ data: z.object({ id, canonicalPath: z.string() }) });
export type BlogPathResponse = z.infer<typeof blogPathResponse>;

/** A post's address in one language: lower case letters and digits separated by single dashes. */
export const blogSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower case letters and digits separated by single dashes');

const oneEntryPerLanguage = (entries: { languageId: string }[]) =>
  new Set(entries.map((entry) => entry.languageId)).size === entries.length;

/** A blog category (topic) as imports and the demo write it: its key and its name per language. */
export const blogCategoryWrite = z.object({
  key: z.string().trim().min(1).max(100),
  position: z.number().int().min(0).max(10_000).default(0),
  names: z
    .array(z.object({ languageId: id, name: z.string().trim().min(1).max(120) }))
    .min(1)
    .max(10)
    .refine(oneEntryPerLanguage, 'One name per language'),
});
export type BlogCategoryWrite = z.input<typeof blogCategoryWrite>;

/**
 * A blog post as imports and the demo write it: the same key replaces the post, keeping its id; a
 * changed slug keeps the former path, which then answers with the new one.
 */
export const blogPostWrite = z.object({
  key: z.string().trim().min(1).max(100),
  active: z.boolean().default(true),
  publishedAt: z.coerce.date(),
  author: z.string().trim().max(120).nullable().default(null),
  /** The cover picture: a shop media id. */
  mediaId: id.nullable().default(null),
  categoryKeys: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  translations: z
    .array(
      z.object({
        languageId: id,
        slug: blogSlug,
        title: z.string().trim().min(1).max(200),
        teaser: z.string().trim().max(1000).default(''),
        metaTitle: z.string().trim().max(200).nullable().default(null),
        metaDescription: z.string().trim().max(400).nullable().default(null),
        canonical: canonicalAddress
          .transform((address) => address || null)
          .nullable()
          .default(null),
        blocks: contentBlocks,
      }),
    )
    .min(1)
    .max(10)
    .refine(oneEntryPerLanguage, 'One translation per language'),
});
export type BlogPostWrite = z.input<typeof blogPostWrite>;
