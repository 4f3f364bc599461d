import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { ThemingPage } from '~/features/crowd-admin/theming/theming-page';
import { loadTheming, themingAction } from '~/features/crowd-admin/theming/theming.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadTheming(args);
export const action = (args: ActionFunctionArgs) => themingAction(args);

export default ThemingPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
