import type { TNotification } from '@crowd/contracts/schemas';
import { useFetcher, useRevalidator } from '@remix-run/react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { socketNotificationSource, type NotificationSource } from './notification-source';
import { allRead, withLive, type ShellNotifications } from './shell-notifications';

/** The resource route of the bell's "mark all as read". */
const MARK_ALL_READ_ACTION = '/resources/notifications';

export interface LiveNotifications {
  state: ShellNotifications;
  /** What the live connection pushed since the loaders last ran (other lists add it too). */
  added: readonly TNotification[];
  markAllRead(): void;
  marking: boolean;
}

/**
 * The signed-in user's notifications for the top bar: the server's newest five and counts, plus
 * what the live connection pushed since (deduplicated by id). A reconnect revalidates, so what
 * was missed offline shows; loader data that changes (any navigation, mark all read) replaces
 * the live additions, since it holds them. Null (no connection) for a signed-out visitor.
 */
export function useShellNotifications(
  loaded: ShellNotifications | null,
  userId: number | null,
  source: NotificationSource = socketNotificationSource,
): LiveNotifications | null {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const current = useRef(loaded);
  current.current = loaded;
  const [live, setLive] = useState<{ base: ShellNotifications | null; items: TNotification[] }>({
    base: loaded,
    items: [],
  });
  const fetcher = useFetcher({ key: 'mark-notifications-read' });
  const enabled = loaded !== null && userId !== null;

  useEffect(() => {
    if (!enabled) return;
    return source({
      onNotification: (notification) =>
        setLive((previous) =>
          previous.base === current.current
            ? { base: previous.base, items: [notification, ...previous.items] }
            : { base: current.current, items: [notification] },
        ),
      onReconnect: () => revalidate.current(),
    });
  }, [enabled, userId, source]);

  if (!loaded) return null;
  const added = live.base === loaded ? live.items : [];
  const merged = withLive(loaded, added);
  const marking = fetcher.state !== 'idle';
  return {
    state: marking ? allRead(merged, new Date().toISOString()) : merged,
    added,
    marking,
    markAllRead: () => fetcher.submit(null, { method: 'post', action: MARK_ALL_READ_ACTION }),
  };
}

/** The shell's live notifications for the page inside it (the history adds them to its list). */
export const LiveNotificationsContext = createContext<LiveNotifications | null>(null);

export const useLiveNotifications = (): LiveNotifications | null => useContext(LiveNotificationsContext);
