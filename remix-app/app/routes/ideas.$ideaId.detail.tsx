import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IdeaEditTab } from '~/features/ideas-admin/idea-edit-tab';
import { ideaEditAction, loadIdeaEdit } from '~/features/ideas-admin/idea-edit.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadIdeaEdit(args);
export const action = (args: ActionFunctionArgs) => ideaEditAction(args);

export default IdeaEditTab;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
