import { Injectable } from '@nestjs/common';
import type {
  TMarkNotificationsReadRequest,
  TMarkNotificationsReadResponse,
  TNotification,
  TNotificationListQuery,
  TNotificationListResponse,
} from '@crowd/contracts';
import { Clock } from '../../../infra/clock/clock';
import type { Notification } from './entities/notification.entity';
import { NotificationRepository } from './notification.repository';

export const toNotificationView = (row: Notification): TNotification => ({
  id: row.id,
  type: row.type,
  entityType: row.entityType,
  entityId: row.entityId,
  crowdId: row.crowdId,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The signed-in user's own notifications: the list (GET /notification) and marking them read (PUT). */
@Injectable()
export class NotificationInboxService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: number, { offset, limit }: TNotificationListQuery): Promise<TNotificationListResponse> {
    const { rows, allCount, unreadCount } = await this.notifications.page(userId, offset, limit);
    return { notifications: rows.map(toNotificationView), allCount, unreadCount };
  }

  /** Ids that are not the user's, or already read, change nothing and are not counted. */
  async markRead(userId: number, { ids }: TMarkNotificationsReadRequest): Promise<TMarkNotificationsReadResponse> {
    const readAt = this.clock.now();
    const updated = await this.notifications.markRead(userId, ids, readAt);
    return { updated, unreadCount: await this.notifications.unreadCount(userId), readAt: readAt.toISOString() };
  }
}
