import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, i18nOptions, isLocale } from './i18n/config';

// The server rendered <html lang>; starting in the same language keeps hydration identical.
const lang = document.documentElement.lang;

void i18next
  .use(initReactI18next)
  .init(i18nOptions(isLocale(lang) ? lang : FALLBACK_LOCALE))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
