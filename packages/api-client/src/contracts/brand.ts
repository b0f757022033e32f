import { z } from 'zod';
import { manufacturer, media } from './catalog.ts';
import { id } from './common.ts';

/** The most brands one page of `POST /product-manufacturer` answers: the brands page asks them all at once. */
export const brandsMaxLimit = 500;

const intParam = z.coerce.number().int();
const brandField = z.enum(['id', 'slug', 'name']);

/**
 * POST /product-manufacturer: Shopware's criteria for the brands, of which the shop answers those
 * with at least one active article. `term` and a `contains` filter look inside the name (in the
 * request's language, case and accents ignored); `equals`/`equalsAny` pick brands by id, slug or
 * exact name. Sorted by name.
 */
export const brandCriteria = z.object({
  page: intParam.min(1).max(10_000).optional(),
  limit: intParam.min(1).max(brandsMaxLimit).optional(),
  term: z.string().trim().max(100).optional(),
  filter: z
    .array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('equals'), field: brandField, value: z.string().max(200) }),
        z.object({
          type: z.literal('equalsAny'),
          field: brandField,
          value: z.array(z.string().max(200)).max(500),
        }),
        z.object({ type: z.literal('contains'), field: z.literal('name'), value: z.string().max(100) }),
      ]),
    )
    .max(10)
    .optional(),
  sort: z
    .array(
      z.object({
        field: z.literal('name'),
        order: z
          .string()
          .transform((order) => order.toUpperCase())
          .pipe(z.enum(['ASC', 'DESC']))
          .optional(),
      }),
    )
    .max(1)
    .optional(),
  /** Accepted for client compatibility: every brand carries its logo. */
  associations: z.record(z.string(), z.unknown()).optional(),
});
export type BrandCriteria = z.input<typeof brandCriteria>;

/** A brand as the brands pages show it: Shopware's product_manufacturer with its page's slug and its article count. */
export const brand = manufacturer.extend({
  name: z.string(),
  mediaId: id.nullable(),
  media: media.nullable(),
  /** The brand page's path segment (`brands/{slug}`) in the request's language. */
  slug: z.string(),
  /** The brand page's meta texts in the request's language, as the back-office wrote them. */
  metaTitle: z.string().nullable().default(null),
  metaDescription: z.string().nullable().default(null),
  /** The address search engines should index instead of the brand page, as the back-office set it. */
  canonical: z.string().nullable().default(null),
  /** The brand page's slug per language id, for its links in the other languages. */
  slugs: z.record(id, z.string()).default({}),
  /** Its active articles as listings count them (variants counted with their family). */
  productCount: z.number().int(),
});
export type Brand = z.infer<typeof brand>;

export const brandListResponse = z.object({
  elements: z.array(brand),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  apiAlias: z.literal('product_manufacturer_result'),
});
export type BrandListResponse = z.infer<typeof brandListResponse>;
