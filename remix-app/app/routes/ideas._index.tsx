import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IdeasPage, ideasPageHandle } from '~/features/ideas-admin/ideas-page';
import { ideasAction, loadIdeas } from '~/features/ideas-admin/ideas-admin.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadIdeas(args);
export const action = (args: ActionFunctionArgs) => ideasAction(args);

export default IdeasPage;

export const handle = ideasPageHandle;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
