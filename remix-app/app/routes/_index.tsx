import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { customIntroOf } from '~/features/crowd/crowd-intro';
import { getVisibleCrowd, listSiteCategories } from '~/features/crowd/crowd.server';
import { CrowdHome } from '~/features/crowd/crowd-home';
import { BusinessLanding } from '~/features/landing/business-landing';
import { pageMeta } from '~/features/shell/page-meta';

/** `/` is the landing page on the main site and the crowd's home on a crowd host. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  switch (context.site.kind) {
    case 'login':
      throw redirect('/login');
    case 'main':
      return data({ kind: 'main' as const, crowd: null });
    case 'crowd': {
      const crowd = await getVisibleCrowd(request, context);
      const categories = crowd ? await listSiteCategories(request, context, crowd) : [];
      return data({
        kind: 'crowd' as const,
        crowd: crowd && {
          id: crowd.id,
          title: crowd.title,
          description: crowd.description,
          hideTitle: crowd.hideTitle,
          featuredImageId: crowd.featuredImageId,
          intro: customIntroOf(crowd.themingData),
        },
        categories: categories.map(({ id, name, description }) => ({ id, name, description })),
      });
    }
  }
}

export default function Index() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === 'crowd') return page.crowd ? <CrowdHome crowd={page.crowd} categories={page.categories} /> : null;
  return <BusinessLanding />;
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
