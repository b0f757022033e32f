import { featureFlags } from '@tradeshop/domain';
import { z } from 'zod';
import { id } from './common.ts';

export const domain = z.object({
  id,
  url: z.string(),
  origin: z.string(),
  host: z.string(),
  pathPrefix: z.string(),
  languageId: id,
  languageName: z.string(),
  languageLabel: z.string(),
  languageLocaleCode: z.string(),
  currencyId: id,
  snippetSetId: id,
  salesChannelId: id,
});
export type Domain = z.infer<typeof domain>;

/** How amounts are rounded (Shopware's cash rounding): to `decimals`, in steps of `interval`. */
const cashRounding = z.object({
  decimals: z.number().int(),
  interval: z.number(),
  roundForNet: z.boolean(),
  apiAlias: z.literal('shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config'),
});

/**
 * A staff member of the distributor logged in as the session's customer: their name, and when the
 * session ends at the latest (ISO 8601).
 */
export const actingStaffSummary = z.object({ name: z.string(), endsAt: z.string() });

export const salesChannelContext = z.object({
  token: z.string(),
  salesChannel: z.object({
    id,
    name: z.string(),
    /** Whether maintenance mode keeps this client out of the shop (it is on, and the address is not let through). */
    maintenance: z.boolean(),
    languageId: id,
    currencyId: id,
    /** The shop's one customer group, payment method, shipping method and country a session starts with. */
    customerGroupId: id,
    paymentMethodId: id,
    shippingMethodId: id,
    countryId: id,
    navigationCategoryId: id.nullable(),
    serviceCategoryId: id.nullable(),
    countriesCategoryId: id.nullable(),
    footerCategoryId: id.nullable(),
    domains: z.array(domain),
  }),
  language: z.object({ id, localeCode: z.string(), name: z.string() }),
  /** The session's language as Shopware names it. */
  languageInfo: z.object({ name: z.string(), localeCode: z.string() }),
  currency: z.object({
    id,
    isoCode: z.string(),
    symbol: z.string(),
    decimalPrecision: z.number().int(),
    /** The currency's name in the session's language. */
    name: z.string(),
    shortName: z.string(),
    factor: z.number(),
    itemRounding: cashRounding.omit({ apiAlias: true }),
    totalRounding: cashRounding.omit({ apiAlias: true }),
  }),
  itemRounding: cashRounding,
  totalRounding: cashRounding,
  customer: z.null(),
  /** Null when the customer logged in themself or nobody did. */
  actingStaff: actingStaffSummary.nullable(),
  /**
   * The shop's maintenance mode and what its page says per language (empty: the standard text).
   * `salesChannel.maintenance` says whether it keeps this client out: a staff address passes.
   */
  maintenance: z
    .object({
      active: z.boolean(),
      messages: z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() }),
    })
    .default({ active: false, messages: { nl: '', fr: '', en: '', de: '' } }),
  apiAlias: z.literal('sales_channel_context'),
});
export type ActingStaffSummary = z.infer<typeof actingStaffSummary>;
export type SalesChannelContext = z.infer<typeof salesChannelContext>;

export const updateContextRequest = z.object({ languageId: id.optional() });
export const contextTokenResponse = z.object({ contextToken: z.string() });

export const featureFlagsResponse = z.object({ data: z.array(z.enum(featureFlags)) });

/** GET /dexis/delivery-settings: the cut-off per warehouse ('HH:MM', Brussels time) the delivery promise counts from. */
export const deliverySettingsResponse = z.object({
  data: z.object({
    cutOffs: z.record(z.string(), z.string()),
    defaultCutOff: z.string(),
    /** Days (YYYY-MM-DD) the warehouses are closed besides Belgium's public holidays. */
    closedDays: z.array(z.string()).default([]),
  }),
});
