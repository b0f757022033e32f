import { mediaAltLanguages, metaTextMaxLengths, pageSlugMaxLength, pageSlugPattern } from '@tradeshop/domain';
import { z } from 'zod';
import { adminPaging } from './admin.ts';
import { canonicalAddress, id } from './common.ts';

/**
 * The brands in the back-office (permission `content.manage`): per language the name, description,
 * brand page slug (a former one answers 301) and meta texts, and the logo from the media library.
 * The ERP's import keeps what staff wrote or chose (decision 0062).
 */

type Language = (typeof mediaAltLanguages)[number];
const perLanguage = <Schema extends z.ZodType>(schema: Schema) =>
  z.object(
    Object.fromEntries(mediaAltLanguages.map((language) => [language, schema])) as Record<Language, Schema>,
  );

export const adminBrandQuery = z.object({ term: z.string().trim().max(100).optional(), ...adminPaging });
export type AdminBrandQuery = z.input<typeof adminBrandQuery>;

export const adminBrandSummary = z.object({
  id,
  erpKey: z.string().nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type AdminBrandSummary = z.infer<typeof adminBrandSummary>;
export const adminBrandListResponse = z.object({ data: z.array(adminBrandSummary), total: z.number().int() });

export const adminBrandTexts = z.object({
  name: z.string(),
  description: z.string().nullable(),
  /** The brand page's slug in this language (`brands/<slug>`). */
  slug: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** The address search engines should index instead of the brand page; null for the page's own. */
  canonical: z.string().nullable(),
  /** Written in the back-office: the ERP's import no longer changes name and description. */
  textsByStaff: z.boolean(),
});

export const adminBrand = z.object({
  id,
  erpKey: z.string().nullable(),
  link: z.string().nullable(),
  logo: z.object({ id, url: z.string() }).nullable(),
  /** Chosen in the back-office: the ERP's import no longer changes it. */
  logoByStaff: z.boolean(),
  translations: perLanguage(adminBrandTexts),
});
export type AdminBrand = z.infer<typeof adminBrand>;
export const adminBrandResponse = z.object({ data: adminBrand });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || null)
    .nullable();

/** PATCH /admin-api/brand/{id}: every language's texts and the logo, as the form shows them. */
export const adminBrandChange = z.object({
  translations: perLanguage(
    z.object({
      name: z.string().trim().min(1).max(100),
      description: optionalText(5000),
      slug: z
        .string()
        .trim()
        .max(pageSlugMaxLength)
        .regex(pageSlugPattern, 'lower-case letters and digits, words joined by single dashes'),
      metaTitle: optionalText(metaTextMaxLengths.title),
      metaDescription: optionalText(metaTextMaxLengths.description),
      canonical: canonicalAddress.transform((address) => address || null).nullable(),
    }),
  ),
  /** An upload of the media library with its alternative texts, or null for none. */
  logoMediaId: id.nullable(),
});
export type AdminBrandChange = z.input<typeof adminBrandChange>;

/** GET /store-api/dexis/brand/former-slug: the slug a brand page has now in the request's language. */
export const brandFormerSlugQuery = z.object({ slug: z.string().trim().min(1).max(pageSlugMaxLength) });
export const brandFormerSlugResponse = z.object({ data: z.object({ slug: z.string() }) });

/**
 * The files catalogue in the back-office (permission `content.manage`): each entry is in one
 * language and has no page of its own (the list links its download), so it gets no slug; its title
 * and description written here are kept by the ERP's import (decision 0062).
 */
export const adminCatalogFileQuery = z.object({
  term: z.string().trim().max(100).optional(),
  ...adminPaging,
});
export type AdminCatalogFileQuery = z.input<typeof adminCatalogFileQuery>;
export const adminCatalogFile = z.object({
  id,
  key: z.string(),
  kind: z.string(),
  /** The language the file is written in: nl, fr, en or de. */
  language: z.string(),
  title: z.string(),
  description: z.string(),
  /** Its download. */
  url: z.string(),
  textsByStaff: z.boolean(),
});
export type AdminCatalogFile = z.infer<typeof adminCatalogFile>;
export const adminCatalogFileListResponse = z.object({
  data: z.array(adminCatalogFile),
  total: z.number().int(),
});
export const adminCatalogFileResponse = z.object({ data: adminCatalogFile });
export const adminCatalogFileChange = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000),
});
export type AdminCatalogFileChange = z.input<typeof adminCatalogFileChange>;
