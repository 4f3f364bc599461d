/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import type { TLocale } from '@crowd/contracts/locales';
import { loadMessagesOnFormUse, pageNamespaces, textsBackend, useLanguage } from './client';
import { Message } from './message';
import { browserI18nOptions, PAGE_NAMESPACES_ID } from './config';

/** The page's end as the server writes it (`render-namespaces.server`). */
const pageListing = (content: string): Document => {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<main></main><script type="application/json" id="${PAGE_NAMESPACES_ID}">${content}</script>`;
  return doc;
};

async function browserI18n(locale: TLocale, namespaces: string[]): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).use(textsBackend).init(browserI18nOptions(locale, namespaces));
  return i18n;
}

function LoginLink({ locale }: { locale: TLocale }) {
  useLanguage(locale);
  const { t } = useTranslation();
  return <a href="/login">{t('nav.login')}</a>;
}

function MyCrowdsHeading() {
  const { t } = useTranslation('crowdAdmin');
  return <h1>{t('crowds.title')}</h1>;
}

describe('the browser texts', () => {
  it("loads the namespaces the server's render listed, with the shell's, and nothing unknown", () => {
    expect(pageNamespaces(pageListing('["crowdSite","legal","mail","__proto__",7]'))).toEqual([
      'common',
      'crowdSite',
      'legal',
    ]);
    expect(pageNamespaces(pageListing('["messages"]'))).toEqual(['common', 'messages']);
    expect(pageNamespaces(pageListing('not json'))).toEqual(['common']);
    expect(pageNamespaces(document.implementation.createHTMLDocument())).toEqual(['common']);
  });

  it("starts with only the listed namespaces of the page's language", async () => {
    const i18n = await browserI18n('sk', ['common', 'crowdSite']);
    expect(i18n.hasResourceBundle('sk', 'crowdSite')).toBe(true);
    expect(i18n.hasResourceBundle('sk', 'crowdAdmin')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.t('nav.login')).toBe('Prihlásiť sa');
  });

  it('loads a namespace a component asks for, showing it once it is in', async () => {
    const i18n = await browserI18n('sk', ['common']);
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <MyCrowdsHeading />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Moje crowdy' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('sk', 'crowdAdmin')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'crowdAdmin')).toBe(false);
  });

  it("fetches another language's texts of the namespaces in use before switching to it", async () => {
    const i18n = await browserI18n('en', ['common', 'crowdAdmin']);
    expect(i18n.hasResourceBundle('sk', 'common')).toBe(false);

    const view = render(
      <I18nextProvider i18n={i18n}>
        <LoginLink locale="en" />
        <MyCrowdsHeading />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Log in');

    view.rerender(
      <I18nextProvider i18n={i18n}>
        <LoginLink locale="sk" />
        <MyCrowdsHeading />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Prihlásiť sa' })).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Moje crowdy');
    expect(i18n.language).toBe('sk');
    expect(i18n.hasResourceBundle('sk', 'landing')).toBe(false);
  });

  it('shows a message once its texts are in, the rest of the page meanwhile', async () => {
    const i18n = await browserI18n('sk', ['common']);
    render(
      <I18nextProvider i18n={i18n}>
        <p role="alert">
          <Message text="crowd_limit_reached" />
        </p>
        <p>
          <Message text="common:nav.login" />
        </p>
        <p>
          <Message text="no_such_message" orElse="default_error" />
        </p>
        <LoginLink locale="sk" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Prihlásiť sa');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(await screen.findByText('Limit crowdu bol dosiahnutý')).toBeInTheDocument();
    expect(screen.getByText('Akciu sa nepodarilo dokončiť. Skúste to, prosím, neskôr.')).toBeInTheDocument();
    expect(screen.getAllByText('Prihlásiť sa')).toHaveLength(2);
    expect(i18n.hasResourceBundle('sk', 'messages')).toBe(true);
  });

  it('starts loading the messages when focus first enters a form, not before', async () => {
    const i18n = await browserI18n('en', ['common']);
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<a href="/">home</a><form><input name="email"></form>';
    loadMessagesOnFormUse(i18n, doc);
    doc.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.hasResourceBundle('en', 'messages')).toBe(false);

    doc.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(i18n.hasResourceBundle('en', 'messages')).toBe(true));
    expect(i18n.t('messages:default_error')).toBe('The action could not be completed. Please try again later.');
  });
});
