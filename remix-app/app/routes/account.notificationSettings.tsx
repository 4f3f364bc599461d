import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { NotificationSettingsPage } from '~/features/account/notification-settings-page';
import { loadNotificationSettings, notificationSettingsAction } from '~/features/account/notification-settings.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadNotificationSettings(args);
export const action = (args: ActionFunctionArgs) => notificationSettingsAction(args);

export default NotificationSettingsPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
