import type { TNotification } from '@crowd/contracts/schemas';
import { Link } from '@remix-run/react';
import { Bell, CheckCheck, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { cn } from '~/lib/utils';
import { BELL_BUTTON_CLASS, NoScriptBell } from './no-script-bell';
import { badgeCount, NOTIFICATION_HISTORY_PATH } from './notification-links';
import { notificationText } from './notification-text';
import type { LiveNotifications } from './use-shell-notifications';
import { relativeTimeFormat } from '~/lib/intl-formats';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday"… (the dropdown renders only in the browser, so its clock is the reader's). */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  // A server clock a little ahead of the reader's never makes a notification "in 2 minutes".
  const seconds = Math.min(0, Math.round((Date.parse(iso) - now) / 1000));
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** Where a notification leads: an idea on its crowd's host, a crowd's admin area on the main site. */
function notificationHref(notification: TNotification, mainSiteUrl: string): string | null {
  if (notification.entityType === 'idea') {
    const domain = notification.data.domain;
    if (!domain) return null;
    const protocol = new URL(mainSiteUrl).protocol;
    return `${protocol}//${domain}/idea/${notification.entityId}`;
  }
  return new URL(`/crowds/${notification.entityId}`, mainSiteUrl).toString();
}

/**
 * The top bar's bell: the unread count as a badge (rendered by the server, so it is right without
 * JavaScript, where the bell is a link to the history), a dropdown with the 5 newest, "mark all as
 * read" and a link to the history. A chunk of its own (`NotificationBell` in `notification-bell`),
 * with Radix's menu: a visitor's page never loads it.
 */
export function NotificationBell({ live, mainSiteUrl }: { live: LiveNotifications; mainSiteUrl: string }) {
  const { t, i18n } = useTranslation();
  const { notifications, unreadCount } = live.state;
  const label = t('notifications.bellLabel', { count: unreadCount });
  const badge =
    unreadCount > 0 ? (
      <span
        aria-hidden
        data-testid="notification-badge"
        className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white"
      >
        {badgeCount(unreadCount)}
      </span>
    ) : null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger data-notification-bell="" className={cn('js-only', BELL_BUTTON_CLASS)} aria-label={label}>
          <Bell className="size-5" aria-hidden />
          {badge}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
          <DropdownMenuLabel className="flex items-center justify-between gap-2">
            {t('notifications.title')}
            {unreadCount > 0 ? (
              <Badge variant="secondary">{t('notifications.unreadCount', { count: unreadCount })}</Badge>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {notifications.length === 0 ? (
            <p className="px-2 py-4 text-center text-sm text-muted-foreground">{t('empty.notifications')}</p>
          ) : (
            notifications.map((notification) => {
              const unread = notification.readAt === null;
              const href = notificationHref(notification, mainSiteUrl);
              const content = (
                <>
                  <span
                    aria-hidden
                    className={cn(
                      'mt-1.5 size-2 shrink-0 self-start rounded-full',
                      unread ? 'bg-primary' : 'bg-transparent',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm leading-snug', unread && 'font-semibold')}>
                      {notificationText(t, notification)}
                    </span>
                    <span className="mt-0.5 block text-xs text-muted-foreground">
                      <time dateTime={notification.createdAt}>
                        {relativeTime(notification.createdAt, i18n.language)}
                      </time>
                      {unread ? <span className="sr-only">, {t('notifications.unread')}</span> : null}
                    </span>
                  </span>
                </>
              );
              return (
                <DropdownMenuItem
                  key={notification.id}
                  asChild={href !== null}
                  className={cn('items-start', unread && 'bg-brand-50/60')}
                  data-testid="notification-item"
                >
                  {href ? <a href={href}>{content}</a> : content}
                </DropdownMenuItem>
              );
            })
          )}
          <DropdownMenuSeparator />
          {unreadCount > 0 ? (
            <DropdownMenuItem
              disabled={live.marking}
              onSelect={(event) => {
                // Stays open: the reader sees the list turn read.
                event.preventDefault();
                live.markAllRead();
              }}
            >
              <CheckCheck />
              {t('notifications.markAllRead')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem asChild>
            <Link to={NOTIFICATION_HISTORY_PATH}>
              <History />
              {t('notifications.showAll')}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NoScriptBell label={label} badge={badge} />
    </>
  );
}
