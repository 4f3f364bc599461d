/**
 * The product's languages. A module of its own without zod, so the browser can name them
 * (`@crowd/contracts/locales`) without carrying the schemas.
 */
export const LOCALES = ['en', 'sk'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';
