import { featureFlags, isCalendarDate, isValidVatNumber } from '@tradeshop/domain';
import { z } from 'zod';

/** The languages a maintenance message is written in: the storefront's, and German for its catalogue texts. */
export const maintenanceLanguages = ['nl', 'fr', 'en', 'de'] as const;
export type MaintenanceLanguage = (typeof maintenanceLanguages)[number];

/** An amount in euro with at most two decimals, as the company terms take it. */
const euros = z
  .number()
  .min(0)
  .max(1_000_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'At most 2 decimals',
  });

/** A time of day in Brussels, HH:MM (24 hours). */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Not a time HH:MM');
const warehouseCode = z.string().regex(/^[A-Z0-9_]{1,20}$/, 'Not a warehouse code');
const day = z.string().refine(isCalendarDate, 'Not a date YYYY-MM-DD');

/** An address a staff member works from, or their network: 203.0.113.7, 2001:db8::1, 203.0.113.0/24. */
export const addressOrNetwork = z.union(
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()],
  'Not an IP address or network (CIDR)',
);

const message = z.string().trim().max(1000);

/**
 * The shop's settings the back-office keeps (decision 0060). The storefront takes each within one
 * catalogue version; a shop that never saved them runs on its environment's values.
 */
export const shopSettings = z.object({
  maintenance: z.object({
    /** The storefront answers every visitor 503 with the maintenance page, but those let through. */
    active: z.boolean(),
    /** What the maintenance page says, per language; empty: its standard text. */
    messages: z.object({ nl: message, fr: message, en: message, de: message }),
    /** Addresses and networks that see the shop as usual (the staff testing it). */
    allowedAddresses: z.array(addressOrNetwork).max(100),
  }),
  /** The enabled switches of the shop (FEATURE_FLAGS). */
  featureFlags: z.array(z.enum(featureFlags)).refine((flags) => new Set(flags).size === flags.length, {
    message: 'A flag is named twice',
  }),
  /**
   * The shop's minimum order value and the surcharge below it (euro, without VAT); a company's own
   * terms replace them. Null: none.
   */
  minimumOrder: z.object({ value: euros, surcharge: euros }).nullable(),
  /** Delivery is free from this value of the lines (euro, without VAT). */
  freeShippingLimit: euros,
  /** When an order leaves the warehouse: cut-offs (DELIVERY_CUT_OFFS) and the days it is closed. */
  delivery: z.object({
    cutOffs: z.record(warehouseCode, timeOfDay),
    defaultCutOff: timeOfDay,
    /** Days the warehouses are closed besides the Belgian public holidays (a yearly shutdown). */
    closedDays: z.array(day).max(366),
  }),
  /** The distributor's own VAT number VIES is asked with; null: the environment's (SELLER_VAT_NUMBER, else the firm's). */
  sellerVatNumber: z
    .string()
    .trim()
    .refine((value) => isValidVatNumber(value, 'BE'), 'Not a valid Belgian VAT number')
    .nullable(),
  /** The VIES REST API (VIES_URL); null: the environment's. */
  viesUrl: z
    .url({ protocol: /^https?$/, error: 'Not an http(s) address' })
    .max(500)
    .nullable(),
});
export type ShopSettings = z.output<typeof shopSettings>;

/** GET and PUT /admin-api/settings: the settings in force, and whether each part was saved or comes from the environment. */
export const shopSettingsResponse = z.object({
  data: z.object({
    settings: shopSettings,
    /** What the environment gives, which holds for every part not saved (and an empty VAT number or VIES address). */
    environment: shopSettings,
    /** The parts saved in the back-office; the others are the environment's. */
    saved: z.array(
      z.enum(Object.keys(shopSettings.shape) as [keyof ShopSettings, ...(keyof ShopSettings)[]]),
    ),
  }),
});
export type ShopSettingsResponse = z.output<typeof shopSettingsResponse>;
