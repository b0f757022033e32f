import type { ListingAggregations } from '@tradeshop/api-client/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { type FacetNames, facetNames, propertyGroups, propertyOptions } from '../catalog/index.ts';

/** What a listing's facets counted, by id: brands, options (of filterable groups) and the price range. */
export interface FacetCounts {
  brands: ReadonlyMap<string, number>;
  options: ReadonlyMap<string, { groupId: string; count: number }>;
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

/**
 * The facets as a listing answers them, in the request's language: brands by name, property groups
 * by their position with their options by position, then name.
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
    price: counts.price,
  };
}
