// Building an Intl formatter costs far more than using one (the first for a locale loads its data: milliseconds on a
// phone), and a list formats the same way on every row; so each kind of formatter is built once and kept.

/** A builder of `Format`s that keeps each one it builds, by locale and options. */
function kept<Options, Format>(build: (locale: string | undefined, options: Options) => Format): (locale: string | undefined, options?: Options) => Format {
  const built = new Map<string, Format>();
  return (locale, options = {} as Options) => {
    const key = `${locale ?? ""} ${JSON.stringify(options)}`;
    let format = built.get(key);
    if (!format) built.set(key, (format = build(locale, options)));
    return format;
  };
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export const numberFormat = kept((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = kept((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
