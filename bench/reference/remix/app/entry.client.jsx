import { RemixBrowser } from '@remix-run/react';
import { uiTexts } from '@crowd/i18n/ui/en';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', fallbackLng: 'en', ns: ['common'], defaultNS: 'common', resources: { en: uiTexts } })
  .then(() =>
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <RemixBrowser />
      </I18nextProvider>,
    ),
  );
