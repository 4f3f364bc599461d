import { UI } from '@crowd/contracts/limits';
import type { TNotification } from '@crowd/contracts/schemas';
import { Link, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { BellOff, CheckCheck, Lightbulb, Loader2, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { useHydrated } from '~/components/form/use-hydrated';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { notificationText } from '~/features/shell/notification-text';
import { withLive } from '~/features/shell/shell-notifications';
import { useLiveNotifications } from '~/features/shell/use-shell-notifications';
import { cn } from '~/lib/utils';
import { AccountCard, AccountCardContent, EmptyState } from './account-card';
import { markAllReadValidator } from './account-forms';
import type { loadNotificationHistory } from './notification-history.server';
import { dateTimeFormat } from '~/lib/intl-formats';

const MARK_FORM_ID = 'account-mark-all-read';
/** Spec 9: the next page loads when the end of the list comes within the threshold. */
const INFINITE_SCROLL_MARGIN = `0px 0px ${UI.infiniteScrollThresholdPx}px 0px`;

/** /account/notificationHistory: newest first, "load more" (?page=n) that also loads itself on scroll. */
export function NotificationHistoryPage() {
  const { t } = useTranslation('account');
  const loaded = useLoaderData<typeof loadNotificationHistory>();
  const { page, hasMore } = loaded;
  // What the live connection pushed since the page loaded tops the list (each id once).
  const added = useLiveNotifications()?.added ?? [];
  const { notifications, allCount, unreadCount } = withLive(loaded, added, Number.POSITIVE_INFINITY);
  const navigation = useNavigation();
  const navigate = useNavigate();
  const sentinel = useRef<HTMLDivElement>(null);
  const nextPage = `?page=${page + 1}`;
  const loadingMore = navigation.state === 'loading' && navigation.location.search === nextPage;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) navigate(nextPage, { preventScrollReset: true, replace: true });
      },
      { rootMargin: INFINITE_SCROLL_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, navigate, nextPage]);

  return (
    <AccountCard
      title={
        <>
          {t('notificationHistory.title')}
          {unreadCount > 0 ? (
            <Badge variant="secondary">{t('notificationHistory.unreadCount', { count: unreadCount })}</Badge>
          ) : null}
        </>
      }
      description={t('notificationHistory.description')}
      actions={unreadCount > 0 ? <MarkAllRead /> : null}
    >
      <AccountCardContent>
        {notifications.length === 0 ? (
          <EmptyState
            icon={<BellOff aria-hidden />}
            title={t('common:empty.notifications')}
            hint={t('notificationHistory.emptyHint')}
          />
        ) : (
          <>
            <ol className="divide-y rounded-lg border">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ol>
            <div ref={sentinel} className="mt-4 flex flex-col items-center gap-2">
              <p className="text-xs text-muted-foreground">
                {t('notificationHistory.shown', { shown: notifications.length, total: allCount })}
              </p>
              {hasMore ? (
                <Link
                  to={nextPage}
                  preventScrollReset
                  replace
                  className={buttonVariants({ variant: 'outline' })}
                  aria-busy={loadingMore || undefined}
                >
                  {loadingMore ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  {loadingMore ? t('notificationHistory.loading') : t('notificationHistory.loadMore')}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </AccountCardContent>
    </AccountCard>
  );
}

function MarkAllRead() {
  const { t } = useTranslation();
  const submitting = useIsSubmitting(MARK_FORM_ID);
  return (
    <ValidatedForm id={MARK_FORM_ID} validator={markAllReadValidator} method="post" preventScrollReset>
      <Button type="submit" variant="outline" size="sm" disabled={submitting}>
        <CheckCheck />
        {t('notifications.markAllRead')}
      </Button>
    </ValidatedForm>
  );
}

function NotificationItem({ notification }: { notification: TNotification }) {
  const { t, i18n } = useTranslation('account');
  const hydrated = useHydrated();
  const unread = notification.readAt === null;
  const Icon = notification.entityType === 'idea' ? Lightbulb : Users;
  // The server does not know the reader's time zone: UTC until the browser takes over.
  const when = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  }).format(new Date(notification.createdAt));

  return (
    <li className={cn('flex gap-3 px-4 py-3', unread && 'bg-brand-50/60')}>
      <span
        aria-hidden
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm leading-snug', unread && 'font-medium')}>{notificationText(t, notification)}</p>
        <p className="mt-0.5 flex items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt}>{when}</time>
          {unread ? <span className="sr-only">{t('notificationHistory.unread')}</span> : null}
        </p>
      </div>
      {unread ? <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-secondary" /> : null}
    </li>
  );
}
