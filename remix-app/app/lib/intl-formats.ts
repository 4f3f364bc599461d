/**
 * Intl formatters kept per language and options. Building one loads ICU data and costs far more
 * than formatting with it, and a page formats many values (twenty cards, every comment's date, the
 * bell's times): made once per process and browser tab instead of once per value.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  language: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept('number', language, options, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  kept('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const relativeTimeFormat = (
  language: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat => kept('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));
