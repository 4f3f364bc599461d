import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { loadMessagesOnFormUse, pageNamespaces, textsBackend } from './i18n/client';
import { browserI18nOptions } from './i18n/config';
import { markupModulesLoaded } from './lib/lazy-components';
import { FALLBACK_LOCALE, isLocale } from './i18n/locales';
import { markScripted } from './lib/scripted-browser';

markScripted();

// The server rendered <html lang>; starting in the same language keeps hydration identical.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : FALLBACK_LOCALE;

/**
 * Resolves once the browser has painted the server's HTML (or at once in a hidden tab, which paints
 * nothing): with its modules cached or over a fast link, the browser would otherwise run them and
 * start hydrating before its first frame, and the page's text would wait for the JavaScript.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

void Promise.all([
  afterFirstPaint(),
  // The texts of the namespaces the server's render used, in the page's language only.
  i18next.use(initReactI18next).use(textsBackend).init(browserI18nOptions(locale, pageNamespaces())),
  markupModulesLoaded(),
]).then(() => {
  loadMessagesOnFormUse(i18next);
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
