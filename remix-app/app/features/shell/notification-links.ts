export const NOTIFICATION_HISTORY_PATH = '/account/notificationHistory';

/** "99+" beyond two digits, so the badge keeps its size. */
export const badgeCount = (count: number) => (count > 99 ? '99+' : String(count));
