import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IdeaAdminLayout } from '~/features/ideas-admin/idea-admin-layout';
import { ideaStateAction, loadIdeaAdminLayout } from '~/features/ideas-admin/idea-admin-layout.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadIdeaAdminLayout(args);
/** The state menu posts here (the tabs' own forms post to the tabs). */
export const action = (args: ActionFunctionArgs) => ideaStateAction(args);

export const meta = pageMeta;

export default IdeaAdminLayout;

export const ErrorBoundary = GeneralErrorBoundary;
