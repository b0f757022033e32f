/** Switches of the shop, set by configuration as a comma list (storefront.md §3). */
export const featureFlags = [
  'DISPLAY_INVOICE_HISTORY',
  'DISPLAY_OFFER_HISTORY',
  'DISPLAY_ORDER_HISTORY',
  'DISPLAY_COST_CENTER_MODULE',
  'REQUIRE_CITY_SEARCH',
  'REQUIRE_SETTING_PREFERRED_SITE',
  'DISPLAY_MOBILE',
  'DISPLAY_FAX',
  'DISPLAY_DELIVERY_OPTION',
  'DISPLAY_ORDER_REFERENCE_SUFFIX',
  'DISPLAY_ORDER_REFERENCE_FILE_NUMBER',
  'USE_NATIVE_ORDER_HISTORY',
  'EXTEND_ADDRESS_BOOK',
  'DISPLAY_SHIPPING_METHOD_SELECT',
  'DISPLAY_PAYMENT_METHOD_SELECT',
  'DISPLAY_VARIANTS_SWITCH',
  'HIDE_HOMEPAGE_VIDEO',
  'DISPLAY_DELIVERY_AND_RESTOCK_TIME',
  'DISPLAY_IS_NEW',
  'DISPLAY_EXISTING_COMPANY_NUMBER',
  'DISPLAY_EMAIL_FOR_INVOICE',
  'DISPLAY_BRANCH_INDUSTRY',
  'DISPLAY_CUSTOMER_FUNCTION',
  'DISPLAY_CARD_WAREHOUSES',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

/** The configuration the specification shows enabled; used when none is set. */
export const defaultFeatureFlags: readonly FeatureFlag[] = [
  'DISPLAY_INVOICE_HISTORY',
  'DISPLAY_OFFER_HISTORY',
  'DISPLAY_ORDER_HISTORY',
  'DISPLAY_COST_CENTER_MODULE',
  'REQUIRE_CITY_SEARCH',
  'REQUIRE_SETTING_PREFERRED_SITE',
  'DISPLAY_MOBILE',
  'DISPLAY_FAX',
  'DISPLAY_DELIVERY_OPTION',
  'DISPLAY_ORDER_REFERENCE_SUFFIX',
  'DISPLAY_ORDER_REFERENCE_FILE_NUMBER',
  'DISPLAY_VARIANTS_SWITCH',
];

/**
 * A demo start's flags when none are set: the specification's configuration, plus the delivery and
 * restock times that the demo catalogue has for every article and that the demo always showed.
 */
export const demoFeatureFlags: readonly FeatureFlag[] = [
  ...defaultFeatureFlags,
  'DISPLAY_DELIVERY_AND_RESTOCK_TIME',
];

/**
 * Reads a comma list such as `DISPLAY_MOBILE, display_fax`. Names are case-insensitive; unknown
 * names are returned apart so that a typo in the configuration is reported, not silently ignored.
 * Without a list, `fallback` holds (the specification's configuration unless told).
 */
export function parseFeatureFlags(
  list: string | undefined,
  fallback: readonly FeatureFlag[] = defaultFeatureFlags,
): { enabled: FeatureFlag[]; unknown: string[] } {
  if (list === undefined) return { enabled: [...fallback], unknown: [] };
  const names = list
    .split(',')
    .map((name) => name.trim().toUpperCase())
    .filter(Boolean);
  const known = new Set<string>(featureFlags);
  return {
    enabled: featureFlags.filter((flag) => names.includes(flag)),
    unknown: names.filter((name) => !known.has(name)),
  };
}
