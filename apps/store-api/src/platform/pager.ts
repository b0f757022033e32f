/** The pager of a paged account list (DESIGN.md §3): at least one page, also when nothing matches. */
export function pagerOf(criteria: { page: number; limit: number }, total: number) {
  return {
    currentPage: criteria.page,
    currentLimit: criteria.limit,
    totalResults: total,
    totalPages: Math.max(1, Math.ceil(total / criteria.limit)),
  };
}

/**
 * A short list, held whole, answered as Shopware's entity search result: its criteria's page and
 * limit apply (all of it on one page without a limit); filters and sortings are accepted without effect.
 */
export function entitySearchPage<Entity, Name extends string>(
  elements: Entity[],
  criteria: { page?: number | undefined; limit?: number | undefined } | null | undefined,
  entity: Name,
) {
  const limit = criteria?.limit ?? Math.max(elements.length, 1);
  const page = criteria?.page ?? 1;
  return {
    elements: elements.slice((page - 1) * limit, page * limit),
    total: elements.length,
    aggregations: [],
    page,
    limit,
    entity,
    apiAlias: 'dal_entity_search_result' as const,
  };
}
