import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { CrowdUsersPage } from '~/features/crowd-admin/users/users-page';
import { crowdUsersAction, loadCrowdUsers } from '~/features/crowd-admin/users/users.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadCrowdUsers(args);
export const action = (args: ActionFunctionArgs) => crowdUsersAction(args);

export default CrowdUsersPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
