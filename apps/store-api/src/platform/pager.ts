/** The pager of a paged account list (DESIGN.md §3): at least one page, also when nothing matches. */
export function pagerOf(criteria: { page: number; limit: number }, total: number) {
  return {
    currentPage: criteria.page,
    currentLimit: criteria.limit,
    totalResults: total,
    totalPages: Math.max(1, Math.ceil(total / criteria.limit)),
  };
}
