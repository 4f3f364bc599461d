import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@crowd/contracts/locales';

export const SUPPORTED_LOCALES: readonly TLocale[] = LOCALES;
export const FALLBACK_LOCALE: TLocale = DEFAULT_LOCALE;

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
