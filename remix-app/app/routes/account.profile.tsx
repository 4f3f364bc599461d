import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { ProfilePage } from '~/features/account/profile-page';
import { loadProfile, profileAction } from '~/features/account/profile.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadProfile(args);
export const action = (args: ActionFunctionArgs) => profileAction(args);

export default ProfilePage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
