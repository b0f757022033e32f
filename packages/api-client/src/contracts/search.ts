import { limits, searchLocales } from '@tradeshop/domain';
import { z } from 'zod';
import { category, product, productCard } from './catalog.ts';
import { id } from './common.ts';
import { omittedWhenNull } from './shopware.ts';

/** Product fields a criteria filter may name. */
export const filterableProductFields = [
  'id',
  'productNumber',
  'manufacturerId',
  'categoryIds',
  'properties',
  'price',
] as const;
const productField = z.enum(filterableProductFields);

const idList = z.union([z.array(z.string()), z.string().transform((value) => value.split('|'))]);

const equalsFilter = z.object({
  type: z.literal('equals'),
  field: productField,
  value: z.union([z.string(), z.number(), z.null()]),
});
const equalsAnyFilter = z.object({ type: z.literal('equalsAny'), field: productField, value: idList });
/** A price bound: no article costs a billion, and a larger number would not stay a whole number of cents. */
const priceBound = z.number().min(0).max(1_000_000_000);
const rangeFilter = z.object({
  type: z.literal('range'),
  field: z.literal('price'),
  parameters: z
    .object({
      gte: priceBound.optional(),
      lte: priceBound.optional(),
      gt: priceBound.optional(),
      lt: priceBound.optional(),
    })
    .strict(),
});
/** Fields whose values are ids: anything else in them names nothing and is a violation. */
const idFields: ReadonlySet<string> = new Set(['id', 'manufacturerId', 'categoryIds', 'properties']);

export const criteriaFilter = z
  .discriminatedUnion('type', [equalsFilter, equalsAnyFilter, rangeFilter])
  .superRefine((filter, context) => {
    if (filter.type === 'range' || !idFields.has(filter.field)) return;
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (values.some((value) => !id.safeParse(value).success)) {
      context.addIssue({ code: 'custom', path: ['value'], message: `${filter.field} takes ids` });
    }
  });

export const listingSortings = [
  'score',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'topseller',
] as const;
export type ListingSorting = (typeof listingSortings)[number];

const sortField = z.object({
  field: z.enum(['name', 'price', 'sales', 'productNumber', '_score']),
  order: z
    .string()
    .transform((order) => order.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .optional(),
});

/** A bound of a numeric characteristic's range filter, in the characteristic's unit. */
const measurementBound = z.number().min(-1_000_000_000_000).max(1_000_000_000_000);
const measurementRange = z
  .object({ group: id, min: measurementBound.optional(), max: measurementBound.optional() })
  .refine((range) => range.min !== undefined || range.max !== undefined, {
    message: 'A range has a min, a max or both',
  })
  .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, {
    message: 'The min is above the max',
    path: ['max'],
  });
/** `group:min:max` with either bound left empty (`…:5:`), several joined by `|`, as a query parameter. */
const measurementRangesParam = z.string().transform((value) =>
  value.split('|').map((range) => {
    const [group = '', min = '', max = ''] = range.split(':');
    const bound = (text: string) => (text.trim() === '' ? undefined : Number(text));
    return { group, min: bound(min), max: bound(max) };
  }),
);

const intParam = z.coerce.number().int();
const decimalParam = z.coerce.number().pipe(priceBound);
/** A yes or no, as JSON or as a query parameter. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
  .optional();

/**
 * Shopware-style criteria plus the listing shorthands (`p`, `order`, `manufacturer`, `properties`,
 * `min-price`, `max-price`, `measurements`) that product listings accept as query parameters.
 */
