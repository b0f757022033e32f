/** Page sizes of the specification: quick search 10, listings 24, account lists 20. */
export const limits = { quickSearch: 10, listing: 24, accountList: 20, maxPageSize: 100 } as const;
