/**
 * Intl formatters, built once per locale and options: building one costs far more than using it
 * (the first also loads ICU data), and a page formats many prices and dates.
 */
function cachedFormatter<Options, Formatter>(build: (locale: string, options: Options) => Formatter) {
  const formatters = new Map<string, Formatter>();
  return (locale: string, options: Options): Formatter => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = build(locale, options);
      formatters.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = cachedFormatter(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = cachedFormatter(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
