import type { LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IdeaStatsTab } from '~/features/ideas-admin/idea-stats-tab';
import { loadIdeaStats } from '~/features/ideas-admin/idea-stats.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadIdeaStats(args);

export default IdeaStatsTab;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
