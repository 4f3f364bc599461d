import { createCookie, type AppLoadContext } from '@remix-run/node';
import { localeFromAcceptLanguage, type TLocale } from '@crowd/contracts/locales';
import { WEB_PAGE_COOKIES } from '@crowd/contracts/session';
import i18next, { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { perRequest } from '~/lib/request-cache.server';
import { RemixI18Next } from 'remix-i18next/server';
import { i18nOptions } from './config';
import { rememberTexts } from './remembered-texts.server';
import { allWebResources } from './resources.server';
import { FALLBACK_LOCALE, isLocale, SUPPORTED_LOCALES } from './locales';

/** The language the visitor chose with the switcher (and, at sign-in, their stored locale). */
export const localeCookie = createCookie(WEB_PAGE_COOKIES.locale, {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * Decides the language: the `lng` cookie, then Accept-Language, then English. (remix-i18next's own
 * header detection looks at the first language only, so `de, sk;q=0.5` would end in English.)
 */
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: FALLBACK_LOCALE,
    cookie: localeCookie,
    order: ['cookie', 'custom'],
    findLocale: async (request) => localeFromAcceptLanguage(request.headers.get('Accept-Language')),
  },
});

export async function getLocale(request: Request): Promise<TLocale> {
  const locale = await remixI18next.getLocale(request);
  return isLocale(locale) ? locale : FALLBACK_LOCALE;
}

const LOCALE = Symbol('locale');

/** The request's language, decided once per request (the root loader, the document and the forms share it). */
export function requestLocale({ request, context }: { request: Request; context: AppLoadContext }): Promise<TLocale> {
  return perRequest(context, LOCALE, () => getLocale(request));
}

/**
 * One i18next instance per language, created once: each stays on its language, so requests in
 * different languages can share them without switching (and racing on) a single instance, and
 * remembers the texts it gives (`rememberTexts`).
 */
const instances = new Map<TLocale, I18n>(
  SUPPORTED_LOCALES.map((locale) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init(i18nOptions(locale, allWebResources));
    rememberTexts(instance);
    return [locale, instance];
  }),
);

/**
 * i18next's shared instance holds every language too: the pages' `meta` (page-meta.ts) reads
 * their titles from it, in the browser and here. It never switches language: `getFixedT` names it.
 */
void i18next.init(i18nOptions(FALLBACK_LOCALE, allWebResources));

export function getI18n(locale: TLocale): I18n {
  const instance = instances.get(locale) ?? instances.get(FALLBACK_LOCALE);
  if (!instance) throw new Error('i18n instances are not initialised');
  return instance;
}

export function getFixedT(locale: TLocale, ns: 'common' | 'messages' = 'common'): TFunction {
  return getI18n(locale).getFixedT(locale, ns);
}
