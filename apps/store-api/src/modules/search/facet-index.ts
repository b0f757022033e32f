import type { ListingAggregations } from '@tradeshop/api-client/contracts';
import { meetsMeasurementFilter } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { propertyGroups, propertyOptions } from '../catalog/index.ts';
import { filtersByFigures, namedAggregations } from './facet-aggregations.ts';

/**
 * What the facets of a search count, per search row (`product_search.facet_row`) in typed arrays:
 * manufacturer, list price, property options and the figures of numeric characteristics. A word that matches tens of thousands of products
 * is counted here in a few milliseconds, where the database would visit every matching row of
 * `product_search` again (docs/decisions/0022). Each process keeps one per catalogue version.
 */
export interface FacetIndex {
  manufacturerIds: string[];
  optionIds: string[];
  optionIndex: Map<string, number>;
  /** Per option: the index of its group in `groupIds`, or -1 when the group is not filterable. */
  groupOfOption: Int32Array;
  groupIds: string[];
  /** Per row: 1 when the row is a product's (a reindexed product leaves its old rows behind). */
  present: Uint8Array;
  /** Per row: index into `manufacturerIds`, or -1. */
  manufacturerOf: Int32Array;
  /** Per row: the list price in ten-thousandths of a euro (exact integers). */
  priceOf: Float64Array;
  /** Per row: its options are `options[optionStart[row]]` up to `options[optionStart[row + 1]]`. */
  optionStart: Uint32Array;
  options: Uint16Array;
  /** The filterable groups of figures (numeric and range features). */
  measureGroupIds: string[];
  /** Per row: its figures are at `measureStart[row]` up to `measureStart[row + 1]`. */
  measureStart: Uint32Array;
  /** Per figure: the index of its group in `measureGroupIds`, or -1 when the group does not filter. */
  measureGroup: Int32Array;
  /** Per figure: its lowest and highest value (the same for a number). */
  measureLow: Float64Array;
  measureHigh: Float64Array;
}

/** A from–to filter on a numeric characteristic; an open bound is null. */
export interface MeasurementFilter {
  groupId: string;
  min: number | null;
  max: number | null;
}

/**
 * The filters a facet index can apply: brands, options per group (any of a group, every group),
 * figures from–to, price.
 */
export interface FacetFilters {
  manufacturerIds: string[];
  optionGroups: { groupId: string; optionIds: string[] }[];
  measurements: MeasurementFilter[];
  priceMin: number | null;
  priceMax: number | null;
}

const chunkRows = 50_000;

export async function loadFacetIndex(tx: Tx): Promise<FacetIndex> {
  const [options, groups, extent] = await Promise.all([
    propertyOptions(tx),
    propertyGroups(tx),
    queryRows<{ last: number | null; count: number; figures: number }>(
      tx,
      sql`select max(facet_row) as last, sum(cardinality(option_ids))::int as count,
          sum(cardinality(measure_group_ids))::int as figures from product_search`,
    ),
  ]);
  const groupIds = groups.filter((group) => group.filterable).map((group) => group.id);
  const groupIndex = new Map(groupIds.map((id, index) => [id, index]));
  const measureGroupIds = groups.filter(filtersByFigures).map((group) => group.id);
  const measureGroupIndex = new Map(measureGroupIds.map((id, index) => [id, index]));
  const figures = extent[0]?.figures ?? 0;
  const optionIndex = new Map(options.map((option, index) => [option.id, index]));
  const rows = (extent[0]?.last ?? 0) + 1;
  const index: FacetIndex = {
    manufacturerIds: [],
    optionIds: options.map((option) => option.id),
    optionIndex,
    groupOfOption: Int32Array.from(options, (option) => groupIndex.get(option.groupId) ?? -1),
    groupIds,
    present: new Uint8Array(rows),
    manufacturerOf: new Int32Array(rows).fill(-1),
    priceOf: new Float64Array(rows),
    optionStart: new Uint32Array(rows + 1),
    options: new Uint16Array(extent[0]?.count ?? 0),
    measureGroupIds,
    measureStart: new Uint32Array(rows + 1),
    measureGroup: new Int32Array(figures),
    measureLow: new Float64Array(figures),
    measureHigh: new Float64Array(figures),
  };
  const manufacturerIndex = new Map<string, number>();
  let written = 0;
  let figuresWritten = 0;
  let nextRow = 0;
  // In order of rows, in chunks: the option and figure lists are written one after the other.
  for (let from = 0; from < rows; from += chunkRows) {
    const chunk = await queryRows<{
      row: number;
      manufacturer_id: string | null;
      price: string;
      option_ids: string[];
      measure_group_ids: string[];
      measure_lows: number[];
      measure_highs: number[];
    }>(
      tx,
      sql`select facet_row as row, manufacturer_id, (list_price * 10000)::bigint::text as price, option_ids,
            measure_group_ids, measure_lows, measure_highs
          from product_search where facet_row >= ${from} and facet_row < ${from + chunkRows}
          order by facet_row`,
    );
    for (const entry of chunk) {
      while (nextRow <= entry.row) {
        index.measureStart[nextRow] = figuresWritten;
        index.optionStart[nextRow++] = written;
      }
      index.present[entry.row] = 1;
      if (entry.manufacturer_id) {
        let manufacturer = manufacturerIndex.get(entry.manufacturer_id);
        if (manufacturer === undefined) {
          manufacturer = index.manufacturerIds.push(entry.manufacturer_id) - 1;
          manufacturerIndex.set(entry.manufacturer_id, manufacturer);
        }
        index.manufacturerOf[entry.row] = manufacturer;
      }
      index.priceOf[entry.row] = Number(entry.price);
      for (const optionId of entry.option_ids) {
        const option = optionIndex.get(optionId);
        if (option !== undefined) index.options[written++] = option;
      }
      for (const [at, groupId] of entry.measure_group_ids.entries()) {
        index.measureGroup[figuresWritten] = measureGroupIndex.get(groupId) ?? -1;
        index.measureLow[figuresWritten] = Number(entry.measure_lows[at]);
        index.measureHigh[figuresWritten++] = Number(entry.measure_highs[at]);
      }
    }
  }
  while (nextRow <= rows) {
    index.measureStart[nextRow] = figuresWritten;
    index.optionStart[nextRow++] = written;
  }
  return index;
}

