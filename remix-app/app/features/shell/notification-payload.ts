import { NOTIFICATION_SOCKET_EVENT, ZNotification, type TNotification } from '@crowd/contracts/schemas';

export { NOTIFICATION_SOCKET_EVENT };

/** A pushed notification checked against the contract (null when it is not one). */
export const parseNotification = (payload: unknown): TNotification | null => {
  const parsed = ZNotification.safeParse(payload);
  return parsed.success ? parsed.data : null;
};
