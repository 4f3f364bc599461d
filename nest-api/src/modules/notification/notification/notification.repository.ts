import { Injectable } from '@nestjs/common';
import type { TNotificationType } from '@crowd/contracts';
import { Between, In, IsNull } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { Notification } from './entities/notification.entity';

export type NewNotification = Pick<
  Notification,
  'userId' | 'type' | 'entityType' | 'entityId' | 'crowdId' | 'eventKey' | 'data' | 'createdAt'
>;

const UNREAD = 'CASE WHEN notification.readAt IS NULL THEN 1 ELSE 0 END';

interface Counts {
  allCount: number | string;
  unreadCount: number | string;
}

@Injectable()
export class NotificationRepository extends TransactionalRepository {
  private get notifications() {
    return this.manager.getRepository(Notification);
  }

  /** Every notification of the user, oldest first: their personal data export (decision 033). */
  allOf(userId: number): Promise<Notification[]> {
    return this.notifications.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Stores the rows an event has not stored yet: the unique (eventKey, userId) index ignores a
   * recipient's second row (INSERT IGNORE / INSERT OR IGNORE), so a retried job adds nothing.
   * Answers the event's rows, new and earlier, and which of them this call added (the recipients
   * without a row before it; a concurrent run of the same event may count a row as added too).
   */
  async insertMissing(
    rows: readonly NewNotification[],
    eventKey: string,
  ): Promise<{ rows: Notification[]; added: Notification[] }> {
    const before = new Set(
      (await this.notifications.find({ where: { eventKey }, select: { userId: true } })).map((row) => row.userId),
    );
    if (rows.some((row) => !before.has(row.userId))) {
      await this.notifications
        .createQueryBuilder()
        .insert()
        .into(Notification)
        .values(rows.map((row) => ({ ...row })))
        .orIgnore()
        .updateEntity(false)
        .execute();
    }
    const all = await this.notifications.find({ where: { eventKey }, order: { id: 'ASC' } });
    return { rows: all, added: all.filter((row) => !before.has(row.userId)) };
  }

  /** Every notification addressed to the user (the account is being erased). */
  async deleteAllOf(userId: number): Promise<void> {
    await this.notifications.delete({ userId });
  }

  /**
   * The user's notifications of `types` created in [from, to), oldest first: what a digest tells
   * of. `Between` includes `to`; the row stamped exactly at the period's end belongs to the next.
   */
  async inPeriod(userId: number, types: readonly TNotificationType[], from: Date, to: Date): Promise<Notification[]> {
    if (types.length === 0) return [];
    const rows = await this.notifications.find({
      where: { userId, type: In([...types]), createdAt: Between(from, to) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.filter((row) => row.createdAt.getTime() < to.getTime());
  }

  /** Removes the notifications that name the idea (it is being deleted). */
  async deleteAboutIdea(ideaId: number): Promise<void> {
    await this.notifications.delete({ entityType: 'idea', entityId: ideaId });
  }

  /**
   * Newest first (ties by id), with the user's total and unread counts. Every signed-in page's top
   * bar asks for them: the counts ride on the page's rows as two scalar subqueries, each counted on
   * an index alone (`IDX_notification_user_created`, `IDX_notification_user_read`), so it is one
   * statement unless the page is past the end. (Window aggregates over the user's rows read and
   * sorted every row first: 19 ms instead of 0.3 ms for 7,500 notifications on SQLite.)
   */
  async page(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: Notification[]; allCount: number; unreadCount: number }> {
    const { entities, raw } = await this.notifications
      .createQueryBuilder('notification')
      .addSelect(
        (count) => count.subQuery().select('COUNT(*)').from(Notification, 'every').where('every.userId = :userId'),
        'allCount',
      )
      .addSelect(
        (count) =>
          count
            .subQuery()
            .select('COUNT(*)')
            .from(Notification, 'unread')
            .where('unread.userId = :userId AND unread.readAt IS NULL'),
        'unreadCount',
      )
      .where('notification.userId = :userId', { userId })
      .orderBy('notification.createdAt', 'DESC')
      .addOrderBy('notification.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getRawAndEntities<Counts>();
    const counts = raw[0] ?? (offset === 0 ? undefined : await this.counts(userId));
    return { rows: entities, allCount: Number(counts?.allCount ?? 0), unreadCount: Number(counts?.unreadCount ?? 0) };
  }

  private counts(userId: number): Promise<Counts | undefined> {
    return this.notifications
      .createQueryBuilder('notification')
      .select('COUNT(*)', 'allCount')
      .addSelect(`COALESCE(SUM(${UNREAD}), 0)`, 'unreadCount')
      .where('notification.userId = :userId', { userId })
      .getRawOne<Counts>();
  }

  unreadCount(userId: number): Promise<number> {
    return this.notifications.count({ where: { userId, readAt: IsNull() } });
  }

  /** Marks the user's unread notifications among `ids` (all of them when `ids` is absent) read. */
  async markRead(userId: number, ids: readonly number[] | undefined, readAt: Date): Promise<number> {
    if (ids?.length === 0) return 0;
    const result = await this.notifications.update(
      { userId, readAt: IsNull(), ...(ids ? { id: In([...ids]) } : {}) },
      { readAt },
    );
    return result.affected ?? 0;
  }
}