export const productCriteria = z.object({
  search: z.string().max(200).optional(),
  page: intParam.min(1).max(10_000).optional(),
  p: intParam.min(1).max(10_000).optional(),
  limit: intParam.min(1).max(limits.maxPageSize).optional(),
  filter: z.array(criteriaFilter).max(20).optional(),
  sort: z.array(sortField).max(3).optional(),
  order: z.enum(listingSortings).optional(),
  manufacturer: idList.pipe(z.array(id).max(50)).optional(),
  properties: idList.pipe(z.array(id).max(100)).optional(),
  'min-price': decimalParam.optional(),
  'max-price': decimalParam.optional(),
  /**
   * From–to filters on numeric characteristics (a length, a temperature range): an article passes
   * when its figure, or its range, has a value within the bounds.
   */
  measurements: z
    .union([z.array(z.unknown()), measurementRangesParam])
    .pipe(z.array(measurementRange).max(20))
    .optional(),
  /** Accepted for client compatibility: every answer carries the association the cards need. */
  associations: z.record(z.string(), z.unknown()).optional(),
  /**
   * Accepted for client compatibility: a listing always answers its own aggregations (manufacturer,
   * properties, price), and none with `no-aggregations`.
   */
  aggregations: z
    .array(z.looseObject({ name: z.string(), type: z.string() }))
    .max(20)
    .optional(),
  includes: z.record(z.string(), z.array(z.string())).optional(),
  /** `number`: the term is matched against article numbers, EANs and manufacturer numbers only. */
  'search-in': z.enum(['all', 'number']).optional(),
  /** Only articles the logged-in user's company has ordered before (nothing for visitors). */
  'already-bought': flag,
  /** Searches the term as typed: no correction of a mistyped word when it finds nothing. */
  'no-correction': flag,
  /** Skips the filter aggregations, e.g. for the quick search dropdown. */
  'no-aggregations': flag,
  /**
   * `exact` (1, default) counts every match; `none` (0) and `next-pages` (2) let a search stop after
   * the best-selling matches (enough for the next pages), e.g. for the quick search.
   */
  'total-count-mode': z
    .union([
      z.enum(['none', 'exact', 'next-pages']),
      z.coerce
        .number()
        .int()
        .min(0)
        .max(2)
        .transform((mode) => (['none', 'exact', 'next-pages'] as const)[mode]!),
    ])
    .optional(),
});
export type ProductCriteria = z.infer<typeof productCriteria>;

const manufacturerBucket = z.object({
  id,
  translated: z.object({ name: z.string() }),
  count: z.number().int(),
});
const optionBucket = z.object({ id, translated: z.object({ name: z.string() }), count: z.number().int() });
const propertyBucket = z.object({
  id,
  translated: z.object({ name: z.string() }),
  options: z.array(optionBucket),
});

/** A numeric characteristic's lowest and highest figure among the listed articles, with its unit's symbol. */
const measurementBucket = z.object({
  id,
  translated: z.object({ name: z.string(), unit: z.string().nullable() }),
  min: z.number(),
  max: z.number(),
});

const aggregationsByName = z.object({
  manufacturer: z.object({ entities: z.array(manufacturerBucket) }),
  properties: z.object({ entities: z.array(propertyBucket) }),
  measurements: z.object({ entities: z.array(measurementBucket) }),
  price: z.object({ min: z.number().nullable(), max: z.number().nullable(), avg: z.number().nullable() }),
});
type AggregationsByName = z.output<typeof aggregationsByName>;

const namedAggregation = z.discriminatedUnion('name', [
  aggregationsByName.shape.manufacturer.extend({
    name: z.literal('manufacturer'),
    apiAlias: z.literal('manufacturer_aggregation'),
  }),
  aggregationsByName.shape.properties.extend({
    name: z.literal('properties'),
    apiAlias: z.literal('properties_aggregation'),
  }),
  aggregationsByName.shape.measurements.extend({
    name: z.literal('measurements'),
    apiAlias: z.literal('measurements_aggregation'),
  }),
  aggregationsByName.shape.price.extend({
    name: z.literal('price'),
    apiAlias: z.literal('price_aggregation'),
  }),
]);

/**
 * A listing's aggregations: a list of named results as Shopware writes them, read back by name.
 * A list without one of them (e.g. after `no-aggregations`) reads as empty there.
 */
export const listingAggregations = z.codec(z.array(namedAggregation), aggregationsByName, {
  decode: (list) => {
    const found = new Map(list.map((entry) => [entry.name, entry]));
    const entitiesOf = <Name extends 'manufacturer' | 'properties' | 'measurements'>(name: Name) =>
      (found.get(name) as AggregationsByName[Name] | undefined)?.entities ?? [];
    const price = found.get('price') as AggregationsByName['price'] | undefined;
    return {
      manufacturer: { entities: entitiesOf('manufacturer') },
      properties: { entities: entitiesOf('properties') },
      measurements: { entities: entitiesOf('measurements') },
      price: { min: price?.min ?? null, max: price?.max ?? null, avg: price?.avg ?? null },
    } as AggregationsByName;
  },
  encode: (byName) => [
    { name: 'manufacturer' as const, ...byName.manufacturer, apiAlias: 'manufacturer_aggregation' as const },
    { name: 'properties' as const, ...byName.properties, apiAlias: 'properties_aggregation' as const },
    {
      name: 'measurements' as const,
      ...byName.measurements,
      apiAlias: 'measurements_aggregation' as const,
    },
    { name: 'price' as const, ...byName.price, apiAlias: 'price_aggregation' as const },
  ],
});
export type ListingAggregations = z.output<typeof listingAggregations>;

