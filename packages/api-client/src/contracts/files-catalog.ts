import { z } from 'zod';
import { id } from './common.ts';

/** What the files catalogue holds, in the order the downloads page offers them. */
export const catalogFileKinds = [
  'catalogue',
  'leaflet',
  'safety-data-sheet',
  'manual',
  'certificate',
] as const;
export type CatalogFileKind = (typeof catalogFileKinds)[number];

/** Files one page of the files catalogue answers at most, and by default. */
export const filesCatalogLimits = { max: 100, default: 24 } as const;

const intParam = z.coerce.number().int();

/**
 * POST /dexis/files-catalog: the downloads, searched by `term` in their title, description, article
 * numbers and brand name (case ignored), of the `kinds` asked for, in the `languages` asked for
 * (`all`, or language ids; by default the request's language), of one brand (`brandKey`, the ERP's
 * brand code), newest first.
 */
export const filesCatalogRequest = z.object({
  term: z.string().trim().max(100).optional(),
  kinds: z.array(z.enum(catalogFileKinds)).max(catalogFileKinds.length).optional(),
  languages: z.union([z.literal('all'), z.array(id).min(1).max(10)]).optional(),
  brandKey: z.string().trim().min(1).max(64).optional(),
  page: intParam.min(1).max(10_000).default(1),
  limit: intParam.min(1).max(filesCatalogLimits.max).default(filesCatalogLimits.default),
});
export type FilesCatalogRequest = z.input<typeof filesCatalogRequest>;

export const catalogFile = z.object({
  id,
  key: z.string(),
  kind: z.enum(catalogFileKinds),
  title: z.string(),
  description: z.string(),
  languageId: id,
  /** The language the file is written in (nl-NL, fr-FR, …). */
  languageCode: z.string(),
  /** Where the file is downloaded (`/media/…`). */
  url: z.string(),
  mimeType: z.string(),
  /** In bytes; null when the shop could not tell. */
  fileSize: z.number().int().nullable(),
  brandKey: z.string().nullable(),
  brandName: z.string().nullable(),
  /** The articles the file is about (a safety data sheet names its articles). */
  productNumbers: z.array(z.string()),
  publishedAt: z.string(),
  apiAlias: z.literal('catalog_file'),
});
export type CatalogFile = z.infer<typeof catalogFile>;

export const filesCatalogResponse = z.object({
  elements: z.array(catalogFile),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Files per kind under every filter but the kinds, and per language under every filter but the languages. */
  aggregations: z.object({
    kinds: z.array(z.object({ kind: z.enum(catalogFileKinds), count: z.number().int() })),
    languages: z.array(z.object({ languageId: id, languageCode: z.string(), count: z.number().int() })),
  }),
  apiAlias: z.literal('catalog_file_result'),
});
export type FilesCatalogResponse = z.infer<typeof filesCatalogResponse>;
