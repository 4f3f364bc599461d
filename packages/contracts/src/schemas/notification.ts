import { z } from 'zod';
import { ZNotificationEntityType, ZNotificationType } from '../enums';
import { ZCount, ZId, ZIsoDateTime, zMsg } from './common';
import { ZUser } from './user';

/** Values a notification's text is built from (entity name, domain, new state, milestone…). */
export const ZNotificationData = z
  .object({ name: z.string().optional(), domain: z.string().optional() })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type TNotificationData = z.infer<typeof ZNotificationData>;

export const ZNotification = z.object({
  id: ZId,
  type: ZNotificationType,
  entityType: ZNotificationEntityType,
  entityId: ZId,
  crowdId: ZId.nullable(),
  data: ZNotificationData,
  createdAt: ZIsoDateTime,
  readAt: ZIsoDateTime.nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /notification?offset&limit: newest first. */
export const ZNotificationListResponse = z.object({
  notifications: z.array(ZNotification),
  allCount: ZCount,
  unreadCount: ZCount,
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

/** GET /notification/topBar: who is signed in and the newest `PAGE_SIZES.notificationDropdown` notifications. */
export const ZTopBarResponse = z.object({ user: ZUser, notifications: ZNotificationListResponse });
export type TTopBarResponse = z.infer<typeof ZTopBarResponse>;

/** PUT /notification: mark these ids read, or all when `ids` is absent. */
export const ZMarkNotificationsReadRequest = z.object({
  ids: z.array(ZId, zMsg('validation_invalid_value')).optional(),
});
export type TMarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;
export const ZMarkNotificationsReadResponse = z.object({
  updated: ZCount,
  unreadCount: ZCount,
  readAt: ZIsoDateTime,
});
export type TMarkNotificationsReadResponse = z.infer<typeof ZMarkNotificationsReadResponse>;

/** The socket.io event a client receives: `notification` with one notification. */
export const NOTIFICATION_SOCKET_EVENT = 'notification';
