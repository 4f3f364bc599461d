// remix-i18next as the app sets it up: the language from the `lng` cookie, then Accept-Language,
// one i18next instance per language created once, the texts of packages/i18n.
import { createCookie } from '@remix-run/node';
import { uiResources } from '@crowd/i18n/ui';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RemixI18Next } from 'remix-i18next/server';

const LOCALES = ['en', 'sk'];

export const i18nOptions = (lng, resources) => ({
  lng,
  supportedLngs: LOCALES,
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
  initImmediate: false,
  react: { useSuspense: false },
});

export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: LOCALES,
    fallbackLanguage: 'en',
    cookie: createCookie('lng', { path: '/', sameSite: 'lax', httpOnly: true }),
  },
});

const instances = new Map(
  LOCALES.map((locale) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init(i18nOptions(locale, uiResources));
    return [locale, instance];
  }),
);

export const getI18n = (locale) => instances.get(locale) ?? instances.get('en');
