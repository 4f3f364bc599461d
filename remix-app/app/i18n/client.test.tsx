/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import type { TLocale } from '@crowd/contracts/locales';
import { loadLanguage, useLanguage } from './client';
import { i18nOptions } from './config';

function LoginLink({ locale }: { locale: TLocale }) {
  useLanguage(locale);
  const { t } = useTranslation();
  return <a href="/login">{t('nav.login')}</a>;
}

describe('the browser language', () => {
  it('loads only the language the page shows', async () => {
    const resources = await loadLanguage('sk');
    expect(Object.keys(resources)).toEqual(['sk']);
    expect(Object.keys(resources.sk ?? {}).sort()).toEqual([
      'account',
      'auth',
      'common',
      'crowdAdmin',
      'crowdSite',
      'landing',
      'legal',
      'messages',
    ]);
  });

  it("fetches another language's texts when the page switches to it", async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init(i18nOptions('en', await loadLanguage('en')));
    expect(i18n.hasResourceBundle('sk', 'common')).toBe(false);

    const view = render(
      <I18nextProvider i18n={i18n}>
        <LoginLink locale="en" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Log in');

    view.rerender(
      <I18nextProvider i18n={i18n}>
        <LoginLink locale="sk" />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Prihlásiť sa' })).toBeInTheDocument();
    expect(i18n.language).toBe('sk');
  });
});
