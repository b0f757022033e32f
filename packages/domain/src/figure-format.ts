/**
 * How the shop writes a figure a buyer reads (amounts, quantities, dates) in each language: one rule
 * for every screen, mail and document. The shop sells from Belgium, so Dutch and French are written
 * as in Belgium (`€ 2.957,06`, `2 957,06 €`) and English as in the British Isles (`€2,957.06`);
 * a language code of any form (`nl`, `nl-NL`, `fr-FR`, `en-GB`) chooses the rule.
 */
import type { PromisedDelivery } from './delivery-promise.ts';

const figureLocales: Record<string, string> = { nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE', en: 'en-GB' };

/** The Intl locale whose figures a language's readers expect; English for any other language. */
export function figureLocaleOf(language: string): string {
  return figureLocales[language.slice(0, 2).toLowerCase()] ?? 'en-GB';
}

/**
 * Intl formats, made once per language and options: building one costs far more than using it, and
 * a page of cards formats hundreds of figures.
 */
function madeOnce<Options, Format>(
  make: (locale: string, options: Options) => Format,
): (language: string, options?: Options) => Format {
  const made = new Map<string, Format>();
  return (language, options = {} as Options) => {
    const locale = figureLocaleOf(language);
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

/** Numbers (quantities, percentages, counts) as the language writes them: `4,755` or `4.755`. */
export const numberFormat = madeOnce(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** Dates and times as the language writes them (pass `timeZone` where the day must not shift). */
export const dateFormat = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/**
 * A euro amount with `decimals` places in the language's way. Rounds half up on integer
 * ten-thousandths, so that binary floats (1.2345 is 1.23449999…) do not round the wrong way, and
 * hands Intl the exact decimal string; a negative amount that rounds to zero loses its sign.
 */
function formatEuro(amount: number, decimals: 2 | 3, language: string): string {
  const tenThousandths = Math.round(Math.abs(amount) * 10_000);
  const scaled = Math.round(tenThousandths / 10 ** (4 - decimals));
  const whole = Math.floor(scaled / 10 ** decimals).toString();
  const fraction = (scaled % 10 ** decimals).toString().padStart(decimals, '0');
  const sign = amount < 0 && scaled > 0 ? '-' : '';
  const euros = numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Intl takes a decimal string as the exact number it writes (ECMA-402 NumberFormat v3).
  return euros.format(`${sign}${whole}.${fraction}` as unknown as number);
}

/** List prices: three decimals, `€ 1.234,500` (nl), `1 234,500 €` (fr), `€1,234.500` (en). */
export function formatPrice(amount: number, language: string): string {
  return formatEuro(amount, 3, language);
}

/** Net (customer) prices and totals: two decimals, `€ 1.234,50` (nl), `1 234,50 €` (fr), `€1,234.50` (en). */
export function formatNetPrice(amount: number, language: string): string {
  return formatEuro(amount, 2, language);
}

/** A quantity or rate: whole or with up to two decimals, `4.755` (nl), `4 755` (fr), `4,755` (en). */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A day (YYYY-MM-DD) in the language's short form: `27/11/2026` (nl, fr, en). */
export function formatDay(day: string, language: string): string {
  return dateFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A day (YYYY-MM-DD) written out: `30 juni 2026`, `30 juin 2026`, `30 June 2026`. */
export function formatLongDay(day: string, language: string): string {
  return dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The time of day of a moment (ISO 8601) on Brussels time, 24 hours: `14:05`. */
export function formatTimeOfDay(moment: string, language: string): string {
  return dateFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Brussels',
  }).format(new Date(moment));
}

/** A moment (ISO 8601) as the distributor's staff read it, on Brussels time: `27/11/2026 14:05`. */
export function formatMoment(moment: string, language: string): string {
  const day = dateFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Brussels',
  }).format(new Date(moment));
  return `${day} ${formatTimeOfDay(moment, language)}`;
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A promised delivery as a buyer reads it: one day (`do 3 dec`, `jeu. 3 déc.`, `Thu 3 Dec`) or the
 * span from its earliest to its latest day (`do 3 – vr 4 dec`, `ma 30 nov – wo 2 dec`). The span is
 * put together here rather than by `formatRange`, whose spaces differ between ICU versions (the
 * server's and the browser's), which would make a page's text differ when it hydrates.
 */
export function formatDeliveryDays(promise: PromisedDelivery, language: string): string {
  const options = { weekday: 'short', day: 'numeric', timeZone: 'UTC' } as const;
  const withMonth = dateFormat(language, { ...options, month: 'short' });
  const latest = withMonth.format(utcDay(promise.latest));
  if (promise.earliest === promise.latest) return latest;
  const sameMonth = promise.earliest.slice(0, 7) === promise.latest.slice(0, 7);
  const earliest = (sameMonth ? dateFormat(language, options) : withMonth).format(utcDay(promise.earliest));
  return `${earliest} – ${latest}`;
}

/** The figure formats of one language, for code that writes many figures in it. */
export interface Figures {
  price: (amount: number) => string;
  netPrice: (amount: number) => string;
  number: (value: number) => string;
  day: (day: string) => string;
  longDay: (day: string) => string;
  deliveryDays: (promise: PromisedDelivery) => string;
  moment: (moment: string) => string;
  timeOfDay: (moment: string) => string;
}

const figuresByLanguage = new Map<string, Figures>();

export function figuresIn(language: string): Figures {
  let figures = figuresByLanguage.get(figureLocaleOf(language));
  if (!figures) {
    figures = {
      price: (amount) => formatPrice(amount, language),
      netPrice: (amount) => formatNetPrice(amount, language),
      number: (value) => formatNumber(value, language),
      day: (day) => formatDay(day, language),
      longDay: (day) => formatLongDay(day, language),
      deliveryDays: (promise) => formatDeliveryDays(promise, language),
      moment: (moment) => formatMoment(moment, language),
      timeOfDay: (moment) => formatTimeOfDay(moment, language),
    };
    figuresByLanguage.set(figureLocaleOf(language), figures);
  }
  return figures;
}
