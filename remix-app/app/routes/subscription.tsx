import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { DirectSubscribePage } from '~/features/crowd-admin/subscription/direct-subscribe-page';
import {
  directSubscribeAction,
  loadDirectSubscribe,
} from '~/features/crowd-admin/subscription/direct-subscribe.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadDirectSubscribe(args);
export const action = (args: ActionFunctionArgs) => directSubscribeAction(args);

export default DirectSubscribePage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
