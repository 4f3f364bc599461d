import type { TNotification } from '@crowd/contracts/schemas';

export interface NotificationListener {
  /** A notification stored for the signed-in user just now. */
  onNotification(notification: TNotification): void;
  /** The connection came back: what was pushed while it was down is missing. */
  onReconnect(): void;
}

/** Starts listening for the signed-in user's live notifications; answers the function that stops it. */
export type NotificationSource = (listener: NotificationListener) => () => void;

/**
 * The API's socket.io gateway on this host (the web proxies /socket.io; the session cookie
 * authenticates). The client and the notification schema (zod) are loaded on first use, so they
 * stay out of the page's first bundle.
 */
export const socketNotificationSource: NotificationSource = (listener) => {
  let stopped = false;
  let stop = () => {};
  Promise.all([import('socket.io-client'), import('./notification-payload')])
    .then(([{ io }, { NOTIFICATION_SOCKET_EVENT, parseNotification }]) => {
      if (stopped) return;
      const socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
      socket.on(NOTIFICATION_SOCKET_EVENT, (payload: unknown) => {
        const notification = parseNotification(payload);
        if (notification) listener.onNotification(notification);
      });
      socket.io.on('reconnect', () => listener.onReconnect());
      stop = () => socket.disconnect();
    })
    .catch(() => {
      // Without the live connection the bell still shows what each page load read.
    });
  return () => {
    stopped = true;
    stop();
  };
};
