import { contentLocales, type EditableBlockType, editableBlockTypes } from '@tradeshop/domain';
import { z } from 'zod';
import { canonicalAddress, id } from './common.ts';

const contentLocale = z.enum(contentLocales);

/** What the content editor edits: content pages, and blog posts with their own fields. */
export const editedContentKinds = ['page', 'blog'] as const;
export type EditedContentKind = (typeof editedContentKinds)[number];

/** A page's texts in one language while it is edited; an empty title leaves the language unwritten. */
const contentDraftLanguage = z.object({
  title: z.string().trim().max(200).default(''),
  /** Its address in that language (`agb`, `parts-products/`); the home page has none. */
  path: z
    .string()
    .trim()
    .max(300)
    .regex(/^[^\s?#]*$/, 'takes no spaces, ? or #')
    .default(''),
  metaTitle: z.string().trim().max(200).default(''),
  metaDescription: z.string().trim().max(500).default(''),
  /** The address search engines should index instead; empty for the page's own. */
  canonical: canonicalAddress.optional(),
  /** A blog post's teaser; pages have none. */
  teaser: z.string().trim().max(1000).optional(),
});

const blockFieldValues = z
  .record(z.string().max(40), z.string().max(20_000))
  .refine((values) => Object.keys(values).length <= 12, 'At most 12 fields');

/** A block while it is edited: its type and its fields per language, as text. */
const contentDraftBlock = z.object({
  type: z.enum(editableBlockTypes as [EditableBlockType, ...EditableBlockType[]]),
  values: z.partialRecord(contentLocale, blockFieldValues).default({}),
});

/** A whole content page while it is edited: the shop does not show it until it is published. */
export const contentDraft = z.object({
  languages: z.object({
    'nl-NL': contentDraftLanguage,
    'fr-FR': contentDraftLanguage,
    'en-GB': contentDraftLanguage,
  }),
  blocks: z.array(contentDraftBlock).max(60),
  /** A blog post's own fields; pages have none. */
  post: z
    .object({
      author: z.string().trim().max(120).default(''),
      coverMediaId: z.union([id, z.literal('')]).default(''),
      topics: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
      publishedAt: z.union([z.iso.datetime({ offset: true }), z.literal('')]).default(''),
    })
    .optional(),
});
export type ContentDraftInput = z.input<typeof contentDraft>;

/**
 * Where a page stands: never published (`draft`), published as edited (`published`), published
 * with changes not yet published (`changed`), or with its draft to be published at a set time.
 */
export const contentPageState = z.enum(['draft', 'published', 'changed', 'scheduled']);
export type ContentPageState = z.infer<typeof contentPageState>;

export const adminContentPageSummary = z.object({
  id,
  key: z.string(),
  /** Its title in the first language that has one. */
  title: z.string(),
  state: contentPageState,
  /** When its draft is published (ISO 8601, UTC); null when it is not scheduled. */
  publishAt: z.string().nullable(),
  /** The languages the draft (or the page as published) has no title in. */
  missingLanguages: z.array(contentLocale),
  updatedAt: z.string(),
});
export type AdminContentPageSummary = z.infer<typeof adminContentPageSummary>;

export const adminContentPageListResponse = z.object({ data: z.array(adminContentPageSummary) });

/** A content page in the editor: its draft (or the page as published when it has none). */
export const adminContentPage = adminContentPageSummary.extend({
  draft: contentDraft,
  /** Where a translation is missing, as `<locale>:<field>` (`fr-FR:title`, `en-GB:blocks/2/text`). */
  missing: z.array(z.string()),
  /** The addresses the page is published under, per language. */
  publishedPaths: z.partialRecord(contentLocale, z.string()),
});
export type AdminContentPage = z.infer<typeof adminContentPage>;

export const adminContentPageResponse = z.object({ data: adminContentPage });

/** A new page: the key imports and files name it by (`home`, `agb`, `about-us`). */
export const adminContentPageCreate = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
});

export const adminContentDraftRequest = z.object({ draft: contentDraft });

/** When the draft is published (ISO 8601 with its offset); null takes a schedule back. */
export const adminContentScheduleRequest = z.object({
  publishAt: z.iso.datetime({ offset: true }).nullable(),
});

export const adminContentPreviewRequest = z.object({ locale: contentLocale });

/** A link to the storefront page of a draft, for staff, for a short while. */
export const adminContentPreviewResponse = z.object({
  data: z.object({
    locale: contentLocale,
    token: z.string(),
    /** The draft's address in that language, without a leading slash (`''` for the home page). */
    path: z.string(),
    expiresAt: z.string(),
  }),
});

/** The Store API's draft page for a preview token. */
export const contentPreviewRequest = z.object({ token: z.string().min(1).max(2000) });
