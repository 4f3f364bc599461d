import { RemixBrowser } from '@remix-run/react';
import { loadUiNamespace } from '@crowd/i18n/ui/namespaces';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';

void loadUiNamespace('en', 'common')
  .then((common) =>
    i18next
      .use(initReactI18next)
      .init({ lng: 'en', fallbackLng: 'en', ns: ['common'], defaultNS: 'common', resources: { en: { common } } }),
  )
  .then(() =>
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <RemixBrowser />
      </I18nextProvider>,
    ),
  );
