import type { TLocale } from '@crowd/contracts';
import { resources as packageResources } from '@crowd/i18n';
import type { InitOptions, Resource } from 'i18next';
import { extraCommon } from './extra';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES } from './locales';

export { FALLBACK_LOCALE, isLocale, SUPPORTED_LOCALES } from './locales';

/** The web app needs the UI and message texts; e-mail texts stay with the API. */
export const WEB_NAMESPACES = ['common', 'messages'] as const;
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

type Tree = { [key: string]: string | Tree };

/** `over` wins; objects present on both sides are merged key by key. */
export function deepMerge(under: Tree, over: Tree): Tree {
  const merged: Tree = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? deepMerge(below, value) : value;
  }
  return merged;
}

/** `common` of packages/i18n over the app's extra keys, and `messages` as the package has them. */
export function buildResources(): Record<TLocale, Record<WebNamespace, Tree>> {
  const build = (locale: TLocale) => ({
    common: deepMerge(extraCommon[locale] as Tree, packageResources[locale].common as Tree),
    messages: packageResources[locale].messages as Tree,
  });
  return { en: build('en'), sk: build('sk') };
}

export const webResources = buildResources();

export function i18nOptions(lng: TLocale): InitOptions {
  return {
    lng,
    supportedLngs: [...SUPPORTED_LOCALES],
    fallbackLng: FALLBACK_LOCALE,
    ns: [...WEB_NAMESPACES],
    defaultNS: 'common',
    resources: webResources as unknown as Resource,
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
    react: { useSuspense: false },
  };
}
