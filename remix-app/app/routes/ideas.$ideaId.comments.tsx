import type { LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IdeaCommentsTab } from '~/features/ideas-admin/idea-comments-tab';
import { loadIdeaComments } from '~/features/ideas-admin/idea-comments.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadIdeaComments(args);

export default IdeaCommentsTab;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
