import { PRODUCT_NAME, type TCrowdView } from '@crowd/contracts';
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from '@remix-run/react';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from 'remix-i18next/react';
import { BlockingScreen } from '~/components/layout/blocking-screen';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { Footer } from '~/components/layout/footer';
import { Logo } from '~/components/layout/logo';
import { ProgressBar } from '~/components/layout/progress-bar';
import { ScrollToTop } from '~/components/layout/scroll-to-top';
import { TopBar } from '~/components/layout/top-bar';
import { Button } from '~/components/ui/button';
import { Toaster } from '~/components/ui/toast';
import { TooltipProvider } from '~/components/ui/tooltip';
import { loadCrowd } from '~/features/crowd/crowd.server';
import { CrowdBrand } from '~/features/crowd/crowd-brand';
import { getOptionalUser } from '~/features/user/user.server';
import { toUiUser, type UiUser } from '~/features/user/ui-user';
import { getLocale } from '~/i18n/i18next.server';
import { ApiClient } from '~/lib/api.server';
import { mainSiteUrl } from '~/lib/site.server';
import { getToast } from '~/lib/toast.server';
import stylesheet from '~/tailwind.css?url';

export const links = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The login host serves sign-in only: the form, the social e-mail prompt and single sign-on's start. */
const LOGIN_HOST_PAGES = new Set(['/login', '/login/socialEmail', '/sso/start']);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { site } = context;
  const url = new URL(request.url);
  if (site.kind === 'login' && !LOGIN_HOST_PAGES.has(url.pathname)) throw redirect('/login');

  const locale = await getLocale(request);
  const loaded = await loadCrowd(request, context);
  const api = new ApiClient({ request, context }).forCrowd(loaded?.crowd);
  const [user, { toast, headers: toastHeaders }] = await Promise.all([
    site.kind === 'login' || (loaded && loaded.access !== 'ok') ? null : getOptionalUser(api, context),
    getToast(request),
  ]);

  const headers = new Headers(api.responseHeaders);
  for (const cookie of toastHeaders?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);

  return data(
    {
      locale,
      site,
      user: toUiUser(user),
      crowd: loaded?.crowd ? pickCrowd(loaded.crowd) : null,
      access: loaded?.access ?? null,
      toast,
      mainSiteUrl: mainSiteUrl(),
      year: new Date().getFullYear(),
    },
    { headers, status: loaded?.access === 'not_found' ? 404 : 200 },
  );
}

/** The crowd fields the browser needs for the crowd site's chrome. */
const pickCrowd = (crowd: TCrowdView) => ({
  id: crowd.id,
  name: crowd.name,
  title: crowd.title,
  hideTitle: crowd.hideTitle,
  privateCrowd: crowd.privateCrowd,
  role: crowd.role,
  /** The crowd's one image (`POST /crowd/uploadCoverImage`): its logo in the top bar and on crowd cards. */
  featuredImageId: crowd.featuredImageId,
  themingData: crowd.themingData,
});
export type RootCrowd = ReturnType<typeof pickCrowd>;

export const meta: MetaFunction<typeof loader> = ({ data: root }) => [
  { title: root?.crowd ? `${root.crowd.name} · ${PRODUCT_NAME}` : PRODUCT_NAME },
  { name: 'description', content: PRODUCT_NAME },
];

// Without JavaScript the drawer cannot open, so the bar keeps its links and may wrap.
const NO_JS_STYLE =
  '<style>.js-only{display:none!important}.js-desktop-only{display:inline-flex!important}header>div{flex-wrap:wrap;height:auto!important;padding-block:.5rem}</style>';

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <html lang={i18n.language} dir={i18n.dir()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5bc4" />
        <Meta />
        <Links />
        <noscript dangerouslySetInnerHTML={{ __html: NO_JS_STYLE }} />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  useChangeLanguage(root.locale);

  let page: ReactNode;
  if (root.site.kind === 'crowd' && root.access !== 'ok') {
    page = <BlockingScreen access={root.access ?? 'not_found'} mainSiteUrl={root.mainSiteUrl} />;
  } else if (root.site.kind === 'crowd' && root.crowd) {
    page = <CrowdShell crowd={root.crowd} user={root.user} mainSiteUrl={root.mainSiteUrl} year={root.year} />;
  } else if (root.site.kind === 'login') {
    page = (
      <div className="flex min-h-screen flex-col bg-muted/40">
        <Outlet />
      </div>
    );
  } else {
    page = <MainShell user={root.user} year={root.year} />;
  }

  return (
    <TooltipProvider delayDuration={300}>
      <ProgressBar />
      {page}
      <Toaster toast={root.toast} />
    </TooltipProvider>
  );
}

function MainShell({ user, year }: { user: UiUser | null; year: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar
        brand={
          <Link to="/" className="shrink-0" aria-label={PRODUCT_NAME}>
            <Logo />
          </Link>
        }
        items={[
          { to: '/crowds', label: t('nav.crowds') },
          { to: '/ideas', label: t('nav.ideas') },
        ]}
        user={user}
        dashboardHref="/crowds"
      />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer year={year} />
      <ScrollToTop />
    </div>
  );
}

function CrowdShell({
  crowd,
  user,
  mainSiteUrl,
  year,
}: {
  crowd: RootCrowd;
  user: UiUser | null;
  mainSiteUrl: string;
  year: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar
        brand={<CrowdBrand crowd={crowd} />}
        items={[{ to: '/', label: t('nav.home') }]}
        user={user}
        dashboardHref={crowd.role ? `${mainSiteUrl}crowds/${crowd.id}` : null}
        action={
          <Button asChild size="sm" variant="secondary">
            <Link to="/createIdea">
              <Plus />
              {t('nav.addIdea')}
            </Link>
          </Button>
        }
      />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer year={year} />
      <ScrollToTop />
    </div>
  );
}

export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <div className="flex min-h-screen flex-col">
      <GeneralErrorBoundary />
      {root ? <Footer year={root.year} /> : null}
    </div>
  );
}
