import { Link } from '@remix-run/react';
import { Bell } from 'lucide-react';
import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { lazyComponents } from '~/lib/lazy-components';
import { badgeCount, NOTIFICATION_HISTORY_PATH } from './notification-links';
import type { LiveNotifications } from './use-shell-notifications';

/** A page whose server markup holds the bell loads its chunk before hydrating. */
const notificationDropdown = lazyComponents(() => import('./notification-dropdown'), {
  serverMarkup: '[data-notification-bell]',
});
const NotificationDropdown = notificationDropdown.component((module) => module.NotificationBell);

/** The top bar's bell (`notification-dropdown`), loaded with the first signed-in page. */
export function NotificationBell(props: ComponentProps<typeof NotificationDropdown>) {
  return (
    <Suspense fallback={<span aria-hidden className="block size-9" />}>
      <NotificationDropdown {...props} />
    </Suspense>
  );
}

/** The drawer's entry (narrow screens): the history, with the unread count. */
export function NotificationsDrawerEntry({ live, className }: { live: LiveNotifications; className?: string }) {
  const { t } = useTranslation();
  const { unreadCount } = live.state;
  return (
    <Link to={NOTIFICATION_HISTORY_PATH} className={className}>
      <Bell />
      {t('nav.notifications')}
      {unreadCount > 0 ? (
        <Badge className="ml-auto" data-testid="drawer-notification-badge">
          <span aria-hidden>{badgeCount(unreadCount)}</span>
          <span className="sr-only">{t('notifications.unreadCount', { count: unreadCount })}</span>
        </Badge>
      ) : null}
    </Link>
  );
}
