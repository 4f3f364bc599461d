import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { ProgressBar } from '~/components/layout/progress-bar';
import { MainContent, SkipLink } from '~/components/layout/skip-link';
import { Toaster } from '~/components/ui/toast';
import { silentSingleSignOn } from '~/features/auth/silent-sso.server';
import type { SiteAccess } from '~/features/crowd/crowd-access';
import { loadSiteCrowd } from '~/features/crowd/crowd.server';
import { GoogleAnalytics } from '~/features/crowd/google-analytics';
import { toShellCrowd } from '~/features/shell/shell-crowd';
import { SiteShell } from '~/features/shell/site-shell';
import { loadShellNotifications } from '~/features/shell/shell-notifications.server';
import { ReaderPartsContext, readerPartsPathOf, useReaderParts } from '~/features/shell/reader-parts';
import { Footer } from '~/components/layout/footer';
import { toUiUser } from '~/lib/ui-user';
import { getOptionalUser } from '~/lib/user.server';
import { useLanguage } from '~/i18n/client';
import { requestLocale } from '~/i18n/i18next.server';
import { api } from '~/lib/api.server';
import { readerClassOf, rendersForReaders } from '~/lib/cache.server';
import { pageMeta } from '~/features/shell/page-meta';
import { useNonce } from '~/lib/nonce';
import { mainSiteUrl } from '~/lib/site.server';
import { loginRedirectUrl } from '~/lib/request-paths';
import { getToast } from '~/lib/toast.server';
import stylesheet from '~/tailwind.css?url';

export const links = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The login host serves sign-in only: the form, the social e-mail prompt and single sign-on's start. */
const LOGIN_HOST_PAGES = new Set(['/login', '/login/socialEmail', '/sso/start']);

/** The status of a crowd host's page by what the visitor may see of the crowd. */
const ACCESS_STATUS: Record<SiteAccess, number> = {
  ok: 200,
  disabled: 200,
  hidden: 200,
  not_found: 404,
  private: 403,
  sign_in: 401,
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { site } = context;
  const url = new URL(request.url);
  if (site.kind === 'login' && !LOGIN_HOST_PAGES.has(url.pathname)) throw redirect('/login');

  const [locale, loaded] = await Promise.all([requestLocale({ request, context }), loadSiteCrowd(request, context)]);
  const client = api({ request, context }).forCrowd(loaded?.crowd);
  if (loaded?.access !== 'not_found') await silentSingleSignOn({ request, context }, client);
  // A private crowd's outsider who is signed out signs in first and comes back to this page.
  if (loaded?.access === 'sign_in') throw redirect(loginRedirectUrl(request));
  // A page the web renders once for every reader of this class (a public crowd's role, or the
  // main site; issue 27): the reader's browser fetches their user and bell (`useReaderParts`).
  // Only when the class the reader cookie named is still the one this session reads the site as.
  const readerClass = readerClassOf(site, loaded?.access === 'ok' ? (loaded.crowd ?? null) : null);
  const readerPending = rendersForReaders(context, readerClass);
  const [user, { toast, headers: toastHeaders }] = await Promise.all([
    readerPending || site.kind === 'login' || (loaded && loaded.access !== 'ok' && loaded.access !== 'private')
      ? null
      : getOptionalUser(client, context),
    getToast(request),
  ]);
  if (readerPending) context.readers.rendered();
  else if (user && readerClass !== null) context.readers.remember(readerClass);
  // Only a signed-in user's page with a top bar reads their notifications: a signed-out page stays shareable.
  const notifications = user && (loaded?.access ?? 'ok') === 'ok' ? await loadShellNotifications(client) : null;
  const gaCode = (loaded?.access === 'ok' && loaded.crowd?.gaCode) || null;
  if (gaCode) context.csp.allowAnalytics();

  return data(
    {
      locale,
      site,
      user: toUiUser(user),
      notifications,
      /** The page was rendered for every reader of the crowd with this role: the browser fetches `user` and `notifications`. */
      readerPending,
      crowd: loaded?.crowd ? toShellCrowd(loaded.crowd) : null,
      access: loaded?.access ?? null,
      gaCode,
      toast,
      mainSiteUrl: mainSiteUrl(),
      year: new Date().getFullYear(),
    },
    { headers: toastHeaders ?? undefined, status: ACCESS_STATUS[loaded?.access ?? 'ok'] },
  );
}

export const meta = pageMeta;

// Without JavaScript the drawer cannot open, so the bar keeps its links and may wrap.
const NO_JS_STYLE =
  '<style>.js-only{display:none!important}.js-desktop-only{display:inline-flex!important}header>div{flex-wrap:wrap;height:auto!important;padding-block:.5rem}</style>';

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang={i18n.language} dir={i18n.dir()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5bc4" />
        <Meta />
        <Links />
        <noscript dangerouslySetInnerHTML={{ __html: NO_JS_STYLE }} />
        {root?.gaCode ? <GoogleAnalytics gaCode={root.gaCode} nonce={nonce} /> : null}
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  useLanguage(root.locale);
  const reader = useReaderParts(root.readerPending, readerPartsPathOf(useMatches()));

  return (
    <>
      <ProgressBar />
      <SiteShell
        site={root.site}
        access={root.access}
        crowd={root.crowd}
        user={reader ? reader.user : root.user}
        notifications={reader ? reader.notifications : root.notifications}
        userPending={root.readerPending && !reader}
        mainSiteUrl={root.mainSiteUrl}
        year={root.year}
      >
        <ReaderPartsContext.Provider value={{ pending: root.readerPending, parts: reader }}>
          <Outlet />
        </ReaderPartsContext.Provider>
      </SiteShell>
      <Toaster toast={root.toast} />
    </>
  );
}

export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <MainContent className="flex-1">
        <GeneralErrorBoundary />
      </MainContent>
      {root ? <Footer year={root.year} /> : null}
    </div>
  );
}
