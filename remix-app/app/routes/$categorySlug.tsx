import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { CrowdHomePage } from '~/features/crowd-site/crowd-home-page';
import { closeHomeBannerAction, loadCrowdHome } from '~/features/crowd-site/home.server';
import { pageMeta } from '~/features/shell/page-meta';

/**
 * `/{category-slug}`: a category's ideas on a crowd host. Anywhere else a single segment no other
 * route takes is unknown, as `$.tsx` answers deeper paths: 404.
 */
function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export async function loader(args: LoaderFunctionArgs) {
  if (args.context.site.kind !== 'crowd') notFound();
  return data({ home: await loadCrowdHome(args, args.params.categorySlug ?? '') });
}

export async function action(args: ActionFunctionArgs) {
  if (args.context.site.kind !== 'crowd') notFound();
  return closeHomeBannerAction(args);
}

export default function CategoryPage() {
  const { home } = useLoaderData<typeof loader>();
  return home ? <CrowdHomePage home={home} /> : null;
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
