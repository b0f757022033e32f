import { mediaAltLanguages, mediaUpload } from '@tradeshop/domain';
import { z } from 'zod';
import { adminPaging } from './admin.ts';
import { id } from './common.ts';

/**
 * The back-office's media library (permission `content.manage`): pictures uploaded as
 * multipart/form-data (JPEG, PNG, WebP, SVG), each with an alternative text per language before it
 * may be used, where it is used, and its deletion while nothing shows it.
 */

const altText = z.string().trim().max(mediaUpload.altMaxLength);
const requiredAlt = altText.min(1, 'An alternative text is required in every language.');

export const mediaAlts = z.object(
  Object.fromEntries(mediaAltLanguages.map((language) => [language, altText.nullable()])) as Record<
    (typeof mediaAltLanguages)[number],
    z.ZodNullable<typeof altText>
  >,
);

/**
 * GET /admin-api/media: uploads newest first, found by file name or alternative text; `usable=true`
 * only those with an alternative text in every language, which content may show.
 */
export const adminMediaQuery = z.object({
  term: z.string().trim().max(100).optional(),
  usable: z.enum(['true', 'false']).optional(),
  ...adminPaging,
});
export type AdminMediaQuery = z.input<typeof adminMediaQuery>;

/** What shows a picture: a content page, blog post, brand, files catalogue entry, category or article. */
export const mediaUseKinds = [
  'content-page',
  'blog-post',
  'brand',
  'catalog-file',
  'category',
  'article',
] as const;
export const mediaUse = z.object({
  kind: z.enum(mediaUseKinds),
  id: z.string(),
  label: z.string(),
  /** Only the draft of a content page or blog post names it (saved or scheduled): not shown yet. */
  draft: z.boolean(),
});
export type MediaUse = z.infer<typeof mediaUse>;

export const adminMediaItem = z.object({
  id,
  /** Where the shop serves it: `/media/<path>`, which content blocks name. */
  url: z.string(),
  fileName: z.string().nullable(),
  mimeType: z.string(),
  fileSize: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alts: mediaAlts,
  /** The languages still without an alternative text: the picture is usable once none is left. */
  missingAlts: z.array(z.enum(mediaAltLanguages)),
  usable: z.boolean(),
  uploadedAt: z.string().nullable(),
  uploadedBy: z.object({ id, name: z.string() }).nullable(),
  /** The breakpoint widths made on upload, each at `url?width=<width>`. */
  widths: z.array(z.number().int()),
  /** The WebP copy of a JPEG or PNG picture (itself for WebP); null for a drawing. */
  webpUrl: z.string().nullable(),
});
export type AdminMediaItem = z.infer<typeof adminMediaItem>;

export const adminMediaListResponse = z.object({ data: z.array(adminMediaItem), total: z.number().int() });

/** GET /admin-api/media/{id}: the picture and everything that shows it. */
export const adminMediaResponse = z.object({
  data: adminMediaItem.extend({ uses: z.array(mediaUse) }),
});
export type AdminMediaDetail = z.infer<typeof adminMediaResponse>['data'];

/** PATCH /admin-api/media/{id}: the alternative texts, one in each language. */
export const adminMediaChange = z.object({
  alts: z.object(
    Object.fromEntries(mediaAltLanguages.map((language) => [language, requiredAlt])) as Record<
      (typeof mediaAltLanguages)[number],
      typeof requiredAlt
    >,
  ),
});
export type AdminMediaChange = z.input<typeof adminMediaChange>;

/** The optional alternative texts of an upload, as form fields `alt.nl`, `alt.fr`, `alt.en`. */
export const mediaUploadFields = z.object(
  Object.fromEntries(mediaAltLanguages.map((language) => [`alt.${language}`, altText.optional()])) as Record<
    `alt.${(typeof mediaAltLanguages)[number]}`,
    z.ZodOptional<typeof altText>
  >,
);
