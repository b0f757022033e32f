/** Page sizes of the specification: quick search 10, listings 24, account lists 20. */
export const limits = {
  quickSearch: 10,
  listing: 24,
  accountList: 20,
  maxPageSize: 100,
  /** The accessories the cart suggests for what is in it. */
  cartAccessories: 4,
  /** The articles a visitor compares side by side. */
  compare: 4,
} as const;

/** Quantity counter: holding plus or minus starts repeating after 300 ms, then steps every 50 ms. */
export const counterTiming = { holdDelayMs: 300, repeatIntervalMs: 50 } as const;

/** CSV imports (account-and-ordering.md §9): at most 5 MB a file, and a preview of the first 10 entries. */
export const csvImport = { maxBytes: 5 * 1024 * 1024, previewRows: 10 } as const;
