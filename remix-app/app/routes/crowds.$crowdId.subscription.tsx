import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { SubscriptionPage } from '~/features/crowd-admin/subscription/subscription-page';
import { loadSubscriptionTab, subscriptionAction } from '~/features/crowd-admin/subscription/subscription.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadSubscriptionTab(args);
export const action = (args: ActionFunctionArgs) => subscriptionAction(args);

export default SubscriptionPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
