import type { TNotification } from '@crowd/contracts/schemas';

/** How many of the newest notifications the top bar's dropdown shows (spec: the 5 newest). */
export const BELL_SIZE = 5;

/** What the shell knows of the signed-in user's notifications: the newest few and the counts. */
export interface ShellNotifications {
  notifications: TNotification[];
  allCount: number;
  unreadCount: number;
}

const newestFirst = (a: TNotification, b: TNotification) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * Adds live notifications to what the server rendered: each id once, newest first, the counts
 * raised by one for every notification not seen yet (and unread by one more if it is unread); the
 * list keeps the newest `limit`.
 */
export function withLive(
  base: ShellNotifications,
  live: readonly TNotification[],
  limit = BELL_SIZE,
): ShellNotifications {
  const seen = new Set(base.notifications.map((notification) => notification.id));
  const added: TNotification[] = [];
  for (const notification of live) {
    if (seen.has(notification.id)) continue;
    seen.add(notification.id);
    added.push(notification);
  }
  if (added.length === 0) return base;
  return {
    notifications: [...added, ...base.notifications].sort(newestFirst).slice(0, limit),
    allCount: base.allCount + added.length,
    unreadCount: base.unreadCount + added.filter((notification) => notification.readAt === null).length,
  };
}

/** The state right after "mark all as read": nothing unread. */
export const allRead = (state: ShellNotifications, readAt: string): ShellNotifications => ({
  ...state,
  unreadCount: 0,
  notifications: state.notifications.map((notification) => ({
    ...notification,
    readAt: notification.readAt ?? readAt,
  })),
});
