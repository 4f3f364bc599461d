import type { TLocale } from '@crowd/contracts/locales';
import { createRemixStub } from '@remix-run/testing';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nOptions } from '~/i18n/config';
import { allWebResources } from '~/i18n/resources.server';

interface RenderInit {
  url?: string;
  locale?: TLocale;
}

/** Renders UI inside a Remix route at `url`, with the app's translations in `locale`. */
export function renderInRoute(ui: ReactNode, { url = '/', locale = 'en' }: RenderInit = {}) {
  const path = new URL(url, 'http://localhost').pathname;
  return renderRoutes([{ path, Component: () => <>{ui}</> }], { url, locale });
}

/** Renders Remix routes (loaders, components, error boundaries) at `url`, with the app's translations in `locale`. */
export function renderRoutes(
  routes: Parameters<typeof createRemixStub>[0],
  { url = '/', locale = 'en' }: RenderInit = {},
) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init(i18nOptions(locale, allWebResources));
  const Stub = createRemixStub(routes);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub
        initialEntries={[url]}
        future={{
          v3_singleFetch: true,
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_lazyRouteDiscovery: true,
        }}
      />
    </I18nextProvider>,
  );
}
