import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { NotificationHistoryPage } from '~/features/account/notification-history-page';
import { loadNotificationHistory, notificationHistoryAction } from '~/features/account/notification-history.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadNotificationHistory(args);
export const action = (args: ActionFunctionArgs) => notificationHistoryAction(args);

export default NotificationHistoryPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
