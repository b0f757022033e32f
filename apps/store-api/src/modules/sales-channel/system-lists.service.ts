import {
  addressCountries,
  type countryListResponse,
  type currencyListResponse,
  type entityCriteria,
  type languageListResponse,
  type salutationEntity,
  type salutationListResponse,
} from '@tradeshop/api-client/contracts';
import type { ShopwareSalutationKey } from '@tradeshop/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.ts';
import { fixedChoiceId } from '../../platform/named-id.ts';
import { entitySearchPage } from '../../platform/pager.ts';

/**
 * Shopware's entity lists of the sales channel's languages, currency, the countries an address may be
 * in and the salutations, in the request's language. The lists are short: criteria page them, and
 * their filters and sortings are accepted without effect.
 */

type Criteria = z.output<typeof entityCriteria>;

function localeOf(ctx: RequestContext, code: string) {
  const [languageCode = code, region = ''] = code.split('-');
  const name =
    new Intl.DisplayNames([ctx.language.localeCode], { type: 'language' }).of(languageCode) ?? code;
  const territory = region
    ? (new Intl.DisplayNames([ctx.language.localeCode], { type: 'region' }).of(region) ?? region)
    : '';
  return {
    id: fixedChoiceId('locale', code),
    code,
    name,
    territory,
    translated: { name, territory },
    apiAlias: 'locale' as const,
  };
}

export function listLanguages(
  ctx: RequestContext,
  criteria: Criteria,
): z.output<typeof languageListResponse> {
  const languages = [...ctx.salesChannel.languages.values()].map((language) => {
    const locale = localeOf(ctx, language.localeCode);
    return {
      id: language.id,
      localeId: locale.id,
      translationCodeId: locale.id,
      name: language.name,
      active: true,
      locale,
      translationCode: locale,
      apiAlias: 'language' as const,
    };
  });
  return entitySearchPage(languages, criteria, 'language');
}

/** The sales channel's one currency, rounded to its cents on every item and on the total. */
export function listCurrencies(ctx: RequestContext): z.output<typeof currencyListResponse> {
  const { currency } = ctx.salesChannel;
  const rounding = {
    decimals: currency.decimalPrecision,
    interval: 10 ** -currency.decimalPrecision,
    roundForNet: true,
  };
  const name =
    new Intl.DisplayNames([ctx.language.localeCode], { type: 'currency' }).of(currency.isoCode) ??
    currency.isoCode;
  return [
    {
      id: currency.id,
      isoCode: currency.isoCode,
      symbol: currency.symbol,
      name,
      shortName: currency.isoCode,
      factor: 1,
      position: 1,
      isSystemDefault: true,
      itemRounding: rounding,
      totalRounding: rounding,
      translated: { name, shortName: currency.isoCode },
      apiAlias: 'currency',
    },
  ];
}

const outsideEu = new Set(['GB', 'CH', 'NO']);

/** Shopware's default address format: its snippet keys, line by line. */
const addressFormat = [
  ['address/company', 'symbol/dash', 'address/department'],
  ['address/first_name', 'address/last_name'],
  ['address/street'],
  ['address/zipcode', 'address/city'],
  ['address/country'],
];

export function listCountries(ctx: RequestContext, criteria: Criteria): z.output<typeof countryListResponse> {
  const names = new Intl.DisplayNames([ctx.language.localeCode], { type: 'region' });
  const countries = addressCountries.map((iso, index) => {
    const name = names.of(iso) ?? iso;
    return {
      id: fixedChoiceId('country', iso),
      iso,
      name,
      position: index + 1,
      active: true,
      shippingAvailable: true,
      isEu: !outsideEu.has(iso),
      postalCodeRequired: true,
      addressFormat,
      translated: { name },
      apiAlias: 'country' as const,
    };
  });
  return entitySearchPage(countries, criteria, 'country');
}

/** Shopware's standard salutations: how a form names them, and how a letter opens. */
const salutations: Record<
  ShopwareSalutationKey,
  Record<'nl' | 'fr' | 'en', { displayName: string; letterName: string }>
> = {
  mr: {
    nl: { displayName: 'Dhr.', letterName: 'Geachte heer' },
    fr: { displayName: 'M.', letterName: 'Monsieur' },
    en: { displayName: 'Mr.', letterName: 'Dear Mr.' },
  },
  mrs: {
    nl: { displayName: 'Mevr.', letterName: 'Geachte mevrouw' },
    fr: { displayName: 'Mme', letterName: 'Madame' },
    en: { displayName: 'Mrs.', letterName: 'Dear Mrs.' },
  },
  not_specified: {
    nl: { displayName: 'Niet opgegeven', letterName: 'Geachte heer, mevrouw' },
    fr: { displayName: 'Non spécifié', letterName: 'Madame, Monsieur' },
    en: { displayName: 'Not specified', letterName: 'Dear Sir or Madam' },
  },
};

const salutationKeys = Object.keys(salutations) as ShopwareSalutationKey[];

/** One of Shopware's salutations in the request's language. */
export function salutationOf(
  ctx: RequestContext,
  key: ShopwareSalutationKey,
): z.output<typeof salutationEntity> {
  const language = (['nl', 'fr'] as const).find((code) => ctx.language.searchLocale === code) ?? 'en';
  const names = salutations[key]!;
  return {
    id: fixedChoiceId('salutation', key),
    salutationKey: key,
    ...names[language],
    position: salutationKeys.indexOf(key) + 1,
    translated: names[language],
    apiAlias: 'salutation',
  };
}

/** The salutation key of a salutation id, or undefined for an unknown id. */
export const salutationKeyOf = (salutationId: string): ShopwareSalutationKey | undefined =>
  salutationKeys.find((key) => fixedChoiceId('salutation', key) === salutationId);

export function listSalutations(
  ctx: RequestContext,
  criteria: Criteria,
): z.output<typeof salutationListResponse> {
  const entries = salutationKeys.map((key) => salutationOf(ctx, key));
  return entitySearchPage(entries, criteria, 'salutation');
}
