import { id, listingSortings } from '@tradeshop/api-client';
import { limits } from '@tradeshop/domain';
import { z } from 'zod';

const pageParam = z.coerce.number().int().min(1).max(10_000);
const orderParam = z.enum(listingSortings);
const priceParam = z.coerce.number().min(0).max(10_000_000);
/** A figure's bound as typed: a decimal comma is read as a point. */
const figureParam = z
  .string()
  .transform((value) => value.trim().replace(',', '.'))
  .pipe(z.string().regex(/^-?\d+(\.\d+)?$/))
  .transform(Number)
  .pipe(z.number().min(-1_000_000_000_000).max(1_000_000_000_000));

/** `min.<group id>` and `max.<group id>`: a numeric characteristic's from–to filter, as its two fields send it. */
const measurementParam = /^(min|max)\.(.+)$/;

/** A from–to filter on a numeric characteristic (a group of figures), as the Store API takes it. */
export type MeasurementRange = { group: string; min?: number; max?: number };

/** The listing part of a category or search URL, as the Store API accepts it. */
export type ListingQuery = {
  p?: number;
  limit: number;
  order?: z.infer<typeof orderParam>;
  manufacturer?: string[];
  properties?: string[];
  'min-price'?: number;
  'max-price'?: number;
  measurements?: MeasurementRange[];
};

/** Values of a repeated (`a=1&a=2`) or pipe separated (`a=1|2`) parameter. */
function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split('|'))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** A numeric characteristic's bounds by group, from `min.<id>` and `max.<id>`; empty fields are left out. */
function measurementsOf(params: URLSearchParams): { ranges: MeasurementRange[]; invalid: boolean } {
  const byGroup = new Map<string, MeasurementRange>();
  let invalid = false;
  for (const [name, value] of params) {
    const match = measurementParam.exec(name);
    if (!match || value.trim() === '') continue;
    const group = id.safeParse(match[2]);
    const bound = figureParam.safeParse(value);
    if (!group.success || !bound.success) {
      invalid = true;
      continue;
    }
    const range = byGroup.get(group.data) ?? { group: group.data };
    range[match[1] as 'min' | 'max'] = bound.data;
    byGroup.set(group.data, range);
  }
  const ranges = [...byGroup.values()].filter(
    (range) => range.min === undefined || range.max === undefined || range.min <= range.max,
  );
  return { ranges, invalid: invalid || ranges.length < byGroup.size };
}

/**
 * Reads p, order, manufacturer, properties, min-price, max-price and the figures' bounds from a
 * URL. A value that does not validate is dropped (the listing falls back to its default) and
 * reported as `invalid`; so is a figure's from above its to.
 */
export function parseListingQuery(params: URLSearchParams): { query: ListingQuery; invalid: boolean } {
  let invalid = false;
  const query: ListingQuery = { limit: limits.listing };

  function single<T>(name: string, schema: z.ZodType<T>): T | undefined {
    const raw = params.get(name);
    if (raw === null || raw === '') return undefined;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) invalid = true;
    return parsed.success ? parsed.data : undefined;
  }

  /** Ids in either form (32 hex characters or dashed), each as stored. */
  function ids(name: string): string[] | undefined {
    const values = listParam(params, name);
    const valid = values.flatMap((value) => {
      const parsed = id.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
    if (valid.length !== values.length) invalid = true;
    return valid.length > 0 ? [...new Set(valid)] : undefined;
  }

  const p = single('p', pageParam);
  const order = single('order', orderParam);
  const manufacturer = ids('manufacturer');
  const properties = ids('properties');
  const minPrice = single('min-price', priceParam);
  const maxPrice = single('max-price', priceParam);
  const measurements = measurementsOf(params);
  if (measurements.invalid) invalid = true;
  if (p !== undefined) query.p = p;
  if (order !== undefined) query.order = order;
  if (manufacturer) query.manufacturer = manufacturer;
  if (properties) query.properties = properties;
  if (minPrice !== undefined) query['min-price'] = minPrice;
  if (maxPrice !== undefined) query['max-price'] = maxPrice;
  if (measurements.ranges.length > 0) query.measurements = measurements.ranges;
  return { query, invalid };
}

/** Whether a listing query narrows what is listed: brands, options, prices or figures. */
export function filtersListing(query: ListingQuery): boolean {
  return Boolean(
    query.manufacturer ||
      query.properties ||
      query['min-price'] !== undefined ||
      query['max-price'] !== undefined ||
      query.measurements,
  );
}
