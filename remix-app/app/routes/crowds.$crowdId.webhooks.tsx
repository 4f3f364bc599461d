import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { WebhooksPage } from '~/features/crowd-admin/webhooks/webhooks-page';
import { loadWebhooks, webhooksAction } from '~/features/crowd-admin/webhooks/webhooks.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadWebhooks(args);
export const action = (args: ActionFunctionArgs) => webhooksAction(args);

export default WebhooksPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
