import { z } from 'zod';
import { id } from './common.ts';

const link = z.object({
  label: z.string().trim().min(1).max(120),
  url: z.string().trim().min(1).max(500),
});

const location = z.object({
  title: z.string().trim().min(1).max(120),
  city: z.string().trim().max(120).optional(),
  address: z.string().trim().max(300).optional(),
  phone: z.string().trim().max(40).optional(),
  email: z.email().max(200).optional(),
  openingHours: z.string().trim().max(200).optional(),
});

/** A section of a content page: a list of links, a group of locations, or a text. */
export const cmsSection = z.discriminatedUnion('type', [
  z.object({ type: z.literal('links'), title: z.string().trim().max(120), links: z.array(link).max(50) }),
  z.object({
    type: z.literal('locations'),
    title: z.string().trim().max(120),
    locations: z.array(location).max(50),
  }),
  z.object({ type: z.literal('text'), title: z.string().trim().max(120), text: z.string().trim().max(5000) }),
]);
export type CmsSection = z.infer<typeof cmsSection>;

export const cmsPageSections = z.array(cmsSection).min(1).max(20);

/** The footer page, or null when the shop has none (the storefront shows its fixed footer). */
export const cmsFooterResponse = z.object({
  cmsPage: z.object({ sections: cmsPageSections }).nullable(),
});

/** A link a block offers: a path in the shop (`/parts-products/`) or an address elsewhere. */
const blockLink = z.object({
  label: z.string().trim().min(1).max(120),
  url: z.string().trim().min(1).max(500),
});

/**
 * A picture of a block, from the shop's media (`/media/…`: the shop's pages load pictures from
 * nowhere else), with its alternative text. Files of `npm run cms` name theirs beside them.
 */
const blockImage = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^(\/media\/|(?![a-z][a-z0-9+.-]*:|\/))/i, 'is a /media/ path or a file beside the content file'),
  alt: z.string().trim().max(300).default(''),
});

/** Markdown without raw HTML: paragraphs, headings, lists, emphasis and links. */
const markdown = z.string().trim().max(20_000);

/**
 * A block of a content page or blog post. Product sliders name articles by number or a category;
 * the storefront shows them as the visitor's own cards.
 */
export const contentBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    title: z.string().trim().min(1).max(200),
    text: z.string().trim().max(1000).default(''),
    image: blockImage.optional(),
    buttons: z.array(blockLink).max(4).default([]),
    /** Whether the shop's search (with its tip) opens the page here. */
    search: z.boolean().default(false),
  }),
  z.object({ type: z.literal('text'), markdown }),
  z.object({ type: z.literal('image'), image: blockImage, caption: z.string().trim().max(300).default('') }),
  z.object({
    type: z.literal('image-text'),
    image: blockImage,
    markdown,
    imagePosition: z.enum(['left', 'right']).default('left'),
  }),
  z.object({
    type: z.literal('product-slider'),
    title: z.string().trim().max(200).default(''),
    productNumbers: z.array(z.string().trim().min(1).max(40)).max(24).default([]),
    categoryId: id.optional(),
    limit: z.number().int().min(1).max(24).default(12),
  }),
  z.object({
    type: z.literal('category-teaser'),
    title: z.string().trim().max(200).default(''),
    categoryIds: z.array(id).min(1).max(12),
  }),
  z.object({
    type: z.literal('video'),
    title: z.string().trim().min(1).max(200),
    /** A YouTube or Vimeo address, or an mp4 file in the shop's media. */
    url: z.string().trim().min(1).max(500),
  }),
  z.object({
    type: z.literal('call-to-action'),
    title: z.string().trim().min(1).max(200),
    text: z.string().trim().max(1000).default(''),
    buttons: z.array(blockLink).min(1).max(2),
  }),
  z.object({
    type: z.literal('downloads'),
    title: z.string().trim().max(200).default(''),
    files: z.array(blockLink).min(1).max(50),
  }),
  z.object({ type: z.literal('contact-form'), title: z.string().trim().max(200).default('') }),
]);
export type ContentBlock = z.infer<typeof contentBlock>;

export const contentBlocks = z.array(contentBlock).max(60);

/** A content page as the integration API takes it: its texts per language, replacing what it had. */
export const contentPageImport = z.object({
  active: z.boolean().default(true),
  translations: z
    .array(
      z.object({
        language: z.string().trim().min(2).max(10),
        /** Its address in that language (`agb`, `parts-products/`); none for the home page. */
        path: z
          .string()
          .trim()
          .max(300)
          .regex(/^[^\s?#]*$/, 'takes no spaces, ? or #')
          .nullable()
          .default(null),
        title: z.string().trim().min(1).max(200),
        metaTitle: z.string().trim().max(200).nullable().default(null),
        metaDescription: z.string().trim().max(500).nullable().default(null),
        blocks: contentBlocks.min(1),
      }),
    )
    .min(1)
    .max(10),
});

export const contentPageImportResponse = z.object({
  data: z.object({ key: z.string(), outcome: z.enum(['created', 'updated', 'deleted']) }),
});
