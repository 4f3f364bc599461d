import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { markAllNotificationsRead } from '~/features/shell/shell-notifications.server';

/** The bell's "mark all as read" (fetcher or plain form). */
export const action = (args: ActionFunctionArgs) => markAllNotificationsRead(args);

export function loader() {
  return redirect('/account/notificationHistory');
}
