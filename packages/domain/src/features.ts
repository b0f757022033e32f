import { numberFormat } from './figure-format.ts';

/** Technical figures keep their decimals: a wire of 0,125 mm is not one of 0,13 mm. */
const figure = (value: number, language: string) =>
  numberFormat(language, { maximumFractionDigits: 6 }).format(value);

/**
 * The kinds of characteristic an article is described by, as ETIM has them: a value out of a list
 * (alphanumeric), yes or no (logical), a number with its unit (numeric) or a range of two (range).
 */
export const featureTypes = ['alphanumeric', 'logical', 'numeric', 'range'] as const;
export type FeatureType = (typeof featureTypes)[number];

/** Whether articles give a feature of this type as figures (`measurements`) rather than values. */
export const isMeasuredFeature = (type: FeatureType): boolean => type === 'numeric' || type === 'range';

/**
 * Whether an article's figure (`low` = `high`) or range meets a listing's from–to filter (either
 * bound may be open): they share a value. A socket of 16 A meets "10 to 20 A"; a light working
 * from −20 to 40 °C meets "from 35 °C".
 */
export function meetsMeasurementFilter(
  low: number,
  high: number,
  min: number | null,
  max: number | null,
): boolean {
  return (min === null || high >= min) && (max === null || low <= max);
}

/** A logical feature's two values, as articles name them (`true`, `false`), by name per language. */
export const logicalFeatureValues = {
  true: { nl: 'Ja', fr: 'Oui', en: 'Yes', de: 'Ja' },
  false: { nl: 'Nee', fr: 'Non', en: 'No', de: 'Nein' },
} as const;

/**
 * A number of a numeric feature, or a range of a range feature, as a buyer reads it in a language:
 * the language's digits, then the unit's symbol after a no-break space ("12,5 mm", "0,75–2,5 mm²").
 */
export function formatMeasurement(
  value: number,
  upTo: number | null,
  unit: string | null,
  language: string,
): string {
  const figures =
    upTo === null || upTo === value
      ? figure(value, language)
      : `${figure(value, language)}–${figure(upTo, language)}`;
  return unit ? `${figures}\u00a0${unit}` : figures;
}
