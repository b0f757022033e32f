/**
 * Number and date formats, made once per language and options: building an Intl format costs far
 * more than using it, and a page of cards formats hundreds of figures.
 */
function madeOnce<Options, Format>(
  make: (localeCode: string, options: Options) => Format,
): (localeCode: string, options: Options) => Format {
  const made = new Map<string, Format>();
  return (localeCode, options) => {
    const key = `${localeCode}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(localeCode, options);
      made.set(key, format);
    }
    return format;
  };
}

const numberFormats = madeOnce(
  (localeCode, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(localeCode, options),
);

export const numberFormat = (localeCode: string, options: Intl.NumberFormatOptions = {}) =>
  numberFormats(localeCode, options);

export const dateFormat = madeOnce(
  (localeCode, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(localeCode, options),
);
