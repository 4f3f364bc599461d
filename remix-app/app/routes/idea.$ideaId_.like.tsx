import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { likePageAction, loadLikePage } from '~/features/idea-page/idea-actions.server';
import { LikePage } from '~/features/idea-page/idea-subpages';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadLikePage(args);
export const action = (args: ActionFunctionArgs) => likePageAction(args);

export default LikePage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
