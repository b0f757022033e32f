import { id, listingSortings } from '@tradeshop/api-client';
import { limits } from '@tradeshop/domain';
import { z } from 'zod';

const pageParam = z.coerce.number().int().min(1).max(10_000);
const orderParam = z.enum(listingSortings);
const priceParam = z.coerce.number().min(0).max(10_000_000);

/** The listing part of a category or search URL, as the Store API accepts it. */
export type ListingQuery = {
  p?: number;
  limit: number;
  order?: z.infer<typeof orderParam>;
  manufacturer?: string[];
  properties?: string[];
  'min-price'?: number;
  'max-price'?: number;
};

/** Values of a repeated (`a=1&a=2`) or pipe separated (`a=1|2`) parameter. */
function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split('|'))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * Reads p, order, manufacturer, properties, min-price and max-price from a URL. A value that does
 * not validate is dropped (the listing falls back to its default) and reported as `invalid`.
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
  if (p !== undefined) query.p = p;
  if (order !== undefined) query.order = order;
  if (manufacturer) query.manufacturer = manufacturer;
  if (properties) query.properties = properties;
  if (minPrice !== undefined) query['min-price'] = minPrice;
  if (maxPrice !== undefined) query['max-price'] = maxPrice;
  return { query, invalid };
}
