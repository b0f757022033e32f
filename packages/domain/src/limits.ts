/** Page sizes of the specification: quick search 10, listings 24, account lists 20. */
export const limits = { quickSearch: 10, listing: 24, accountList: 20, maxPageSize: 100 } as const;

/** Quantity counter: holding plus or minus starts repeating after 300 ms, then steps every 50 ms. */
export const counterTiming = { holdDelayMs: 300, repeatIntervalMs: 50 } as const;
