import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IdeaMergePage } from '~/features/ideas-admin/idea-merge-page';
import { ideaMergeAction, loadIdeaMerge } from '~/features/ideas-admin/idea-merge.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadIdeaMerge(args);
export const action = (args: ActionFunctionArgs) => ideaMergeAction(args);

export default IdeaMergePage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