/**
 * Whether a search row is listed as far as the index knows: one it holds, or one written since it
 * was loaded (an import's, until the process loads the new catalogue version); not one a reindex
 * left behind.
 */
export function isListed(index: Pick<FacetIndex, 'present'>, row: number): boolean {
  return row >= index.present.length || index.present[row] === 1;
}

export const facetIndexKey = 'facet-index';

/** The facet index of the current catalogue version, loaded once per process and version. */
export function facetIndexOf(ctx: RequestContext): Promise<FacetIndex> {
  return ctx.cache.value(facetIndexKey, () => loadFacetIndex(ctx.tx));
}

/**
 * The facet index of the current catalogue version if this process has loaded it already: for the
 * quick search, which must not wait the seconds a large catalogue's index takes after a change.
 */
export function loadedFacetIndex(ctx: RequestContext): FacetIndex | undefined {
  return ctx.cache.ready<FacetIndex>(facetIndexKey);
}

/**
 * Counts the facets of the matched rows and finds the rows that pass every filter. Each facet
 * leaves out its own filter: brands count under every filter but the brand, the options of a
 * group with a selection under every filter but that group's, other groups under all filters, the
 * figures of a numeric group under every filter but its own, and the price range under every
 * filter but the price.
 */
export async function countFacets(
  ctx: RequestContext,
  index: FacetIndex,
  rows: ArrayLike<number> & Iterable<number>,
  filters: FacetFilters,
): Promise<{ passing: number[]; aggregations: ListingAggregations }> {
  const brands = new Set(filters.manufacturerIds);
  const brandFilter = brands.size > 0;
  const selections = filters.optionGroups.length;
  /** Per option: the selection (index into optionGroups) it is one of, or -1. */
  const selectionOfOption = new Int32Array(index.optionIds.length).fill(-1);
  /** Per filterable group: its selection, or -1. */
  const selectionOfGroup = new Int32Array(index.groupIds.length).fill(-1);
  for (const [selection, group] of filters.optionGroups.entries()) {
    const groupAt = index.groupIds.indexOf(group.groupId);
    if (groupAt >= 0) selectionOfGroup[groupAt] = selection;
    for (const optionId of group.optionIds) {
      const option = index.optionIndex.get(optionId);
      if (option !== undefined) selectionOfOption[option] = selection;
    }
  }
  const ranges = filters.measurements;
  /** Per filterable numeric group: its from–to filter (index into `ranges`), or -1. */
  const rangeOfGroup = new Int32Array(index.measureGroupIds.length).fill(-1);
  for (const [range, filter] of ranges.entries()) {
    const groupAt = index.measureGroupIds.indexOf(filter.groupId);
    if (groupAt >= 0) rangeOfGroup[groupAt] = range;
  }
  const minPrice = filters.priceMin === null ? -Infinity : filters.priceMin * 10_000;
  const maxPrice = filters.priceMax === null ? Infinity : filters.priceMax * 10_000;

  const brandCounts = new Map<number, number>();
  const optionCounts = new Map<number, number>();
  const passing: number[] = [];
  const selectionHit = new Uint8Array(selections);
  const rangeHit = new Uint8Array(ranges.length);
  const lowestFigure = new Float64Array(index.measureGroupIds.length).fill(Infinity);
  const highestFigure = new Float64Array(index.measureGroupIds.length).fill(-Infinity);
  let priceCount = 0;
  let priceSum = 0;
  let priceLow = Infinity;
  let priceHigh = -Infinity;

  for (const row of rows) {
    // Rows left behind by a reindex, or written after the index was loaded.
    if (!index.present[row]) continue;
    const manufacturer = index.manufacturerOf[row]!;
    const price = index.priceOf[row]!;
    const start = index.optionStart[row]!;
    const end = index.optionStart[row + 1]!;
    const figuresStart = index.measureStart[row]!;
    const figuresEnd = index.measureStart[row + 1]!;
    let failures = 0;
    let failedSelection = -1;
    let failedRange = -1;
    if (selections > 0) {
      selectionHit.fill(0);
      for (let at = start; at < end; at++) {
        const selection = selectionOfOption[index.options[at]!]!;
        if (selection >= 0) selectionHit[selection] = 1;
      }
      for (let selection = 0; selection < selections; selection++) {
        if (!selectionHit[selection]) {
          failures++;
          failedSelection = selection;
        }
      }
    }
    if (ranges.length > 0) {
      rangeHit.fill(0);
      for (let at = figuresStart; at < figuresEnd; at++) {
        const group = index.measureGroup[at]!;
        const range = group >= 0 ? rangeOfGroup[group]! : -1;
        if (range < 0) continue;
        const filter = ranges[range]!;
        if (meetsMeasurementFilter(index.measureLow[at]!, index.measureHigh[at]!, filter.min, filter.max)) {
          rangeHit[range] = 1;
        }
      }
      for (let range = 0; range < ranges.length; range++) {
        if (!rangeHit[range]) {
          failures++;
          failedRange = range;
        }
      }
    }
    const brandFails =
      brandFilter && !(manufacturer >= 0 && brands.has(index.manufacturerIds[manufacturer]!));
    const priceFails = price < minPrice || price > maxPrice;
    if (brandFails) failures++;
    if (priceFails) failures++;
    if (failures > 1) continue;
    if (failures === 0) passing.push(row);
    // A facet counts the rows that fail no filter, or only its own.
    if ((failures === 0 || brandFails) && manufacturer >= 0) {
      brandCounts.set(manufacturer, (brandCounts.get(manufacturer) ?? 0) + 1);
    }
    if (failures === 0 || priceFails) {
      priceCount++;
      priceSum += price;
      if (price < priceLow) priceLow = price;
      if (price > priceHigh) priceHigh = price;
    }
    for (let at = figuresStart; at < figuresEnd; at++) {
      const group = index.measureGroup[at]!;
      if (group < 0 || (failures === 1 && (failedRange < 0 || rangeOfGroup[group] !== failedRange))) continue;
      if (index.measureLow[at]! < lowestFigure[group]!) lowestFigure[group] = index.measureLow[at]!;
      if (index.measureHigh[at]! > highestFigure[group]!) highestFigure[group] = index.measureHigh[at]!;
    }
    if (failures === 1 && failedSelection < 0) continue;
    for (let at = start; at < end; at++) {
      const option = index.options[at]!;
      const group = index.groupOfOption[option]!;
      if (group < 0) continue;
      if (failures === 0 || selectionOfGroup[group] === failedSelection) {
        optionCounts.set(option, (optionCounts.get(option) ?? 0) + 1);
      }
    }
  }

  const cents = (tenThousandths: number) => Math.round(tenThousandths / 100) / 100;
  return {
    passing,
    aggregations: await namedAggregations(ctx, {
      brands: new Map([...brandCounts].map(([brand, count]) => [index.manufacturerIds[brand]!, count])),
      options: new Map(
        [...optionCounts].map(([option, count]) => [
          index.optionIds[option]!,
          { groupId: index.groupIds[index.groupOfOption[option]!]!, count },
        ]),
      ),
      measurements: new Map(
        index.measureGroupIds.flatMap((groupId, group) =>
          lowestFigure[group] === Infinity
            ? []
            : [[groupId, { min: lowestFigure[group]!, max: highestFigure[group]! }] as const],
        ),
      ),
      price: priceCount
        ? { min: cents(priceLow), max: cents(priceHigh), avg: cents(priceSum / priceCount) }
        : { min: null, max: null, avg: null },
    }),
  };
}
