/**
 * The product's languages. A module of its own without zod, so the browser can name them
 * (`@crowd/contracts/locales`) without carrying the schemas.
 */
export const LOCALES = ['en', 'sk'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

/** The best supported locale of an Accept-Language header (by q-value, then order), else the default. */
export const localeFromAcceptLanguage = (header: string | null | undefined): TLocale => {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if ((LOCALES as readonly string[]).includes(base)) return base as TLocale;
  }
  return DEFAULT_LOCALE;
};
