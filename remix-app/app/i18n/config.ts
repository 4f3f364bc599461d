import type { TLocale } from '@crowd/contracts';
import { UI_NAMESPACES, uiResources, type TUiNamespace } from '@crowd/i18n/ui';
import type { InitOptions, Resource } from 'i18next';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES } from './locales';

export { FALLBACK_LOCALE, isLocale, SUPPORTED_LOCALES } from './locales';

/**
 * The web app needs the UI and message texts; e-mail texts stay with the API. `@crowd/i18n/ui`
 * does not import the `mail` namespace, so it stays out of the browser bundle as well.
 */
export const WEB_NAMESPACES = UI_NAMESPACES;
export type WebNamespace = TUiNamespace;

/** `common` and `messages` of every language, as packages/i18n has them. */
export const webResources = uiResources;

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
