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
  snippetSetId: z.string(),
});
export type Domain = z.infer<typeof domain>;

export const salesChannelContext = z.object({
  token: z.string(),
  salesChannel: z.object({
    id,
    name: z.string(),
    maintenance: z.boolean(),
    languageId: id,
    currencyId: id,
    navigationCategoryId: id.nullable(),
    serviceCategoryId: id.nullable(),
    countriesCategoryId: id.nullable(),
    footerCategoryId: id.nullable(),
    domains: z.array(domain),
  }),
  language: z.object({ id, localeCode: z.string(), name: z.string() }),
  currency: z.object({ id, isoCode: z.string(), symbol: z.string(), decimalPrecision: z.number().int() }),
  customer: z.null(),
  apiAlias: z.literal('sales_channel_context'),
});
export type SalesChannelContext = z.infer<typeof salesChannelContext>;

export const updateContextRequest = z.object({ languageId: id.optional() });
export const contextTokenResponse = z.object({ contextToken: z.string() });

export const featureFlagsResponse = z.object({ data: z.array(z.enum(featureFlags)) });
