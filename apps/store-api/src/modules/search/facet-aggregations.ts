import type { ListingAggregations } from '@tradeshop/api-client/contracts';
import { type FeatureType, isMeasuredFeature } from '@tradeshop/domain';
import type { RequestContext } from '../../platform/context.ts';
import { type FacetNames, facetNames, propertyGroups, propertyOptions } from '../catalog/index.ts';

/**
 * What a listing's facets counted, by id: brands, options (of filterable groups), the lowest and
 * highest figure of each filterable numeric group, and the price range.
 */
export interface FacetCounts {
  brands: ReadonlyMap<string, number>;
  options: ReadonlyMap<string, { groupId: string; count: number }>;
  measurements: ReadonlyMap<string, { min: number; max: number }>;
  price: ListingAggregations['price'];
}

/** Names and positions of brands, options and groups in the request's language. */
function namesOf(ctx: RequestContext): Promise<FacetNames> {
  const languageId = ctx.language.id;
  return ctx.cache.value(`facet-names:${languageId}`, () => facetNames(ctx.tx, languageId));
}

/** The filterable group of each option of one; an option of a group that does not filter has none. */
export function filterableGroupOf(ctx: RequestContext): Promise<ReadonlyMap<string, string>> {
  return ctx.cache.value('facet-option-groups', async () => {
    const [options, groups] = await Promise.all([propertyOptions(ctx.tx), propertyGroups(ctx.tx)]);
    const filterable = new Set(groups.filter((group) => group.filterable).map((group) => group.id));
    return new Map(
      options.filter((option) => filterable.has(option.groupId)).map((option) => [option.id, option.groupId]),
    );
  });
}

/** Whether listings filter a group from–to: a filterable group whose articles give figures. */
export const filtersByFigures = (group: { filterable: boolean; featureType: FeatureType }) =>
  group.filterable && isMeasuredFeature(group.featureType);

/** The filterable groups whose articles give figures: listings filter them from–to. */
export function measuredFilterGroups(ctx: RequestContext): Promise<ReadonlySet<string>> {
  return ctx.cache.value('facet-measured-groups', async () => {
    const groups = await propertyGroups(ctx.tx);
    return new Set(groups.filter(filtersByFigures).map((group) => group.id));
  });
}

/**
 * The facets as a listing answers them, in the request's language: brands by name, property groups
 * by their position with their options by position, then name, and numeric groups by position.
 */
export async function namedAggregations(
  ctx: RequestContext,
  counts: FacetCounts,
): Promise<ListingAggregations> {
  const names = await namesOf(ctx);
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name.localeCompare(b.name, ctx.language.localeCode);
  const manufacturers = [...counts.brands]
    .map(([id, count]) => ({ id, name: names.brands.get(id) ?? '', count }))
    .sort(byName);
  const options = [...counts.options]
    .map(([id, { groupId, count }]) => {
      const named = names.options.get(id);
      const group = names.groups.get(groupId);
      return {
        id,
        groupId,
        count,
        name: named?.name ?? '',
        position: named?.position ?? 0,
        groupName: group?.name ?? '',
        groupPosition: group?.position ?? 0,
      };
    })
    .sort((a, b) => a.groupPosition - b.groupPosition || a.position - b.position || byName(a, b));
  const groups = new Map<string, ListingAggregations['properties']['entities'][number]>();
  for (const option of options) {
    let group = groups.get(option.groupId);
    if (!group) {
      group = { id: option.groupId, translated: { name: option.groupName }, options: [] };
      groups.set(option.groupId, group);
    }
    group.options.push({ id: option.id, translated: { name: option.name }, count: option.count });
  }
  return {
    manufacturer: {
      entities: manufacturers.map((entry) => ({
        id: entry.id,
        translated: { name: entry.name },
        count: entry.count,
      })),
    },
    properties: { entities: [...groups.values()] },
    measurements: {
      entities: [...counts.measurements]
        .map(([id, range]) => {
          const group = names.groups.get(id);
          return {
            id,
            name: group?.name ?? '',
            unit: group?.unit ?? null,
            position: group?.position ?? 0,
            ...range,
          };
        })
        .sort((a, b) => a.position - b.position || byName(a, b))
        .map((group) => ({
          id: group.id,
          translated: { name: group.name, unit: group.unit },
          min: group.min,
          max: group.max,
        })),
    },
    price: counts.price,
  };
}
