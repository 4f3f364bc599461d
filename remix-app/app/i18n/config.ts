import type { TLocale } from '@crowd/contracts/locales';
import { UI_NAMESPACES } from '@crowd/i18n/ui';
import type { InitOptions, Resource } from 'i18next';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES } from './locales';

/** The web app needs the UI and message texts; e-mail texts stay with the API. */
const WEB_NAMESPACES = UI_NAMESPACES;

/**
 * The same settings on the server and in the browser; only the texts differ: the server holds
 * every language (`resources.server.ts`), the browser the one it shows (`client.ts`).
 */
export function i18nOptions(lng: TLocale, resources: Resource): InitOptions {
  return {
    lng,
    supportedLngs: [...SUPPORTED_LOCALES],
    fallbackLng: FALLBACK_LOCALE,
    ns: [...WEB_NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
    react: { useSuspense: false },
  };
}
