export interface Pager {
  currentPage: number;
  currentLimit: number;
  totalResults: number;
  totalPages: number;
}

export function pagerOf(page: number, limit: number, totalResults: number): Pager {
  return {
    currentPage: page,
    currentLimit: limit,
    totalResults,
    totalPages: Math.max(1, Math.ceil(totalResults / limit)),
  };
}

export const limits = { quickSearch: 10, listing: 24, accountList: 20, maxPageSize: 100 } as const;
