/**
 * Number and date formats, made once per language and options: building an Intl format costs far
 * more than using it, and a page of cards formats hundreds of figures.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(localeCode: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${localeCode}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeCode, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateFormat(localeCode: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeCode}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeCode, options);
    dateFormats.set(key, format);
  }
  return format;
}
