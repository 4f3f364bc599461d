import { Injectable } from '@nestjs/common';
import { MoreThan } from 'typeorm';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { updateVersioned } from '../../../infra/database/optimistic';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import {
  NotificationSettings,
  type DigestChoices,
  type NotificationFlags,
} from './entities/notification-settings.entity';

@Injectable()
export class NotificationSettingsRepository extends TransactionalRepository {
  private get settings() {
    return this.manager.getRepository(NotificationSettings);
  }

  async deleteOf(userId: number): Promise<void> {
    await this.settings.delete({ userId });
  }

  findByUser(userId: number): Promise<NotificationSettings | null> {
    return this.settings.findOneBy({ userId });
  }

  /** The user's row, created with the defaults on first use. */
  async findOrCreate(userId: number): Promise<NotificationSettings> {
    const existing = await this.settings.findOneBy({ userId });
    if (existing) return existing;
    try {
      return await this.settings.save(this.settings.create({ userId, flags: {}, digests: {} }));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return this.settings.findOneByOrFail({ userId });
    }
  }

  /** StaleEntityError when the row has another version than `expectedVersion`. */
  async updateChoices(
    id: number,
    expectedVersion: number,
    flags: NotificationFlags,
    digests: DigestChoices,
  ): Promise<void> {
    const kinds = new Set(Object.values(digests));
    await updateVersioned(this.manager, NotificationSettings, id, expectedVersion, {
      flags,
      digests,
      digestDaily: kinds.has('daily'),
      digestWeekly: kinds.has('weekly'),
    });
  }

  /** A page of the rows with some type in a digest, by id after `afterId` (the sweep's keyset). */
  withDigests(afterId: number, limit: number): Promise<NotificationSettings[]> {
    return this.settings.find({
      where: [
        { digestDaily: true, id: MoreThan(afterId) },
        { digestWeekly: true, id: MoreThan(afterId) },
      ],
      order: { id: 'ASC' },
      take: limit,
    });
  }
}
