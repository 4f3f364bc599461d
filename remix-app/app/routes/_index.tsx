import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { Suspense } from 'react';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { closeHomeBannerAction, loadCrowdHome } from '~/features/crowd-site/home.server';
import { pageMeta } from '~/features/shell/page-meta';
import { lazyComponents } from '~/lib/lazy-components';

/**
 * The landing and the crowd home, each a chunk of its own so that neither page loads the other's
 * code; a page that came with one starts loading its chunk as soon as this module runs.
 */
const landing = lazyComponents(() => import('~/features/landing/business-landing'), {
  serverMarkup: '[data-home="main"]',
});
const crowdHome = lazyComponents(() => import('~/features/crowd-site/crowd-home-page'), {
  serverMarkup: '[data-home="crowd"]',
});
const BusinessLanding = landing.component((module) => module.BusinessLanding);
const CrowdHomePage = crowdHome.component((module) => module.CrowdHomePage);

/** `/` is the landing page on the main site and the crowd's home on a crowd host. */
export async function loader(args: LoaderFunctionArgs) {
  switch (args.context.site.kind) {
    case 'login':
      throw redirect('/login');
    case 'main':
      // The business page is the same for every signed-out visitor (decision 025), and for every
      // signed-in one but for the top bar their browser fills in (decision 038): the cache decides.
      args.context.sharePage();
      return data({ kind: 'main' as const, home: null });
    case 'crowd':
      return data({ kind: 'crowd' as const, home: await loadCrowdHome(args, null) });
  }
}

/** Closing the crowd home's slideshow or intro. */
export async function action(args: ActionFunctionArgs) {
  if (args.context.site.kind !== 'crowd') throw new Response(null, { status: 405 });
  return closeHomeBannerAction(args);
}

/** Coming from another page: the home's chunk is loaded before the page renders, not blank while it loads. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  await (page.kind === 'crowd' ? crowdHome : landing).preload();
  return page;
}

export default function Index() {
  const page = useLoaderData<typeof loader>();
  return (
    <div data-home={page.kind} className="contents">
      <Suspense fallback={null}>
        {page.kind === 'crowd' ? page.home ? <CrowdHomePage home={page.home} /> : null : <BusinessLanding />}
      </Suspense>
    </div>
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
