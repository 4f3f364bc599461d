import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { ProfileTab } from '~/features/crowd-admin/profile/profile-page';
import { loadProfileTab, profileTabAction } from '~/features/crowd-admin/profile/profile.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadProfileTab(args);
export const action = (args: ActionFunctionArgs) => profileTabAction(args);

export default ProfileTab;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
