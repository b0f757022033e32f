import { z } from 'zod';
import { id } from './common.ts';
import { entitySearchResult } from './shopware.ts';

/** A locale (`nl-BE` …) with its name and territory in the asked language. */
export const localeEntity = z.object({
  id,
  code: z.string(),
  name: z.string(),
  territory: z.string(),
  translated: z.object({ name: z.string(), territory: z.string() }),
  apiAlias: z.literal('locale'),
});

export const languageEntity = z.object({
  id,
  localeId: id,
  translationCodeId: id,
  name: z.string(),
  active: z.boolean(),
  locale: localeEntity,
  translationCode: localeEntity,
  apiAlias: z.literal('language'),
});
export const languageListResponse = entitySearchResult(languageEntity, 'language');

const rounding = z.object({ decimals: z.number().int(), interval: z.number(), roundForNet: z.boolean() });

export const currencyEntity = z.object({
  id,
  isoCode: z.string(),
  symbol: z.string(),
  name: z.string(),
  shortName: z.string(),
  factor: z.number(),
  position: z.number().int(),
  isSystemDefault: z.boolean(),
  itemRounding: rounding,
  totalRounding: rounding,
  translated: z.object({ name: z.string(), shortName: z.string() }),
  apiAlias: z.literal('currency'),
});
/** Shopware answers its currencies as a plain list. */
export const currencyListResponse = z.array(currencyEntity);

export const countryEntity = z.object({
  id,
  /** ISO 3166-1 alpha-2. */
  iso: z.string(),
  name: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  shippingAvailable: z.boolean(),
  isEu: z.boolean(),
  postalCodeRequired: z.boolean(),
  /** The address lines as Shopware's snippet keys, one list per line. */
  addressFormat: z.array(z.array(z.string())),
  translated: z.object({ name: z.string() }),
  apiAlias: z.literal('country'),
});
export const countryListResponse = entitySearchResult(countryEntity, 'country');

export const salutationEntity = z.object({
  id,
  salutationKey: z.string(),
  displayName: z.string(),
  letterName: z.string(),
  position: z.number().int(),
  translated: z.object({ displayName: z.string(), letterName: z.string() }),
  apiAlias: z.literal('salutation'),
});
export const salutationListResponse = entitySearchResult(salutationEntity, 'salutation');
