import type { TLocale } from '@crowd/contracts/locales';
import { UI_NAMESPACES } from '@crowd/i18n/ui';
import type { InitOptions, Resource } from 'i18next';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES } from './locales';

/** The id of the element at a page's end listing the namespaces its texts came from (`entry.client` reads it). */
export const PAGE_NAMESPACES_ID = 'i18n-namespaces';

/** The web app needs the UI and message texts; e-mail texts stay with the API. */
const WEB_NAMESPACES = UI_NAMESPACES;

/**
 * The same settings on the server and in the browser; only the texts differ: the server holds
 * every language (`resources.server.ts`), the browser the one it shows, a namespace at a time
 * (`client.ts`).
 */
function sharedOptions(lng: TLocale): InitOptions {
  return {
    lng,
    supportedLngs: [...SUPPORTED_LOCALES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  };
}

/** The server's (and the component tests'): every text at hand, so nothing waits. */
export function i18nOptions(lng: TLocale, resources: Resource): InitOptions {
  return {
    ...sharedOptions(lng),
    fallbackLng: FALLBACK_LOCALE,
    ns: [...WEB_NAMESPACES],
    resources,
    react: { useSuspense: false },
  };
}

/**
 * The browser's: it starts with the namespaces the server's render used (loaded before hydrating)
 * and loads another when a component first asks for it, suspending (a navigation keeps the page
 * shown meanwhile). Every language has every key (the parity test), so the browser never loads a
 * second language to fall back on.
 */
export function browserI18nOptions(lng: TLocale, namespaces: readonly string[]): InitOptions {
  return { ...sharedOptions(lng), fallbackLng: false, ns: [...namespaces], react: { useSuspense: true } };
}
