import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { CrowdHomePage } from '~/features/crowd-site/crowd-home-page';
import { closeHomeBannerAction, loadCrowdHome } from '~/features/crowd-site/home.server';
import { BusinessLanding } from '~/features/landing/business-landing';
import { pageMeta } from '~/features/shell/page-meta';
import { readsForNobody } from '~/lib/cache.server';

/** `/` is the landing page on the main site and the crowd's home on a crowd host. */
export async function loader(args: LoaderFunctionArgs) {
  switch (args.context.site.kind) {
    case 'login':
      throw redirect('/login');
    case 'main':
      // The business page is the same for every signed-out visitor (decision 025).
      if (readsForNobody(args, null)) args.context.sharePage();
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

export default function Index() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === 'crowd') return page.home ? <CrowdHomePage home={page.home} /> : null;
  return <BusinessLanding />;
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
