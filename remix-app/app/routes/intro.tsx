import type { LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IntroPage } from '~/features/landing/intro-page';
import { requireMainSite } from '~/lib/site.server';
import { pageMeta } from '~/features/shell/page-meta';

export function loader({ context }: LoaderFunctionArgs) {
  requireMainSite(context);
  return null;
}

export default function Intro() {
  return <IntroPage />;
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
