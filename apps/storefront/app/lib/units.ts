import { fromHundredths, type Hundredths, numberFormat } from '@tradeshop/domain';
import type { MessageKey, Translate } from './i18n';

/** The units of measure the ERP uses (UN/ECE codes) with a name in every language. */
const unitNames: Record<string, MessageKey> = {
  PCE: 'unit.PCE',
  PAK: 'unit.PAK',
  MTR: 'unit.MTR',
  KGM: 'unit.KGM',
  LTR: 'unit.LTR',
};

/**
 * A unit of measure in the page's language, for `count` of it ("1 piece", "10 pieces"; one for
 * "per piece"). A code without a name stays as the ERP sent it.
 */
export function unitName(t: Translate, code: string, count = 1): string {
  const key = unitNames[code];
  return key ? t(key, { count }) : code;
}

/**
 * A quantity with its unit as the shop shows it in text: without decimals when whole ("10 pieces"),
 * in the language's digits otherwise ("1.250,5 m"), number and unit never split over two lines.
 */
export function formatQuantityWithUnit(
  t: Translate,
  localeCode: string,
  quantity: Hundredths,
  unitCode: string,
): string {
  const amount = fromHundredths(quantity);
  const number = numberFormat(localeCode, { maximumFractionDigits: 2 }).format(amount);
  return `${number}\u00a0${unitName(t, unitCode, amount)}`;
}