/** A category or brand the search leads to. */
const searchLead = z.object({
  id,
  name: z.string(),
  /** Its page in the shop, without the language's prefix: `/{seo path}` or `/navigation/{id}`, `/brands/{slug}`. */
  path: z.string(),
});

/**
 * What a search says besides its products: the query it searched instead of a mistyped one, the
 * catalogue's words close to a query that found nothing, and the categories and brands it matches.
 */
export const searchGuidance = z.object({
  correction: z.object({ typed: z.string(), searchedFor: z.string() }).nullable(),
  closeWords: z.array(z.string()),
  categories: z.array(searchLead),
  brands: z.array(searchLead),
});
export type SearchGuidance = z.infer<typeof searchGuidance>;

export const productListingResult = z.object({
  elements: z.array(product),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  sorting: z.enum(listingSortings),
  availableSortings: z.array(
    z.object({
      key: z.enum(listingSortings),
      label: z.string(),
      translated: z.object({ label: z.string() }),
      /** Higher first. */
      priority: z.number().int(),
      apiAlias: z.literal('product_sorting'),
    }),
  ),
  currentFilters: z.object({
    /** The listed category, or the main navigation's root for a search. */
    navigationId: omittedWhenNull(id),
    manufacturer: z.array(id),
    properties: z.array(id),
    /** The numeric characteristics' range filters, a bound left open as null. */
    measurements: z.array(z.object({ group: id, min: z.number().nullable(), max: z.number().nullable() })),
    /** Whole currency units as Shopware writes them, 0 where no bound is set. */
    price: z.object({ min: z.number().int(), max: z.number().int() }),
    /** There are neither ratings nor free shipping to filter by. */
    rating: z.null(),
    'shipping-free': z.literal(false),
    search: omittedWhenNull(z.string()),
  }),
  aggregations: listingAggregations,
  /** With a search: what it says besides its products. */
  extensions: z.object({ search: searchGuidance }).optional(),
  entity: z.literal('product'),
  apiAlias: z.literal('product_listing'),
});
export type ProductListingResult = z.infer<typeof productListingResult>;

/** A listing asked with `productCardIncludes`. */
export const productCardListingResult = productListingResult.extend({ elements: z.array(productCard) });
export type ProductCardListingResult = z.infer<typeof productCardListingResult>;

export const listingSettingsResponse = z.object({
  defaultLimit: z.number().int(),
  quickSearchLimit: z.number().int(),
  defaultSorting: z.enum(listingSortings),
  defaultSearchSorting: z.enum(listingSortings),
  sortings: z.array(z.object({ key: z.enum(listingSortings), label: z.string() })),
  filters: z.array(z.enum(['manufacturer', 'properties', 'measurements', 'price'])),
});

export const categoryCriteria = z.object({
  page: intParam.min(1).optional(),
  limit: intParam.min(1).max(limits.maxPageSize).optional(),
  filter: z
    .array(
      z.discriminatedUnion('type', [
        z.object({
          type: z.literal('equalsAny'),
          field: z.enum(['id', 'parentId']),
          value: idList.pipe(z.array(id)),
        }),
        z.object({ type: z.literal('equals'), field: z.enum(['id', 'parentId']), value: id }),
      ]),
    )
    .max(10)
    .optional(),
  associations: z.record(z.string(), z.unknown()).optional(),
});

export { category };

/** Terms (1 to 5 words each) that stand for each other, or one way from the first to the others. */
export const searchSynonymSet = z.object({
  terms: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(80)
        .regex(/[\p{L}\p{N}]/u, { message: 'A term holds a letter or digit' })
        .refine((term) => term.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length <= 5, {
          message: 'At most 5 words a term',
        }),
    )
    .min(2)
    .max(20),
  oneWay: z.boolean().default(false),
});
export type SearchSynonymSet = z.output<typeof searchSynonymSet>;

/** The synonym sets of one search language, replacing those it had. */
export const searchSynonymsRequest = z.object({
  locale: z.enum(searchLocales),
  synonyms: z.array(searchSynonymSet).max(5000),
});
export const searchSynonymsQuery = z.object({ locale: z.enum(searchLocales) });
export const searchSynonymsResponse = z.object({
  data: z.object({ locale: z.enum(searchLocales), synonyms: z.array(searchSynonymSet) }),
});
