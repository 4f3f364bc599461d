import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IntroPage } from '~/features/landing/intro-page';
import { loadIntroLists } from '~/features/landing/intro.server';
import { pageMeta } from '~/features/shell/page-meta';
import { requireMainSite } from '~/lib/site.server';

export async function loader(args: LoaderFunctionArgs) {
  requireMainSite(args.context);
  return data({ lists: await loadIntroLists(args) });
}

export default function Intro() {
  const { lists } = useLoaderData<typeof loader>();
  return <IntroPage lists={lists} />;
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
